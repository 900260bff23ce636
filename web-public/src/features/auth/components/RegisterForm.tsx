import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DELAYS, MESSAGES, isStrongPassword } from '@rentnaija/shared';
import type { RegisterRequest } from '@rentnaija/shared';
import { fieldErrors, hasCode } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { registrationErrorMessage } from '../authErrors';
import { useRegister } from '../queries';
import { EmailField, NewPasswordFields } from './AuthFields';
import { resendLink } from './LoginForm';
import { SignedInRedirect } from './SignedInRedirect';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: RegisterRequest['role'];
}

export const ROLE_CHOICES = [
  { value: 'tenant', label: 'Find a property (Tenant)' },
  { value: 'landlord', label: 'List my property (Landlord)' },
] as const;

/** True when the password meets every rule and the confirmation matches. */
export function canSubmitRegistration(password: string, confirm: string): boolean {
  return isStrongPassword(password) && password === confirm;
}

export function RegisterForm() {
  const navigate = useNavigate();
  // "Create Account" on the listing wizard's sign-in card asks for a landlord account.
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const password = Form.useWatch('password', form) ?? '';
  const confirm = Form.useWatch('confirmPassword', form) ?? '';
  const [error, setError] = useState<{ message: string; taken: boolean } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const register = useRegister();

  useEffect(() => {
    if (!success) return;
    // The form collapses to the message: bring it into view (the submit button sat far below).
    window.scrollTo({ top: 0, behavior: 'smooth' });
    const timer = setTimeout(() => navigate('/login'), DELAYS.afterRegisterRedirect);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  async function onFinish(values: RegisterValues) {
    setError(null);
    try {
      const body: RegisterRequest = {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        role: values.role,
      };
      await register.mutateAsync(body);
      toast.success('Account created successfully!');
      setSuccess(MESSAGES.registrationSuccess);
      form.resetFields();
    } catch (err) {
      form.setFields(fieldErrors(err, ['name', 'email', 'password', 'role']));
      setError({ message: registrationErrorMessage(err), taken: hasCode(err, 'EMAIL_TAKEN') });
    }
  }

  if (success) {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={success}
        description={<Link to="/login">Go to login now</Link>}
      />
    );
  }

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      initialValues={{ role: searchParams.get('role') === 'landlord' ? 'landlord' : 'tenant' }}
      onFinish={onFinish}
      requiredMark={false}
      aria-label="Registration form"
      noValidate
    >
      <SignedInRedirect except={!!success} />
      {error && (
        <Alert
          type="error"
          title={error.message}
          description={
            error.taken && (
              <>
                <Link to="/login">Login</Link>, or{' '}
                <Link to={resendLink(form.getFieldValue('email'))}>
                  get a new confirmation link
                </Link>{' '}
                if you have not confirmed this address yet.
              </>
            )
          }
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label="Full name"
        name="name"
        validateTrigger={['onChange', 'onBlur']}
        rules={[{ required: true, whitespace: true, message: MESSAGES.nameRequired }]}
      >
        <Input
          prefix={<UserOutlined aria-hidden="true" />}
          autoComplete="name"
          placeholder="Adaeze Okafor"
          size="large"
        />
      </Form.Item>
      <EmailField invalidMessage={MESSAGES.emailInvalid} />
      <NewPasswordFields
        password={password}
        idPrefix="register"
        placeholders={{ password: 'Create a strong password', confirm: 'Repeat your password' }}
      />
      <Form.Item label="I want to" name="role">
        <Select size="large" options={[...ROLE_CHOICES]} aria-label="I want to" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={register.isPending}
        disabled={!canSubmitRegistration(password, confirm)}
      >
        Create account
      </Button>
      <p className="rn-muted" style={{ textAlign: 'center', marginTop: 16 }}>
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </Form>
  );
}
