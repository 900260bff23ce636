import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { OutboxEntry } from '../src/platform/jobs/entities/outbox-entry.entity.js';
import { JobName } from '../src/platform/jobs/jobs.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { type FakePaystack, startFakePaystack, paystackEnv } from './support/paystack.js';
import { postWebhook } from './support/payments.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** What a person waiting on a page may be made to wait, at most. */
const PERSON_WAITS_MS = 4_000;

/**
 * The payer's side of the gateway: starting a checkout and checking it from the callback page
 * answer within seconds whatever Paystack does, one application has one checkout that can be
 * paid, and a payment's check belongs to its payer alone.
 */
describe('payments while the payer waits', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let landlord: Signed;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({
      env: {
        ...paystackEnv(paystack),
        // The request path keeps its default (3 s); jobs give up on a call sooner here.
        PAYSTACK_TIMEOUT_MS: '500',
      },
    });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterEach(() => {
    paystack.resume();
    paystack.slow('/transaction/initialize', 0);
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  const payments = () => ctx.dataSource.getRepository(Payment);

  /** A tenant of their own (each starts few checkouts) with an application to a new listing. */
  async function applicant() {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const listing = await makeListing(ctx, landlord.user, { price: 500_000 });
    const app = await submitApplication(ctx, tenant.auth, listing.id);
    return { tenant, listing, app };
  }

  const start = (who: Signed, applicationId: string) =>
    ctx.http.post('/api/payments/initialize').set(who.auth).send({ applicationId });

  /** The request, and how long its answer took. */
  async function timed<T>(work: () => Promise<T>): Promise<{ res: T; ms: number }> {
    const began = Date.now();
    const res = await work();
    return { res, ms: Date.now() - began };
  }

  describe('a stalled Paystack', () => {
    it('answers a start within seconds with a clear 503, leaves nothing payable, and starts once Paystack answers', async () => {
      const { tenant, app } = await applicant();
      paystack.stall('/transaction/initialize');

      // Three presses at once: one opens the checkout, the others wait for it, all hear back.
      const answers = await Promise.all([1, 2, 3].map(() => timed(() => start(tenant, app.id))));
      for (const { res, ms } of answers) {
        expect(ms).toBeLessThan(PERSON_WAITS_MS);
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.body).toMatchObject({
          statusCode: 503,
          code: 'PAYMENT_GATEWAY_UNAVAILABLE',
          message: expect.stringMatching(/^Failed to initialize payment: .*No money was taken/),
        });
      }
      const asked = paystack.requests.filter(
        (r) => r.path === '/transaction/initialize' && r.body?.metadata,
      );
      expect(
        asked.filter(
          (r) => (r.body!.metadata as { applicationId: string }).applicationId === app.id,
        ),
      ).toHaveLength(1);
      expect(await payments().countBy({ applicationId: app.id, status: 'pending' })).toBe(0);

      paystack.resume();
      const again = await start(tenant, app.id);
      expect(again.status).toBe(201);
      expect(again.body.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.test\//);
      expect(await payments().countBy({ applicationId: app.id, status: 'pending' })).toBe(1);
    }, 20_000);

    it("answers the callback page's check within seconds as pending, and the queued check completes the payment once Paystack answers", async () => {
      const { tenant, app } = await applicant();
      const init = await start(tenant, app.id);
      expect(init.status).toBe(201);
      const reference = init.body.reference as string;
      // The payer pays; Paystack's webhook does not come and its API stalls.
      paystack.settle(reference, 'success');
      paystack.stall('/transaction/verify');

      for (let poll = 0; poll < 2; poll++) {
        const { res, ms } = await timed(() =>
          ctx.http.get(`/api/payments/verify/${reference}`).set(tenant.auth),
        );
        expect(ms).toBeLessThan(PERSON_WAITS_MS);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ reference, status: 'pending', gatewayStatus: null });
      }
      // However often the page asks, one check is queued.
      const checks = await ctx.dataSource
        .getRepository(OutboxEntry)
        .findBy({ jobName: JobName.VerifyPayment });
      expect(
        checks.filter(
          (c) => (c.payload as { paymentId: string }).paymentId === init.body.paymentId,
        ),
      ).toHaveLength(1);
      expect((await payments().findOneByOrFail({ reference })).status).toBe('pending');

      paystack.resume();
      await ctx.drainJobs(30_000);
      const row = await payments().findOneByOrFail({ reference });
      expect(row).toMatchObject({ status: 'completed', paymentMethod: 'card' });
      const application = await ctx.dataSource
        .getRepository(PropertyApplication)
        .findOneByOrFail({ id: app.id });
      expect(application).toMatchObject({ depositPaid: true, paymentReference: reference });
      const receipts = (await recordedEmails(ctx, { template: 'payment-receipt' })).filter((e) =>
        e.subject?.includes(reference),
      );
      expect(receipts).toHaveLength(1);
      const after = await ctx.http.get(`/api/payments/verify/${reference}`).set(tenant.auth);
      expect(after.body).toMatchObject({ status: 'completed', gatewayStatus: 'success' });
    }, 45_000);
  });

  describe('one checkout per application', () => {
    it('gives ten simultaneous presses of Pay one reference, and paying it completes one payment', async () => {
      const { tenant, app } = await applicant();
      // Paystack takes its time, so the presses overlap the opening of the checkout.
      paystack.slow('/transaction/initialize', 400);
      const answers = await Promise.all(Array.from({ length: 10 }, () => start(tenant, app.id)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      const references = new Set(answers.map((a) => a.body.reference as string));
      expect(references.size).toBe(1);
      expect(new Set(answers.map((a) => a.body.authorizationUrl as string)).size).toBe(1);
      const [reference] = references;

      const rows = await payments().findBy({ applicationId: app.id });
      expect(rows.map((r) => [r.reference, r.status])).toEqual([[reference, 'pending']]);
      const opened = paystack.requests.filter(
        (r) =>
          r.path === '/transaction/initialize' &&
          (r.body?.metadata as { applicationId?: string } | undefined)?.applicationId === app.id,
      );
      expect(opened).toHaveLength(1);

      paystack.settle(reference, 'success');
      const { raw, signature } = paystack.chargeSuccess(reference);
      expect((await postWebhook(ctx, raw, signature)).status).toBe(200);
      await ctx.drainJobs();
      const settled = await payments().findBy({ applicationId: app.id });
      expect(settled.map((r) => [r.reference, r.status])).toEqual([[reference, 'completed']]);
      expect(await ctx.dataSource.getRepository(Refund).countBy({ paymentId: settled[0].id })).toBe(
        0,
      );
      const paidAgain = await start(tenant, app.id);
      expect(paidAgain.status).toBe(409);
      expect(paidAgain.body.code).toBe('APPLICATION_ALREADY_PAID');
    }, 30_000);

    it('offers the same checkout hours later, while it can still be paid', async () => {
      const { tenant, app } = await applicant();
      const first = await start(tenant, app.id);
      expect(first.status).toBe(201);
      await payments().update(
        { reference: first.body.reference },
        { createdAt: new Date(Date.now() - 3 * 3600_000) },
      );
      const later = await start(tenant, app.id);
      expect(later.body).toMatchObject({
        reference: first.body.reference,
        authorizationUrl: first.body.authorizationUrl,
        accessCode: first.body.accessCode,
      });
      expect(await payments().countBy({ applicationId: app.id })).toBe(1);
    });

    it('refuses a second open payment for an application at the database', async () => {
      const { tenant, app } = await applicant();
      const first = await start(tenant, app.id);
      const row = await payments().findOneByOrFail({ reference: first.body.reference });
      const second = payments().create({
        reference: `RN-DUP-${Date.now()}`,
        applicationId: row.applicationId,
        propertyId: row.propertyId,
        tenantId: row.tenantId,
        landlordId: row.landlordId,
        amount: row.amount,
        breakdown: row.breakdown,
        status: 'pending',
        description: row.description,
        gateway: row.gateway,
      });
      await expect(payments().save(second)).rejects.toThrow(/UQ_payments_open_per_application/);
      // A settled payment does not hold the place of an open one.
      await payments().update({ id: row.id }, { status: 'cancelled' });
      await payments().save(second);
      expect(await payments().countBy({ applicationId: row.applicationId })).toBe(2);
    });
  });

  describe('checking a payment', () => {
    it("answers 404 for someone else's payment, whoever asks, and does not ask the gateway", async () => {
      const { tenant, listing, app } = await applicant();
      const init = await start(tenant, app.id);
      const reference = init.body.reference as string;
      const [otherTenant, otherLandlord, admin] = await Promise.all([
        makeSignedInUser(ctx, { role: 'tenant' }),
        makeSignedInUser(ctx, { role: 'landlord' }),
        makeSignedInUser(ctx, { role: 'admin' }),
      ]);
      expect(listing.landlordId).toBe(landlord.user.id);
      const verifies = () =>
        paystack.requests.filter((r) => r.path === `/transaction/verify/${reference}`).length;
      const before = verifies();
      for (const who of [otherTenant, landlord, otherLandlord, admin]) {
        const res = await ctx.http.get(`/api/payments/verify/${reference}`).set(who.auth);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ statusCode: 404, code: 'PAYMENT_NOT_FOUND' });
      }
      const unknown = await ctx.http.get('/api/payments/verify/RN-NOT-A-PAYMENT').set(tenant.auth);
      expect(unknown.status).toBe(404);
      expect(verifies()).toBe(before);
      const own = await ctx.http.get(`/api/payments/verify/${reference}`).set(tenant.auth);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ reference, status: 'pending', gatewayStatus: 'ongoing' });
    });
  });
});
