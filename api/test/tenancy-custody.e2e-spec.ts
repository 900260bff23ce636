import { moveInCost } from '@rentnaija/shared';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { Payout } from '../src/modules/payouts/entities/payout.entity.js';
import { TenancyDispute } from '../src/modules/tenancies/entities/tenancy-dispute.entity.js';
import { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { TenancyCustodyService } from '../src/modules/tenancies/tenancy-custody.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { type FakePaystack, paystackEnv, startFakePaystack } from './support/paystack.js';
import { signedTenancy as signedTenancyOf } from './support/tenancies.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const HOUR = 3600_000;

describe('custody: the move-in money is held until the keys', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let landlord: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({ env: paystackEnv(paystack) });
    [landlord, admin, support] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'admin' }),
      makeSignedInUser(ctx, { role: 'support' }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  const fees = {
    price: 400_000,
    securityDeposit: 400_000,
    serviceCharge: 25_000,
    agencyFee: 200_000,
    legalFee: 50_000,
    rentAdvanceMonths: 1,
  };
  /** Rent and fees: the move-in payment less the caution deposit. */
  const releasable = moveInCost(fees).total - fees.securityDeposit;
  const custody = () => ctx.app.get(TenancyCustodyService);
  const payoutsOf = (tenancyId: string) =>
    ctx.dataSource.getRepository(Payout).findBy({ tenancyId });
  const tenancyOf = (id: string) => ctx.dataSource.getRepository(Tenancy).findOneByOrFail({ id });
  const midnight = (day: string) => new Date(`${day}T00:00:00+01:00`);

  /** A tenancy whose agreement is signed and whose move-in date is today; its tenant. */
  const signedTenancy = () => signedTenancyOf(ctx, paystack, landlord, fees);

  const handOver = (who: Signed, id: string) =>
    ctx.http.post(`/api/tenancies/${id}/handover`).set(who.auth);
  const report = (who: Signed, id: string, words = 'There is no running water.') =>
    ctx.http.post(`/api/tenancies/${id}/problem`).set(who.auth).send({ words });

  it('releases the rent and fees once, 24 hours after the tenant confirms the keys', async () => {
    const { tenant, tenancy } = await signedTenancy();
    expect((await handOver(landlord, tenancy.id)).status).toBe(403);
    const done = await handOver(tenant, tenancy.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'active', releasedAt: null });
    const handedOverAt = new Date(done.body.handedOverAt as string);
    expect(new Date(done.body.releaseDueAt as string).getTime()).toBe(
      handedOverAt.getTime() + 24 * HOUR,
    );
    expect((await handOver(tenant, tenancy.id)).status).toBe(409);

    await custody().sweep(new Date(handedOverAt.getTime() + 23 * HOUR));
    expect(await payoutsOf(tenancy.id)).toHaveLength(0);

    const later = new Date(handedOverAt.getTime() + 24 * HOUR + 1000);
    await Promise.all([custody().sweep(later), custody().sweep(later)]);
    await custody().sweep(new Date(later.getTime() + HOUR));
    const payouts = await payoutsOf(tenancy.id);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount: releasable, landlordId: landlord.user.id });
    expect((await tenancyOf(tenancy.id)).moveInReleasedAt).not.toBeNull();

    // The window to report is over.
    expect((await report(tenant, tenancy.id)).status).toBe(409);
    const page = await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(tenant.auth);
    expect(page.body.releasedAt).not.toBeNull();
    expect(page.body.releaseDueAt).toBeNull();
  });

  it('refuses the handover before the move-in date', async () => {
    const { tenant, tenancy } = await signedTenancy();
    await ctx.dataSource
      .getRepository(Tenancy)
      .update({ id: tenancy.id }, { moveInDate: '2999-01-01', endDate: '2999-02-01' });
    const early = await handOver(tenant, tenancy.id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('HANDOVER_TOO_EARLY');
  });

  it('releases 72 hours after the move-in date when the tenant says nothing', async () => {
    const { tenancy } = await signedTenancy();
    const due = midnight(tenancy.moveInDate!).getTime() + 72 * HOUR;
    await custody().sweep(new Date(due - 60_000));
    expect(await payoutsOf(tenancy.id)).toHaveLength(0);
    await custody().sweep(new Date(due + 1000));
    await custody().sweep(new Date(due + 2 * HOUR));
    const payouts = await payoutsOf(tenancy.id);
    expect(payouts).toHaveLength(1);
    expect(payouts[0].amount).toBe(releasable);
  });

  describe('a problem reported in the window', () => {
    async function disputed() {
      const made = await signedTenancy();
      expect((await handOver(made.tenant, made.tenancy.id)).status).toBe(200);
      const empty = await report(made.tenant, made.tenancy.id, '   ');
      expect(empty.status).toBe(400);
      const reported = await report(made.tenant, made.tenancy.id);
      expect(reported.status).toBe(200);
      expect(reported.body).toMatchObject({ state: 'disputed', releaseDueAt: null });
      const dispute = await ctx.dataSource
        .getRepository(TenancyDispute)
        .findOneByOrFail({ tenancyId: made.tenancy.id });
      return { ...made, dispute };
    }

    it('freezes the release and shows both sides in the console', async () => {
      const { tenancy, dispute } = await disputed();
      await custody().sweep(new Date(Date.now() + 100 * HOUR));
      expect(await payoutsOf(tenancy.id)).toHaveLength(0);

      const answered = await ctx.http
        .post(`/api/tenancies/${tenancy.id}/dispute/response`)
        .set(landlord.auth)
        .send({ words: 'The water is back on since this morning.' });
      expect(answered.status).toBe(204);
      expect(
        await ctx.dataSource.getRepository(Notification).countBy({
          userId: landlord.user.id,
          type: 'tenancy.problem_reported',
        }),
      ).toBeGreaterThan(0);

      const list = await ctx.http
        .get('/api/admin/tenancy-disputes')
        .query({ filter: JSON.stringify({ state: 'open' }) })
        .set(support.auth);
      expect(list.status).toBe(200);
      expect(list.body.map((d: { id: string }) => d.id)).toContain(dispute.id);
      const one = await ctx.http.get(`/api/admin/tenancy-disputes/${dispute.id}`).set(support.auth);
      expect(one.body).toMatchObject({
        state: 'open',
        tenantWords: 'There is no running water.',
        landlordWords: 'The water is back on since this morning.',
        releasable,
        tenancy: { id: tenancy.id, state: 'disputed' },
      });
      const bySupport = await ctx.http
        .post(`/api/admin/tenancy-disputes/${dispute.id}/release`)
        .set(support.auth)
        .send({ reason: 'The landlord fixed the water supply.' });
      expect(bySupport.status).toBe(403);
    });

    it('a release pays the landlord once; a second decision is refused', async () => {
      const { tenant, tenancy, dispute } = await disputed();
      const reason = 'The landlord fixed the water supply the same day.';
      const decided = await ctx.http
        .post(`/api/admin/tenancy-disputes/${dispute.id}/release`)
        .set(admin.auth)
        .send({ reason });
      expect(decided.status).toBe(200);
      expect(decided.body).toMatchObject({
        state: 'decided',
        decision: 'release',
        tenancy: { state: 'active' },
      });
      const again = await ctx.http
        .post(`/api/admin/tenancy-disputes/${dispute.id}/refund-full`)
        .set(admin.auth)
        .send({ reason });
      expect(again.status).toBe(409);
      await custody().sweep(new Date(Date.now() + 100 * HOUR));
      const payouts = await payoutsOf(tenancy.id);
      expect(payouts).toHaveLength(1);
      expect(payouts[0].amount).toBe(releasable);
      expect(
        await ctx.dataSource
          .getRepository(AuditLog)
          .countBy({ action: 'tenancy_dispute.release', entityId: dispute.id }),
      ).toBe(1);
      for (const userId of [tenant.user.id, landlord.user.id]) {
        expect(
          await ctx.dataSource
            .getRepository(Notification)
            .countBy({ userId, type: 'tenancy.dispute_decided' }),
        ).toBe(1);
      }
    });

    it('a full refund cancels the tenancy and pays nothing out', async () => {
      const { tenancy, dispute } = await disputed();
      const decided = await ctx.http
        .post(`/api/admin/tenancy-disputes/${dispute.id}/refund-full`)
        .set(admin.auth)
        .send({ reason: 'The flat has no water and the landlord did not answer.' });
      expect(decided.status).toBe(200);
      expect(decided.body).toMatchObject({
        decision: 'refund_full',
        tenancy: { state: 'cancelled' },
      });
      const refunds = await ctx.dataSource
        .getRepository(Refund)
        .findBy({ paymentId: tenancy.paymentId });
      expect(refunds).toHaveLength(1);
      expect(refunds[0].amount).toBe(tenancy.moveInTotal);
      await custody().sweep(new Date(Date.now() + 100 * HOUR));
      expect(await payoutsOf(tenancy.id)).toHaveLength(0);
    });

    it('a partial refund gives part back and releases the rest', async () => {
      const { tenancy, dispute } = await disputed();
      const tooMuch = await ctx.http
        .post(`/api/admin/tenancy-disputes/${dispute.id}/refund-partial`)
        .set(admin.auth)
        .send({ amount: releasable, reason: 'The water heater was missing.' });
      expect(tooMuch.status).toBe(400);
      const decided = await ctx.http
        .post(`/api/admin/tenancy-disputes/${dispute.id}/refund-partial`)
        .set(admin.auth)
        .send({ amount: 100_000, reason: 'The water heater was missing.' });
      expect(decided.status).toBe(200);
      expect(decided.body).toMatchObject({ decision: 'refund_partial', refundAmount: 100_000 });
      const refunds = await ctx.dataSource
        .getRepository(Refund)
        .findBy({ paymentId: tenancy.paymentId });
      expect(refunds.map((r) => r.amount)).toEqual([100_000]);
      const payouts = await payoutsOf(tenancy.id);
      expect(payouts.map((p) => p.amount)).toEqual([releasable - 100_000]);
      expect((await tenancyOf(tenancy.id)).state).toBe('active');
    });
  });
});
