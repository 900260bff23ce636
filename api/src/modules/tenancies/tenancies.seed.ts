import {
  addDays,
  addMonths,
  COUNTERSIGN_HOURS,
  lagosToday,
  LIVE_TENANCY_STATES,
  MONTHLY_RENT_TERM_MONTHS,
  MOVE_IN_WINDOW_DAYS,
  type TenancyState,
  tenancyReference,
} from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { Refund } from '../payments/entities/refund.entity.js';
import { Payout } from '../payouts/entities/payout.entity.js';
import { payoutEntry, releaseEntry } from '../payouts/payout-entries.js';
import { payoutReference } from '../payouts/payouts.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { User } from '../users/entities/user.entity.js';
import { getSeedStorage, PRIVATE_FILES_PREFIX } from '../../platform/storage/file-storage.js';
import { agreementPdf, sha256 } from './agreement-pdf.js';
import { TenancyDispute } from './entities/tenancy-dispute.entity.js';
import { Tenancy, TenancySignature } from './entities/tenancy.entity.js';
import { REFUND_CANCELS_TENANCY, tenancyTerms } from './tenancies.service.js';
import { agreementData, verifiedName } from './tenancy-agreements.service.js';
import { moveInReleasable } from './tenancy-custody.service.js';
import { moveInLatest } from './tenancy.mapper.js';

const HOUR = 3600_000;

/**
 * The demo tenant's tenancies, newest move-in payment first (the payments seed pays them 1, 5,
 * 28, 35, 92 and 165 days ago): one in each state. Other renters' tenancies are `history`: moved
 * in a week after paying, active or ended by their term.
 */
const DEMO_TENANT_STORIES: TenancyState[] = [
  'awaiting_signatures',
  'awaiting_move_in',
  'active',
  'disputed',
  'cancelled',
  'ended',
];
type Story = TenancyState | 'history';

