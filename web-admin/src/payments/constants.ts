import { type AdminPaymentDto, PAYMENT_STATUSES } from '@rentnaija/shared';
import { choicesOf } from '../common/choices';
import { chipColors } from '../common/fields';

export type PaymentRecord = AdminPaymentDto;

/** Failed and cancelled are red; money received is green. */
export const PAYMENT_STATUS_COLORS = chipColors(PAYMENT_STATUSES, {
  warning: ['pending'],
  success: ['completed'],
  error: ['failed', 'cancelled'],
  info: ['refunded'],
});

export const PAYMENT_STATUS_CHOICES = choicesOf(PAYMENT_STATUSES);

/** Flagged and not yet checked by staff: the payments the console asks someone to look at. */
export const isFlagOpen = (record: Pick<PaymentRecord, 'flaggedAt' | 'flagCheck'>) =>
  !!record.flaggedAt && !record.flagCheck;
