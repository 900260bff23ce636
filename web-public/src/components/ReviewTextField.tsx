import { Form, Input } from 'antd';
import { REVIEW_TEXT_LIMITS } from '@rentnaija/shared';

/**
 * A review's text in a form (field `text`, labelled 'Your review'): required, and within
 * REVIEW_TEXT_LIMITS as the API checks it, with `messages` in the words of the review it is.
 */
export function ReviewTextField({
  messages,
  placeholder,
  rows,
}: {
  messages: { textRequired: string; textShort: string; textLong: string };
  placeholder: string;
  rows: number;
}) {
  return (
    <Form.Item
      name="text"
      label="Your review"
      rules={[
        { required: true, whitespace: true, message: messages.textRequired },
        { min: REVIEW_TEXT_LIMITS.min, message: messages.textShort },
        { max: REVIEW_TEXT_LIMITS.max, message: messages.textLong },
      ]}
    >
      <Input.TextArea
        aria-label="Your review"
        rows={rows}
        showCount
        maxLength={REVIEW_TEXT_LIMITS.max}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
