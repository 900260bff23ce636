import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeUser } from './support/factories.js';
import { startPrivateRedis } from './support/redis-server.js';
import { startSmtpServer } from './support/smtp.js';

/** The web client gives up after 10 s; the outage used to hold writes for ~38 s. */
const CLIENT_PATIENCE_MS = 3000;

describe('writes while Redis is down', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      smtpUrl: smtp.url,
      env: { REDIS_URL: redis.url, OUTBOX_SWEEP_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await redis.start(); // the app's workers close cleanly only with Redis up
    await ctx.close();
    await redis.stop();
    await smtp.close();
  });

  it('answers at once, keeps the emails pending, and delivers them when Redis returns', async () => {
    const known = await makeUser(ctx, { email: 'outage-reset@example.com' });
    await redis.stop();

    const register = await ctx.http
      .post('/api/auth/register')
      .timeout({ response: CLIENT_PATIENCE_MS })
      .send({
        name: 'Ngozi Okeke',
        email: 'outage-register@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
      });
    expect(register.status).toBe(201);
    const contact = await ctx.http
      .post('/api/contact')
      .timeout({ response: CLIENT_PATIENCE_MS })
      .send({
        fullName: 'Musa Ali',
        email: 'outage-contact@example.com',
        category: 'general-inquiry',
        subject: 'Hello',
        message: 'Is anyone there?',
      });
    expect(contact.status).toBe(201);
    const forgot = await ctx.http
      .post('/api/auth/forgot-password')
      .timeout({ response: CLIENT_PATIENCE_MS })
      .send({ email: known.email });
    expect(forgot.status).toBe(200);

    const addresses = [
      'outage-register@example.com',
      'outage-contact@example.com',
      'outage-reset@example.com',
    ];
    for (const to of addresses) {
      const [row] = await recordedEmails(ctx, { to });
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    }
    expect(smtp.received.filter((m) => addresses.includes(m.to[0]))).toEqual([]);

    await redis.start();
    for (const to of addresses) await smtp.waitFor(to, 30_000);
    const reset = await smtp.waitFor('outage-reset@example.com');
    expect(reset.subject).toBe('Reset your password');
  }, 60_000);
});
