import { addMonths } from '@rentnaija/shared';
import { agreedMoney } from '../../src/modules/applications/entities/agreed-money.js';
import type { Property } from '../../src/modules/properties/entities/property.entity.js';
import { Tenancy } from '../../src/modules/tenancies/entities/tenancy.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestContext } from './app.js';
import { makeApplication, makePayment, watDay } from './dashboards.js';

/**
 * A tenancy straight in the database, with its approved application and completed move-in
 * payment: active from a move-in date `movedInDaysAgo` days ago (WAT) unless told otherwise.
 */
export async function makeTenancy(
  ctx: TestContext,
  tenant: Pick<User, 'id' | 'email'>,
  listing: Property,
  options: { movedInDaysAgo?: number; overrides?: Partial<Tenancy> } = {},
): Promise<Tenancy> {
  const app = await makeApplication(ctx, tenant, listing, {
    depositPaid: true,
  });
  const payment = await makePayment(ctx, app, 1_000_000, new Date());
  const moveInDate = watDay(-(options.movedInDaysAgo ?? 90));
  const repo = ctx.dataSource.getRepository(Tenancy);
  return repo.save(
    repo.create({
      applicationId: app.id,
      paymentId: payment.id,
      propertyId: listing.id,
      tenantId: tenant.id,
      landlordId: listing.landlordId,
      state: 'active',
      money: agreedMoney(app.money),
      moveInTotal: payment.amount,
      termMonths: 12,
      moveInEarliest: moveInDate,
      moveInDate,
      endDate: addMonths(moveInDate, 12),
      ...options.overrides,
    }),
  );
}
