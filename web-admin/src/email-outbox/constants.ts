import { choicesOf } from '../common/choices';
import { chipColors } from '../common/fields';

export const OUTBOX_STATUSES = ['pending', 'sent', 'captured', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  captured: 'Captured (no SMTP)',
  failed: 'Failed',
};
export const OUTBOX_COLORS = chipColors(OUTBOX_STATUSES, {
  warning: ['pending'],
  success: ['sent'],
  info: ['captured'],
  error: ['failed'],
});
export const OUTBOX_CHOICES = choicesOf(OUTBOX_STATUSES, OUTBOX_LABELS);

export interface EmailRecord {
  id: string;
  to: string;
  template: string;
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  /** The files sent with it; a calendar invite keeps its content. */
  attachments: { filename: string; contentType: string; size: number; content?: string }[];
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}
