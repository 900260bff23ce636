import type { TextChannel } from '@rentnaija/shared';
import type { SecretValue } from '../jobs/secrets.js';

/**
 * A text to deliver. Its body is the parts joined; a part given as `secret(code)` is sealed in
 * the outbox, opened only for the phone and redacted in every copy staff can read.
 */
export interface TextJob {
  to: string;
  channel: TextChannel;
  parts: (string | SecretValue)[];
  /** A verification code: never sent twice when a try's outcome is unknown. */
  oneTimeCode?: boolean;
}
