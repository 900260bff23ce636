import type { AdminListSpec } from '../../common/http/admin-page.js';
import type { OutboxEntry } from '../jobs/entities/outbox-entry.entity.js';
import { REDACTED } from '../jobs/secrets.js';
import type { DeliveredMail } from './mail.service.js';

/** An email as the console shows it: an outbox row of the mail job, secrets redacted. */
export interface EmailOutboxDto {
  id: string;
  to: string;
  template: string;
  data: Record<string, unknown>;
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
  status: 'pending' | 'sent' | 'captured' | 'failed';
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  attachments: DeliveredMail['attachments'];
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The console's email-outbox list over the outbox's mail rows. */
export const EMAIL_OUTBOX_LIST: AdminListSpec = {
  sortable: ['createdAt', 'status', 'to', 'template'],
  exact: ['status', 'template'],
  search: ['to', 'subject'],
  fields: {
    to: "e.payload->>'to'",
    template: "e.payload->>'template'",
    subject: "e.result->>'subject'",
    status: "CASE WHEN e.status = 'done' THEN e.result->>'delivery' ELSE e.status END",
  },
};

/** Sealed secrets show only their redacted form; nothing else of them leaves the server. */
function shown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shown);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.$sealed === 'string') return typeof v.shown === 'string' ? v.shown : REDACTED;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shown(x)]));
  }
  return value;
}

export function toEmailOutboxDto(row: OutboxEntry): EmailOutboxDto {
  const payload = row.payload as { to?: string; template?: string; data?: unknown };
  const result = row.result as Partial<DeliveredMail> | null;
  const delivered = row.status === 'done';
  return {
    id: row.id,
    to: payload.to ?? '',
    template: payload.template ?? '',
    data: (shown(payload.data ?? {}) as Record<string, unknown>) ?? {},
    subject: result?.subject ?? null,
    textBody: result?.textBody ?? null,
    htmlBody: result?.htmlBody ?? null,
    status: delivered
      ? (result?.delivery ?? 'sent')
      : row.status === 'failed'
        ? 'failed'
        : 'pending',
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: result?.messageId ?? null,
    attachments: result?.attachments ?? [],
    sentAt: delivered && row.processedAt ? row.processedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
