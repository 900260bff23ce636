import { TENANCY_STATE_LABELS, type TenancyDto, type TenancyState } from '@rentnaija/shared';
import type { ChipColor } from '../common/fields';

export type TenancyRecord = TenancyDto;

export const TENANCY_STATE_COLORS: Record<TenancyState, ChipColor> = {
  awaiting_signatures: 'warning',
  awaiting_move_in: 'info',
  active: 'success',
  ended: 'default',
  cancelled: 'error',
  disputed: 'error',
};

export const TENANCY_STATE_CHOICES = Object.entries(TENANCY_STATE_LABELS).map(([id, name]) => ({
  id,
  name,
}));
