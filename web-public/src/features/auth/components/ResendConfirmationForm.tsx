import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { useResendConfirmation } from '../queries';
import { EmailField } from './AuthFields';
import { EmailSent } from './EmailSent';

/** Asks for a fresh confirmation link (POST /api/auth/resend-confirmation). */
export function ResendConfirmationForm() {
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resend = useResendConfirmation();

  if (sentTo) {
    return (
      <EmailSent
        text={`If ${sentTo} is waiting for confirmation, a new link is on its way. It works once and expires in 24 hours; earlier links no longer work.`}
      />
    );
  }

  return (
    <Form
      layout="vertical"
      initialValues={{ email: params.get('email') ?? '' }}
      onFinish={({ email }: { email: string }) =>
        resend.mutate(email.trim(), { onSuccess: (_res, sent) => setSentTo(sent) })
      }
      requiredMark={false}
      aria-label="Resend confirmation form"
      noValidate
    >
      {resend.isError && (
        <Alert
          type="error"
          title={errorMessage(resend.error)}
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <EmailField invalidMessage={MESSAGES.loginEmailInvalid} />
      <Button type="primary" htmlType="submit" size="large" block loading={resend.isPending}>
        Send a new confirmation link
      </Button>
      <p className="rn-muted" style={{ textAlign: 'center', marginTop: 16 }}>
        Already confirmed? <Link to="/login">Back to login</Link>
      </p>
    </Form>
  );
}
