import { addMonths, lagosToday, moveInCost, tenancyReference } from '@rentnaija/shared';
import { randomBytes } from 'node:crypto';
import { LedgerEntry } from '../src/modules/ledger/entities/ledger-entry.entity.js';
import { Payout } from '../src/modules/payouts/entities/payout.entity.js';
import { TenancyDispute } from '../src/modules/tenancies/entities/tenancy-dispute.entity.js';
import { LandlordStatementsService } from '../src/modules/tenancies/landlord-statements.service.js';
import { TenancyCustodyService } from '../src/modules/tenancies/tenancy-custody.service.js';
import type { TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { type MoneyWorld, settleGateway, startMoneyWorld } from './support/payments.js';
import { type FakePaystack } from './support/paystack.js';
import { signedTenancy } from './support/tenancies.js';
import { makeKyc } from './support/verified.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const HOUR = 3600_000;

describe("a tenancy's money record", () => {
  let world: MoneyWorld;
  let ctx: TestContext;
  let paystack: FakePaystack;
  let smtp: MoneyWorld['smtp'];
  let landlord: Signed;
  let admin: Signed;
  let support: Signed;
  let stranger: Signed;

  beforeAll(async () => {
    world = await startMoneyWorld();
    ({ ctx, paystack, smtp, admin, support } = world);
    [landlord, stranger] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Adebayo Ogunleye' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
    ]);
    await makeKyc(ctx, landlord.user, 'approved');
    const accountNumber = String(1_000_000_000 + (randomBytes(4).readUInt32BE() % 8_999_999_999));
    paystack.addAccount('058', accountNumber, 'OGUNLEYE ADEBAYO');
    const account = await ctx.http
      .put('/api/landlord/payout-account')
      .set(landlord.auth)
      .send({ bankCode: '058', accountNumber });
    expect(account.body.account?.status).toBe('verified');
  }, 60_000);
  afterAll(() => world.close());

  const fees = {
    price: 400_000,
    securityDeposit: 400_000,
    serviceCharge: 25_000,
    agencyFee: 200_000,
    legalFee: 50_000,
    rentAdvanceMonths: 1,
  };
  const total = moveInCost(fees).total;
  const releasable = total - fees.securityDeposit;

  const settle = () => settleGateway(ctx, paystack);
  const newTenancy = () => signedTenancy(ctx, paystack, landlord, fees, 'Ngozi Okafor');

  /** Paid, keys confirmed, released 24 hours later and paid to the landlord's bank. */
  async function paidOutTenancy() {
    const made = await newTenancy();
    const done = await ctx.http
      .post(`/api/tenancies/${made.tenancy.id}/handover`)
      .set(made.tenant.auth);
    expect(done.status).toBe(200);
    const due = new Date(new Date(done.body.handedOverAt as string).getTime() + 24 * HOUR + 1000);
    await ctx.app.get(TenancyCustodyService).sweep(due);
    await settle();
    const payout = await ctx.dataSource
      .getRepository(Payout)
      .findOneByOrFail({ tenancyId: made.tenancy.id });
    expect(payout.state).toBe('paid');
    return { ...made, payout };
  }

  const statementsTo = (email: string) =>
    smtp.received.filter(
      (m) => m.to.includes(email) && m.subject.startsWith('Your RentNaija statement'),
    );

  const ledgerOf = (who: Signed, id: string) =>
    ctx.http.get(`/api/tenancies/${id}/ledger`).set(who.auth);

  it('lists pay → release → payout paid from the ledger, with the held balance after each line and the receipts', async () => {
    const { tenant, tenancy, payout } = await paidOutTenancy();
    const res = await ledgerOf(tenant, tenancy.id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(
      res.body.lines.map((l: Record<string, unknown>) => [
        l.kind,
        l.amount,
        l.direction,
        l.balance,
        (l.payout as { state: string } | null)?.state ?? null,
      ]),
    ).toEqual([
      ['charge', total, 'in', 0, null],
      ['hold', total, 'in', total, null],
      ['release', releasable, 'out', fees.securityDeposit, 'paid'],
      ['payout', releasable, 'out', fees.securityDeposit, 'paid'],
    ]);
    expect(res.body.lines[0]).toMatchObject({
      date: lagosToday(),
      description: expect.stringContaining('Paid'),
    });
    expect(res.body).toMatchObject({
      reference: tenancyReference(tenancy.id),
      balance: fees.securityDeposit,
      totals: { held: total, released: releasable, refunded: 0, paidOut: releasable },
      receipts: [
        { kind: 'payment', url: `/api/payments/${tenancy.paymentId}/receipt.pdf` },
        { kind: 'rent', url: `/api/tenancies/${tenancy.id}/rent-receipt.pdf` },
      ],
    });
    expect(res.body.lines[2].payout.id).toBe(payout.id);
    // The ledger is the source: its rows, counted directly, agree.
    const rows = await ctx.dataSource.getRepository(LedgerEntry).countBy({ payoutId: payout.id });
    expect(rows).toBe(2);
    for (const receipt of res.body.receipts as { url: string }[]) {
      const pdf = await ctx.http.get(receipt.url).set(tenant.auth);
      expect([receipt.url, pdf.status, pdf.headers['content-type']]).toEqual([
        receipt.url,
        200,
        'application/pdf',
      ]);
    }

    // The landlord and staff read the same lines; anyone else is told it does not exist.
    for (const who of [landlord, admin, support]) {
      const seen = await ledgerOf(who, tenancy.id);
      expect(seen.status).toBe(200);
      expect(seen.body.lines).toEqual(res.body.lines);
    }
    const other = await ledgerOf(stranger, tenancy.id);
    expect(other.status).toBe(404);
    const otherCsv = await ctx.http
      .get(`/api/tenancies/${tenancy.id}/ledger?format=csv`)
      .set(stranger.auth);
    expect(otherCsv.status).toBe(404);
    expect((await ctx.http.get(`/api/tenancies/${tenancy.id}/ledger`)).status).toBe(401);
  });

  it('gives the same lines as CSV with a header row, plain integer amounts and a named file', async () => {
    const { tenant, tenancy } = await paidOutTenancy();
    const res = await ctx.http
      .get(`/api/tenancies/${tenancy.id}/ledger?format=csv`)
      .set(tenant.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${tenancyReference(tenancy.id)}-money-${lagosToday()}.csv"`,
    );
    const rows = res.text.trim().split('\n');
    expect(rows[0]).toBe(
      'Date (WAT),Description,Kind,Direction,Amount (NGN),Held balance (NGN),Reference,Payout state',
    );
    expect(rows).toHaveLength(5);
    const cells = rows.slice(1).map((r) => r.split(','));
    expect(cells.map((c) => [c[0], c.at(-6), c.at(-5), c.at(-4), c.at(-3), c.at(-1)])).toEqual([
      [lagosToday(), 'charge', 'in', String(total), '0', ''],
      [lagosToday(), 'hold', 'in', String(total), String(total), ''],
      [lagosToday(), 'release', 'out', String(releasable), String(fees.securityDeposit), 'paid'],
      [lagosToday(), 'payout', 'out', String(releasable), String(fees.securityDeposit), 'paid'],
    ]);
  });

  it('refuses an unknown format with a field message', async () => {
    const { tenant, tenancy } = await newTenancy();
    const res = await ctx.http
      .get(`/api/tenancies/${tenancy.id}/ledger?format=xls`)
      .set(tenant.auth);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      expect.objectContaining({ field: 'format', message: expect.stringContaining('csv') }),
    ]);
  });

  it('shows a refunded tenancy: held, then refunded, nothing left held and no payment receipt', async () => {
    const { tenant, tenancy } = await newTenancy();
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/handover`).set(tenant.auth)).status,
    ).toBe(200);
    const reported = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/problem`)
      .set(tenant.auth)
      .send({ words: 'There is no running water.' });
    expect(reported.status).toBe(200);
    const dispute = await ctx.dataSource
      .getRepository(TenancyDispute)
      .findOneByOrFail({ tenancyId: tenancy.id });
    const decided = await ctx.http
      .post(`/api/admin/tenancy-disputes/${dispute.id}/refund-full`)
      .set(admin.auth)
      .send({ reason: 'The flat has no water and the landlord did not answer.' });
    expect(decided.status).toBe(200);
    await settle();
    const res = await ledgerOf(tenant, tenancy.id);
    expect(res.status).toBe(200);
    expect(
      res.body.lines.map((l: Record<string, unknown>) => [
        l.kind,
        l.amount,
        l.direction,
        l.balance,
      ]),
    ).toEqual([
      ['charge', total, 'in', 0],
      ['hold', total, 'in', total],
      ['refund', total, 'out', 0],
    ]);
    expect(res.body).toMatchObject({
      balance: 0,
      totals: { held: total, released: 0, refunded: total, paidOut: 0 },
      receipts: [],
    });
  });

  it('emails each landlord one statement a month, however often the sweep runs', async () => {
    const { tenancy } = await paidOutTenancy();
    const statements = ctx.app.get(LandlordStatementsService);
    const nextMonth = addMonths(`${lagosToday().slice(0, 7)}-01`, 1);
    const at = new Date(`${nextMonth}T08:00:00+01:00`);
    await Promise.all([statements.sweep(at), statements.sweep(at)]);
    await statements.sweep(new Date(at.getTime() + HOUR));
    await ctx.drainJobs();
    await new Promise((r) => setTimeout(r, 300));
    const mine = statementsTo(landlord.user.email);
    expect(mine).toHaveLength(1);
    const [mail] = mine;
    expect(mail.subject).toMatch(/^Your RentNaija statement for \w+ \d{4}$/);
    expect(mail.decoded).toContain(tenancyReference(tenancy.id));
    expect(mail.decoded).toContain(`/tenancies/${tenancy.id}?tab=money`);
    expect(mail.decoded).toContain(
      `${new Intl.NumberFormat('en-NG').format(releasable)} paid to your bank`,
    );
    // The next month is a new statement.
    await statements.sweep(new Date(`${addMonths(nextMonth, 1)}T08:00:00+01:00`));
    await ctx.drainJobs();
    await new Promise((r) => setTimeout(r, 300));
    expect(statementsTo(landlord.user.email)).toHaveLength(2);
  });
});
