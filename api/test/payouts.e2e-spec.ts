import { PAYOUT_ACCOUNT_MESSAGES, PAYOUT_WAITING_REASONS } from '@rentnaija/shared';
import { randomBytes } from 'node:crypto';
import { In } from 'typeorm';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { LedgerEntry } from '../src/modules/ledger/entities/ledger-entry.entity.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { PaymentWebhookEvent } from '../src/modules/payments/entities/payment-webhook-event.entity.js';
import { PayoutAccount } from '../src/modules/payouts/entities/payout-account.entity.js';
import { Payout } from '../src/modules/payouts/entities/payout.entity.js';
import { type ReleaseInput, PayoutsService } from '../src/modules/payouts/payouts.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { paidApplication, postWebhook, settleGateway } from './support/payments.js';
import { type FakePaystack, paystackEnv, startFakePaystack } from './support/paystack.js';
import { makeKyc } from './support/verified.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('payouts to landlords', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let tenant: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({ env: { ...paystackEnv(paystack), PAYSTACK_TIMEOUT_MS: '1000' } });
    paystack.deliverWebhooksTo((raw, signature) => postWebhook(ctx, raw, signature));
    [tenant, admin, support] = await Promise.all([
      makeSignedInUser(ctx, { role: 'tenant', name: 'Ngozi Okafor' }),
      makeSignedInUser(ctx, { role: 'admin' }),
      makeSignedInUser(ctx, { role: 'support' }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  const payouts = () => ctx.dataSource.getRepository(Payout);
  const entries = () => ctx.dataSource.getRepository(LedgerEntry);
  const transferCalls = (reference?: string) =>
    paystack.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/transfer' &&
        (reference === undefined || r.body?.reference === reference),
    );

  /** Lets the transfers and webhooks under way arrive and be applied. */
  const settle = (timeoutMs?: number) => settleGateway(ctx, paystack, timeoutMs);

  /** A landlord; with approved KYC (Adebayo Ogunleye) unless told otherwise. */
  async function landlord(kyc: 'approved' | 'pending' | null = 'approved') {
    const signed = await makeSignedInUser(ctx, { role: 'landlord', name: 'Adebayo Ogunleye' });
    if (kyc) await makeKyc(ctx, signed.user, kyc);
    return signed;
  }

  /** A bank account the fake's bank knows, held by `name`. */
  function bankAccount(name: string, bankCode = '058') {
    const accountNumber = String(1_000_000_000 + (randomBytes(4).readUInt32BE() % 8_999_999_999));
    paystack.addAccount(bankCode, accountNumber, name);
    return { bankCode, accountNumber };
  }

  const putAccount = (who: Signed, body: Record<string, unknown>) =>
    ctx.http.put('/api/landlord/payout-account').set(who.auth).send(body);

  /** A payout account held in the landlord's own name, verified. */
  async function verifiedAccount(who: Signed) {
    const res = await putAccount(who, bankAccount('OGUNLEYE ADEBAYO'));
    expect([res.status, res.body.account?.status]).toEqual([200, 'verified']);
  }

  /** A listing of `owner`'s, applied for by the tenant and paid through Paystack. */
  async function paidPayment(owner: User, price = 300_000): Promise<Payment> {
    const listing = await makeListing(ctx, owner, { price, securityDeposit: price });
    return (await paidApplication(ctx, paystack, tenant.auth, listing.id)).payment;
  }

  /** What the custody rules will do: release held money, in a transaction of their own. */
  function release(payment: Payment, amount: number, key = randomBytes(6).toString('hex')) {
    const input: ReleaseInput = {
      landlordId: payment.landlordId,
      parts: [{ paymentId: payment.id, amount }],
      key,
      description: `Rent for ${payment.reference}`,
    };
    return ctx.dataSource.transaction((m) => ctx.app.get(PayoutsService).release(m, input));
  }

  describe('the ledger', () => {
    it('records a completed payment as a charge and a hold, once however often it is told', async () => {
      const owner = await landlord();
      const payment = await paidPayment(owner.user);
      const { raw, signature } = paystack.chargeSuccess(payment.reference);
      await postWebhook(ctx, raw, signature);
      await ctx.drainJobs();
      const rows = await entries().find({
        where: { paymentId: payment.id },
        order: { kind: 'ASC' },
      });
      expect(rows.map((e) => [e.kind, e.amount, e.landlordId, e.tenantId])).toEqual([
        ['charge', payment.amount, owner.user.id, tenant.user.id],
        ['hold', payment.amount, owner.user.id, tenant.user.id],
      ]);
      const ledger = ctx.app.get(LedgerService);
      expect(
        await ledger.balanceFor(ctx.dataSource.manager, { paymentId: payment.id }),
      ).toMatchObject({
        held: payment.amount,
        scheduled: 0,
        paidOut: 0,
      });
    });

    it('records a processed refund, and refuses to change or delete a row', async () => {
      const owner = await landlord();
      const payment = await paidPayment(owner.user);
      const app = await ctx.dataSource.getRepository(Payment).findOneByOrFail({ id: payment.id });
      const rejected = await ctx.http
        .post(`/api/applications/${app.applicationId}/review`)
        .set(owner.auth)
        .send({ decision: 'rejected', note: 'We chose another applicant.' });
      expect(rejected.status).toBe(200);
      await settle();
      const refund = await entries().findOneByOrFail({ paymentId: payment.id, kind: 'refund' });
      expect(refund).toMatchObject({ amount: payment.amount, tenantId: tenant.user.id });
      const ledger = ctx.app.get(LedgerService);
      expect(
        (await ledger.balanceFor(ctx.dataSource.manager, { paymentId: payment.id })).held,
      ).toBe(0);
      await expect(entries().update({ id: refund.id }, { amount: 1 })).rejects.toThrow(
        /append-only/,
      );
      await expect(entries().delete({ id: refund.id })).rejects.toThrow(/append-only/);
    });
  });

  describe('the payout account', () => {
    it('lists the gateway’s banks to landlords', async () => {
      const owner = await landlord();
      const res = await ctx.http.get('/api/banks').set(owner.auth);
      expect(res.status).toBe(200);
      expect(res.body).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
      expect((await ctx.http.get('/api/banks').set(tenant.auth)).status).toBe(403);
    });

    it('refuses a number that is not 10 digits, a bank the gateway does not list, and an account the bank does not know', async () => {
      const owner = await landlord();
      const short = await putAccount(owner, { bankCode: '058', accountNumber: '012345678' });
      expect([short.status, short.body.details]).toEqual([
        400,
        [{ field: 'accountNumber', message: PAYOUT_ACCOUNT_MESSAGES.accountNumber }],
      ]);
      const bank = await putAccount(owner, { bankCode: '999', accountNumber: '0123456789' });
      expect([bank.status, bank.body.details]).toEqual([
        400,
        [{ field: 'bankCode', message: PAYOUT_ACCOUNT_MESSAGES.bankRequired }],
      ]);
      const unknown = await putAccount(owner, { bankCode: '057', accountNumber: '0000000001' });
      expect([unknown.status, unknown.body.code, unknown.body.details]).toEqual([
        400,
        'ACCOUNT_NOT_RESOLVED',
        [{ field: 'accountNumber', message: PAYOUT_ACCOUNT_MESSAGES.notResolved }],
      ]);
      expect(
        await ctx.dataSource.getRepository(PayoutAccount).countBy({ landlordId: owner.user.id }),
      ).toBe(0);
    });

    it('needs approved KYC: there is no verified name to compare with before', async () => {
      const owner = await landlord('pending');
      const res = await putAccount(owner, bankAccount('OGUNLEYE ADEBAYO'));
      expect([res.status, res.body.code]).toEqual([409, 'KYC_REQUIRED']);
      const state = await ctx.http.get('/api/landlord/payout-account').set(owner.auth);
      expect(state.body).toEqual({ account: null, identityVerified: false });
    });

    it('verifies an account in the landlord’s verified name, whatever the order and middle names, and makes its recipient once', async () => {
      const owner = await landlord();
      const account = bankAccount('OGUNLEYE ADEBAYO CHUKWUEMEKA');
      const res = await putAccount(owner, account);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        identityVerified: true,
        account: expect.objectContaining({
          bankCode: '058',
          bankName: 'Guaranty Trust Bank',
          accountNumberLast4: account.accountNumber.slice(-4),
          accountName: 'OGUNLEYE ADEBAYO CHUKWUEMEKA',
          status: 'verified',
        }),
      });
      expect(JSON.stringify(res.body)).not.toContain(account.accountNumber);
      await settle();
      const saved = await ctx.dataSource
        .getRepository(PayoutAccount)
        .findOneByOrFail({ landlordId: owner.user.id });
      expect(saved.recipientCode).toMatch(/^RCP_/);
      expect(
        paystack.requests.filter(
          (r) =>
            r.path === '/transferrecipient' && r.body?.account_number === account.accountNumber,
        ),
      ).toHaveLength(1);
    });

    it('sends an account in another name to staff, who approve it (audited) and the landlord is told', async () => {
      const owner = await landlord();
      const res = await putAccount(owner, bankAccount('TUNDE BAKARE'));
      expect([res.status, res.body.account.status]).toEqual([200, 'in_review']);
      const list = await ctx.http
        .get('/api/admin/payout-accounts')
        .query({ filter: JSON.stringify({ status: 'in_review', landlordId: owner.user.id }) })
        .set(support.auth);
      expect(list.body).toEqual([
        expect.objectContaining({ accountName: 'TUNDE BAKARE', kycName: 'Adebayo Ogunleye' }),
      ]);
      const id = list.body[0].id as string;
      expect(
        (await ctx.http.post(`/api/admin/payout-accounts/${id}/approve`).set(support.auth)).status,
      ).toBe(403);
      const approved = await ctx.http
        .post(`/api/admin/payout-accounts/${id}/approve`)
        .set(admin.auth);
      expect([approved.status, approved.body.status]).toEqual([200, 'verified']);
      const again = await ctx.http.post(`/api/admin/payout-accounts/${id}/approve`).set(admin.auth);
      expect([again.status, again.body.code]).toEqual([409, 'PAYOUT_ACCOUNT_DECIDED']);
      expect(
        await ctx.dataSource
          .getRepository(AuditLog)
          .countBy({ action: 'payout_account.approve', entityId: id }),
      ).toBe(1);
      expect(
        await ctx.dataSource
          .getRepository(Notification)
          .countBy({ userId: owner.user.id, type: 'payout_account.reviewed' }),
      ).toBe(1);
    });
  });

  describe('sending payouts', () => {
    it('sends nothing without approved KYC: the payout waits and says why', async () => {
      const owner = await landlord(null);
      const payment = await paidPayment(owner.user);
      const payout = await release(payment, 100_000);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'pending',
        waitingFor: 'kyc',
        attempts: 0,
      });
      expect(transferCalls(payout.reference)).toHaveLength(0);
      const mine = await ctx.http.get('/api/landlord/payouts').set(owner.auth);
      expect(mine.body.payouts[0]).toMatchObject({
        state: 'pending',
        waitingReason: PAYOUT_WAITING_REASONS.kyc,
      });
    });

    it('waits for the bank account, tells the landlord, and goes out once it is verified', async () => {
      const owner = await landlord();
      const payment = await paidPayment(owner.user);
      const payout = await release(payment, 100_000);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'pending',
        waitingFor: 'account',
      });
      expect(
        await ctx.dataSource
          .getRepository(Notification)
          .countBy({ userId: owner.user.id, type: 'payout.account_needed' }),
      ).toBe(1);
      await verifiedAccount(owner);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'paid',
        waitingFor: null,
      });
      expect(transferCalls(payout.reference)).toHaveLength(1);
    });

    it('keeps a payout waiting while the account is in review, and says so when staff reject it', async () => {
      const owner = await landlord();
      const inReview = await putAccount(owner, bankAccount('EMEKA OBI'));
      expect(inReview.body.account.status).toBe('in_review');
      const payment = await paidPayment(owner.user);
      const payout = await release(payment, 80_000);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'pending',
        waitingFor: 'account_in_review',
      });
      const account = await ctx.dataSource
        .getRepository(PayoutAccount)
        .findOneByOrFail({ landlordId: owner.user.id });
      const reject = (reason: string) =>
        ctx.http
          .post(`/api/admin/payout-accounts/${account.id}/reject`)
          .set(admin.auth)
          .send({ reason });
      expect((await reject('No.')).status).toBe(400);
      const reason = 'The account belongs to someone else; add one in your own name.';
      expect((await reject(reason)).body).toMatchObject({ status: 'rejected', reviewNote: reason });
      const mine = await ctx.http.get('/api/landlord/payout-account').set(owner.auth);
      expect(mine.body.account).toMatchObject({ status: 'rejected', reviewNote: reason });
      const money = await ctx.http.get('/api/landlord/payouts').set(owner.auth);
      expect(money.body.payouts[0]).toMatchObject({
        id: payout.id,
        state: 'pending',
        waitingReason: PAYOUT_WAITING_REASONS.account_rejected,
      });
      expect(transferCalls(payout.reference)).toHaveLength(0);
    });

    it('makes one payout of a release however often it is asked, sends its transfer once, and shows it held → scheduled → paid', async () => {
      const owner = await landlord();
      await verifiedAccount(owner);
      const payment = await paidPayment(owner.user, 400_000);
      const before = await ctx.http.get('/api/landlord/payouts').set(owner.auth);
      expect(before.body.summary).toEqual({ held: payment.amount, scheduled: 0, paid: 0 });
      expect(before.body.held).toEqual([
        expect.objectContaining({ paymentId: payment.id, amount: payment.amount }),
      ]);

      const made = await Promise.all([
        release(payment, 250_000, 'move-in:one'),
        release(payment, 250_000, 'move-in:one'),
        release(payment, 250_000, 'move-in:one'),
      ]);
      expect(new Set(made.map((p) => p.id)).size).toBe(1);
      const [payout] = made;
      const scheduled = await ctx.http.get('/api/landlord/payouts').set(owner.auth);
      expect(scheduled.body.summary).toEqual({
        held: payment.amount - 250_000,
        scheduled: 250_000,
        paid: 0,
      });

      await settle();
      expect(transferCalls(payout.reference)).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ amount: 250_000_00, source: 'balance' }),
        }),
      ]);
      const paid = await payouts().findOneByOrFail({ id: payout.id });
      expect(paid).toMatchObject({ state: 'paid', attempts: 1, gatewayStatus: 'success' });
      expect((await entries().findBy({ payoutId: payout.id })).map((e) => e.kind).sort()).toEqual([
        'payout',
        'release',
      ]);
      const after = await ctx.http.get('/api/landlord/payouts').set(owner.auth);
      expect(after.body.summary).toEqual({
        held: payment.amount - 250_000,
        scheduled: 0,
        paid: 250_000,
      });
      expect(after.body.payouts).toEqual([
        expect.objectContaining({
          id: payout.id,
          state: 'paid',
          amount: 250_000,
          paidAt: expect.any(String),
          releases: [
            expect.objectContaining({ paymentReference: payment.reference, amount: 250_000 }),
          ],
        }),
      ]);
      expect(
        await ctx.dataSource
          .getRepository(Notification)
          .countBy({ userId: owner.user.id, type: 'payout.paid' }),
      ).toBe(1);
      // Other landlords see none of it.
      const other = await landlord();
      const theirs = await ctx.http.get('/api/landlord/payouts').set(other.auth);
      expect(theirs.body).toEqual({
        summary: { held: 0, scheduled: 0, paid: 0 },
        held: [],
        payouts: [],
      });
    });

    it('refuses to release more than is held, or money frozen by a chargeback', async () => {
      const owner = await landlord();
      const payment = await paidPayment(owner.user);
      await expect(release(payment, payment.amount + 1)).rejects.toMatchObject({
        code: 'NOT_ENOUGH_HELD',
      });
      await ctx.dataSource
        .getRepository(Payment)
        .update({ id: payment.id }, { releaseFrozen: true });
      await expect(release(payment, 1_000)).rejects.toMatchObject({ code: 'PAYMENT_DISPUTED' });
      expect(await payouts().countBy({ landlordId: owner.user.id })).toBe(0);
    });

    it('asks again with the same reference after a gateway failure, and sends once', async () => {
      const owner = await landlord();
      await verifiedAccount(owner);
      await settle();
      const payment = await paidPayment(owner.user);
      paystack.fail('/transfer', '5xx', 1);
      const payout = await release(payment, 50_000);
      await settle(30_000);
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'paid',
        attempts: 2,
      });
      expect(transferCalls(payout.reference)).toHaveLength(2);
      expect(
        [...paystack.transfers.values()].filter((t) => t.reference === payout.reference),
      ).toHaveLength(1);
    });

    it('fails a payout for good when the gateway refuses its transfer, and a retry keeps the unused reference', async () => {
      const owner = await landlord();
      await verifiedAccount(owner);
      await settle();
      const accounts = ctx.dataSource.getRepository(PayoutAccount);
      // The gateway no longer knows the recipient it gave (deleted on its dashboard).
      await accounts.update({ landlordId: owner.user.id }, { recipientCode: 'RCP_deleted' });
      const payment = await paidPayment(owner.user);
      const payout = await release(payment, 40_000);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'failed',
        gatewayStatus: null,
        lastError: expect.stringContaining('Recipient not found'),
      });
      expect(transferCalls(payout.reference)).toHaveLength(1);

      await accounts.update({ landlordId: owner.user.id }, { recipientCode: null });
      const retried = await ctx.http.post(`/api/admin/payouts/${payout.id}/retry`).set(admin.auth);
      expect(retried.body.transferReference).toBe(payout.reference);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({ state: 'paid' });
      expect(transferCalls(payout.reference)).toHaveLength(2);
    });

    it('sends a payout the gateway failed again from the console, under a new reference, and it is paid', async () => {
      const owner = await landlord();
      await verifiedAccount(owner);
      await settle();
      const payment = await paidPayment(owner.user);
      paystack.transfersFail(1);
      const payout = await release(payment, 60_000);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'failed',
        gatewayStatus: 'failed',
        failedAt: expect.any(Date),
      });

      const list = await ctx.http
        .get('/api/admin/payouts')
        .query({ filter: JSON.stringify({ landlordId: owner.user.id, needsRetry: 'true' }) })
        .set(support.auth);
      expect(list.status).toBe(200);
      expect(list.body[0]).toMatchObject({
        id: payout.id,
        state: 'failed',
        lastError: expect.any(String),
      });
      const overview = await ctx.http.get('/api/admin/overview').set(support.auth);
      expect(overview.body.counts.failedPayouts).toMatchObject({
        resource: 'payouts',
        filter: { needsRetry: 'true' },
      });
      expect(overview.body.counts.failedPayouts.count).toBeGreaterThanOrEqual(1);

      expect(
        (await ctx.http.post(`/api/admin/payouts/${payout.id}/retry`).set(support.auth)).status,
      ).toBe(403);
      const retried = await ctx.http.post(`/api/admin/payouts/${payout.id}/retry`).set(admin.auth);
      expect([retried.status, retried.body.state]).toEqual([200, 'pending']);
      expect(retried.body.transferReference).toBe(`${payout.reference}-2`);
      await settle();
      expect(await payouts().findOneByOrFail({ id: payout.id })).toMatchObject({
        state: 'paid',
        attempts: 2,
      });
      expect(
        transferCalls()
          .filter((r) => String(r.body?.reference).startsWith(payout.reference))
          .map((r) => r.body?.reference),
      ).toEqual([payout.reference, `${payout.reference}-2`]);
      const again = await ctx.http.post(`/api/admin/payouts/${payout.id}/retry`).set(admin.auth);
      expect([again.status, again.body.code]).toEqual([409, 'PAYOUT_NOT_FAILED']);
      expect(
        await ctx.dataSource
          .getRepository(AuditLog)
          .countBy({ action: 'payout.retry', entityId: payout.id }),
      ).toBe(1);
      expect(await entries().countBy({ payoutId: payout.id, kind: 'payout' })).toBe(1);
    });

    it('settles each payout once under 1,000 duplicated and reordered transfer webhooks', async () => {
      const owner = await landlord();
      await verifiedAccount(owner);
      await settle();
      const payment = await paidPayment(owner.user, 500_000);
      paystack.keepTransferEnds();
      const made: Payout[] = [];
      for (let i = 0; i < 50; i++) made.push(await release(payment, 1_000, `storm:${i}`));
      await settle();
      expect(await payouts().countBy({ id: In(made.map((p) => p.id)), state: 'processing' })).toBe(
        50,
      );

      // Each payout's success ten times as sent, and ten times re-sent under new event ids.
      const webhooks = made.flatMap((p, i) => {
        const same = paystack.transferEvent(p.reference, 'success');
        return [
          ...Array.from({ length: 10 }, () => same),
          ...Array.from({ length: 10 }, (_, k) =>
            paystack.transferEvent(p.reference, 'success', { id: 9_000_000 + i * 100 + k }),
          ),
        ];
      });
      for (let i = webhooks.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [webhooks[i], webhooks[j]] = [webhooks[j], webhooks[i]];
      }
      expect(webhooks).toHaveLength(1000);
      for (let i = 0; i < webhooks.length; i += 50) {
        const batch = await Promise.all(
          webhooks.slice(i, i + 50).map(({ raw, signature }) => postWebhook(ctx, raw, signature)),
        );
        expect(batch.every((res) => res.status === 200)).toBe(true);
      }
      await settle(180_000);

      const settled = await payouts().findBy({ id: In(made.map((p) => p.id)) });
      expect(settled.map((p) => p.state)).toEqual(Array(50).fill('paid'));
      expect(settled.every((p) => p.attempts === 1)).toBe(true);
      expect(await entries().countBy({ payoutId: In(made.map((p) => p.id)), kind: 'payout' })).toBe(
        50,
      );
      expect(
        await ctx.dataSource
          .getRepository(Notification)
          .countBy({ userId: owner.user.id, type: 'payout.paid' }),
      ).toBe(50);
      const events = await ctx.dataSource.getRepository(PaymentWebhookEvent).findBy({
        reference: In(made.map((p) => p.reference)),
      });
      expect(events).toHaveLength(50 * 11);
      expect(events.every((e) => e.status === 'processed')).toBe(true);
      for (const p of made) expect(transferCalls(p.reference)).toHaveLength(1);
    }, 300_000);
  });
});
