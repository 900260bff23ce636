import { addDays, lagosToday } from '@rentnaija/shared';
import sharp from 'sharp';
import { RenterRecord } from '../src/modules/applications/renter-record.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { Payout } from '../src/modules/payouts/entities/payout.entity.js';
import {
  DepositReport,
  DepositSettlement,
} from '../src/modules/tenancies/entities/deposit.entity.js';
import { DepositReturnService } from '../src/modules/tenancies/deposit-return.service.js';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { watDay } from './support/dashboards.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { makeTenancy } from './support/tenancies.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const DEPOSIT = 400_000;
const DAY = 86_400_000;

const photo = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('the caution deposit: reports, deductions, its return', () => {
  let ctx: TestContext;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    [admin, support] = await Promise.all([
      makeSignedInUser(ctx, { role: 'admin' }),
      makeSignedInUser(ctx, { role: 'support' }),
    ]);
  });
  afterAll(() => ctx.close());

  const sweeper = () => ctx.app.get(DepositReturnService);
  const m = () => ctx.dataSource.manager;

  /**
   * A tenancy of a new landlord and tenant whose move-in payment is held in the ledger: ended
   * `endedDaysAgo` days ago (WAT), or active and moved in `movedInDaysAgo` days ago.
   */
  async function tenancyOf(options: { endedDaysAgo?: number; movedInDaysAgo?: number }) {
    const [landlord, tenant] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Chioma Eze' }),
    ]);
    const listing = await makeListing(ctx, landlord.user, { securityDeposit: DEPOSIT });
    const ended = options.endedDaysAgo !== undefined;
    const tenancy = await makeTenancy(ctx, tenant.user, listing, {
      movedInDaysAgo: options.movedInDaysAgo ?? 400,
      overrides: ended
        ? { state: 'ended', endDate: watDay(-options.endedDaysAgo!), endedAt: new Date() }
        : {},
    });
    const payment = await m().getRepository(Payment).findOneByOrFail({ id: tenancy.paymentId });
    await ctx.app.get(LedgerService).recordPayment(m(), payment);
    return { landlord, tenant, tenancy };
  }

  const deposit = (who: Signed, id: string) =>
    ctx.http.get(`/api/tenancies/${id}/deposit`).set(who.auth);
  const propose = (who: Signed, id: string, deductions: unknown[]) =>
    ctx.http.post(`/api/tenancies/${id}/deductions`).set(who.auth).send({ deductions });
  const answer = (who: Signed, id: string, deductionId: string, verb: 'accept' | 'dispute') =>
    ctx.http
      .post(`/api/tenancies/${id}/deductions/${deductionId}/${verb}`)
      .set(who.auth)
      .send(verb === 'dispute' ? { reason: 'It was like that at check-in.' } : {});
  const refundsOf = (tenancy: { paymentId: string }) =>
    m()
      .getRepository(Refund)
      .findBy({ paymentId: tenancy.paymentId, reason: 'deposit_returned' as never });
  const payoutsOf = (tenancy: { id: string }) =>
    m().getRepository(Payout).findBy({ tenancyId: tenancy.id });
  const told = (who: Signed, type: string) =>
    m()
      .getRepository(Notification)
      .countBy({ userId: who.user.id, type: type as never });

  it('returns the whole deposit once when no deduction came within 14 days of the move-out', async () => {
    const due = await tenancyOf({ endedDaysAgo: 15 });
    const inTime = await tenancyOf({ endedDaysAgo: 13 });
    const first = await sweeper().sweep();
    const second = await sweeper().sweep();
    expect(first.returned).toBeGreaterThanOrEqual(1);
    expect(second.returned).toBe(0);

    const refunds = await refundsOf(due.tenancy);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: DEPOSIT, automatic: true });
    expect(await payoutsOf(due.tenancy)).toHaveLength(0);
    const res = await deposit(due.tenant, due.tenancy.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'returned_in_full',
      landlordAmount: 0,
      tenantAmount: DEPOSIT,
    });
    expect(await told(due.tenant, 'deposit.returned')).toBe(1);
    expect(
      await recordedEmails(ctx, { to: due.tenant.user.email, template: 'deposit-returned' }),
    ).toHaveLength(1);
    const facts = await ctx.app.get(RenterRecord).of(m(), due.tenant.user.id);
    expect(facts).toMatchObject({ depositsReturnedInFull: 1, depositsReturnedInPart: 0 });

    // Still in the landlord's window: nothing moves, and the landlord may still propose.
    expect(await refundsOf(inTime.tenancy)).toHaveLength(0);
    expect((await deposit(inTime.landlord, inTime.tenancy.id)).body.state).toBe('held');
    // Past it, the landlord is too late.
    const late = await propose(due.landlord, due.tenancy.id, []);
    expect(late.status).toBe(409);
  });

  it('splits the deposit between the landlord and the tenant when deductions are accepted (silence too)', async () => {
    const { landlord, tenant, tenancy } = await tenancyOf({ endedDaysAgo: 2 });
    const res = await propose(landlord, tenancy.id, [
      { amount: 50_000, reason: 'Broken bathroom mirror', room: 'Bathroom' },
      { amount: 30_000, reason: 'Missing kitchen cupboard door', room: 'Kitchen' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('awaiting_tenant');
    const [mirror, door] = res.body.deductions as { id: string; state: string }[];
    expect(await told(tenant, 'deposit.deductions_proposed')).toBe(1);
    expect(
      await recordedEmails(ctx, {
        to: tenant.user.email,
        template: 'deposit-deductions-proposed',
      }),
    ).toHaveLength(1);

    const accepted = await answer(tenant, tenancy.id, mirror.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe('awaiting_tenant');
    expect(await payoutsOf(tenancy)).toHaveLength(0);

    // The tenant says nothing about the door for 7 days: it counts as accepted.
    const later = new Date(Date.now() + 8 * DAY);
    expect((await sweeper().sweep(later)).accepted).toBeGreaterThanOrEqual(1);
    await sweeper().sweep(later);
    const after = await deposit(tenant, tenancy.id);
    expect(after.body).toMatchObject({
      state: 'returned_in_part',
      landlordAmount: 80_000,
      tenantAmount: DEPOSIT - 80_000,
    });
    expect(after.body.deductions.find((d: { id: string }) => d.id === door.id)).toMatchObject({
      state: 'accepted',
      acceptedBySilence: true,
    });
    const payouts = await payoutsOf(tenancy);
    const refunds = await refundsOf(tenancy);
    expect(payouts.map((p) => p.amount)).toEqual([80_000]);
    expect(refunds.map((r) => r.amount)).toEqual([DEPOSIT - 80_000]);
    expect(payouts[0].amount + refunds[0].amount).toBe(DEPOSIT);
    expect(await told(landlord, 'deposit.returned')).toBe(1);
    const facts = await ctx.app.get(RenterRecord).of(m(), tenant.user.id);
    expect(facts.depositsReturnedInPart).toBe(1);
    // Answering after the return changes nothing.
    expect((await answer(tenant, tenancy.id, door.id, 'dispute')).status).toBe(409);
  });

  it('sends a dispute to staff, who decide it once: audited, paid out and refunded', async () => {
    const { landlord, tenant, tenancy } = await tenancyOf({ endedDaysAgo: 1 });
    const res = await propose(landlord, tenancy.id, [
      { amount: 20_000, reason: 'Cleaning after move-out' },
      { amount: 100_000, reason: 'Stained living room carpet', room: 'Living room' },
    ]);
    const [cleaning, carpet] = res.body.deductions as { id: string }[];
    await answer(tenant, tenancy.id, cleaning.id, 'accept');
    const disputed = await answer(tenant, tenancy.id, carpet.id, 'dispute');
    expect(disputed.status).toBe(200);
    expect(disputed.body.state).toBe('disputed');
    expect(await told(landlord, 'deposit.deductions_answered')).toBe(1);

    const list = await ctx.http
      .get('/api/admin/deposit-disputes')
      .query({ filter: JSON.stringify({ state: 'disputed', tenancyId: tenancy.id }) })
      .set(support.auth);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const id = list.body[0].id as string;
    expect(list.body[0]).toMatchObject({ disputedAmount: 100_000, acceptedAmount: 20_000 });
    const one = await ctx.http.get(`/api/admin/deposit-disputes/${id}`).set(support.auth);
    expect(one.body.deposit.deductions).toHaveLength(2);

    // Support reads; only admins decide; the award is at most what is disputed.
    expect(
      (await ctx.http.post(`/api/admin/deposit-disputes/${id}/approve`).set(support.auth).send({}))
        .status,
    ).toBe(403);
    const tooMuch = await ctx.http
      .post(`/api/admin/deposit-disputes/${id}/approve`)
      .set(admin.auth)
      .send({ amount: 100_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.details[0].field).toBe('amount');

    const decided = await ctx.http
      .post(`/api/admin/deposit-disputes/${id}/approve`)
      .set(admin.auth)
      .send({ amount: 60_000, reason: 'The check-out photos show a stain beyond normal wear.' });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ state: 'settled', decisionReason: expect.any(String) });
    const again = await ctx.http
      .post(`/api/admin/deposit-disputes/${id}/refuse`)
      .set(admin.auth)
      .send({ reason: 'Changed my mind' });
    expect(again.status).toBe(409);

    const payouts = await payoutsOf(tenancy);
    const refunds = await refundsOf(tenancy);
    expect(payouts.map((p) => p.amount)).toEqual([80_000]);
    expect(refunds.map((r) => r.amount)).toEqual([DEPOSIT - 80_000]);
    const audit = await m()
      .getRepository(AuditLog)
      .findBy({ entityId: id, action: 'deposit_dispute.approve' });
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({
      landlordAmount: 80_000,
      tenantAmount: DEPOSIT - 80_000,
    });
    const settled = await m().getRepository(DepositSettlement).findOneByOrFail({ id });
    expect(settled.decidedBy).toBe(admin.user.id);
    expect(await told(tenant, 'deposit.returned')).toBe(1);
  });

  it('refuses deductions above the deposit with a field message, and hides the deposit from strangers', async () => {
    const { landlord, tenant, tenancy } = await tenancyOf({ endedDaysAgo: 1 });
    const over = await propose(landlord, tenancy.id, [
      { amount: 300_000, reason: 'Repainting' },
      { amount: 100_001, reason: 'New locks' },
    ]);
    expect(over.status).toBe(400);
    expect(over.body.details).toEqual([
      {
        field: 'deductions',
        message: 'Deductions cannot add up to more than the deposit (₦400,000)',
      },
    ]);
    const bad = await propose(landlord, tenancy.id, [{ amount: 0, reason: '' }]);
    expect(bad.status).toBe(400);

    const [stranger, otherTenant] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
    ]);
    expect((await deposit(stranger, tenancy.id)).status).toBe(404);
    expect((await deposit(otherTenant, tenancy.id)).status).toBe(404);
    expect((await propose(stranger, tenancy.id, [])).status).toBe(404);
    expect((await propose(tenant, tenancy.id, [])).status).toBe(403);
    const made = await propose(landlord, tenancy.id, [{ amount: 10_000, reason: 'Lost key' }]);
    const deductionId = made.body.deductions[0].id as string;
    expect((await answer(otherTenant, tenancy.id, deductionId, 'accept')).status).toBe(404);
    expect((await answer(landlord, tenancy.id, deductionId, 'accept')).status).toBe(403);
    // Staff read it.
    expect((await deposit(support, tenancy.id)).status).toBe(200);
  });

  it('takes a check-in report room by room with photos, signed by both, or standing unsigned after 7 days', async () => {
    const { landlord, tenant, tenancy } = await tenancyOf({ movedInDaysAgo: 2 });
    const upload = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/deposit/photos`)
      .set(tenant.auth)
      .attach('file', await photo('#a0a0a0'), {
        filename: 'kitchen.jpg',
        contentType: 'image/jpeg',
      });
    expect(upload.status).toBe(201);
    const rooms = [
      {
        name: 'Kitchen',
        condition: 'fair',
        notes: 'Worktop scratched',
        photoIds: [upload.body.id],
      },
      { name: 'Bedroom', condition: 'good' },
    ];
    // The landlord cannot use the tenant's photo as theirs.
    const borrowed = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/check-in`)
      .set(landlord.auth)
      .send({ rooms: [{ ...rooms[0] }] });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.details[0].field).toBe('rooms.0.photoIds');

    const written = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/check-in`)
      .set(tenant.auth)
      .send({ rooms });
    expect(written.status).toBe(200);
    expect(written.body.checkIn.rooms[0].photos[0].url).toBe(upload.body.url);
    expect(await told(landlord, 'deposit.report_ready')).toBe(1);
    const read = await ctx.http.get(upload.body.url).set(landlord.auth);
    expect(read.status).toBe(200);
    expect(
      (await ctx.http.get(upload.body.url).set((await makeSignedInUser(ctx)).auth)).status,
    ).toBe(404);

    const added = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/check-in`)
      .set(landlord.auth)
      .send({ rooms: [{ name: 'Bathroom', condition: 'good', notes: 'New tiles' }] });
    expect(added.body.checkIn.landlordRooms).toHaveLength(1);
    const signed = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/check-in/sign`)
      .set(tenant.auth);
    expect(signed.body.checkIn).toMatchObject({ final: false, tenantSignedAt: expect.any(String) });
    expect(
      (
        await ctx.http
          .post(`/api/tenancies/${tenancy.id}/check-in`)
          .set(tenant.auth)
          .send({ rooms })
      ).status,
    ).toBe(409);

    // Six days on, the landlord has not signed: the report stands as the tenant wrote it.
    await sweeper().sweep(new Date(Date.now() + 6 * DAY));
    const report = await m()
      .getRepository(DepositReport)
      .findOneByOrFail({ tenancyId: tenancy.id });
    expect(report.stoodAt).not.toBeNull();
    const stood = await deposit(landlord, tenancy.id);
    expect(stood.body.checkIn.final).toBe(true);
    expect(stood.body.checkInDueBy).toBe(addDays(watDay(-2), 7));
    expect(lagosToday() <= stood.body.checkInDueBy).toBe(true);
    expect(await told(tenant, 'deposit.report_stood')).toBe(1);
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/check-in/sign`).set(landlord.auth)).status,
    ).toBe(409);
  });
});
