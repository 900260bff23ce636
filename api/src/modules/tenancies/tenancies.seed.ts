import { addDays, addMonths, lagosToday, listingFees } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';

const DAY = 24 * 3600_000;

/**
 * The demo tenant's approved and paid applications become tenancies: those paid more than a
 * month ago moved in a week after paying (active, or ended when their term is over), the newest
 * waits for signatures with no move-in date yet. Rows only.
 */
export async function seedTenancies(m: EntityManager, users: Map<string, User>): Promise<void> {
  const tenant = users.get('tenant@example.com');
  if (!tenant) return;
  const paid = await m.getRepository(PropertyApplication).find({
    where: { tenantId: tenant.id, status: 'approved', depositPaid: true },
  });
  for (const app of paid) {
    const payment = await m
      .getRepository(Payment)
      .findOneBy({ applicationId: app.id, status: 'completed' });
    if (!payment?.paymentDate) continue;
    const paidOn = lagosToday(payment.paymentDate);
    const settled = Date.now() - payment.paymentDate.getTime() > 30 * DAY;
    const moveInDate = settled ? addDays(paidOn, 7) : null;
    const endDate = moveInDate ? addMonths(moveInDate, app.rentAdvanceMonths) : null;
    await m.getRepository(Tenancy).save(
      m.getRepository(Tenancy).create({
        applicationId: app.id,
        paymentId: payment.id,
        propertyId: app.propertyId,
        tenantId: app.tenantId,
        landlordId: app.landlordId,
        state: !settled ? 'awaiting_signatures' : endDate! <= lagosToday() ? 'ended' : 'active',
        ...listingFees(app),
        moveInTotal: payment.amount,
        termMonths: app.rentAdvanceMonths,
        moveInEarliest: paidOn,
        moveInDate,
        endDate,
        createdAt: payment.paymentDate,
        updatedAt: payment.paymentDate,
      }),
    );
  }
}
