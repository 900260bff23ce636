import {
  type AdminPayoutDto,
  PAYOUT_STATES,
  PAYOUT_WAITING_REASONS,
  type PayoutState,
} from '@rentnaija/shared';
import { type ChipColor, humanize } from '../common/fields';

export type PayoutRecord = AdminPayoutDto;

export const PAYOUT_STATE_COLORS: Record<PayoutState, ChipColor> = {
  pending: 'info',
  processing: 'info',
  paid: 'success',
  failed: 'error',
  reversed: 'error',
};

export const PAYOUT_STATE_CHOICES = PAYOUT_STATES.map((id) => ({ id, name: humanize(id) }));

export const WAITING_CHOICES = Object.entries(PAYOUT_WAITING_REASONS).map(([id, name]) => ({
  id,
  name,
}));

/** A payout staff may send again: the gateway failed or reversed it, or it never went out. */
export const isRetryable = (record: Pick<PayoutRecord, 'state'>) =>
  record.state === 'failed' || record.state === 'reversed';
