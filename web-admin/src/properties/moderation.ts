import type { ModerationState, PropertyDto } from '@rentnaija/shared';
import type { ChipColor } from '../common/fields';

export type PropertyRecord = PropertyDto;

export const MODERATION_LABELS: Record<ModerationState, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const MODERATION_COLORS: Record<ModerationState, ChipColor> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export const STATUS_COLORS: Record<string, ChipColor> = {
  available: 'success',
  under_contract: 'info',
  rented: 'default',
  inactive: 'default',
};
