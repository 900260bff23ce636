import {
  type AdminViewingDto,
  VIEWING_STATUSES,
  VIEWING_TYPES,
  type ViewingStatus,
} from '@rentnaija/shared';
import { type ChipColor, humanize } from '../common/fields';

export type ViewingRecord = AdminViewingDto;

export const VIEWING_STATUS_COLORS: Record<ViewingStatus, ChipColor> = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'default',
  cancelled: 'error',
};

export const VIEWING_STATUS_CHOICES = VIEWING_STATUSES.map((id) => ({ id, name: humanize(id) }));
export const VIEWING_TYPE_CHOICES = VIEWING_TYPES.map((id) => ({ id, name: humanize(id) }));

export const REQUESTED_BY_LABELS: Record<ViewingRecord['requestedBy'], string> = {
  tenant: 'Asked by the tenant',
  landlord: 'Scheduled by the landlord',
};
