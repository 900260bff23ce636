import { addMonths, lagosToday } from '@rentnaija/shared';
import { agreedMoney } from '../../src/modules/applications/entities/agreed-money.js';
import type { Property } from '../../src/modules/properties/entities/property.entity.js';
import { Tenancy } from '../../src/modules/tenancies/entities/tenancy.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestContext } from './app.js';
import { makeApplication, makePayment, watDay } from './dashboards.js';
import { makeSignedInUser } from './factories.js';
import { makeListing } from './listings.js';
import { paidApplication } from './payments.js';
import type { FakePaystack } from './paystack.js';

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

/**
 * A tenancy of `landlord`'s listing with `fees`, applied for and paid by a new tenant through the
 * fake gateway and approved, its move-in date today and its agreement taken as signed (the
 * state set directly: signing is its own flow); and its tenant.
 */
export async function signedTenancy(
  ctx: TestContext,
  paystack: FakePaystack,
  landlord: { user: User; auth: Record<string, string> },
  fees: Partial<Property>,
  tenantName?: string,
) {
  const tenant = await makeSignedInUser(ctx, { role: 'tenant', name: tenantName });
  const listing = await makeListing(ctx, landlord.user, fees);
  const { app } = await paidApplication(ctx, paystack, tenant.auth, listing.id);
  const review = await ctx.http
    .post(`/api/applications/${app.id}/review`)
    .set(landlord.auth)
    .send({ decision: 'approved' });
  if (review.status !== 200) throw new Error(`review: ${review.status}`);
  const repo = ctx.dataSource.getRepository(Tenancy);
  const tenancy = await repo.findOneByOrFail({ applicationId: app.id });
  const dated = await ctx.http
    .put(`/api/tenancies/${tenancy.id}/move-in-date`)
    .set(tenant.auth)
    .send({ moveInDate: lagosToday() });
  if (dated.status !== 200) throw new Error(`move-in date: ${dated.status}`);
  await repo.update({ id: tenancy.id }, { state: 'awaiting_move_in' });
  return { tenant, tenancy: await repo.findOneByOrFail({ id: tenancy.id }) };
}