/** The start of the hour `hour` of a WAT calendar day. */
const lagosTime = (day: string, hour: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+01:00`);

/**
 * The demo's approved and paid applications (seeded by payments and dashboards) become
 * tenancies with the rows their state implies, written as the services write them: signatures of
 * the kept agreement's hash, the move-in date and handover, the open dispute with both parties'
 * words, the refund that cancelled one, and the money released from custody by payouts (all paid
 * but the demo tenant's active one, which the bank failed and staff can send again); the deposits
 * seed returns the caution deposit of those that ended. Listings of live tenancies stay let; the others
 * are back on the market. Runs after the ledger's seed (it moves held money).
 */
export async function seedTenancies(m: EntityManager, users: Map<string, User>): Promise<void> {
  const demoTenant = users.get('tenant@example.com');
  const paid = await m.getRepository(PropertyApplication).find({
    where: { status: 'approved', depositPaid: true },
  });
  const rows: { app: PropertyApplication; payment: Payment }[] = [];
  for (const app of paid) {
    const payment = await m.getRepository(Payment).findOneBy({
      applicationId: app.id,
      reference: app.paymentReference ?? '',
      status: 'completed',
    });
    if (payment?.paymentDate) rows.push({ app, payment });
  }
  rows.sort((a, b) => b.payment.paymentDate!.getTime() - a.payment.paymentDate!.getTime());
  let told = 0;
  for (const { app, payment } of rows) {
    const story: Story =
      app.tenantId === demoTenant?.id ? (DEMO_TENANT_STORIES[told++] ?? 'history') : 'history';
    await seedTenancy(m, app, payment, story);
  }
}

async function seedTenancy(
  m: EntityManager,
  app: PropertyApplication,
  payment: Payment,
  story: Story,
): Promise<void> {
  const now = new Date();
  const today = lagosToday(now);
  const paidAt = payment.paymentDate!;
  const paidOn = lagosToday(paidAt);
  const after = (hours: number) => new Date(paidAt.getTime() + hours * HOUR);
  const earlier = (a: Date, b: Date) => (a < b ? a : b);

  const moveInDate =
    story === 'awaiting_signatures' || story === 'cancelled'
      ? null
      : story === 'awaiting_move_in'
        ? addDays(today, 4)
        : story === 'disputed'
          ? [addDays(paidOn, MOVE_IN_WINDOW_DAYS), addDays(today, -1)].sort()[0]
          : addDays(paidOn, 7);
  // A listing that accepts monthly rent lets for a year paid month by month (the rent seed).
  const monthly = (await m.getRepository(Property).findOneByOrFail({ id: app.propertyId }))
    .acceptsMonthlyRent;
  const termMonths = monthly
    ? Math.max(MONTHLY_RENT_TERM_MONTHS, app.money.rentAdvanceMonths)
    : app.money.rentAdvanceMonths;
  const endDate = moveInDate ? addMonths(moveInDate, termMonths) : null;
  const state: TenancyState =
    story === 'history' ? (endDate! <= today ? 'ended' : 'active') : story;
  const handedOverAt = ['active', 'ended', 'disputed'].includes(state)
    ? lagosTime(moveInDate!, 14)
    : null;
  const released = state === 'active' || state === 'ended';
  const tenantSignedAt = after(3);
  const cancelledAt = state === 'cancelled' ? after(3 + COUNTERSIGN_HOURS + 2) : null;

  const repo = m.getRepository(Tenancy);
  const tenancy = await repo.save(
    repo.create({
      ...tenancyTerms(app, payment),
      monthlyRent: monthly,
      termMonths,
      state,
      moveInEarliest: paidOn,
      moveInDate,
      endDate,
      handedOverAt,
      moveInReleasedAt: released ? new Date(handedOverAt!.getTime() + 24 * HOUR) : null,
      cancelledAt,
      cancellationReason: cancelledAt ? REFUND_CANCELS_TENANCY : null,
      countersignLapsedAt: cancelledAt ? after(3 + COUNTERSIGN_HOURS) : null,
      createdAt: paidAt,
      updatedAt: cancelledAt ?? handedOverAt ?? paidAt,
    }),
  );
  if (moveInDate && moveInDate > moveInLatest(tenancy)) {
    throw new Error(`The demo move-in date ${moveInDate} is outside its window`);
  }

  // The agreement: signed by the tenant 3 hours after paying, countersigned the next morning
  // (never, for the tenancy waiting for its landlord and the one cancelled for it).
  await keepAgreement(m, tenancy);
  const countersigned = state !== 'awaiting_signatures' && state !== 'cancelled';
  await sign(m, tenancy, 'tenant', tenantSignedAt);
  if (countersigned) await sign(m, tenancy, 'landlord', after(20));

  const ledger = new LedgerService();
  if (state === 'cancelled') {
    // The tenant cancelled with a full refund when the landlord did not countersign in time.
    const refund = await m.getRepository(Refund).save(
      m.getRepository(Refund).create({
        paymentId: payment.id,
        tenantId: tenancy.tenantId,
        amount: payment.amount,
        reason: 'landlord_did_not_countersign',
        status: 'processed',
        automatic: true,
        decidedAt: cancelledAt,
        gatewayRefundId: `demo-${payment.reference}`.slice(0, 64),
        gatewayStatus: 'processed',
        processedAt: new Date(cancelledAt!.getTime() + 2 * HOUR),
        createdAt: cancelledAt!,
        updatedAt: cancelledAt!,
      }),
    );
    await m.getRepository(Payment).update({ id: payment.id }, { status: 'refunded' });
    await ledger.recordRefund(m, payment, refund);
    await m.getRepository(PropertyApplication).update(
      { id: app.id },
      {
        status: 'rejected',
        reviewedAt: cancelledAt,
        reviewedBy: null,
        reviewNote: REFUND_CANCELS_TENANCY,
      },
    );
  }
  if (state === 'disputed') {
    const reportedAt = new Date(handedOverAt!.getTime() + 5 * HOUR);
    await m.getRepository(TenancyDispute).save(
      m.getRepository(TenancyDispute).create({
        tenancyId: tenancy.id,
        tenantWords:
          'The borehole pump does not work, so there is no running water, and the second bedroom has a leaking ceiling. The listing said constant water and a newly renovated flat.',
        landlordWords:
          'The pump was serviced last month; a plumber is coming on Monday to check it. The ceiling was repaired before the tenant moved in and I will send the receipts.',
        landlordRespondedAt: earlier(
          new Date(reportedAt.getTime() + 20 * HOUR),
          new Date(now.getTime() - HOUR),
        ),
        state: 'open',
        createdAt: reportedAt,
      }),
    );
  }
  if (released) {
    // Released 24 hours after the keys; the demo tenant's active one the bank failed.
    const payout = await seedPayout(
      m,
      tenancy,
      payment,
      'move-in',
      'Move-in rent and fees',
      moveInReleasable(tenancy),
      tenancy.moveInReleasedAt!,
      story !== 'active',
    );
    await ledger.record(m, releaseEntry(payout, payment, payout.amount, tenancy.moveInReleasedAt!));
    if (payout.state === 'paid') await ledger.record(m, payoutEntry(payout, payout.paidAt!));
  }
  const live = (LIVE_TENANCY_STATES as readonly string[]).includes(state);
  await m.getRepository(Property).update(
    { id: app.propertyId },
    // A let home is available again from its move-out date.
    { status: live ? 'rented' : 'available', availableFrom: live ? endDate : null },
  );
}

/** A payout of held money of the tenancy, sent at `sentAt` and paid an hour later (or failed). */
export async function seedPayout(
  m: EntityManager,
  tenancy: Tenancy,
  payment: Payment,
  what: string,
  description: string,
  amount: number,
  sentAt: Date,
  paid: boolean,
): Promise<Payout> {
  const reference = payoutReference(`tenancy:${tenancy.id}:${what}`);
  const endedAt = new Date(sentAt.getTime() + HOUR);
  const repo = m.getRepository(Payout);
  return repo.save(
    repo.create({
      reference,
      landlordId: tenancy.landlordId,
      tenancyId: tenancy.id,
      amount,
      state: paid ? 'paid' : 'failed',
      description: `${description}, tenancy ${tenancyReference(tenancy.id)}`,
      transferReference: reference,
      transferCode: `TRF_demo${payment.id.slice(0, 8)}`,
      gatewayStatus: paid ? 'success' : 'failed',
      attempts: 1,
      lastError: paid ? null : 'The beneficiary bank declined the transfer',
      sentAt,
      paidAt: paid ? endedAt : null,
      failedAt: paid ? null : endedAt,
      createdAt: sentAt,
      updatedAt: endedAt,
    }),
  );
}

/** Keeps the agreement's exact bytes as the first signature does, and their hash. */
async function keepAgreement(m: EntityManager, tenancy: Tenancy): Promise<void> {
  const storage = getSeedStorage();
  if (!storage) throw new Error('Storage is not ready; the tenancies seed keeps agreements');
  const bytes = await agreementPdf(await agreementData(m, tenancy));
  tenancy.agreementStorageKey = `${PRIVATE_FILES_PREFIX}agreements/${tenancy.id}.pdf`;
  tenancy.agreementSha256 = sha256(bytes);
  await storage.put(tenancy.agreementStorageKey, bytes, 'application/pdf');
  await m.getRepository(Tenancy).update(
    { id: tenancy.id },
    {
      agreementStorageKey: tenancy.agreementStorageKey,
      agreementSha256: tenancy.agreementSha256,
    },
  );
}

/** One party's signature of the kept agreement, in the name on their identity (or account). */
async function sign(
  m: EntityManager,
  tenancy: Tenancy,
  party: 'tenant' | 'landlord',
  signedAt: Date,
): Promise<void> {
  const userId = party === 'tenant' ? tenancy.tenantId : tenancy.landlordId;
  const name =
    (await verifiedName(m, userId)) ??
    (await m.getRepository(User).findOneByOrFail({ id: userId })).name;
  await m.getRepository(TenancySignature).insert({
    tenancyId: tenancy.id,
    party,
    userId,
    signedName: name,
    documentSha256: tenancy.agreementSha256!,
    ip: '102.89.32.17',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
    signedAt,
  });
}
