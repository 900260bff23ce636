import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { passwordIcon } from './passwordIcon';
import { EmailField } from './AuthFields';
import { Link, useNavigate } from 'react-router-dom';
import { DELAYS, MESSAGES } from '@rentnaija/shared';
import { errorMessage, hasCode } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useAuth } from '../AuthContext';
import { SESSION_ENDED, takeIntendedDestination, takeSessionEnded } from '../intendedDestination';
import { rememberedLogin } from '../rememberMe';
import { dashboardPathFor } from '../roles';
import { SignedInRedirect } from './SignedInRedirect';

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The resend-confirmation page, with the address already filled in. */
export const resendLink = (email: string | undefined) =>
  `/resend-confirmation${email?.trim() ? `?email=${encodeURIComponent(email.trim())}` : ''}`;

export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [error, setError] = useState<{ message: string; unconfirmed: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const justSignedIn = useRef(false);
  // Told once, on the sign-in page the ended session led to.
  const [sessionEnded] = useState(takeSessionEnded);
  const [initial] = useState(() => {
    const saved = rememberedLogin();
    return { email: saved.email, password: '', rememberMe: saved.remember };
  });

  async function onFinish(values: LoginValues) {
    setError(null);
    setSubmitting(true);
    try {
      justSignedIn.current = true;
      const signedIn = await login(values.email.trim(), values.password, values.rememberMe);
      toast.success('Welcome back!');
      setTimeout(() => {
        navigate(takeIntendedDestination() ?? dashboardPathFor(signedIn.role), { replace: true });
      }, DELAYS.afterLoginRedirect);
    } catch (err) {
      justSignedIn.current = false;
      setError({
        message: errorMessage(err),
        unconfirmed: hasCode(err, 'EMAIL_NOT_CONFIRMED'),
      });
      setSubmitting(false);
    }
  }

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      requiredMark={false}
      validateTrigger="onSubmit"
      aria-label="Login form"
      noValidate
    >
      <SignedInRedirect except={justSignedIn.current} />
      {sessionEnded && !error && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={SESSION_ENDED}
          description="Sign in again and you go back to the page you were on."
        />
      )}
      {error && (
        <Alert
          type="error"
          title={error.message}
          description={
            error.unconfirmed && (
              <Link to={resendLink(form.getFieldValue('email'))}>
                Send me a new confirmation link
              </Link>
            )
          }
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <EmailField invalidMessage={MESSAGES.loginEmailInvalid} />
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: MESSAGES.passwordRequired }]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden="true" />}
          autoComplete="current-password"
          placeholder="Your password"
          size="large"
          iconRender={passwordIcon}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        <Link to="/forgot-password">Forgot password?</Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Login
      </Button>
      <p className="rn-muted" style={{ textAlign: 'center', marginTop: 16 }}>
        Don&apos;t have an account? <Link to="/register">Register</Link>
      </p>
    </Form>
  );
}
