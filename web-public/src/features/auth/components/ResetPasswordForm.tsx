import { useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { toast } from '../../../app/toast';
import { authErrorMessage } from '../authErrors';
import { NewPasswordFields } from './AuthFields';
import { canSubmitRegistration } from './RegisterForm';
import { LinkButton } from '../../../app/layout/LinkButton';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const password = Form.useWatch('password', form) ?? '';
  const confirm = Form.useWatch('confirmPassword', form) ?? '';
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!token) {
    return (
      <Result
        status="warning"
        title="This reset link is incomplete"
        subTitle="Open the link from your email again, or ask for a new one."
        extra={
          <LinkButton to="/forgot-password" type="primary">
            Request a new link
          </LinkButton>
        }
      />
    );
  }

  async function onFinish(values: ResetValues) {
    setError(null);
    setSubmitting(true);
    try {
      await api.post('/auth/reset-password', { token, password: values.password });
      toast.success('Your password has been reset. Please login with your new password.');
      navigate('/login', { replace: true });
    } catch (err) {
      setError(authErrorMessage(err));
      setSubmitting(false);
    }
  }

  return (
    <Form<ResetValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      aria-label="Reset password form"
    >
      {error && (
        <Alert
          type="error"
          title={error}
          description={<Link to="/forgot-password">Request a new reset link</Link>}
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <NewPasswordFields
        password={password}
        idPrefix="reset"
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
      />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        disabled={!canSubmitRegistration(password, confirm)}
      >
        Set new password
      </Button>
    </Form>
  );
}
