import {
  addDays,
  COUNTERSIGN_HOURS,
  listingFees,
  MOVE_IN_WINDOW_DAYS,
  moveInCost,
  moveInReleaseDueAt,
  renewalOpensOn,
  type TenancyDisputeDto,
  type TenancyDisputePhotoDto,
  type TenancyDto,
  type TenancyRenewalDto,
  type TenancyPartyDto,
  tenancyReference,
} from '@rentnaija/shared';
import { type EntityManager, In } from 'typeorm';
import type { User } from '../users/entities/user.entity.js';
import type { TenancyDisputeResponseDto } from './dto/tenancy-dispute.response.js';
import { type DisputePhoto, TenancyDispute } from './entities/tenancy-dispute.entity.js';
import type { Tenancy } from './entities/tenancy.entity.js';

const party = (id: string, user?: User): TenancyPartyDto => ({
  id,
  name: user?.name ?? '',
  email: user?.email ?? '',
});

/** What a tenancy is read with: its listing, parties, signatures and renewal offers. */
export const TENANCY_RELATIONS = {
  property: true,
  tenant: true,
  landlord: true,
  signatures: true,
  renewals: true,
} as const;

/** The renewal offer open, or else the last one made (renewals loaded with the tenancy). */
function latestRenewal(t: Tenancy): TenancyRenewalDto | null {
  const [r] = [...(t.renewals ?? [])].sort(
    (a, b) =>
      Number(b.state === 'open') - Number(a.state === 'open') ||
      b.offeredAt.getTime() - a.offeredAt.getTime(),
  );
  if (!r) return null;
  return {
    id: r.id,
    state: r.state,
    rent: r.rent,
    termMonths: r.termMonths,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    offeredAt: r.offeredAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** The last day the tenant may move in. */
export const moveInLatest = (t: Pick<Tenancy, 'moveInEarliest'>) =>
  addDays(t.moveInEarliest, MOVE_IN_WINDOW_DAYS);

/** The agreement's signatures (loaded with the tenancy), who signs next and by when. */
function agreementState(t: Tenancy) {
  const signatures = [...(t.signatures ?? [])].sort(
    (a, b) => a.signedAt.getTime() - b.signedAt.getTime(),
  );
  const tenant = signatures.find((s) => s.party === 'tenant');
  const landlord = signatures.find((s) => s.party === 'landlord');
  const open = t.state === 'awaiting_signatures';
  return {
    signatures: signatures.map((s) => ({
      party: s.party,
      name: s.signedName,
      signedAt: s.signedAt.toISOString(),
    })),
    agreementSha256: t.agreementSha256,
    dueToSign: !open
      ? null
      : !tenant
        ? ('tenant' as const)
        : !landlord
          ? ('landlord' as const)
          : null,
    countersignDeadline:
      tenant && !landlord
        ? new Date(tenant.signedAt.getTime() + COUNTERSIGN_HOURS * 3600_000).toISOString()
        : null,
  };
}

/** Where the tenancy's parties and staff read a photo of its dispute. */
export const disputePhotoPath = (tenancyId: string, photoId: string) =>
  `/api/tenancies/${tenancyId}/dispute/photos/${photoId}`;

const photosToDto = (tenancyId: string, photos: DisputePhoto[]): TenancyDisputePhotoDto[] =>
  photos.map((p) => ({
    id: p.id,
    url: disputePhotoPath(tenancyId, p.id),
    fileName: p.fileName,
    mimeType: p.mimeType,
    size: p.size,
  }));

/** Both sides of a problem reported at move-in and the decision, as the parties see them. */
export const disputeSidesToDto = (d: TenancyDispute): TenancyDisputeDto => ({
  id: d.id,
  state: d.state,
  tenantWords: d.tenantWords,
  tenantPhotos: photosToDto(d.tenancyId, d.tenantPhotos),
  landlordWords: d.landlordWords,
  landlordPhotos: photosToDto(d.tenancyId, d.landlordPhotos),
  landlordRespondedAt: d.landlordRespondedAt?.toISOString() ?? null,
  decision: d.decision,
  refundAmount: d.refundAmount,
  decisionReason: d.decisionReason,
  decidedAt: d.decidedAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
});

/**
 * A tenancy with its listing and parties loaded, and its dispute if there is one (`tenancyDtos`
 * loads them), as its parties and staff see it.
 */
export function tenancyToDto(t: Tenancy, dispute: TenancyDispute | null = null): TenancyDto {
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
    handedOverAt: t.handedOverAt?.toISOString() ?? null,
    releaseDueAt:
      t.moveInReleasedAt || !['awaiting_move_in', 'active'].includes(t.state)
        ? null
        : (moveInReleaseDueAt(t)?.toISOString() ?? null),
    releasedAt: t.moveInReleasedAt?.toISOString() ?? null,
    cancelledAt: t.cancelledAt?.toISOString() ?? null,
    cancellationReason: t.cancellationReason,
    ...agreementState(t),
    notice:
      t.noticeGivenBy && t.noticeGivenAt && t.moveOutDate
        ? {
            givenBy: t.noticeGivenBy,
            givenAt: t.noticeGivenAt.toISOString(),
            reason: t.noticeReason,
            moveOutDate: t.moveOutDate,
            relistConfirmedAt: t.relistConfirmedAt?.toISOString() ?? null,
          }
        : null,
    renewal: latestRenewal(t),
    renewalOpensOn: t.endDate ? renewalOpensOn(t.endDate) : null,
    endedAt: t.endedAt?.toISOString() ?? null,
    dispute: dispute ? disputeSidesToDto(dispute) : null,
    // The rent receipt is the landlord's, issued once the move-in rent reached them.
    rentReceiptAvailable: t.moveInReleasedAt !== null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Tenancies (listing and parties loaded) as DTOs, each with its dispute: one query for all. */
export async function tenancyDtos(m: EntityManager, rows: Tenancy[]): Promise<TenancyDto[]> {
  const disputes = rows.length
    ? await m.getRepository(TenancyDispute).findBy({ tenancyId: In(rows.map((t) => t.id)) })
    : [];
  const byTenancy = new Map(disputes.map((d) => [d.tenancyId, d]));
  return rows.map((t) => tenancyToDto(t, byTenancy.get(t.id) ?? null));
}

/** A dispute with its tenancy (listing and parties) and decider loaded, for the console. */
export const tenancyDisputeToDto = (d: TenancyDispute): TenancyDisputeResponseDto => ({
  ...disputeSidesToDto(d),
  tenancy: tenancyToDto(d.tenancy!, d),
  releasable: d.tenancy!.moveInTotal - d.tenancy!.money.securityDeposit,
  decidedByName: d.decider?.name ?? null,
});
