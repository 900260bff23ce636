import {
  addDays,
  lagosToday,
  openRentState,
  rentDueDates,
  tenancyReference,
} from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { SandboxTransaction } from '../payments/entities/sandbox-transaction.entity.js';
import { User } from '../users/entities/user.entity.js';
import { payoutEntry, releaseEntry } from '../payouts/payout-entries.js';
import { RentAttempt, RentCard, RentInstalment } from './entities/rent.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { seedPayout } from './tenancies.seed.js';

const HOUR = 3600_000;
/** 08:00 WAT of a calendar day, when the demo's months are paid. */
const morning = (day: string) => new Date(`${day}T08:00:00+01:00`);

/**
 * The monthly tenancies' rent schedules (the demo tenant's monthly tenancy among them), written
 * as the rent services write them: the months already due paid by the saved card on their due
 * date (one paid three days late, after its retries) and released to the landlord 24 hours
 * later by a paid payout; the last month due still late, its card declined three times and the
 * tenant asked to pay by link; the months ahead upcoming. The move-in card is kept (automatic
 * payment off). Runs after the tenancies' seed.
 */
export async function seedRent(m: EntityManager): Promise<void> {
  const today = lagosToday();
  // Months due before yesterday are settled; the one due yesterday or today is still open.
  const settledBy = addDays(today, -2);
  const ledger = new LedgerService();
  const tenancies = await m.getRepository(Tenancy).findBy({ monthlyRent: true });
  for (const tenancy of tenancies) {
    if (!tenancy.moveInDate || !tenancy.endDate) continue;
    const moveIn = await m.getRepository(Payment).findOneByOrFail({ id: tenancy.paymentId });
    const authorizationCode = `AUTH_demo${moveIn.id.slice(0, 8)}`;
    if (moveIn.gateway === 'sandbox') {
      // The sandbox's own record of the move-in card, so that the demo card can be charged again
      // when the tenant turns automatic payment on.
      const tenant = await m.getRepository(User).findOneByOrFail({ id: tenancy.tenantId });
      await m.getRepository(SandboxTransaction).save(
        m.getRepository(SandboxTransaction).create({
          reference: moveIn.reference,
          accessCode: `demo${moveIn.id.slice(0, 8)}`,
          email: tenant.email,
          amountKobo: String(moveIn.amount * 100),
          currency: 'NGN',
          callbackUrl: '',
          metadata: {},
          status: 'success',
          authorizationCode,
          paidAt: moveIn.paymentDate,
        }),
      );
    }
    await m.getRepository(RentCard).save(
      m.getRepository(RentCard).create({
        paymentId: moveIn.id,
        tenantId: tenancy.tenantId,
        authorizationCode,
        signature: `SIG_demo${tenancy.tenantId.slice(0, 8)}`,
        last4: '4081',
        brand: 'visa',
        expMonth: '09',
        expYear: '2029',
        autopay: false,
      }),
    );
    const months = rentDueDates(
      tenancy.moveInDate,
      tenancy.money.rentAdvanceMonths,
      tenancy.endDate,
    );
    const due = months.filter((w) => w.dueDate <= settledBy);
    for (const [index, w] of months.entries()) {
      const past = w.dueDate <= settledBy;
      const late = past && index === due.length - 1;
      const paidLate = past && !late && index === due.length - 2;
      const instalment = await m.getRepository(RentInstalment).save(
        m.getRepository(RentInstalment).create({
          tenancyId: tenancy.id,
          tenantId: tenancy.tenantId,
          landlordId: tenancy.landlordId,
          month: w.month,
          dueDate: w.dueDate,
          amount: tenancy.money.price,
          state: !past ? openRentState(w.dueDate, today) : late ? 'late' : 'paid',
          autoAttempts: late || paidLate ? 3 : past ? 1 : 0,
          lastFailure: late ? 'Insufficient Funds' : null,
          payLinkSentAt: late ? morning(addDays(w.dueDate, 5)) : null,
          reminded5At:
            past || w.dueDate <= addDays(today, 5) ? morning(addDays(w.dueDate, -5)) : null,
          reminded1At: past ? morning(addDays(w.dueDate, -1)) : null,
        }),
      );
      if (!past || late) continue;
      const paidAt = morning(addDays(w.dueDate, paidLate ? 3 : 0));
      const payment = await m.getRepository(Payment).save(
        m.getRepository(Payment).create({
          reference: `RN-RENT-${tenancy.id.slice(0, 6).toUpperCase()}-${w.month}`,
          applicationId: tenancy.applicationId,
          propertyId: tenancy.propertyId,
          tenantId: tenancy.tenantId,
          landlordId: tenancy.landlordId,
          amount: instalment.amount,
          currency: 'NGN',
          breakdown: [
            {
              key: 'rent',
              label: `Rent due ${w.dueDate}`,
              amount: instalment.amount,
              refundable: false,
            },
          ],
          paymentType: 'rent',
          status: 'completed',
          description: `Rent due ${w.dueDate}, tenancy ${tenancyReference(tenancy.id)}`,
          gateway: moveIn.gateway,
          paymentMethod: 'card',
          paymentDate: paidAt,
          createdAt: paidAt,
          updatedAt: paidAt,
        }),
      );
      await m.getRepository(RentAttempt).insert({
        instalmentId: instalment.id,
        paymentId: payment.id,
        kind: 'card',
        attempt: instalment.autoAttempts,
      });
      await ledger.recordPayment(m, payment);
      const releasedAt = new Date(paidAt.getTime() + 24 * HOUR);
      const payout = await seedPayout(
        m,
        tenancy,
        payment,
        `rent-${w.month}`,
        `Rent due ${w.dueDate}`,
        instalment.amount,
        releasedAt,
        true,
      );
      await ledger.record(m, releaseEntry(payout, payment, payout.amount, releasedAt));
      await ledger.record(m, payoutEntry(payout, payout.paidAt!));
      await m
        .getRepository(RentInstalment)
        .update({ id: instalment.id }, { paymentId: payment.id, paidAt, releasedAt });
    }
  }
}
