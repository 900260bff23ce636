import { addDays } from '@rentnaija/shared';
import { RenterRecord } from '../src/modules/applications/renter-record.js';
import { LedgerEntry } from '../src/modules/ledger/entities/ledger-entry.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { Payout } from '../src/modules/payouts/entities/payout.entity.js';
import { RentCard, RentInstalment } from '../src/modules/tenancies/entities/rent.entity.js';
import { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { RentChargesService } from '../src/modules/tenancies/rent-charges.service.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { binary, pdfText, postWebhook } from './support/payments.js';
import { type FakePaystack, paystackEnv, startFakePaystack } from './support/paystack.js';
import { CUSTODY_FEES, signedTenancy } from './support/tenancies.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const HOUR = 3600_000;
/** 07:00 WAT on `day`, when the daily sweep runs. */
const morning = (day: string) => new Date(`${day}T07:00:00+01:00`);

describe('monthly rent: a schedule, automatic payment and its retries', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let landlord: Signed;
  let admin: Signed;
  let stranger: Signed;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({ env: paystackEnv(paystack) });
    [landlord, admin, stranger] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'admin' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  const charges = () => ctx.app.get(RentChargesService);
  const rent = (who: Signed, id: string) => ctx.http.get(`/api/tenancies/${id}/rent`).set(who.auth);
  const autopay = (who: Signed, id: string, enabled: unknown) =>
    ctx.http.put(`/api/tenancies/${id}/autopay`).set(who.auth).send({ enabled });
  const monthsOf = (tenancyId: string) =>
    ctx.dataSource
      .getRepository(RentInstalment)
      .find({ where: { tenancyId }, order: { dueDate: 'ASC' } });
  const notes = (userId: string, type: string) =>
    ctx.dataSource.getRepository(Notification).findBy({ userId, type: type as never });
  const chargesOf = (ref: string[]) =>
    paystack.savedCardCharges().filter((r) => ref.includes(String(r.body?.reference)));
  const paymentsOf = async (instalmentId: string) =>
    ctx.dataSource
      .getRepository(Payment)
      .createQueryBuilder('p')
      .innerJoin('rent_attempts', 'a', 'a.payment_id = p.id')
      .where('a.instalment_id = :instalmentId', { instalmentId })
      .orderBy('p.created_at')
      .getMany();
  /** Runs the daily sweep on `day` and lets its charges and their webhooks land. */
  const sweepOn = async (day: string) => {
    await charges().sweep(morning(day));
    await ctx.drainJobs();
    await paystack.settled();
    await ctx.drainJobs();
  };

  /** A monthly tenancy (the listing accepts monthly rent), active from today. */
  async function monthlyTenancy() {
    const made = await signedTenancy(ctx, paystack, landlord, {
      ...CUSTODY_FEES,
      acceptsMonthlyRent: true,
    });
    await ctx.dataSource
      .getRepository(Tenancy)
      .update({ id: made.tenancy.id }, { state: 'active', handedOverAt: new Date() });
    return made;
  }

  beforeAll(() => {
    paystack.deliverWebhooksTo((raw, signature) => postWebhook(ctx, raw, signature), 5);
  });

  it('plans a month per due date for its parties and staff, and 404 to anyone else', async () => {
    const { tenant, tenancy } = await monthlyTenancy();
    expect(tenancy).toMatchObject({ monthlyRent: true, termMonths: 12 });
    const mine = await rent(tenant, tenancy.id);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ monthly: true, rent: CUSTODY_FEES.price, autopay: false });
    expect(mine.body.instalments).toHaveLength(11);
    expect(mine.body.instalments[0]).toMatchObject({ month: 2, state: 'upcoming' });
    expect(mine.body.card).toMatchObject({ brand: 'visa', last4: '4081', expYear: '2030' });
    expect(JSON.stringify(mine.body)).not.toContain('AUTH_');

    const theirs = await rent(landlord, tenancy.id);
    expect(theirs.status).toBe(200);
    expect(theirs.body.card).toBeNull();
    expect((await rent(admin, tenancy.id)).status).toBe(200);
    expect((await rent(stranger, tenancy.id)).status).toBe(404);
    expect((await autopay(stranger, tenancy.id, true)).status).toBe(404);
    expect((await autopay(landlord, tenancy.id, true)).status).toBe(403);
    expect((await autopay(tenant, tenancy.id, 'yes')).status).toBe(400);
    const month = mine.body.instalments[0].id as string;
    const waive = (who: Signed) =>
      ctx.http
        .post(`/api/tenancies/${tenancy.id}/rent/${month}/waive`)
        .set(who.auth)
        .send({ reason: 'Roof repairs' });
    expect((await waive(tenant)).status).toBe(403);
    const otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    expect((await waive(otherLandlord)).status).toBe(404);
    const list = await ctx.http
      .get('/api/admin/rent-schedules')
      .query({ filter: JSON.stringify({ tenancyId: tenancy.id }) })
      .set(admin.auth);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(11);
    expect((await ctx.http.get('/api/admin/rent-schedules').set(landlord.auth)).status).toBe(403);
  });

  it('charges the saved card on the due date once, holds it, releases it 24 h later with a receipt', async () => {
    const { tenant, tenancy } = await monthlyTenancy();
    const on = await autopay(tenant, tenancy.id, true);
    expect(on.status).toBe(200);
    expect(on.body.autopay).toBe(true);
    const [first] = await monthsOf(tenancy.id);

    await sweepOn(addDays(first.dueDate, -5));
    expect(await notes(tenant.user.id, 'rent.reminder')).toHaveLength(1);
    await sweepOn(addDays(first.dueDate, -1));
    await sweepOn(addDays(first.dueDate, -1));
    expect(await notes(tenant.user.id, 'rent.reminder')).toHaveLength(2);
    expect(await paymentsOf(first.id)).toHaveLength(0);

    await Promise.all([
      charges().sweep(morning(first.dueDate)),
      charges().sweep(morning(first.dueDate)),
    ]);
    await sweepOn(first.dueDate);
    const [payment, ...others] = await paymentsOf(first.id);
    expect(others).toHaveLength(0);
    expect(payment).toMatchObject({
      status: 'completed',
      paymentType: 'rent',
      amount: first.amount,
    });
    const sent = chargesOf([payment.reference]);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      authorization_code: 'AUTH_must_never_be_stored',
      amount: first.amount * 100,
    });

    // The gateway says it again (twice): still one payment, one charge and one hold.
    const { raw, signature } = paystack.chargeSuccess(payment.reference);
    await postWebhook(ctx, raw, signature);
    await postWebhook(ctx, raw, signature);
    await ctx.drainJobs();
    const entries = () =>
      ctx.dataSource.getRepository(LedgerEntry).findBy({ paymentId: payment.id });
    expect((await entries()).map((e) => e.kind).sort()).toEqual(['charge', 'hold']);
    expect((await monthsOf(tenancy.id))[0]).toMatchObject({ state: 'paid', paymentId: payment.id });
    expect(await notes(landlord.user.id, 'rent.paid')).not.toHaveLength(0);

    await charges().release(new Date(Date.now() + 23 * HOUR));
    expect(
      await ctx.dataSource.getRepository(Payout).findBy({ tenancyId: tenancy.id }),
    ).toHaveLength(0);
    await charges().release(new Date(Date.now() + 25 * HOUR));
    await charges().release(new Date(Date.now() + 26 * HOUR));
    const payouts = await ctx.dataSource.getRepository(Payout).findBy({ tenancyId: tenancy.id });
    // The move-in payout (the custody sweep's) is not made here: only the month's.
    expect(payouts.filter((p) => p.amount === first.amount)).toHaveLength(1);
    expect((await entries()).filter((e) => e.kind === 'release')).toHaveLength(1);

    const ledger = await ctx.http.get(`/api/tenancies/${tenancy.id}/ledger`).set(tenant.auth);
    const lines = (ledger.body.lines as { kind: string; reference: string | null }[]).filter(
      (l) => l.reference === payment.reference || l.kind === 'release',
    );
    expect(lines.map((l) => l.kind)).toEqual(expect.arrayContaining(['charge', 'hold', 'release']));
    const receipt = (ledger.body.receipts as { url: string; label: string }[]).find((r) =>
      r.url.includes(first.id),
    );
    expect(receipt).toBeDefined();
    const pdf = await ctx.http.get(receipt!.url).set(tenant.auth).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body as Buffer)).toContain('Rent receipt');
    expect((await ctx.http.get(receipt!.url).set(stranger.auth)).status).toBe(404);

    const facts = await ctx.app.get(RenterRecord).of(ctx.dataSource.manager, tenant.user.id);
    expect(facts).toMatchObject({ rentMonthsOnTime: 1, rentMonthsLate: 0 });
  });

  it('tries a declined card again after 2 and 5 days, then asks the tenant to pay by link', async () => {
    const { tenant, tenancy } = await monthlyTenancy();
    expect((await autopay(tenant, tenancy.id, true)).status).toBe(200);
    const [first] = await monthsOf(tenancy.id);
    paystack.declineCharges(3);

    await sweepOn(first.dueDate);
    expect(await paymentsOf(first.id)).toMatchObject([{ status: 'failed' }]);
    expect((await notes(tenant.user.id, 'rent.charge_failed'))[0].message).toContain('try again');
    await sweepOn(addDays(first.dueDate, 1));
    expect(await paymentsOf(first.id)).toHaveLength(1);
    const late = await rent(tenant, tenancy.id);
    expect(late.body.instalments[0]).toMatchObject({ autoAttempts: 1 });

    await sweepOn(addDays(first.dueDate, 2));
    expect(await paymentsOf(first.id)).toHaveLength(2);
    await sweepOn(addDays(first.dueDate, 4));
    expect(await paymentsOf(first.id)).toHaveLength(2);
    await sweepOn(addDays(first.dueDate, 5));
    const tries = await paymentsOf(first.id);
    expect(tries.map((p) => p.status)).toEqual(['failed', 'failed', 'failed']);
    expect(chargesOf(tries.map((p) => p.reference))).toHaveLength(3);
    const [month] = await monthsOf(tenancy.id);
    expect(month.payLinkSentAt).not.toBeNull();
    expect(month.state).toBe('late');
    const asked = await notes(tenant.user.id, 'rent.charge_failed');
    expect(asked.filter((n) => n.message.startsWith('Please pay'))).toHaveLength(1);

    await sweepOn(addDays(first.dueDate, 9));
    expect(await paymentsOf(first.id)).toHaveLength(3);
    const record = await ctx.app.get(RenterRecord).of(ctx.dataSource.manager, tenant.user.id);
    expect(record).toMatchObject({ rentMonthsOnTime: 0, rentMonthsLate: 1 });

    // The link: a checkout for the month, offered again when asked twice.
    const pay = () =>
      ctx.http.post(`/api/tenancies/${tenancy.id}/rent/${first.id}/pay`).set(tenant.auth);
    const opened = await pay();
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ amount: first.amount });
    expect((await pay()).body.reference).toBe(opened.body.reference);
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/rent/${first.id}/pay`).set(stranger.auth))
        .status,
    ).toBe(404);
    paystack.settle(opened.body.reference as string, 'success');
    const { raw, signature } = paystack.chargeSuccess(opened.body.reference as string);
    await postWebhook(ctx, raw, signature);
    await ctx.drainJobs();
    expect((await monthsOf(tenancy.id))[0].state).toBe('paid');
  });

  it('stops charging when the tenant turns automatic payment off, and lets the landlord waive a month', async () => {
    const { tenant, tenancy } = await monthlyTenancy();
    expect((await autopay(tenant, tenancy.id, true)).status).toBe(200);
    const off = await autopay(tenant, tenancy.id, false);
    expect(off.body.autopay).toBe(false);
    const [first, second] = await monthsOf(tenancy.id);
    await sweepOn(first.dueDate);
    await sweepOn(addDays(first.dueDate, 5));
    expect(await paymentsOf(first.id)).toHaveLength(0);

    const waived = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/rent/${second.id}/waive`)
      .set(landlord.auth)
      .send({ reason: 'Roof repairs took a week' });
    expect(waived.status).toBe(200);
    expect(waived.body.instalments[1]).toMatchObject({
      state: 'waived',
      waiveReason: 'Roof repairs took a week',
    });
    expect(await notes(tenant.user.id, 'rent.waived')).toHaveLength(1);
    const again = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/rent/${second.id}/waive`)
      .set(landlord.auth)
      .send({ reason: '' });
    expect(again.status).toBe(409);
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/rent/${second.id}/pay`).set(tenant.auth))
        .status,
    ).toBe(409);
    // Turned on again, the next charge is the month still to pay.
    expect((await autopay(tenant, tenancy.id, true)).status).toBe(200);
    await sweepOn(addDays(first.dueDate, 6));
    expect(await paymentsOf(first.id)).toMatchObject([{ status: 'completed' }]);
    expect(await paymentsOf(second.id)).toHaveLength(0);
  });

  it('refuses automatic payment without a reusable card, and has no schedule when rent was paid ahead', async () => {
    const { tenant, tenancy } = await monthlyTenancy();
    await ctx.dataSource.getRepository(RentCard).delete({ paymentId: tenancy.paymentId });
    const refused = await autopay(tenant, tenancy.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NO_SAVED_CARD');

    const ahead = await signedTenancy(ctx, paystack, landlord, CUSTODY_FEES);
    const schedule = await rent(ahead.tenant, ahead.tenancy.id);
    expect(schedule.body).toMatchObject({ monthly: false, instalments: [], next: null });
    expect((await autopay(ahead.tenant, ahead.tenancy.id, true)).body.code).toBe(
      'RENT_NOT_MONTHLY',
    );
  });
});
