import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useForgotPassword } from '../queries';
import { EmailField } from './AuthFields';
import { EmailSent } from './EmailSent';

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const forgot = useForgotPassword();

  async function onFinish({ email }: { email: string }) {
    setError(null);
    try {
      await forgot.mutateAsync(email.trim());
      toast.success('Password reset link sent to your email');
      setSentTo(email.trim());
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (sentTo) {
    return (
      <EmailSent
        text={`If an account exists for ${sentTo}, we have sent a link to reset its password. The link works once and expires in 1 hour.`}
      />
    );
  }

  return (
    <Form
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      aria-label="Forgot password form"
      noValidate
    >
      {error && (
        <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />
      )}
      <EmailField invalidMessage={MESSAGES.loginEmailInvalid} />
      <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
        Send reset link
      </Button>
      <p className="rn-muted" style={{ textAlign: 'center', marginTop: 16 }}>
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </Form>
  );
}
