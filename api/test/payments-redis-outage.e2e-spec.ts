import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { PaymentChecksService } from '../src/modules/payments/payment-checks.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { type FakePaystack, startFakePaystack, TEST_PAYSTACK_SECRET } from './support/paystack.js';
import { startPrivateRedis } from './support/redis-server.js';

describe('payments while Redis is down', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let paystack: FakePaystack;
  let ctx: TestContext;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    paystack = await startFakePaystack();
    ctx = await createTestApp({
      env: {
        REDIS_URL: redis.url,
        OUTBOX_SWEEP_SECONDS: '1',
        PAYSTACK_SECRET_KEY: TEST_PAYSTACK_SECRET,
        PAYSTACK_BASE_URL: paystack.url,
      },
    });
  });
  afterAll(async () => {
    await redis.start(); // the app's workers close cleanly only with Redis up
    await ctx.close();
    await redis.stop();
    await paystack.close();
  });

  it('starts a payment at once, and verifies it with Paystack once Redis is back', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const listing = await makeListing(ctx, landlord.user);
    const app = await submitApplication(ctx, tenant.auth, listing.id);
    await redis.stop();

    const init = await ctx.http
      .post('/api/payments/initialize')
      .timeout({ response: 3000 })
      .set(tenant.auth)
      .send({ applicationId: app.id });
    expect(init.status).toBe(201);
    const reference = init.body.reference as string;
    paystack.settle(reference, 'success');
    // The webhook never came; ten minutes on, the sweep records a check that cannot be queued.
    const payments = ctx.dataSource.getRepository(Payment);
    await payments.update({ reference }, { createdAt: new Date(Date.now() - 11 * 60_000) });
    expect(await ctx.app.get(PaymentChecksService).sweep()).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await payments.findOneByOrFail({ reference })).status).toBe('pending');

    await redis.start();
    const deadline = Date.now() + 30_000;
    while ((await payments.findOneByOrFail({ reference })).status !== 'completed') {
      if (Date.now() > deadline)
        throw new Error('The payment was not verified after Redis returned');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(paystack.requests.some((r) => r.path === `/transaction/verify/${reference}`)).toBe(true);
  }, 60_000);
});
