import type { ConversationReportStatus } from '@rentnaija/shared';
import { CONVERSATION_REPORT_STATUSES } from '@rentnaija/shared';
import { choicesOf } from '../common/choices';
import { chipColors } from '../common/fields';

export const STATUS_LABELS: Record<ConversationReportStatus, string> = {
  open: 'Open',
  handled: 'Handled',
};
export const STATUS_COLORS = chipColors(CONVERSATION_REPORT_STATUSES, {
  warning: ['open'],
  success: ['handled'],
});
export const STATUS_CHOICES = choicesOf(CONVERSATION_REPORT_STATUSES, STATUS_LABELS);

interface Party {
  id: string;
  name: string;
  email: string;
  role: 'tenant' | 'landlord';
}

export interface ConversationReportRecord {
  id: string;
  conversationId: string;
  reason: string;
  status: ConversationReportStatus;
  note: string | null;
  handledById: string | null;
  handledAt: string | null;
  reporter: Party;
  tenant: Party;
  landlord: Party;
  property: { id: string; title: string; location: string };
  /** The conversation, oldest first (on the show page). */
  messages?: {
    id: string;
    senderId: string;
    content: string;
    readAt: string | null;
    createdAt: string;
  }[];
  createdAt: string;
  updatedAt: string;
}
