import { addMonths, lagosToday } from '@rentnaija/shared';
import { agreedMoney } from '../../src/modules/applications/entities/agreed-money.js';
import { LedgerService } from '../../src/modules/ledger/ledger.service.js';
import type { Property } from '../../src/modules/properties/entities/property.entity.js';
import { Tenancy } from '../../src/modules/tenancies/entities/tenancy.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestContext } from './app.js';
import { makeApplication, makePayment, watDay } from './dashboards.js';
import { makeSignedInUser } from './factories.js';
import { makeListing } from './listings.js';
import type { FakePaystack } from './paystack.js';
import { paidApplication } from './payments.js';

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

let ledgerKey = 0;

/** A movement of a tenancy's money at `occurredAt`, straight in the ledger. */
export function recordMoney(
  ctx: TestContext,
  kind: 'hold' | 'release' | 'refund' | 'deduction',
  t: Tenancy,
  amount: number,
  occurredAt: Date,
) {
  return new LedgerService().record(ctx.dataSource.manager, {
    kind,
    amount,
    landlordId: t.landlordId,
    tenantId: t.tenantId,
    tenancyId: t.id,
    paymentId: t.paymentId,
    description: `${kind} in a test`,
    idempotencyKey: `test:${kind}:${process.pid}:${++ledgerKey}`,
    occurredAt,
  });
}

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A listing's money for custody tests: a month's rent with every fee, the deposit held apart. */
export const CUSTODY_FEES = {
  price: 400_000,
  securityDeposit: 400_000,
  serviceCharge: 25_000,
  agencyFee: 200_000,
  legalFee: 50_000,
  rentAdvanceMonths: 1,
};

/**
 * A tenancy of `landlord`'s new listing (with `fees`) whose agreement is signed (the state set
 * directly: signing is its own flow) and whose move-in date is today; a new tenant's.
 */
export async function signedTenancy(
  ctx: TestContext,
  paystack: FakePaystack,
  landlord: Signed,
  fees: Parameters<typeof makeListing>[2],
  tenantName?: string,
) {
  const tenant = await makeSignedInUser(ctx, { role: 'tenant', name: tenantName });
  const listing = await makeListing(ctx, landlord.user, fees);
  const { app } = await paidApplication(ctx, paystack, tenant.auth, listing.id);
  const review = await ctx.http
    .post(`/api/applications/${app.id}/review`)
    .set(landlord.auth)
    .send({ decision: 'approved' });
  expect(review.status).toBe(200);
  const repo = ctx.dataSource.getRepository(Tenancy);
  const tenancy = await repo.findOneByOrFail({ applicationId: app.id });
  const dated = await ctx.http
    .put(`/api/tenancies/${tenancy.id}/move-in-date`)
    .set(tenant.auth)
    .send({ moveInDate: lagosToday() });
  expect(dated.status).toBe(200);
  await repo.update({ id: tenancy.id }, { state: 'awaiting_move_in' });
  return { tenant, tenancy: await repo.findOneByOrFail({ id: tenancy.id }) };
}
