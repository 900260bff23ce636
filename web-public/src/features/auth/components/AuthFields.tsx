import { Form, Input } from 'antd';
import type { PasswordProps } from 'antd/es/input';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { MESSAGES, isEmail, isStrongPassword } from '@rentnaija/shared';
import { PasswordChecklist } from './PasswordChecklist';
import { passwordIcon } from './passwordIcon';

/** The email field of the account forms: required, and shaped like an address. */
export function EmailField({ invalidMessage }: { invalidMessage: string }) {
  return (
    <Form.Item
      label="Email"
      name="email"
      validateTrigger={['onChange', 'onBlur']}
      rules={[
        { required: true, whitespace: true, message: MESSAGES.emailRequired },
        {
          validator: (_, value: string | undefined) =>
            !value || isEmail(value.trim())
              ? Promise.resolve()
              : Promise.reject(new Error(invalidMessage)),
        },
      ]}
    >
      <Input
        prefix={<MailOutlined aria-hidden="true" />}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        size="large"
      />
    </Form.Item>
  );
}

interface NewPasswordFieldsProps {
  /** The password typed so far, for the live checklist. */
  password: string;
  /** Prefix of the checklist's id (unique per page). */
  idPrefix: string;
  labels?: { password: string; confirm: string };
  placeholders?: { password?: string; confirm?: string };
}

/** A box for a new password; antd's Form.Item hands it the value and the handlers. */
function NewPasswordInput(props: PasswordProps) {
  return (
    <Input.Password
      prefix={<LockOutlined aria-hidden="true" />}
      autoComplete="new-password"
      size="large"
      iconRender={passwordIcon}
      {...props}
    />
  );
}

/** A new password with its live policy checklist, and its confirmation. */
export function NewPasswordFields({
  password,
  idPrefix,
  labels = { password: 'Password', confirm: 'Confirm password' },
  placeholders = {},
}: NewPasswordFieldsProps) {
  const checksId = `${idPrefix}-password-checks`;
  return (
    <>
      <Form.Item
        label={labels.password}
        name="password"
        rules={[
          { required: true, message: MESSAGES.passwordRequired },
          {
            validator: (_, value: string | undefined) =>
              !value || isStrongPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.passwordWeak)),
          },
        ]}
      >
        <NewPasswordInput placeholder={placeholders.password} aria-describedby={checksId} />
      </Form.Item>
      <PasswordChecklist password={password} id={checksId} />
      <Form.Item
        label={labels.confirm}
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: MESSAGES.confirmPasswordRequired },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.passwordsDontMatch)),
          }),
        ]}
      >
        <NewPasswordInput placeholder={placeholders.confirm} />
      </Form.Item>
    </>
  );
}
