import {
  type AdminRefundDto,
  AUTOMATIC_REFUND_REASONS,
  DECISION_MESSAGES,
  DECISION_REASON_MESSAGES,
  formatNaira,
  REFUND_REASONS,
  REFUND_STATUSES,
  type RefundStatus,
  REJECTION_REASON_LIMITS,
} from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';
import { choicesFromOptions, choicesOf } from '../common/choices';
import type { ChipColor } from '../common/fields';

export type RefundRecord = AdminRefundDto;

export const REFUND_STATUS_COLORS: Record<RefundStatus, ChipColor> = {
  requested: 'warning',
  approved: 'info',
  processing: 'info',
  needs_attention: 'warning',
  processed: 'success',
  denied: 'error',
  failed: 'error',
  superseded: 'default',
};

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
  messages: {
    approved: DECISION_MESSAGES.refundApproved,
    rejected: DECISION_MESSAGES.refundDenied,
    approveFailed: DECISION_MESSAGES.refundApproveFailed,
    rejectFailed: DECISION_MESSAGES.refundDenyFailed,
  },
  rejectTitle: (record) =>
    `Deny the refund of ${formatNaira((record as RefundRecord).amount)} to ${(record as RefundRecord).tenant?.name ?? 'the tenant'}`,
  rejectHelp:
    'The tenant reads this reason on their payments page and by email. Nothing is sent back to them.',
  isOpen: (record) => record.status === 'requested',
  refusal: { label: 'Deny', pending: 'Denying…', reasonLabel: 'Reason for denial' },
  reasonMessages: {
    required: DECISION_REASON_MESSAGES.required,
    tooShort: `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters: say why the refund is declined`,
  },
};
