import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { FinalJobError } from '../jobs/jobs.js';
import type { TextMessageSender, TextMeta } from './text-message-sender.js';

/** How long one call to the provider may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000;

/** 4xx answers that say 'not now' rather than 'never': asked again later. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

/** fetch's abort by AbortSignal.timeout (a DOMException, which need not be an Error here). */
const isTimeout = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/**
 * Texts through Termii's HTTP API (POST /api/sms/send): SMS on the 'dnd' route, which reaches
 * numbers on Nigeria's do-not-disturb list (transactional traffic), from the registered sender
 * ID; or WhatsApp, from the registered WhatsApp device (TERMII_WHATSAPP_FROM). Termii takes
 * numbers in international form without the plus.
 *
 * Failures: an unreachable provider or a 5xx is retried by the outbox; a 4xx (but 408 and 429)
 * is final, as asking again would be refused again. A timeout may come after Termii has sent
 * the text: for a one-time code it is final (recorded as uncertain, the user asks for a new
 * code), so that no one receives two codes; other texts are retried.
 */
@Injectable()
export class TermiiTextSender implements TextMessageSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(to: string, body: string, meta: TextMeta) {
    const { apiKey, senderId, whatsappFrom, baseUrl } = this.config.texts.termii;
    const whatsapp = meta.channel === 'whatsapp';
    if (whatsapp && !whatsappFrom) {
      throw new FinalJobError(
        'WhatsApp texts need TERMII_WHATSAPP_FROM (the WhatsApp device registered with Termii)',
      );
    }
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${baseUrl}/api/sms/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          api_key: apiKey,
          to: to.replace(/^\+/, ''),
          from: whatsapp ? whatsappFrom : senderId,
          sms: body,
          type: 'plain',
          channel: whatsapp ? 'whatsapp' : 'dnd',
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
    } catch (error) {
      if (isTimeout(error) && meta.oneTimeCode) {
        throw new FinalJobError(
          `Termii did not answer within ${REQUEST_TIMEOUT_MS / 1000} s; the code may have been ` +
            'sent, so it is not sent again (the user can ask for a new code)',
          { channel: meta.channel, to, body: meta.shownBody, delivery: 'uncertain' },
        );
      }
      throw new Error(`Termii could not be reached: ${String(error)}`, { cause: error });
    }
    if (!res.ok) {
      const message = `Termii answered ${res.status}: ${text.slice(0, 200)}`;
      if (res.status >= 400 && res.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(res.status)) {
        throw new FinalJobError(message, {
          channel: meta.channel,
          to,
          body: meta.shownBody,
          delivery: 'refused',
        });
      }
      throw new Error(message);
    }
    // Accepted: an answer without a readable id must not send the text a second time.
    let answer: { message_id?: unknown } = {};
    try {
      answer = JSON.parse(text) as { message_id?: unknown };
    } catch {
      // Kept without the provider's id.
    }
    return { messageId: answer?.message_id == null ? null : String(answer.message_id) };
  }
}
