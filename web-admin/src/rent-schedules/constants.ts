import { RENT_STATE_LABELS, RENT_STATES, type RentInstalmentDto } from '@rentnaija/shared';
import { chipColors } from '../common/fields';

/** A month of rent as GET /api/admin/rent-schedules gives it. */
export type RentMonthRecord = RentInstalmentDto & {
  tenancyId: string;
  tenantId: string;
  landlordId: string;
  tenantName: string | null;
  landlordName: string | null;
  title: string | null;
  paymentId: string | null;
};

export const RENT_STATE_COLORS = chipColors(RENT_STATES, {
  default: ['upcoming'],
  warning: ['due'],
  success: ['paid'],
  error: ['late'],
  info: ['waived'],
});

export const RENT_STATE_CHOICES = Object.entries(RENT_STATE_LABELS).map(([id, name]) => ({
  id,
  name,
}));
