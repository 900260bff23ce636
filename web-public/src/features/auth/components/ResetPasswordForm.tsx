import { useState } from 'react';
import { Alert, Button, Form, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, fieldErrors, hasCode } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { toast } from '../../../components/toast';
import { useResetLinkCheck, useResetPassword } from '../queries';
import { NewPasswordFields } from './AuthFields';
import { canSubmitRegistration } from './RegisterForm';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const LINK_CODES = ['TOKEN_USED', 'TOKEN_EXPIRED', 'INVALID_TOKEN'];

function RequestNewLink({ title, message }: { title: string; message: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={message}
      extra={
        <LinkButton to="/forgot-password" type="primary">
          Request a new link
        </LinkButton>
      }
    />
  );
}

/** Checks the emailed link as soon as it is opened, then asks for the new password. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const password = Form.useWatch('password', form) ?? '';
  const confirm = Form.useWatch('confirmPassword', form) ?? '';
  const [error, setError] = useState<unknown>(null);
  const reset = useResetPassword();
  const check = useResetLinkCheck(token);

  if (!token) {
    return (
      <RequestNewLink
        title="This reset link is incomplete"
        message="Open the link from your email again, or ask for a new one."
      />
    );
  }
  if (check.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (check.isError && hasCode(check.error, ...LINK_CODES)) {
    return (
      <RequestNewLink title="This reset link cannot be used" message={errorMessage(check.error)} />
    );
  }
  if (hasCode(error, ...LINK_CODES)) {
    return <RequestNewLink title="This reset link cannot be used" message={errorMessage(error)} />;
  }

  async function onFinish(values: ResetValues) {
    setError(null);
    try {
      await reset.mutateAsync({ token: token!, password: values.password });
      toast.success('Your password has been reset. Please login with your new password.');
      navigate('/login', { replace: true });
    } catch (err) {
      form.setFields(fieldErrors(err, ['password']));
      setError(err);
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
      {(error || check.isError) && (
        <Alert
          type="error"
          title={errorMessage(error ?? check.error)}
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
        loading={reset.isPending}
        disabled={!canSubmitRegistration(password, confirm)}
      >
        Set new password
      </Button>
    </Form>
  );
}
