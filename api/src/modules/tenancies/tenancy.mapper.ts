import {
  addDays,
  listingFees,
  MOVE_IN_WINDOW_DAYS,
  moveInCost,
  type TenancyDto,
  type TenancyPartyDto,
  tenancyReference,
} from '@rentnaija/shared';
import type { User } from '../users/entities/user.entity.js';
import type { Tenancy } from './entities/tenancy.entity.js';

const party = (id: string, user?: User): TenancyPartyDto => ({
  id,
  name: user?.name ?? '',
  email: user?.email ?? '',
});

/** The last day the tenant may move in. */
export const moveInLatest = (t: Pick<Tenancy, 'moveInEarliest'>) =>
  addDays(t.moveInEarliest, MOVE_IN_WINDOW_DAYS);

/** A tenancy with its listing and parties loaded, as its parties and staff see it. */
export function tenancyToDto(t: Tenancy): TenancyDto {
  const cost = moveInCost(t.money);
  return {
    id: t.id,
    reference: tenancyReference(t.id),
    state: t.state,
    applicationId: t.applicationId,
    paymentId: t.paymentId,
    property: {
      id: t.propertyId,
      title: t.property?.title ?? '',
      location: t.property?.location ?? '',
      city: t.property?.city ?? '',
    },
    tenant: party(t.tenantId, t.tenant),
    landlord: party(t.landlordId, t.landlord),
    fees: listingFees(t.money),
    // What was paid is the truth of what is held (an older payment may differ by a rounding).
    moveIn: { ...cost, total: t.moveInTotal },
    termMonths: t.termMonths,
    moveInEarliest: t.moveInEarliest,
    moveInLatest: moveInLatest(t),
    moveInDate: t.moveInDate,
    endDate: t.endDate,
    cancelledAt: t.cancelledAt?.toISOString() ?? null,
    cancellationReason: t.cancellationReason,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
