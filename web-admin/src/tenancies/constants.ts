import { TENANCY_STATE_LABELS, TENANCY_STATES, type TenancyDto } from '@rentnaija/shared';
import { chipColors } from '../common/fields';

export type TenancyRecord = TenancyDto;

export const TENANCY_STATE_COLORS = chipColors(TENANCY_STATES, {
  warning: ['awaiting_signatures'],
  info: ['awaiting_move_in'],
  success: ['active'],
  default: ['ended'],
  error: ['cancelled', 'disputed'],
});

export const TENANCY_STATE_CHOICES = Object.entries(TENANCY_STATE_LABELS).map(([id, name]) => ({
  id,
  name,
}));
