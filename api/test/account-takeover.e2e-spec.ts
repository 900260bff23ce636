import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser, makeUser, TEST_PASSWORD } from './support/factories.js';
import { linkIn, startSmtpServer } from './support/smtp.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/**
 * A staff member must never find a usable one-time link in the console: the attack was to ask
 * for a reset of the admin's password, read the link in the email outbox and use it.
 */
describe('one-time links in the email outbox', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let support: Signed;
  let otherAdmin: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    support = await makeSignedInUser(ctx, { role: 'support' });
    otherAdmin = await makeSignedInUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Everything a staff member can read of the outbox: every list page and every email. */
  async function readOutboxAs(staff: Signed): Promise<string> {
    const seen: unknown[] = [];
    for (let start = 0; ; start += 50) {
      const page = await ctx.http
        .get('/api/admin/email-outbox')
        .query({ range: JSON.stringify([start, start + 49]) })
        .set(staff.auth);
      expect(page.status).toBe(200);
      seen.push(page.body);
      for (const row of page.body as { id: string }[]) {
        const one = await ctx.http.get(`/api/admin/email-outbox/${row.id}`).set(staff.auth);
        expect(one.status).toBe(200);
        seen.push(one.body);
      }
      if (page.body.length < 50) break;
    }
    return JSON.stringify(seen);
  }

  /** Anything in the text that could be a token: link parameters and long opaque strings. */
  function candidates(text: string): string[] {
    const found = new Set<string>();
    for (const m of text.matchAll(/token=([^&\s"'<>\\]+)/g)) found.add(decodeURIComponent(m[1]));
    for (const m of text.matchAll(/[A-Za-z0-9_-]{40,}/g)) found.add(m[0]);
    return [...found];
  }

  it('lets neither support nor an admin reset the admin password from what the outbox shows', async () => {
    const admin = await makeUser(ctx, { role: 'admin', email: 'admin@rentnaija.example' });
    const newcomer = 'newcomer@example.com';
    expect(
      (await ctx.http.post('/api/auth/forgot-password').send({ email: admin.email })).status,
    ).toBe(200);
    await ctx.http
      .post('/api/auth/register')
      .send({ name: 'New Comer', email: newcomer, password: 'Str0ng!pass', role: 'tenant' });
    const resetMail = await smtp.waitFor(admin.email);
    const confirmMail = await smtp.waitFor(newcomer);
    await ctx.drainJobs();

    for (const staff of [support, otherAdmin]) {
      const text = await readOutboxAs(staff);
      expect(text).toContain(admin.email);
      expect(text).toContain('reset-password?token=REDACTED');
      expect(text).toContain('auth/callback?token=REDACTED');
      expect(text).not.toContain(linkIn(resetMail, '/reset-password').token);
      expect(text).not.toContain(linkIn(confirmMail, '/auth/callback').token);
      const tried = candidates(text);
      expect(tried.length).toBeGreaterThan(0);
      for (const token of tried) {
        const reset = await ctx.http
          .post('/api/auth/reset-password')
          .send({ token, password: 'Taken#Over2026' });
        expect(reset.status).toBe(400);
        const confirm = await ctx.http.post('/api/auth/confirm-email').send({ token });
        expect(confirm.status).toBe(400);
      }
    }
    const stillTheirs = await ctx.http
      .post('/api/auth/login')
      .send({ email: admin.email, password: TEST_PASSWORD });
    expect(stillTheirs.status).toBe(200);
    const notConfirmed = await ctx.http
      .post('/api/auth/login')
      .send({ email: newcomer, password: 'Str0ng!pass' });
    expect(notConfirmed.status).toBe(403);
  });

  it('still gives the real owner a working link at their inbox', async () => {
    const owner = await makeUser(ctx, { role: 'admin', email: 'owner@rentnaija.example' });
    await ctx.http.post('/api/auth/forgot-password').send({ email: owner.email });
    const { token } = linkIn(await smtp.waitFor(owner.email), '/reset-password');
    const reset = await ctx.http
      .post('/api/auth/reset-password')
      .send({ token, password: 'Owner#New2026' });
    expect(reset.status).toBe(200);
    const login = await ctx.http
      .post('/api/auth/login')
      .send({ email: owner.email, password: 'Owner#New2026' });
    expect(login.status).toBe(200);
  });
});
