import type { TextChannel } from '@rentnaija/shared';

/** What the sender knows of a text besides its number and body. */
export interface TextMeta {
  channel: TextChannel;
  /** The body as staff may read it (verification codes redacted). */
  shownBody: string;
  /** A one-time code: better lost (the user asks again) than sent twice. */
  oneTimeCode: boolean;
}

/**
 * Delivers one text (SMS or WhatsApp) to a phone number in +234… form. Throws on a failure
 * that is worth retrying (the outbox retries with backoff), or a FinalJobError when it is not.
 * Returns the provider's message id.
 */
export interface TextMessageSender {
  send(to: string, body: string, meta: TextMeta): Promise<{ messageId: string | null }>;
}

export const TEXT_MESSAGE_SENDER = Symbol('TEXT_MESSAGE_SENDER');
