import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { CONTACT_CATEGORIES, DELAYS } from '@rentnaija/shared';
import type { ContactRequest } from '@rentnaija/shared';
import type { Rule } from 'antd/es/form';
import { fieldErrors } from '../../../api/errors';
import '../contact.css';
import { CONTACT_LIMITS } from '@rentnaija/shared';
import { toContactRequest, validateContact } from '../contactRules';
import { useSendContactMessage } from '../queries';
import type { ContactValues } from '../contactRules';

const FAILURE = 'Failed to send message. Please try again or contact us directly.';

/** antd rule running the shared validator for one field. */
function fieldRule(field: keyof ContactValues): Rule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const message = validateContact(getFieldsValue(true) as Partial<ContactValues>)[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

export function ContactForm() {
  const [form] = Form.useForm<ContactValues>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const feedbackRef = useRef<HTMLDivElement>(null);
  const send = useSendContactMessage();

  // Bring the success or failure message into view: the button sits far below it on phones.
  useEffect(() => {
    if (status === 'sent' || status === 'failed') {
      feedbackRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    }
  }, [status]);

  // The success message stays 3 s beside what was sent; then the form is cleared for another.
  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => {
      form.resetFields();
      setStatus('idle');
    }, DELAYS.contactSuccess);
    return () => clearTimeout(timer);
  }, [status, form]);

  async function onFinish(values: ContactValues) {
    setStatus('sending');
    try {
      await send.mutateAsync(toContactRequest(values) satisfies ContactRequest);
      setStatus('sent');
    } catch (err) {
      form.setFields(fieldErrors<keyof ContactValues>(err));
      setStatus('failed');
    }
  }

  return (
    <Form<ContactValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark="optional"
      aria-label="Contact form"
      noValidate
    >
      <div ref={feedbackRef} />
      {status === 'sent' && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title="Message sent! Thank you for contacting us."
          description="We have emailed you an acknowledgement and will reply within 24 hours."
        />
      )}
      {status === 'failed' && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={FAILURE} />
      )}
      <div className="rn-form-grid">
        <Form.Item label="Full name" name="fullName" required rules={[fieldRule('fullName')]}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.fullName} />
        </Form.Item>
        <Form.Item label="Email" name="email" required rules={[fieldRule('email')]}>
          <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
        </Form.Item>
        <Form.Item label="Phone" name="phone" rules={[fieldRule('phone')]}>
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            placeholder="0803 123 4567"
          />
        </Form.Item>
        <Form.Item label="Category" name="category" required rules={[fieldRule('category')]}>
          <Select
            placeholder="Choose a category"
            options={CONTACT_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
          />
        </Form.Item>
      </div>
      <Form.Item label="Subject" name="subject" required rules={[fieldRule('subject')]}>
        <Input maxLength={CONTACT_LIMITS.subject} />
      </Form.Item>
      <Form.Item label="Message" name="message" required rules={[fieldRule('message')]}>
        <Input.TextArea rows={5} maxLength={CONTACT_LIMITS.message} showCount />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        icon={<SendOutlined aria-hidden="true" />}
        loading={status === 'sending'}
        disabled={status === 'sent'}
      >
        Send Message
      </Button>
    </Form>
  );
}
