import { Result } from 'antd';
import { LinkButton } from '../../../components/LinkButton';

/** After a link was asked for by email: what to expect, and the way back to login. */
export function EmailSent({ text }: { text: string }) {
  return (
    <Result
      status="success"
      title="Check your email"
      subTitle={text}
      extra={
        <LinkButton to="/login" type="primary">
          Back to Login
        </LinkButton>
      }
    />
  );
}
