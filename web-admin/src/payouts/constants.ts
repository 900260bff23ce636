import { type AdminPayoutDto, PAYOUT_STATES, PAYOUT_WAITING_REASONS } from '@rentnaija/shared';
import { chipColors, humanize } from '../common/fields';

export type PayoutRecord = AdminPayoutDto;

export const PAYOUT_STATE_COLORS = chipColors(PAYOUT_STATES, {
  info: ['pending', 'processing'],
  success: ['paid'],
  error: ['failed', 'reversed'],
});

export const PAYOUT_STATE_CHOICES = PAYOUT_STATES.map((id) => ({ id, name: humanize(id) }));

export const WAITING_CHOICES = Object.entries(PAYOUT_WAITING_REASONS).map(([id, name]) => ({
  id,
  name,
}));

/** A payout staff may send again: the gateway failed or reversed it, or it never went out. */
export const isRetryable = (record: Pick<PayoutRecord, 'state'>) =>
  record.state === 'failed' || record.state === 'reversed';
