import { type AdminViewingDto, VIEWING_STATUSES, VIEWING_TYPES } from '@rentnaija/shared';
import { choicesOf } from '../common/choices';
import { chipColors } from '../common/fields';

export type ViewingRecord = AdminViewingDto;

export const VIEWING_STATUS_COLORS = chipColors(VIEWING_STATUSES, {
  warning: ['pending'],
  success: ['confirmed'],
  default: ['completed'],
  error: ['cancelled'],
});

export const VIEWING_STATUS_CHOICES = choicesOf(VIEWING_STATUSES);
export const VIEWING_TYPE_CHOICES = choicesOf(VIEWING_TYPES);

export const REQUESTED_BY_LABELS: Record<ViewingRecord['requestedBy'], string> = {
  tenant: 'Asked by the tenant',
  landlord: 'Scheduled by the landlord',
};
