import { REFUND_MESSAGES, REFUND_RETRY_MESSAGES } from '@rentnaija/shared';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { PaymentWebhookEvent } from '../src/modules/payments/entities/payment-webhook-event.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { RefundReconciliationService } from '../src/modules/payments/refund-reconciliation.service.js';
import type { TestContext } from './support/app.js';
import { deliveredEmails, recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { type FakePaystack, TEST_PAYSTACK_SECRET } from './support/paystack.js';
import {
  type MoneyWorld,
  paidApplication as payApplication,
  startMoneyWorld,
} from './support/payments.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('money is never stranded', () => {
  let world: MoneyWorld;
  let ctx: TestContext;
  let paystack: FakePaystack;
  let smtp: MoneyWorld['smtp'];
  let landlord: Signed;
  let tenant: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    // Paystack's webhooks (refund progress, chargebacks) reach the app as signed requests.
    world = await startMoneyWorld({ env: { PAYSTACK_TIMEOUT_MS: '1000' } });
    ({ ctx, paystack, smtp, admin, support } = world);
    [landlord, tenant] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Ngozi Okafor' }),
    ]);
  });
  afterAll(() => world.close());

  const refunds = () => ctx.dataSource.getRepository(Refund);
  const payments = () => ctx.dataSource.getRepository(Payment);

  /** Lets every refund step Paystack has under way arrive and be applied. */
  async function settle() {
    for (let i = 0; i < 4; i++) {
      await ctx.drainJobs();
      await paystack.settled();
    }
    await ctx.drainJobs();
  }

  /** A listing, an application by the tenant, paid through Paystack's checkout and webhook. */
  async function paidApplication() {
    const listing = await makeListing(ctx, landlord.user, { price: 300_000 });
    const paid = await payApplication(ctx, paystack, tenant.auth, listing.id);
    return { listing, ...paid };
  }

  const askRefund = (paymentId: string) =>
    ctx.http
      .post(`/api/payments/${paymentId}/refunds`)
      .set(tenant.auth)
      .send({ reason: 'misrepresentation', details: 'There is no borehole.' });
  const reject = (applicationId: string) =>
    ctx.http
      .post(`/api/applications/${applicationId}/review`)
      .set(landlord.auth)
      .send({ decision: 'rejected', note: 'We chose another applicant.' });
  const deny = (refundId: string) =>
    ctx.http
      .post(`/api/admin/refunds/${refundId}/deny`)
      .set(admin.auth)
      .send({ reason: 'The listing describes the water supply correctly.' });

  describe('an unsuccessful application that was paid', () => {
    it('is refunded in full exactly once when the tenant had asked for a refund, and the request cannot then be denied into a gap', async () => {
      const { app, reference, paymentId } = await paidApplication();
      const asked = await askRefund(paymentId);
      expect(asked.status).toBe(201);

      expect((await reject(app.id)).status).toBe(200);
      const denied = await deny(asked.body.id);
      expect([denied.status, denied.body.code]).toEqual([409, 'REFUND_DECIDED']);
      await settle();

      const rows = await refunds().find({ where: { paymentId }, order: { createdAt: 'ASC' } });
      expect(rows.map((r) => [r.status, r.automatic])).toEqual([
        ['superseded', false],
        ['processed', true],
      ]);
      expect(rows[0].decisionReason).toBe(REFUND_MESSAGES.superseded);
      expect(rows[1]).toMatchObject({
        reason: 'application_not_successful',
        gatewayStatus: 'processed',
      });
      expect(paystack.refundCalls(reference)).toHaveLength(1);
      expect(paystack.refundCalls(reference)[0].body).toEqual({
        transaction: reference,
        amount: rows[1].amount * 100,
      });
      expect((await payments().findOneByOrFail({ id: paymentId })).status).toBe('refunded');
      // Paystack's progress arrived as it sends it: pending, processing, processed.
      const events = await ctx.dataSource
        .getRepository(PaymentWebhookEvent)
        .find({ where: { reference }, order: { receivedAt: 'ASC' } });
      expect(events.map((e) => e.event)).toEqual(
        expect.arrayContaining(['refund.pending', 'refund.processing', 'refund.processed']),
      );
      expect(events.every((e) => e.status === 'processed')).toBe(true);

      const mine = await ctx.http.get(`/api/payments/${paymentId}`).set(tenant.auth);
      expect(mine.body).toMatchObject({
        status: 'refunded',
        refund: { status: 'processed', automatic: true },
      });
    });

    it('is refunded when a request of the tenant was denied before the rejection', async () => {
      const { app, reference, paymentId } = await paidApplication();
      const asked = await askRefund(paymentId);
      expect((await deny(asked.body.id)).status).toBe(200);
      expect((await reject(app.id)).status).toBe(200);
      await settle();

      const rows = await refunds().find({ where: { paymentId }, order: { createdAt: 'ASC' } });
      expect(rows.map((r) => [r.status, r.automatic])).toEqual([
        ['denied', false],
        ['processed', true],
      ]);
      expect(paystack.refundCalls(reference)).toHaveLength(1);
      expect((await payments().findOneByOrFail({ id: paymentId })).status).toBe('refunded');
    });
  });

  describe('the daily reconciliation', () => {
    it('finds a stranded payment, refunds it once however often it runs, tells staff and shows it in the console until then', async () => {
      const { app, reference, paymentId } = await paidApplication();
      // Planted: an application closed without the refund that should have followed.
      await ctx.dataSource
        .getRepository(PropertyApplication)
        .update({ id: app.id }, { status: 'rejected', reviewedAt: new Date() });

      const stranded = async () =>
        (
          await ctx.http
            .get('/api/admin/payments')
            .query({ filter: JSON.stringify({ stranded: 'true' }), range: '[0,199]' })
            .set(support.auth)
        ).body.map((p: { id: string }) => p.id);
      expect(await stranded()).toEqual([paymentId]);
      const before = (await ctx.http.get('/api/admin/overview').set(support.auth)).body.counts;
      expect(before.strandedPayments).toMatchObject({
        count: 1,
        resource: 'payments',
        filter: { stranded: 'true' },
      });

      const reconciliation = ctx.app.get(RefundReconciliationService);
      const [first, second] = await Promise.all([
        reconciliation.reconcile(),
        reconciliation.reconcile(),
      ]);
      const third = await reconciliation.reconcile();
      expect([...first.refunded, ...second.refunded, ...third.refunded]).toEqual([reference]);
      await settle();

      expect(paystack.refundCalls(reference)).toHaveLength(1);
      const rows = await refunds().findBy({ paymentId });
      expect(rows.map((r) => [r.status, r.automatic, r.reason])).toEqual([
        ['processed', true, 'application_not_successful'],
      ]);
      expect((await payments().findOneByOrFail({ id: paymentId })).status).toBe('refunded');
      expect(await stranded()).toEqual([]);
      const after = (await ctx.http.get('/api/admin/overview').set(support.auth)).body.counts;
      expect(after.strandedPayments.count).toBe(0);

      const [told] = await recordedEmails(ctx, {
        to: ctx.config.enquiryEmail,
        template: 'refunds-reconciled',
      });
      expect(told.subject).toBe('Refund check: 1 stranded payment refunded');
      expect(told.textBody).toContain(reference);
      const bad = await ctx.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ stranded: 'perhaps' }) })
        .set(support.auth);
      expect([bad.status, bad.body.details]).toEqual([
        400,
        [{ field: 'filter.stranded', message: 'Must be true or false' }],
      ]);
    });
  });

  describe('a refund Paystack cannot return to the card', () => {
    it('is shown to staff as needing attention, the tenant is told, and an admin sends it to a bank account', async () => {
      paystack.refundsNeedAttention(1);
      const { app, reference, paymentId } = await paidApplication();
      expect((await reject(app.id)).status).toBe(200);
      await settle();

      const refund = await refunds().findOneByOrFail({ paymentId });
      expect(refund).toMatchObject({ status: 'needs_attention', gatewayStatus: 'needs-attention' });
      const listed = await ctx.http
        .get('/api/admin/refunds')
        .query({ filter: JSON.stringify({ status: 'needs_attention' }), range: '[0,199]' })
        .set(support.auth);
      expect(listed.body.map((r: { id: string }) => r.id)).toEqual([refund.id]);
      expect(listed.body[0]).toMatchObject({
        status: 'needs_attention',
        attentionAt: expect.any(String),
      });
      const overview = (await ctx.http.get('/api/admin/overview').set(support.auth)).body.counts;
      expect(overview.refundsNeedingAttention).toMatchObject({
        count: 1,
        resource: 'refunds',
        filter: { status: 'needs_attention' },
      });
      const told = await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: tenant.user.id, type: 'refund.needs_attention' });
      expect(told).toHaveLength(1);
      const [mail] = (await deliveredEmails(ctx, smtp, tenant.user.email)).filter((m) =>
        m.subject?.startsWith('Your refund of'),
      );
      expect(mail.subject).toContain('needs a bank account');
      expect(mail.decoded).toContain('Our team will contact you');

      const retry = (who: Signed, body: Record<string, unknown>) =>
        ctx.http.post(`/api/admin/refunds/${refund.id}/retry`).set(who.auth).send(body);
      expect((await retry(support, { accountNumber: '0123456789', bankId: '9' })).status).toBe(403);
      const bad = await retry(admin, { accountNumber: '12345', bankId: 'GTB' });
      expect([bad.status, bad.body.details]).toEqual([
        400,
        [
          { field: 'accountNumber', message: REFUND_RETRY_MESSAGES.accountNumber },
          { field: 'bankId', message: REFUND_RETRY_MESSAGES.bankId },
        ],
      ]);
      const sent = await retry(admin, { accountNumber: '0123456789', bankId: '9' });
      expect([sent.status, sent.body.status]).toEqual([200, 'approved']);
      expect((await retry(admin, { accountNumber: '0123456789', bankId: '9' })).status).toBe(409);
      await settle();

      const retried = paystack.requests.filter((r) =>
        r.path.startsWith('/refund/retry_with_customer_details/'),
      );
      expect(retried).toHaveLength(1);
      expect(retried[0]).toMatchObject({
        path: `/refund/retry_with_customer_details/${refund.gatewayRefundId}`,
        body: {
          refund_account_details: { currency: 'NGN', account_number: '0123456789', bank_id: '9' },
        },
      });
      expect(paystack.refundCalls(reference)).toHaveLength(1);
      expect(await refunds().findOneByOrFail({ id: refund.id })).toMatchObject({
        status: 'processed',
      });
      expect((await payments().findOneByOrFail({ id: paymentId })).status).toBe('refunded');
      expect(
        await ctx.dataSource
          .getRepository(AuditLog)
          .countBy({ entityId: refund.id, action: 'refund.retry' }),
      ).toBe(1);
    });
  });

  describe('chargebacks', () => {
    it('records the dispute with its deadline, freezes the money and refuses refunds until it is resolved', async () => {
      const { app, reference, paymentId } = await paidApplication();
      const dueAt = new Date(Date.now() + 2 * 86400_000).toISOString();
      await paystack.dispute('create', reference, {
        id: 358950,
        status: 'awaiting-merchant-feedback',
        dueAt,
        updatedAt: '2026-11-20T10:00:00.000Z',
      });
      await ctx.drainJobs();

      const shown = async () =>
        (await ctx.http.get(`/api/admin/payments/${paymentId}`).set(support.auth)).body;
      expect(await shown()).toMatchObject({
        releaseFrozen: true,
        dispute: {
          id: '358950',
          status: 'awaiting-merchant-feedback',
          category: 'chargeback',
          dueAt,
          resolution: null,
        },
      });
      const open = await ctx.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ dispute: 'open' }), range: '[0,199]' })
        .set(support.auth);
      expect(open.body.map((p: { id: string }) => p.id)).toEqual([paymentId]);
      expect(
        (await ctx.http.get('/api/admin/overview').set(support.auth)).body.counts.openDisputes
          .count,
      ).toBe(1);
      const [alert] = await recordedEmails(ctx, {
        to: ctx.config.enquiryEmail,
        template: 'payment-disputed',
      });
      expect(alert.subject).toContain(`Chargeback on ${reference}: answer by`);

      const asked = await askRefund(paymentId);
      expect([asked.status, asked.body.message]).toEqual([409, REFUND_MESSAGES.disputed]);
      // Rejecting the application does not refund a disputed payment: the bank may already.
      expect((await reject(app.id)).status).toBe(200);
      await settle();
      expect(paystack.refundCalls(reference)).toHaveLength(0);
      expect(await refunds().countBy({ paymentId })).toBe(0);
      const reconciliation = ctx.app.get(RefundReconciliationService);
      expect((await reconciliation.reconcile()).refunded).toEqual([]);

      const later = new Date(Date.now() + 3 * 86400_000).toISOString();
      await paystack.dispute('remind', reference, {
        id: 358950,
        status: 'awaiting-merchant-feedback',
        dueAt: later,
        updatedAt: '2026-11-21T10:00:00.000Z',
      });
      await ctx.drainJobs();
      expect((await shown()).dispute.dueAt).toBe(later);

      await paystack.dispute('resolve', reference, {
        id: 358950,
        status: 'resolved',
        resolution: 'declined',
        dueAt: later,
        resolvedAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:00:00.000Z',
      });
      await ctx.drainJobs();
      expect(await shown()).toMatchObject({
        releaseFrozen: false,
        dispute: {
          status: 'resolved',
          resolution: 'declined',
          resolvedAt: '2026-11-22T10:00:00.000Z',
        },
      });
      // Resolved in our favour: the money is ours again, and the rejected applicant's is due.
      expect((await reconciliation.reconcile()).refunded).toEqual([reference]);
      await settle();
      expect(paystack.refundCalls(reference)).toHaveLength(1);
      expect((await payments().findOneByOrFail({ id: paymentId })).status).toBe('refunded');
    });

    it('keeps the money frozen and refuses refunds when the payer won the chargeback', async () => {
      const { reference, paymentId } = await paidApplication();
      await paystack.dispute('resolve', reference, {
        id: 411,
        status: 'resolved',
        resolution: 'merchant-accepted',
        resolvedAt: new Date().toISOString(),
      });
      await ctx.drainJobs();
      const payment = await payments().findOneByOrFail({ id: paymentId });
      expect(payment).toMatchObject({
        releaseFrozen: true,
        disputeResolution: 'merchant-accepted',
      });
      const asked = await askRefund(paymentId);
      expect([asked.status, asked.body.message]).toEqual([409, REFUND_MESSAGES.chargedBack]);
    });
  });

  it('answers a verify of an unknown reference with 404, as Paystack does', async () => {
    const res = await fetch(`${paystack.url}/transaction/verify/RN-UNKNOWN`, {
      headers: { Authorization: `Bearer ${TEST_PAYSTACK_SECRET}` },
    });
    expect(res.status).toBe(404);
  });
});
