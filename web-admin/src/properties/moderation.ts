import type { ListingRisk, PropertyDto } from '@rentnaija/shared';
import type { ChipColor } from '../common/fields';

/** GET /api/admin/properties/:id: the PropertyDto plus the landlord's email for staff. */
export type PropertyRecord = PropertyDto & {
  landlord: { id: string; name: string; email?: string };
  archivedAt?: string | null;
  landlordSuspended?: boolean;
  hiddenByReports?: boolean;
  /** Fraud signals of the version under review. */
  risk?: ListingRisk;
};

/** An approved listing whose landlord's material edits wait for review. */
export const hasPendingChanges = (record: PropertyRecord) =>
  record.moderationStatus === 'approved' &&
  !!record.pendingChanges &&
  Object.keys(record.pendingChanges).length > 0;

export const STATUS_COLORS: Record<string, ChipColor> = {
  available: 'success',
  under_contract: 'info',
  rented: 'default',
  inactive: 'default',
};

/** Where an available listing stands with its landlord's confirmations (see docs/0024). */
export const FRESHNESS_COLORS: Record<string, ChipColor> = {
  fresh: 'success',
  stale: 'warning',
  hidden: 'error',
};
export const FRESHNESS_LABELS: Record<string, string> = {
  fresh: 'Confirmed',
  stale: 'May no longer be available',
  hidden: 'Hidden until confirmed',
};
