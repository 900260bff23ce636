import type { TenancyDisputePhotoDto, TenancyDto } from '@rentnaija/shared';
import type { ChipColor } from '../common/fields';

export type DisputeDecision = 'refund_full' | 'refund_partial' | 'release';

/** GET /api/admin/tenancy-disputes: a tenant's report of a problem at move-in. */
export interface TenancyDisputeRecord {
  id: string;
  state: 'open' | 'decided';
  tenancy: TenancyDto;
  tenantWords: string;
  tenantPhotos: TenancyDisputePhotoDto[];
  landlordWords: string | null;
  landlordPhotos: TenancyDisputePhotoDto[];
  landlordRespondedAt: string | null;
  decision: DisputeDecision | null;
  refundAmount: number | null;
  /** The move-in rent and fees held for the landlord (the caution deposit aside). */
  releasable: number;
  decidedByName: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  createdAt: string;
}

export const DISPUTE_STATE_LABELS = { open: 'Open', decided: 'Decided' } as const;
export const DISPUTE_STATE_COLORS: Record<TenancyDisputeRecord['state'], ChipColor> = {
  open: 'warning',
  decided: 'default',
};
export const DISPUTE_STATE_CHOICES = Object.entries(DISPUTE_STATE_LABELS).map(([id, name]) => ({
  id,
  name,
}));

export const DISPUTE_DECISION_LABELS: Record<DisputeDecision, string> = {
  refund_full: 'Full refund, tenancy cancelled',
  refund_partial: 'Partial refund, the rest released',
  release: 'Released to the landlord',
};
