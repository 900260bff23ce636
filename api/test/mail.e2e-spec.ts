import { EmailOutbox } from '../src/modules/mail/entities/email-outbox.entity.js';
import { MailService } from '../src/modules/mail/mail.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { linkIn, startSmtpServer } from './support/smtp.js';

describe('email delivery over SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers the confirmation email through the queue with a link that confirms the account', async () => {
    const res = await ctx.http.post('/api/auth/register').send({
      name: 'Emeka Nwosu',
      email: 'emeka@example.com',
      password: 'Str0ng!pass',
      role: 'tenant',
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor('emeka@example.com');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.decoded).toContain('Content-Type: text/html');
    const { token, url } = linkIn(mail, '/auth/callback');
    expect(url.startsWith('http://localhost:3000/auth/callback?token=')).toBe(true);

    await ctx.drainJobs();
    const row = await ctx.dataSource
      .getRepository(EmailOutbox)
      .findOneByOrFail({ to: 'emeka@example.com' });
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      subject: 'Confirm your email address',
    });
    expect(row.sentAt).toBeInstanceOf(Date);

    expect((await ctx.http.post('/api/auth/confirm-email').send({ token })).status).toBe(200);
    const login = await ctx.http
      .post('/api/auth/login')
      .send({ email: 'emeka@example.com', password: 'Str0ng!pass' });
    expect(login.status).toBe(200);
  });

  it('queues again an email that was recorded but never queued (nothing is lost)', async () => {
    const id = await ctx.dataSource.transaction((m) =>
      ctx.app.get(MailService).record(m, {
        to: 'stranded@example.com',
        template: 'reset-password',
        data: { name: 'Stranded', link: 'http://localhost:3000/reset-password?token=abc' },
      }),
    );
    // No dispatch: as if Redis had been down when the change committed.
    await ctx.dataSource.query(
      `UPDATE email_outbox SET created_at = now() - interval '5 minutes' WHERE id = $1`,
      [id],
    );
    expect(await ctx.app.get(MailService).requeueStale()).toBe(1);
    const mail = await smtp.waitFor('stranded@example.com');
    expect(mail.subject).toBe('Reset your password');
  });
});

describe('email delivery when the SMTP server refuses', () => {
  it('keeps the email pending with the error and retries it', async () => {
    const ctx = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      await ctx.http.post('/api/auth/register').send({
        name: 'Retry Me',
        email: 'retry@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
      });
      const repo = ctx.dataSource.getRepository(EmailOutbox);
      const deadline = Date.now() + 10_000;
      let row = await repo.findOneByOrFail({ to: 'retry@example.com' });
      while (!row.lastError && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        row = await repo.findOneByOrFail({ to: 'retry@example.com' });
      }
      expect(row.status).toBe('pending');
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await ctx.close();
    }
  });
});
