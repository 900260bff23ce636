import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MESSAGES, isNigerianPhone, normalisePhone } from '@rentnaija/shared';
import { errorMessage, fieldErrors } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useAuth } from '../AuthContext';
import { useUpdateProfile } from '../queries';

interface ProfileValues {
  name: string;
  phone: string;
}

/** Name and phone, saved through PATCH /api/users/me. */
export function ProfileForm() {
  const { user, refreshUser } = useAuth();
  const [form] = Form.useForm<ProfileValues>();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  if (!user) return null;

  async function onFinish(values: ProfileValues) {
    setError(null);
    try {
      const phone = values.phone?.trim() ? normalisePhone(values.phone) : null;
      await update.mutateAsync({ name: values.name.trim(), phone });
      await refreshUser();
      toast.success('Profile updated successfully');
    } catch (err) {
      form.setFields(fieldErrors(err, ['name', 'phone']));
      setError(errorMessage(err));
    }
  }

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={{ name: user.name, phone: user.phone ?? '' }}
      onFinish={onFinish}
      requiredMark={false}
      aria-label="Profile form"
    >
      {error && (
        <Alert type="error" title={error} showIcon role="alert" style={{ marginBottom: 16 }} />
      )}
      <Form.Item label="Email">
        <Input value={user.email} disabled aria-label="Email" />
      </Form.Item>
      <Form.Item
        label="Full name"
        name="name"
        rules={[{ required: true, whitespace: true, message: MESSAGES.nameRequired }]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="Phone number"
        name="phone"
        extra="Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isNigerianPhone(value)
                ? Promise.resolve()
                : Promise.reject(
                    new Error(
                      'Phone number must be a Nigerian number such as 08031234567 or +2348031234567',
                    ),
                  ),
          },
        ]}
      >
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </Form>
  );
}
