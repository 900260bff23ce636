import { formatNaira, moveInCost } from '@rentnaija/shared';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { PaymentWebhookEvent } from '../src/modules/payments/entities/payment-webhook-event.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { PaymentChecksService } from '../src/modules/payments/payment-checks.service.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import type { TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { deliveredEmails, recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import {
  TEST_PAYSTACK_PUBLIC,
  TEST_PAYSTACK_SECRET,
  type FakePaystack,
} from './support/paystack.js';
import {
  binary,
  type MoneyWorld,
  pdfText,
  postWebhook,
  startMoneyWorld,
} from './support/payments.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('payments through Paystack', () => {
  let world: MoneyWorld;
  let ctx: TestContext;
  let paystack: FakePaystack;
  let smtp: MoneyWorld['smtp'];
  let landlord: Signed;
  let tenant: Signed;
  let otherTenant: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    world = await startMoneyWorld({ env: { PAYSTACK_TIMEOUT_MS: '400' }, webhooks: false });
    ({ ctx, paystack, smtp, admin, support } = world);
    [landlord, tenant, otherTenant] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Chioma Eze' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
    ]);
  });
  afterAll(() => world.close());

  const payments = () => ctx.dataSource.getRepository(Payment);
  const fees = {
    price: 400_000,
    securityDeposit: 400_000,
    serviceCharge: 25_000,
    agencyFee: 200_000,
    legalFee: 50_000,
    rentAdvanceMonths: 1,
  };

  /** A listing, an application by `who`, and its payment started. */
  async function startPayment(who: Signed = tenant, overrides: Partial<Property> = {}) {
    const listing = await makeListing(ctx, landlord.user, { ...fees, ...overrides });
    const app = await submitApplication(ctx, who.auth, listing.id);
    const init = await ctx.http
      .post('/api/payments/initialize')
      .set(who.auth)
      .send({ applicationId: app.id });
    if (init.status !== 201)
      throw new Error(`initialize: ${init.status} ${JSON.stringify(init.body)}`);
    return {
      listing,
      app,
      init: init.body as { reference: string; paymentId: string; amount: number },
    };
  }

  /** The payer pays on Paystack and Paystack's webhook arrives; jobs drained. */
  async function pay(reference: string) {
    paystack.settle(reference, 'success');
    const { raw, signature } = paystack.chargeSuccess(reference);
    expect((await postWebhook(ctx, raw, signature)).status).toBe(200);
    await ctx.drainJobs();
  }

  describe('starting a payment', () => {
    it('charges the move-in total computed on the server, in kobo and NGN, with our reference and metadata', async () => {
      const { listing, app, init } = await startPayment();
      const total = moveInCost(listing).total;
      expect(total).toBe(1_075_000);
      expect(init).toMatchObject({
        amount: total,
        publicKey: TEST_PAYSTACK_PUBLIC,
        email: tenant.user.email,
        authorizationUrl: expect.stringMatching(/^https:\/\/checkout\.paystack\.test\//),
      });
      const sent = paystack.requests.filter(
        (r) => r.path === '/transaction/initialize' && r.body?.reference === init.reference,
      );
      expect(sent).toHaveLength(1);
      expect(sent[0].authorization).toBe(`Bearer ${TEST_PAYSTACK_SECRET}`);
      expect(sent[0].body).toEqual({
        email: tenant.user.email,
        amount: total * 100,
        currency: 'NGN',
        reference: init.reference,
        callback_url: 'http://localhost:3000/payment/callback',
        metadata: { applicationId: app.id, propertyId: listing.id, paymentId: init.paymentId },
      });
      const row = await payments().findOneByOrFail({ reference: init.reference });
      expect(row).toMatchObject({ status: 'pending', amount: total, currency: 'NGN' });
      expect(row.breakdown.map((i) => i.key)).toEqual([
        'rent',
        'serviceCharge',
        'securityDeposit',
        'agencyFee',
        'legalFee',
      ]);

      // The same checkout is offered again rather than a second charge.
      const again = await ctx.http
        .post('/api/payments/initialize')
        .set(tenant.auth)
        .send({ applicationId: app.id });
      expect(again.body.reference).toBe(init.reference);
      expect(paystack.requests.filter((r) => r.body?.reference === init.reference)).toHaveLength(1);
    });

    it('never takes an amount from the client, nor pays for someone else’s application', async () => {
      const listing = await makeListing(ctx, landlord.user, fees);
      const app = await submitApplication(ctx, tenant.auth, listing.id);
      const withAmount = await ctx.http
        .post('/api/payments/initialize')
        .set(tenant.auth)
        .send({ applicationId: app.id, amount: 100 });
      expect(withAmount.status).toBe(400);
      const theirs = await ctx.http
        .post('/api/payments/initialize')
        .set(otherTenant.auth)
        .send({ applicationId: app.id });
      expect(theirs.status).toBe(404);
      expect(
        (
          await ctx.http
            .post('/api/payments/initialize')
            .set(landlord.auth)
            .send({ applicationId: app.id })
        ).status,
      ).toBe(403);
    });

    it('answers 503 with a clear message when Paystack fails, and leaves nothing pending', async () => {
      const listing = await makeListing(ctx, landlord.user, fees);
      const app = await submitApplication(ctx, tenant.auth, listing.id);
      paystack.fail('/transaction/initialize', '5xx', 1);
      const res = await ctx.http
        .post('/api/payments/initialize')
        .set(tenant.auth)
        .send({ applicationId: app.id });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('30');
      expect(await payments().countBy({ applicationId: app.id, status: 'pending' })).toBe(0);
    });
  });

  describe('the webhook', () => {
    it('refuses a missing or wrong signature, or re-serialised bytes, and changes nothing', async () => {
      const { init } = await startPayment();
      paystack.settle(init.reference, 'success');
      const { raw, signature } = paystack.chargeSuccess(init.reference);
      const events = await ctx.dataSource.getRepository(PaymentWebhookEvent).count();

      expect((await postWebhook(ctx, raw)).status).toBe(401);
      const wrongKey = paystack.chargeSuccess(init.reference, 'sk_test_someone_else');
      expect((await postWebhook(ctx, raw, wrongKey.signature)).status).toBe(401);
      const reserialised = JSON.stringify(JSON.parse(raw), null, 2);
      const res = await postWebhook(ctx, reserialised, signature);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_SIGNATURE');

      await ctx.drainJobs();
      expect(await ctx.dataSource.getRepository(PaymentWebhookEvent).count()).toBe(events);
      expect((await payments().findOneByOrFail({ reference: init.reference })).status).toBe(
        'pending',
      );
    });

    it('completes a payment once however often the same event arrives: one receipt, the application marked paid', async () => {
      const { app, init } = await startPayment();
      paystack.settle(init.reference, 'success');
      const { raw, signature } = paystack.chargeSuccess(init.reference);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => postWebhook(ctx, raw, signature)),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      await ctx.drainJobs();

      const row = await payments().findOneByOrFail({ reference: init.reference });
      expect(row).toMatchObject({ status: 'completed', paymentMethod: 'card' });
      expect(row.paymentDate).toBeInstanceOf(Date);
      expect(JSON.stringify(row.gatewayResponse)).not.toContain('AUTH_');
      const application = await ctx.dataSource
        .getRepository(PropertyApplication)
        .findOneByOrFail({ id: app.id });
      expect(application).toMatchObject({
        applicationFeePaid: true,
        depositPaid: true,
        paymentReference: init.reference,
        status: 'pending', // paying does not approve
      });
      const receipts = (await recordedEmails(ctx, { template: 'payment-receipt' })).filter((e) =>
        e.subject?.includes(init.reference),
      );
      expect(receipts).toHaveLength(1);
      expect(receipts[0].attachments).toEqual([
        expect.objectContaining({
          filename: `RentNaija-receipt-${init.reference}.pdf`,
          contentType: 'application/pdf',
        }),
      ]);
      const landlordNote = await ctx.dataSource
        .getRepository(Notification)
        .findOneByOrFail({ userId: landlord.user.id, type: 'payment.received' });
      expect(landlordNote.message).toContain('Chioma Eze paid');
      expect(
        await ctx.dataSource
          .getRepository(PaymentWebhookEvent)
          .countBy({ reference: init.reference }),
      ).toBe(1);
    });

    it('takes events in any order: the verify call first, the webhook after, still one receipt', async () => {
      const { init } = await startPayment();
      paystack.settle(init.reference, 'success');
      const verified = await ctx.http
        .get(`/api/payments/verify/${init.reference}`)
        .set(tenant.auth);
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ status: 'completed', gatewayStatus: 'success' });
      const { raw, signature } = paystack.chargeSuccess(init.reference);
      expect((await postWebhook(ctx, raw, signature)).status).toBe(200);
      await ctx.drainJobs();
      const receipts = (await recordedEmails(ctx, { template: 'payment-receipt' })).filter((e) =>
        e.subject?.includes(init.reference),
      );
      expect(receipts).toHaveLength(1);
      const event = await ctx.dataSource
        .getRepository(PaymentWebhookEvent)
        .findOneByOrFail({ reference: init.reference });
      expect(event).toMatchObject({ status: 'processed', outcome: 'already completed' });
      // An event for a payment we never started is kept and ignored.
      const stray = paystack.signed('charge.success', {
        id: 1,
        reference: 'NOT-OURS-123',
        amount: 100,
        currency: 'NGN',
        status: 'success',
      });
      expect((await postWebhook(ctx, stray.raw, stray.signature)).status).toBe(200);
      await ctx.drainJobs();
      expect(
        await ctx.dataSource
          .getRepository(PaymentWebhookEvent)
          .findOneByOrFail({ reference: 'NOT-OURS-123' }),
      ).toMatchObject({ status: 'ignored' });
    });

    it.each([
      ['an amount', { amount: 100 }],
      ['a currency', { currency: 'USD' }],
    ])('flags %s that does not match for staff and does not complete', async (_what, tamper) => {
      const { init } = await startPayment();
      paystack.settle(init.reference, 'success', tamper);
      const { raw, signature } = paystack.chargeSuccess(init.reference);
      await postWebhook(ctx, raw, signature);
      await ctx.drainJobs();
      const row = await payments().findOneByOrFail({ reference: init.reference });
      expect(row.status).toBe('pending');
      expect(row.flaggedReason).toContain('Not completed');
      expect(row.flaggedAt).toBeInstanceOf(Date);
      const list = await ctx.http.get('/api/admin/payments').set(support.auth);
      expect(list.status).toBe(200);
      expect(list.body[0].flaggedAt).not.toBeNull();
    });
  });

  describe('checks of pending payments', () => {
    const checks = () => ctx.app.get(PaymentChecksService);
    const age = (reference: string, ms: number) =>
      payments().update({ reference }, { createdAt: new Date(Date.now() - ms) });

    it('verifies a payment left pending for ten minutes, through 5xx answers and timeouts', async () => {
      const { init } = await startPayment();
      paystack.settle(init.reference, 'success');
      await age(init.reference, 11 * 60_000);
      paystack.fail('/transaction/verify', '5xx', 3);
      paystack.fail('/transaction/verify', 'timeout', 1);
      expect(await checks().sweep()).toBeGreaterThanOrEqual(1);
      await ctx.drainJobs(20_000);
      expect((await payments().findOneByOrFail({ reference: init.reference })).status).toBe(
        'completed',
      );
      // Each sweep claims a payment once per ten minutes.
      expect(await checks().sweep()).toBe(0);
    }, 30_000);

    it('cancels a payment abandoned for a day, and marks a declined one failed', async () => {
      const abandoned = await startPayment();
      paystack.settle(abandoned.init.reference, 'abandoned');
      await age(abandoned.init.reference, 25 * 3600_000);
      const declined = await startPayment();
      paystack.settle(declined.init.reference, 'failed');
      await age(declined.init.reference, 11 * 60_000);
      const waiting = await startPayment();
      await age(waiting.init.reference, 11 * 60_000);
      await checks().sweep();
      await ctx.drainJobs();
      const status = async (r: string) =>
        (await payments().findOneByOrFail({ reference: r })).status;
      expect(await status(abandoned.init.reference)).toBe('cancelled');
      expect(await status(declined.init.reference)).toBe('failed');
      expect(await status(waiting.init.reference)).toBe('pending');
    });
  });

  describe('receipts', () => {
    it('gives the payer, the landlord and staff a PDF with the amount and reference, only once completed', async () => {
      const { init, listing } = await startPayment();
      const receipt = (who: Signed) =>
        ctx.http
          .get(`/api/payments/${init.paymentId}/receipt.pdf`)
          .set(who.auth)
          .buffer(true)
          .parse(binary);
      expect((await receipt(tenant)).status).toBe(409);
      await pay(init.reference);

      const res = await receipt(tenant);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain(init.reference);
      expect(text).toContain(formatNaira(moveInCost(listing).total));
      expect(text).toContain('Caution deposit (refundable)');
      expect(text).toContain('Babatunde Adeyemi');
      expect(text).toContain('WAT');
      for (const who of [landlord, admin, support]) expect((await receipt(who)).status).toBe(200);
      expect((await receipt(otherTenant)).status).toBe(404);

      const [mail] = (await deliveredEmails(ctx, smtp, tenant.user.email)).filter((m) =>
        m.subject?.startsWith(`Receipt ${init.reference}`),
      );
      expect(mail.decoded).toContain(`RentNaija-receipt-${init.reference}.pdf`);
    });
  });

  describe('applications and payments together', () => {
    it('lets the listing when the application is approved and paid, in either order, and refunds the others who paid', async () => {
      // Paid first, approved after.
      const first = await startPayment();
      await pay(first.init.reference);
      const rival = await submitApplication(ctx, otherTenant.auth, first.listing.id);
      const rivalInit = await ctx.http
        .post('/api/payments/initialize')
        .set(otherTenant.auth)
        .send({ applicationId: rival.id });
      await pay(rivalInit.body.reference);
      await ctx.http
        .post(`/api/applications/${first.app.id}/review`)
        .set(landlord.auth)
        .send({ decision: 'approved' });
      await ctx.drainJobs();
      const listing = await ctx.dataSource
        .getRepository(Property)
        .findOneByOrFail({ id: first.listing.id });
      expect(listing.status).toBe('rented');
      const closed = await ctx.dataSource
        .getRepository(PropertyApplication)
        .findOneByOrFail({ id: rival.id });
      expect(closed).toMatchObject({
        status: 'rejected',
        reviewNote: 'This home has been let to another applicant.',
      });
      const refund = await ctx.dataSource
        .getRepository(Refund)
        .findOneByOrFail({ paymentId: rivalInit.body.paymentId });
      expect(refund).toMatchObject({
        automatic: true,
        reason: 'application_not_successful',
        status: 'processing',
      });
      const sent = paystack.requests.find(
        (r) => r.path === '/refund' && r.body?.transaction === rivalInit.body.reference,
      );
      expect(sent?.body).toEqual({
        transaction: rivalInit.body.reference,
        amount: rivalInit.body.amount * 100,
      });

      // Approved first, paid after.
      const second = await startPayment();
      await ctx.http
        .post(`/api/applications/${second.app.id}/review`)
        .set(landlord.auth)
        .send({ decision: 'approved' });
      expect(
        (await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: second.listing.id }))
          .status,
      ).toBe('under_contract');
      await pay(second.init.reference);
      expect(
        (await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: second.listing.id }))
          .status,
      ).toBe('rented');
    });

    it('refunds a paid application that is rejected, without being asked', async () => {
      const { app, init } = await startPayment();
      await pay(init.reference);
      await ctx.http
        .post(`/api/applications/${app.id}/review`)
        .set(landlord.auth)
        .send({ decision: 'rejected', note: 'We let it to a family member.' });
      await ctx.drainJobs();
      const refund = await ctx.dataSource
        .getRepository(Refund)
        .findOneByOrFail({ paymentId: init.paymentId });
      expect(refund).toMatchObject({ automatic: true, status: 'processing', amount: init.amount });
      const processed = paystack.signed('refund.processed', {
        status: 'processed',
        transaction_reference: init.reference,
        refund_reference: `RF-${init.reference}`,
        amount: init.amount * 100,
        currency: 'NGN',
      });
      expect((await postWebhook(ctx, processed.raw, processed.signature)).status).toBe(200);
      await ctx.drainJobs();
      expect((await payments().findOneByOrFail({ id: init.paymentId })).status).toBe('refunded');
      expect(
        await ctx.dataSource.getRepository(Refund).findOneByOrFail({ id: refund.id }),
      ).toMatchObject({ status: 'processed' });
      const told = await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: tenant.user.id, type: 'refund.processed' });
      expect(told.length).toBeGreaterThan(0);
    });
  });

  describe('refunds asked for', () => {
    it('takes a reason of the policy, lets admins deny or approve (audited), and marks the payment refunded', async () => {
      const { init } = await startPayment();
      const ask = (body: Record<string, unknown>, who: Signed = tenant) =>
        ctx.http.post(`/api/payments/${init.paymentId}/refunds`).set(who.auth).send(body);
      expect((await ask({ reason: 'technical_error' })).status).toBe(409); // not paid yet
      await pay(init.reference);

      const bad = await ask({ reason: 'change_of_mind' });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual([
        { field: 'reason', message: 'Choose one of the reasons our refund policy covers' },
      ]);
      expect((await ask({ reason: 'technical_error' }, otherTenant)).status).toBe(404);
      const asked = await ask({
        reason: 'misrepresentation',
        details: 'No borehole, unlike the listing says.',
      });
      expect(asked.status).toBe(201);
      expect(asked.body).toMatchObject({
        status: 'requested',
        reasonLabel: 'The listing misrepresented the property',
      });
      expect((await ask({ reason: 'technical_error' })).status).toBe(409);

      const url = (action: string) => `/api/admin/refunds/${asked.body.id}/${action}`;
      for (const who of [support, tenant, landlord]) {
        expect((await ctx.http.post(url('approve')).set(who.auth)).status).toBe(403);
      }
      expect((await ctx.http.post(url('approve'))).status).toBe(401);
      const list = await ctx.http
        .get('/api/admin/refunds')
        .query({ filter: JSON.stringify({ status: 'requested' }) })
        .set(support.auth);
      expect(list.body.map((r: { id: string }) => r.id)).toContain(asked.body.id);
      expect((await ctx.http.get('/api/admin/refunds').set(tenant.auth)).status).toBe(403);

      const denied = await ctx.http
        .post(url('deny'))
        .set(admin.auth)
        .send({ reason: 'The borehole works; we checked with the landlord.' });
      expect(denied.status).toBe(200);
      expect(denied.body.status).toBe('denied');
      expect(
        await ctx.dataSource
          .getRepository(AuditLog)
          .countBy({ entityId: asked.body.id, action: 'refund.deny' }),
      ).toBe(1);
      expect((await ctx.http.post(url('approve')).set(admin.auth)).status).toBe(409);

      const second = await ask({ reason: 'technical_error' });
      const approved = await ctx.http
        .post(`/api/admin/refunds/${second.body.id}/approve`)
        .set(admin.auth);
      expect(approved.status).toBe(200);
      await ctx.drainJobs();
      expect(
        paystack.requests.some(
          (r) => r.path === '/refund' && r.body?.transaction === init.reference,
        ),
      ).toBe(true);
      expect(
        (await ctx.dataSource.getRepository(Refund).findOneByOrFail({ id: second.body.id })).status,
      ).toBe('processing');
      expect(
        await ctx.dataSource
          .getRepository(AuditLog)
          .countBy({ entityId: second.body.id, action: 'refund.approve' }),
      ).toBe(1);

      const processed = paystack.signed('refund.processed', {
        status: 'processed',
        transaction_reference: init.reference,
        refund_reference: `RF2-${init.reference}`,
        amount: init.amount * 100,
        currency: 'NGN',
      });
      await postWebhook(ctx, processed.raw, processed.signature);
      await ctx.drainJobs();
      const mine = await ctx.http.get(`/api/payments/${init.paymentId}`).set(tenant.auth);
      expect(mine.body).toMatchObject({
        status: 'refunded',
        refund: { status: 'processed', id: second.body.id },
      });
    });
  });

  describe('lists', () => {
    it("shows the tenant their own payments with the summary, the landlord their listings', staff everything", async () => {
      const { init } = await startPayment();
      await pay(init.reference);
      await payments().update(
        { id: init.paymentId },
        { paymentDate: new Date(Date.now() - 40 * 86400_000) },
      );
      const mine = await ctx.http.get('/api/payments/mine').set(tenant.auth);
      expect(mine.status).toBe(200);
      expect(mine.body.data.map((p: { id: string }) => p.id)).toContain(init.paymentId);
      const completedSum = mine.body.data
        .filter((p: { status: string }) => p.status === 'completed')
        .reduce((s: number, p: { amount: number }) => s + p.amount, 0);
      expect(mine.body.summary.totalAmount).toBe(completedSum);
      const lastMonth = await ctx.http
        .get('/api/payments/mine')
        .query({ period: 'month', status: 'completed' })
        .set(tenant.auth);
      expect(lastMonth.body.data.map((p: { id: string }) => p.id)).not.toContain(init.paymentId);
      const quarter = await ctx.http
        .get('/api/payments/mine')
        .query({ period: '3months' })
        .set(tenant.auth);
      expect(quarter.body.data.map((p: { id: string }) => p.id)).toContain(init.paymentId);
      expect(
        (await ctx.http.get('/api/payments/mine').set(otherTenant.auth)).body.data.map(
          (p: { id: string }) => p.id,
        ),
      ).not.toContain(init.paymentId);
      const landlords = await ctx.http.get('/api/landlord/payments').set(landlord.auth);
      expect(
        landlords.body.data.find((p: { id: string }) => p.id === init.paymentId).tenant.name,
      ).toBe('Chioma Eze');
      for (const who of [tenant, landlord]) {
        expect((await ctx.http.get('/api/admin/payments').set(who.auth)).status).toBe(403);
      }
      const one = await ctx.http.get(`/api/admin/payments/${init.paymentId}`).set(support.auth);
      expect(one.body).toMatchObject({
        id: init.paymentId,
        gateway: 'paystack',
        applicationStatus: 'pending',
      });
      expect(
        (await ctx.http.get(`/api/payments/${init.paymentId}`).set(otherTenant.auth)).status,
      ).toBe(404);
    });
  });
});
