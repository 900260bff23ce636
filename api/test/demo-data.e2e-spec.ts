import { lagosToday, LIVE_TENANCY_STATES, TENANCY_STATES } from '@rentnaija/shared';
import { In } from 'typeorm';
import { seedDemoData } from '../src/database/seed/seed.js';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { LedgerEntry } from '../src/modules/ledger/entities/ledger-entry.entity.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { Payout } from '../src/modules/payouts/entities/payout.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { TenancyDispute } from '../src/modules/tenancies/entities/tenancy-dispute.entity.js';
import { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { DepositSettlement } from '../src/modules/tenancies/entities/deposit.entity.js';
import { sha256 } from '../src/modules/tenancies/agreement-pdf.js';
import { FileStorage } from '../src/platform/storage/file-storage.js';
import { createTestApp, type TestContext } from './support/app.js';
import { authHeader, signIn } from './support/factories.js';

describe('the demo data tells the story of a tenancy in every state', () => {
  let ctx: TestContext;
  let tenancies: Tenancy[];
  const today = lagosToday();

  beforeAll(async () => {
    ctx = await createTestApp();
    expect(await seedDemoData(ctx.dataSource)).toBe(true);
    tenancies = await ctx.dataSource
      .getRepository(Tenancy)
      .find({ relations: { signatures: true, property: true, tenant: true } });
    // Seeding renders the demo photos and documents.
  }, 180_000);
  afterAll(() => ctx?.close());

  const inState = (state: string) => tenancies.filter((t) => t.state === state);
  const one = (state: string) => {
    const found = inState(state).find((t) => t.tenant?.email === 'tenant@example.com');
    expect(found).toBeDefined();
    return found!;
  };

  it('has a tenancy in each state, the demo tenant holding one of each', () => {
    for (const state of TENANCY_STATES) expect(one(state).state).toBe(state);
  });

  it('holds in the ledger exactly the money of the open tenancies', async () => {
    const m = ctx.dataSource.manager;
    const live = tenancies.filter((t) =>
      (LIVE_TENANCY_STATES as readonly string[]).includes(t.state),
    );
    const expected = (t: Tenancy) => (t.moveInReleasedAt ? t.money.securityDeposit : t.moveInTotal);
    // An ended tenancy whose deductions staff have yet to decide still holds its deposit.
    const disputedDeposits = (
      await m.getRepository(DepositSettlement).findBy({ state: 'disputed' })
    ).map((s) => s.tenancyId);
    expect(disputedDeposits).toHaveLength(1);
    live.push(...tenancies.filter((t) => disputedDeposits.includes(t.id)));
    const held = await new LedgerService().heldByPayment(m, {
      paymentIds: tenancies.map((t) => t.paymentId),
    });
    for (const t of tenancies) {
      const row = held.find((h) => h.paymentId === t.paymentId);
      expect({ state: t.state, held: row?.amount ?? 0 }).toEqual({
        state: t.state,
        held: live.includes(t) ? expected(t) : 0,
      });
    }
    const [{ total }] = await m.query(
      `SELECT COALESCE(SUM(CASE kind WHEN 'hold' THEN amount WHEN 'release' THEN -amount WHEN 'refund' THEN -amount ELSE 0 END), 0)::int AS total FROM ledger_entries`,
    );
    expect(total).toBe(live.reduce((sum, t) => sum + expected(t), 0));
    expect(total).toBeGreaterThan(0);
  });

  it('keeps the agreement signed by both parties with the hash of its exact bytes', async () => {
    for (const t of tenancies) {
      const parties = t.signatures!.map((s) => s.party).sort();
      const countersigned = !['awaiting_signatures', 'cancelled'].includes(t.state);
      expect(parties).toEqual(countersigned ? ['landlord', 'tenant'] : ['tenant']);
      const kept = await ctx.app.get(FileStorage).read(t.agreementStorageKey!);
      expect(sha256(kept!)).toBe(t.agreementSha256);
      for (const s of t.signatures!) expect(s.documentSha256).toBe(t.agreementSha256);
    }
  });

  it('gives each state the rows it implies, as the services would', async () => {
    const m = ctx.dataSource.manager;
    for (const t of tenancies) {
      const live = (LIVE_TENANCY_STATES as readonly string[]).includes(t.state);
      // A listing with a live tenancy is let; the others are back on the market.
      expect({ state: t.state, listing: t.property!.status }).toEqual({
        state: t.state,
        listing: live ? 'rented' : 'available',
      });
      // A let home is available again from its move-out date.
      expect(t.property!.availableFrom).toBe(live ? t.endDate : null);
      if (t.moveInDate) {
        expect(t.moveInDate >= t.moveInEarliest).toBe(true);
        expect(t.endDate! > t.moveInDate).toBe(true);
      }
      if (t.state === 'active') {
        expect(t.handedOverAt).not.toBeNull();
        expect(t.moveInDate! <= today && today < t.endDate!).toBe(true);
      }
      if (t.state === 'ended') expect(t.endDate! <= today).toBe(true);
      if (t.state === 'awaiting_move_in') expect(t.moveInDate! > today).toBe(true);
    }

    const cancelled = one('cancelled');
    expect(cancelled.cancellationReason).toBeTruthy();
    expect(
      await m.getRepository(Payment).findOneByOrFail({ id: cancelled.paymentId }),
    ).toMatchObject({
      status: 'refunded',
    });
    expect(
      await m.getRepository(Refund).findBy({ paymentId: cancelled.paymentId, status: 'processed' }),
    ).toEqual([expect.objectContaining({ amount: cancelled.moveInTotal })]);
    expect(
      await m.getRepository(PropertyApplication).findOneByOrFail({ id: cancelled.applicationId }),
    ).toMatchObject({ status: 'rejected' });

    const disputes = await m.getRepository(TenancyDispute).find();
    expect(disputes).toEqual([
      expect.objectContaining({
        tenancyId: one('disputed').id,
        state: 'open',
        tenantWords: expect.stringMatching(/water/),
        landlordWords: expect.stringMatching(/plumber/),
      }),
    ]);
    const rented = await m.getRepository(Property).countBy({
      id: In(tenancies.map((t) => t.propertyId)),
      status: 'rented',
    });
    expect(rented).toBe(
      tenancies.filter((t) => LIVE_TENANCY_STATES.includes(t.state as never)).length,
    );
  });

  it('pays the landlord what was released, one payout failed for staff to send again', async () => {
    const payouts = await ctx.dataSource.getRepository(Payout).find();
    expect(payouts.filter((p) => p.state === 'failed')).toHaveLength(1);
    expect(payouts.filter((p) => p.state === 'paid').length).toBeGreaterThan(0);
    const entries = await ctx.dataSource.getRepository(LedgerEntry).findBy({ kind: 'payout' });
    expect(entries.map((e) => e.payoutId).sort()).toEqual(
      payouts
        .filter((p) => p.state === 'paid')
        .map((p) => p.id)
        .sort(),
    );

    const admin = await signIn(ctx, { email: 'admin@example.com' });
    const list = await ctx.http.get('/api/admin/payouts').set(authHeader(admin.accessToken));
    expect(list.status).toBe(200);
    const failed = payouts.find((p) => p.state === 'failed')!;
    expect(list.body[0]).toMatchObject({ id: failed.id, state: 'failed' });

    const landlord = await signIn(ctx, { email: 'landlord@example.com' });
    const account = await ctx.http
      .get('/api/landlord/payout-account')
      .set(authHeader(landlord.accessToken));
    expect(account.body.account).toMatchObject({ status: 'verified' });
  });

  it("shows the demo tenant's tenancies page the story, from signing to moving out", async () => {
    const tenant = await signIn(ctx, { email: 'tenant@example.com' });
    const res = await ctx.http.get('/api/tenancies').set(authHeader(tenant.accessToken));
    expect(res.status).toBe(200);
    const states = res.body.data.map((t: { state: string }) => t.state);
    expect(states).toEqual(expect.arrayContaining(['awaiting_move_in', 'active']));
    const active = res.body.data.find((t: { state: string }) => t.state === 'active');
    expect(active).toMatchObject({ dueToSign: null, handedOverAt: expect.any(String) });
    expect(active.signatures).toHaveLength(2);
  });
});
