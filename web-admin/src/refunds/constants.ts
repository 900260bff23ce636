import {
  type AdminRefundDto,
  AUTOMATIC_REFUND_REASONS,
  DECISION_MESSAGES,
  formatNaira,
  REFUND_REASONS,
  reasonMessages,
  REFUND_STATUSES,
} from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';
import { choicesFromOptions, choicesOf } from '../common/choices';
import { chipColors } from '../common/fields';

export type RefundRecord = AdminRefundDto;

export const REFUND_STATUS_COLORS = chipColors(REFUND_STATUSES, {
  warning: ['requested', 'needs_attention'],
  info: ['approved', 'processing'],
  success: ['processed'],
  error: ['denied', 'failed'],
  default: ['superseded'],
});

export const REFUND_STATUS_CHOICES = choicesOf(REFUND_STATUSES);

export const REFUND_REASON_CHOICES = choicesFromOptions([
  ...REFUND_REASONS,
  ...AUTOMATIC_REFUND_REASONS,
]);

/** Asked for by the tenant, or made by us when a paid application was not successful. */
export const KIND_LABELS = { automatic: 'Automatic', asked: 'Asked by the tenant' };
export const kindOf = (record: Pick<RefundRecord, 'automatic'>) =>
  record.automatic ? 'automatic' : 'asked';

export const REFUND_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.approveRefund(id),
  reject: (dataProvider, id, reason) => dataProvider.denyRefund(id, reason),
  messages: DECISION_MESSAGES.refund,
  rejectTitle: (record) =>
    `Deny the refund of ${formatNaira((record as RefundRecord).amount)} to ${(record as RefundRecord).tenant?.name ?? 'the tenant'}`,
  rejectHelp:
    'The tenant reads this reason on their payments page and by email. Nothing is sent back to them.',
  isOpen: (record) => record.status === 'requested',
  refusal: { label: 'Deny', pending: 'Denying…', reasonLabel: 'Reason for denial' },
  reasonMessages: reasonMessages('say why the refund is declined'),
};
