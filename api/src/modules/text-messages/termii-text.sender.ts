import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { TextMessageSender, TextMeta } from './text-message-sender.js';

/** How long one call to the provider may take before it counts as failed (and is retried). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Texts through Termii's HTTP API (POST /api/sms/send): SMS on the 'dnd' route, which reaches
 * numbers on Nigeria's do-not-disturb list (transactional traffic), or WhatsApp. Termii takes
 * numbers in international form without the plus.
 */
@Injectable()
export class TermiiTextSender implements TextMessageSender {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(to: string, body: string, meta: TextMeta) {
    const { apiKey, senderId, baseUrl } = this.config.texts.termii;
    const res = await fetch(`${baseUrl}/api/sms/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        api_key: apiKey,
        to: to.replace(/^\+/, ''),
        from: senderId,
        sms: body,
        type: 'plain',
        channel: meta.channel === 'whatsapp' ? 'whatsapp' : 'dnd',
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) {
      throw new Error(`Termii answered ${res.status}: ${text.slice(0, 200)}`);
    }
    let answer: { message_id?: unknown };
    try {
      answer = JSON.parse(text) as { message_id?: unknown };
    } catch {
      throw new Error(`Termii answered with something that is not JSON: ${text.slice(0, 200)}`);
    }
    return { messageId: answer.message_id === undefined ? null : String(answer.message_id) };
  }
}
