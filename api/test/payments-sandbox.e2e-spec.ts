import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { PaymentWebhookEvent } from '../src/modules/payments/entities/payment-webhook-event.entity.js';
import { Refund } from '../src/modules/payments/entities/refund.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { postWebhook } from './support/payments.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** Without a Paystack key: the built-in sandbox gateway, offline, through the same code. */
describe('the sandbox gateway', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let tenant: Signed;
  let admin: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    [landlord, tenant, admin] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
      makeSignedInUser(ctx, { role: 'admin' }),
    ]);
  });
  afterAll(() => ctx.close());

  async function checkout() {
    const listing = await makeListing(ctx, landlord.user, {
      price: 350_000,
      securityDeposit: 350_000,
    });
    const app = await submitApplication(ctx, tenant.auth, listing.id);
    const init = await ctx.http
      .post('/api/payments/initialize')
      .set(tenant.auth)
      .send({ applicationId: app.id });
    expect(init.status).toBe(201);
    expect(init.body.publicKey).toBeNull();
    const url = new URL(init.body.authorizationUrl);
    expect(url.origin).toBe('http://localhost:3000');
    return {
      path: url.pathname,
      reference: init.body.reference as string,
      paymentId: init.body.paymentId as string,
    };
  }
  const callback = (reference: string) =>
    `http://localhost:3000/payment/callback?trxref=${reference}&reference=${reference}`;

  it('serves a checkout page without scripts whose Pay button sends a signed webhook and returns to the callback', async () => {
    const { path, reference, paymentId } = await checkout();
    const page = await ctx.http.get(path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('₦700,000');
    expect(page.text).toContain('Pay with test card');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await ctx.http.post(`${path}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain(`content="0;url=${callback(reference).replace(/&/g, '&#38;')}"`);
    await ctx.drainJobs();
    const verified = await ctx.http.get(`/api/payments/verify/${reference}`).set(tenant.auth);
    expect(verified.body).toMatchObject({
      status: 'completed',
      gatewayStatus: 'success',
      paymentMethod: 'card',
    });
    expect(
      (await ctx.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId }))
        .gatewayResponse,
    ).toMatchObject({ via: 'webhook' });
    // Paying twice is not possible: the page says it is paid.
    expect((await ctx.http.get(path)).text).toContain('This payment has been paid');
  });

  it('marks a declined card failed and keeps a cancelled checkout pending until it is abandoned', async () => {
    const declined = await checkout();
    await ctx.http.post(`${declined.path}/decline`);
    const d = await ctx.http.get(`/api/payments/verify/${declined.reference}`).set(tenant.auth);
    expect(d.body).toMatchObject({ status: 'failed', gatewayStatus: 'failed' });

    const cancelled = await checkout();
    await ctx.http.post(`${cancelled.path}/cancel`);
    const c = await ctx.http.get(`/api/payments/verify/${cancelled.reference}`).set(tenant.auth);
    expect(c.body).toMatchObject({ status: 'pending', gatewayStatus: 'abandoned' });
  });

  it('lets a payer who cancelled open the same checkout again and pay it, as Paystack does', async () => {
    const first = await checkout();
    await ctx.http.post(`${first.path}/cancel`);
    const payment = await ctx.dataSource.getRepository(Payment).findOneByOrFail({
      id: first.paymentId,
    });
    const again = await ctx.http
      .post('/api/payments/initialize')
      .set(tenant.auth)
      .send({ applicationId: payment.applicationId });
    expect(again.status).toBe(201);
    expect(again.body.reference).toBe(first.reference);
    expect(new URL(again.body.authorizationUrl).pathname).toBe(first.path);
    expect((await ctx.http.get(first.path)).text).toContain('Pay with test card');

    await ctx.http.post(`${first.path}/pay`);
    await ctx.drainJobs();
    const verified = await ctx.http.get(`/api/payments/verify/${first.reference}`).set(tenant.auth);
    expect(verified.body).toMatchObject({ status: 'completed', gatewayStatus: 'success' });
  });

  it('refunds through the sandbox: approved, sent, then pending, processing and processed by its own webhooks', async () => {
    const { path, paymentId } = await checkout();
    await ctx.http.post(`${path}/pay`);
    await ctx.drainJobs();
    const asked = await ctx.http
      .post(`/api/payments/${paymentId}/refunds`)
      .set(tenant.auth)
      .send({ reason: 'property_unavailable' });
    expect(asked.status).toBe(201);
    await ctx.http.post(`/api/admin/refunds/${asked.body.id}/approve`).set(admin.auth);
    for (let i = 0; i < 40; i++) {
      await ctx.drainJobs();
      const r = await ctx.dataSource.getRepository(Refund).findOneByOrFail({ id: asked.body.id });
      if (r.status === 'processed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      await ctx.dataSource.getRepository(Refund).findOneByOrFail({ id: asked.body.id }),
    ).toMatchObject({ status: 'processed' });
    expect(
      (await ctx.dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId })).status,
    ).toBe('refunded');
    const { reference } = await ctx.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ id: paymentId });
    const events = await ctx.dataSource
      .getRepository(PaymentWebhookEvent)
      .findBy({ reference, status: 'processed' });
    expect(events.map((e) => e.event).sort()).toEqual([
      'charge.success',
      'refund.pending',
      'refund.processed',
      'refund.processing',
    ]);
    // As Paystack's refund events do, the sandbox's carry the amount as a string.
    const processed = events.find((e) => e.event === 'refund.processed')!;
    expect(typeof (processed.payload as { data: { amount: unknown } }).data.amount).toBe('string');
  });

  it("refuses webhooks not signed with the sandbox's own secret", async () => {
    const raw = JSON.stringify({ event: 'charge.success', data: { reference: 'x' } });
    expect((await postWebhook(ctx, raw, 'ab'.repeat(64))).status).toBe(401);
  });
});
