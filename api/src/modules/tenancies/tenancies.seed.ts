import { addDays, addMonths, lagosToday } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import { agreedMoney } from '../applications/entities/agreed-money.js';
import { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { Payout } from '../payouts/entities/payout.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';

const DAY = 24 * 3600_000;

/**
 * The demo's approved and paid applications (seeded by payments and dashboards) become
 * tenancies: those paid more than a month ago moved in a week after paying (active, or ended
 * when their term is over), newer ones wait for signatures with no move-in date yet. Rows only;
 * runs after the steps that seed applications.
 */
export async function seedTenancies(m: EntityManager): Promise<void> {
  const paid = await m.getRepository(PropertyApplication).find({
    where: { status: 'approved', depositPaid: true },
  });
  for (const app of paid) {
    const payment = await m.getRepository(Payment).findOneBy({
      applicationId: app.id,
      reference: app.paymentReference ?? '',
      status: 'completed',
    });
    if (!payment?.paymentDate) continue;
    const paidOn = lagosToday(payment.paymentDate);
    const settled = Date.now() - payment.paymentDate.getTime() > 30 * DAY;
    const moveInDate = settled ? addDays(paidOn, 7) : null;
    const endDate = moveInDate ? addMonths(moveInDate, app.money.rentAdvanceMonths) : null;
    await m.getRepository(Tenancy).save(
      m.getRepository(Tenancy).create({
        applicationId: app.id,
        paymentId: payment.id,
        propertyId: app.propertyId,
        tenantId: app.tenantId,
        landlordId: app.landlordId,
        state: !settled ? 'awaiting_signatures' : endDate! <= lagosToday() ? 'ended' : 'active',
        money: agreedMoney(app.money),
        moveInTotal: payment.amount,
        termMonths: app.money.rentAdvanceMonths,
        moveInEarliest: paidOn,
        moveInDate,
        endDate,
        createdAt: payment.paymentDate,
        updatedAt: payment.paymentDate,
      }),
    );
  }
}

/**
 * The seeded tenancies whose move-in money the payouts seed released are stamped released, and
 * their payouts name them: the custody sweep does not release that money a second time. Runs
 * after the payouts seed.
 */
export async function seedReleasedMoveIns(m: EntityManager): Promise<void> {
  const releases = await m.getRepository(LedgerEntry).findBy({ kind: 'release' });
  for (const release of releases) {
    if (!release.paymentId) continue;
    const tenancy = await m.getRepository(Tenancy).findOneBy({ paymentId: release.paymentId });
    if (!tenancy || tenancy.moveInReleasedAt) continue;
    await m
      .getRepository(Tenancy)
      .update({ id: tenancy.id }, { moveInReleasedAt: release.occurredAt });
    if (release.payoutId) {
      await m.getRepository(Payout).update({ id: release.payoutId }, { tenancyId: tenancy.id });
    }
  }
}
