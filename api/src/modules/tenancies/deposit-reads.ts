import {
  addDays,
  type AdminDepositDisputeDto,
  CHECK_IN_DAYS,
  DEDUCTION_WINDOW_DAYS,
  type DepositDeductionDto,
  type DepositPhotoDto,
  type DepositReportDto,
  type DepositState,
  NORMAL_WEAR,
  type TenancyDepositDto,
  tenancyReference,
} from '@rentnaija/shared';
import { type EntityManager, In } from 'typeorm';
import {
  DepositDeduction,
  DepositPhoto,
  DepositReport,
  DepositSettlement,
  type ReportRoom,
} from './entities/deposit.entity.js';
import type { Tenancy } from './entities/tenancy.entity.js';

/** The last day (WAT) of the check-in report: CHECK_IN_DAYS after the move-in date. */
export const checkInDueBy = (t: Pick<Tenancy, 'moveInDate'>) =>
  t.moveInDate ? addDays(t.moveInDate, CHECK_IN_DAYS) : null;

/** The last day (WAT) the landlord may propose deductions; null before the end is known. */
export const deductionsDueBy = (t: Pick<Tenancy, 'moveOutDate' | 'endDate' | 'state'>) => {
  const lastDay = t.moveOutDate ?? (t.state === 'ended' ? t.endDate : null);
  return lastDay ? addDays(lastDay, DEDUCTION_WINDOW_DAYS) : null;
};

export const depositPhotoUrl = (tenancyId: string, photoId: string) =>
  `/api/tenancies/${tenancyId}/deposit/photos/${photoId}`;

/** A report is final once both parties signed it, or it stood unsigned after its time. */
export const reportFinal = (r: DepositReport) =>
  !!r.stoodAt || (!!r.tenantSignedAt && !!r.landlordSignedAt);

/** What the landlord keeps of the deductions decided so far. */
export const keptByLandlord = (deductions: DepositDeduction[]) =>
  deductions.reduce(
    (sum, d) =>
      sum +
      (d.state === 'accepted' ? d.amount : d.state === 'decided' ? (d.awardedAmount ?? 0) : 0),
    0,
  );

function depositState(s: DepositSettlement | null): DepositState {
  if (!s) return 'held';
  if (s.state !== 'settled') return s.state;
  return (s.landlordAmount ?? 0) > 0 ? 'returned_in_part' : 'returned_in_full';
}

/**
 * A tenancy's deposit as its parties (and staff) read it: the reports with their photos, the
 * deductions and the return.
 */
export async function depositDto(m: EntityManager, tenancy: Tenancy): Promise<TenancyDepositDto> {
  const [reports, deductions, settlement] = await Promise.all([
    m.getRepository(DepositReport).findBy({ tenancyId: tenancy.id }),
    m.getRepository(DepositDeduction).find({
      where: { tenancyId: tenancy.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    }),
    m.getRepository(DepositSettlement).findOneBy({ tenancyId: tenancy.id }),
  ]);
  const ids = [
    ...reports.flatMap((r) => [...r.rooms, ...r.landlordRooms].flatMap((room) => room.photoIds)),
    ...deductions.flatMap((d) => d.photoIds),
  ];
  const photos = new Map(
    (ids.length ? await m.getRepository(DepositPhoto).findBy({ id: In(ids) }) : []).map((p) => [
      p.id,
      photoDto(p),
    ]),
  );
  const photosOf = (photoIds: string[]) =>
    photoIds.map((id) => photos.get(id)).filter((p): p is DepositPhotoDto => !!p);
  const rooms = (list: ReportRoom[]) =>
    list.map((r) => ({
      name: r.name,
      condition: r.condition,
      notes: r.notes,
      photos: photosOf(r.photoIds),
    }));
  const report = (kind: DepositReportDto['kind']): DepositReportDto | null => {
    const r = reports.find((x) => x.kind === kind);
    return r
      ? {
          kind,
          rooms: rooms(r.rooms),
          landlordRooms: rooms(r.landlordRooms),
          tenantSignedAt: r.tenantSignedAt?.toISOString() ?? null,
          landlordSignedAt: r.landlordSignedAt?.toISOString() ?? null,
          stoodAt: r.stoodAt?.toISOString() ?? null,
          final: reportFinal(r),
          updatedAt: r.updatedAt.toISOString(),
        }
      : null;
  };
  return {
    tenancyId: tenancy.id,
    amount: tenancy.money.securityDeposit,
    state: depositState(settlement),
    checkInDueBy: checkInDueBy(tenancy),
    deductionsDueBy: deductionsDueBy(tenancy),
    checkIn: report('check_in'),
    checkOut: report('check_out'),
    deductions: deductions.map((d): DepositDeductionDto => ({
      id: d.id,
      amount: d.amount,
      reason: d.reason,
      room: d.room,
      photos: photosOf(d.photoIds),
      state: d.state,
      acceptedBySilence: d.acceptedBySilence,
      disputeReason: d.disputeReason,
      awardedAmount: d.awardedAmount,
      respondBy: d.respondBy.toISOString(),
      respondedAt: d.respondedAt?.toISOString() ?? null,
    })),
    landlordAmount: settlement?.landlordAmount ?? null,
    tenantAmount: settlement?.tenantAmount ?? null,
    settledAt: settlement?.settledAt?.toISOString() ?? null,
    decisionReason: settlement?.decisionReason ?? null,
    normalWear: NORMAL_WEAR,
  };
}

const photoDto = (p: DepositPhoto): DepositPhotoDto => ({
  id: p.id,
  url: depositPhotoUrl(p.tenancyId, p.id),
  fileName: p.fileName,
  mimeType: p.mimeType,
  size: p.size,
});

/** A disputed (or decided) deposit as the console shows it, its tenancy and people loaded. */
export async function depositDisputeDto(
  m: EntityManager,
  s: DepositSettlement,
): Promise<AdminDepositDisputeDto> {
  const tenancy = s.tenancy!;
  const deposit = await depositDto(m, tenancy);
  const sum = (state: string) =>
    deposit.deductions.filter((d) => d.state === state).reduce((a, d) => a + d.amount, 0);
  return {
    id: s.id,
    tenancyId: tenancy.id,
    reference: tenancyReference(tenancy.id),
    title: tenancy.property?.title ?? '',
    tenantName: tenancy.tenant?.name ?? '',
    landlordName: tenancy.landlord?.name ?? '',
    state: s.state === 'settled' ? 'settled' : 'disputed',
    amount: s.amount,
    disputedAmount: sum('disputed') + sum('decided'),
    acceptedAmount: sum('accepted'),
    deposit,
    decidedByName: s.decider?.name ?? null,
    decidedAt: s.decidedAt?.toISOString() ?? null,
    decisionReason: s.decisionReason,
    createdAt: s.createdAt.toISOString(),
  };
}
