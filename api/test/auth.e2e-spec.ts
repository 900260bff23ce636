import { MESSAGES } from '@rentnaija/shared';
import { Session } from '../src/modules/auth/entities/session.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { authHeader, makeUser, signIn, TEST_PASSWORD } from './support/factories.js';
import { deliveredEmails } from './support/emails.js';
import { linkIn, startSmtpServer } from './support/smtp.js';

describe('accounts and sign-in', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Behind one trusted proxy, so X-Forwarded-For separates the test's clients.
    ctx = await createTestApp({ smtpUrl: smtp.url, env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  let clientNumber = 0;
  /** Each registration comes from its own address, clear of the per-address sign-up limit. */
  const register = (body: Record<string, unknown>) =>
    ctx.http
      .post('/api/auth/register')
      .set('X-Forwarded-For', `10.1.0.${++clientNumber}`)
      .send(body);
  const login = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    ctx.http.post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

  /** The emails sent to `email`, newest first: the outbox row with the message delivered. */
  const outboxFor = (email: string) => deliveredEmails(ctx, smtp, email);

  describe('registration', () => {
    it('creates an unconfirmed account and records a confirmation email', async () => {
      const res = await register({
        name: 'Ada Obi',
        email: 'Ada.Obi@Example.com',
        password: 'Str0ng!pass',
        role: 'landlord',
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({
        name: 'Ada Obi',
        email: 'Ada.Obi@Example.com',
        role: 'landlord',
        emailVerifiedAt: null,
      });
      expect(res.body.user.passwordHash).toBeUndefined();
      expect(res.body.message).toBe(MESSAGES.registrationSuccess);
      const [mail] = await outboxFor('Ada.Obi@Example.com');
      expect(mail.template).toBe('confirm-email');
      expect(mail.status).toBe('sent');
      expect(linkIn(mail, '/auth/callback').url).toMatch(
        /^http:\/\/localhost:3000\/auth\/callback\?token=/,
      );
    });

    it('refuses a second account for the same email in any letter case with 409', async () => {
      const res = await register({
        name: 'Ada Again',
        email: 'ada.obi@EXAMPLE.COM',
        password: 'Str0ng!pass',
        role: 'tenant',
      });
      expect(res.status).toBe(409);
      expect(await ctx.dataSource.getRepository(User).countBy({ name: 'Ada Again' })).toBe(0);
    });

    it.each([
      [
        { email: 'x@example.com', password: 'Str0ng!pass', role: 'tenant' },
        'name',
        MESSAGES.nameRequired,
      ],
      [{ name: 'X', password: 'Str0ng!pass', role: 'tenant' }, 'email', MESSAGES.emailRequired],
      [
        { name: 'X', email: 'not-an-email', password: 'Str0ng!pass', role: 'tenant' },
        'email',
        MESSAGES.emailInvalid,
      ],
      [
        { name: 'X', email: 'x@example.com', role: 'tenant' },
        'password',
        MESSAGES.passwordRequired,
      ],
      [
        { name: 'X', email: 'x@example.com', password: 'weakpass1', role: 'tenant' },
        'password',
        MESSAGES.passwordWeak,
      ],
      [
        { name: 'X', email: 'x@example.com', password: 'NoSpecial1', role: 'tenant' },
        'password',
        MESSAGES.passwordWeak,
      ],
      [
        { name: 'X', email: 'x@example.com', password: 'Str0ng!pass', role: 'admin' },
        'role',
        'Role must be tenant or landlord',
      ],
    ])('rejects %j with a field message', async (body, field, message) => {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(expect.arrayContaining([{ field, message }]));
      expect(await ctx.dataSource.getRepository(User).countBy({ email: 'x@example.com' })).toBe(0);
    });

    it('rejects unknown body fields with 400', async () => {
      const res = await register({
        name: 'X',
        email: 'y@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
        isAdmin: true,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.details).toEqual([{ field: 'isAdmin', message: "Unknown field 'isAdmin'" }]);
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const res = await ctx.http
        .post('/api/auth/register')
        .set('Content-Type', 'application/json')
        .send('{"name":');
      expect(res.status).toBe(400);
    });
  });

  describe('email confirmation', () => {
    it('blocks sign-in until the email is confirmed, then lets the user in', async () => {
      await register({
        name: 'Bola',
        email: 'bola@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
      });
      const before = await login({ email: 'bola@example.com', password: 'Str0ng!pass' });
      expect(before.status).toBe(403);
      expect(before.body).toMatchObject({
        code: 'EMAIL_NOT_CONFIRMED',
        message: MESSAGES.emailNotConfirmed,
      });

      const [mail] = await outboxFor('bola@example.com');
      const { token } = linkIn(mail, '/auth/callback');
      expect((await ctx.http.post('/api/auth/confirm-email').send({ token })).status).toBe(200);
      // Single use, and a used link says so.
      const again = await ctx.http.post('/api/auth/confirm-email').send({ token });
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/already been used/);

      const after = await login({ email: 'BOLA@example.com', password: 'Str0ng!pass' });
      expect(after.status).toBe(200);
      expect(after.body.user.emailVerifiedAt).not.toBeNull();
    });

    it('signs the user in when the address is confirmed', async () => {
      await register({
        name: 'Chidi',
        email: 'chidi@example.com',
        password: 'Str0ng!pass',
        role: 'landlord',
      });
      const [mail] = await outboxFor('chidi@example.com');
      const { token } = linkIn(mail, '/auth/callback');
      const res = await ctx.http.post('/api/auth/confirm-email').send({ token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Your email address has been confirmed. You are now signed in.',
        user: { email: 'chidi@example.com', role: 'landlord' },
      });
      expect(res.body.user.emailVerifiedAt).not.toBeNull();
      const me = await ctx.http.get('/api/users/me').set(authHeader(res.body.accessToken));
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('chidi@example.com');
      // Like a sign-in without 'Remember me': the session lasts an hour.
      const session = await ctx.dataSource
        .getRepository(Session)
        .findOneByOrFail({ userId: res.body.user.id });
      expect(session.rememberMe).toBe(false);
      const refreshed = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: res.body.refreshToken });
      expect(refreshed.status).toBe(200);
    });

    it('refuses an unknown or expired confirmation token', async () => {
      expect((await ctx.http.post('/api/auth/confirm-email').send({ token: 'nope' })).status).toBe(
        400,
      );
      await register({
        name: 'Late',
        email: 'late@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
      });
      const [mail] = await outboxFor('late@example.com');
      const { token } = linkIn(mail, '/auth/callback');
      await ctx.dataSource.query(
        `UPDATE one_time_tokens SET expires_at = now() - interval '1 minute'`,
      );
      expect((await ctx.http.post('/api/auth/confirm-email').send({ token })).status).toBe(400);
    });

    it('sends a fresh link on request, with the same answer for unknown emails', async () => {
      await register({
        name: 'Resend',
        email: 'resend@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
      });
      const known = await ctx.http
        .post('/api/auth/resend-confirmation')
        .send({ email: 'resend@example.com' });
      const unknown = await ctx.http
        .post('/api/auth/resend-confirmation')
        .send({ email: 'nobody@example.com' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(await outboxFor('resend@example.com')).toHaveLength(2);
      expect(await outboxFor('nobody@example.com')).toHaveLength(0);
    });
  });

  describe('sign-in', () => {
    it('answers wrong credentials with 401 and the sign-in form’s message', async () => {
      const user = await makeUser(ctx);
      for (const body of [
        { email: user.email, password: 'Wrong#2026' },
        { email: 'unknown@example.com', password: TEST_PASSWORD },
      ]) {
        const res = await login(body, '10.0.0.2');
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(MESSAGES.invalidCredentials);
      }
    });

    it('checks the login form fields', async () => {
      const res = await login({ email: 'bad', password: '' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { field: 'email', message: MESSAGES.loginEmailInvalid },
          { field: 'password', message: MESSAGES.passwordRequired },
        ]),
      );
    });

    it('limits failed sign-ins to 5 per email and IP in 15 minutes', async () => {
      const user = await makeUser(ctx);
      for (let i = 0; i < 5; i++) {
        expect(
          (await login({ email: user.email, password: 'Wrong#2026' }, '10.0.0.3')).status,
        ).toBe(401);
      }
      const blocked = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.0.3');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(MESSAGES.tooManyLogins);
      // Another address is not blocked, and old failures stop counting after the window.
      expect((await login({ email: user.email, password: TEST_PASSWORD }, '10.0.0.4')).status).toBe(
        200,
      );
      await ctx.dataSource.query(
        `UPDATE login_attempts SET created_at = now() - interval '16 minutes'`,
      );
      expect((await login({ email: user.email, password: TEST_PASSWORD }, '10.0.0.3')).status).toBe(
        200,
      );
    });

    it('keeps a remembered session 30 days and an ordinary one 1 hour', async () => {
      const user = await makeUser(ctx);
      const short = await login({ email: user.email, password: TEST_PASSWORD, rememberMe: false });
      const long = await login({ email: user.email, password: TEST_PASSWORD, rememberMe: true });
      const hours = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
      expect(hours(short.body.sessionExpiresAt)).toBeCloseTo(1, 1);
      expect(hours(long.body.sessionExpiresAt) / 24).toBeCloseTo(30, 1);
      expect(short.body.expiresIn).toBe(900);
    });

    it('refuses a suspended user at sign-in, on refresh and with a live access token', async () => {
      const user = await makeUser(ctx);
      const tokens = await signIn(ctx, user);
      await ctx.dataSource.getRepository(User).update({ id: user.id }, { status: 'suspended' });
      const res = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.0.5');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.accountSuspended);
      expect(
        (await ctx.http.post('/api/auth/refresh').send({ refreshToken: tokens.refreshToken }))
          .status,
      ).toBe(403);
      expect((await ctx.http.get('/api/users/me').set(authHeader(tokens.accessToken))).status).toBe(
        401,
      );
    });
  });

  describe('refresh tokens', () => {
    it('rotates the refresh token on every use', async () => {
      const user = await makeUser(ctx);
      const first = await signIn(ctx, user);
      const res = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: first.refreshToken });
      expect(res.status).toBe(200);
      expect(res.body.refreshToken).not.toBe(first.refreshToken);
      expect(
        (await ctx.http.get('/api/users/me').set(authHeader(res.body.accessToken))).status,
      ).toBe(200);
      const again = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: res.body.refreshToken });
      expect(again.status).toBe(200);
    });

    it('answers two simultaneous refreshes with one token with the same new pair', async () => {
      const user = await makeUser(ctx);
      const first = await signIn(ctx, user);
      const [a, b] = await Promise.all([
        ctx.http.post('/api/auth/refresh').send({ refreshToken: first.refreshToken }),
        ctx.http.post('/api/auth/refresh').send({ refreshToken: first.refreshToken }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.refreshToken).toBe(b.body.refreshToken);
      expect(a.body.refreshToken).not.toBe(first.refreshToken);
      for (const res of [a, b]) {
        expect(
          (await ctx.http.get('/api/users/me').set(authHeader(res.body.accessToken))).status,
        ).toBe(200);
      }
      // The shared successor goes on rotating as usual.
      const next = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: a.body.refreshToken });
      expect(next.status).toBe(200);
      const sessions = await ctx.dataSource.getRepository(Session).findBy({ userId: user.id });
      expect(sessions.map((s) => s.revokedAt)).toEqual([null]);
    });

    it('lets a just-rotated token answer again within 30 seconds with the same new token', async () => {
      const user = await makeUser(ctx);
      const first = await signIn(ctx, user);
      const second = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: first.refreshToken });
      const again = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: first.refreshToken });
      expect(again.status).toBe(200);
      expect(again.body.refreshToken).toBe(second.body.refreshToken);
    });

    it('revokes the whole session when a rotated token is used again after the grace window', async () => {
      const user = await makeUser(ctx);
      const first = await signIn(ctx, user);
      const second = (
        await ctx.http.post('/api/auth/refresh').send({ refreshToken: first.refreshToken })
      ).body;
      // Thirty-one seconds later.
      await ctx.dataSource.query(
        `UPDATE refresh_tokens SET rotated_at = rotated_at - interval '31 seconds'
         WHERE rotated_at IS NOT NULL`,
      );
      const reuse = await ctx.http
        .post('/api/auth/refresh')
        .send({ refreshToken: first.refreshToken });
      expect(reuse.status).toBe(401);
      // Every token of that session is dead now, including the newest one and its access token.
      expect(
        (await ctx.http.post('/api/auth/refresh').send({ refreshToken: second.refreshToken }))
          .status,
      ).toBe(401);
      expect((await ctx.http.get('/api/users/me').set(authHeader(second.accessToken))).status).toBe(
        401,
      );
      const sessions = await ctx.dataSource.getRepository(Session).findBy({ userId: user.id });
      expect(sessions[0].revokedReason).toBe('refresh_token_reuse');
    });

    it('ends the session on logout', async () => {
      const user = await makeUser(ctx);
      const tokens = await signIn(ctx, user);
      expect(
        (await ctx.http.post('/api/auth/logout').set(authHeader(tokens.accessToken)).send({}))
          .status,
      ).toBe(204);
      expect((await ctx.http.get('/api/users/me').set(authHeader(tokens.accessToken))).status).toBe(
        401,
      );
      expect(
        (await ctx.http.post('/api/auth/refresh').send({ refreshToken: tokens.refreshToken }))
          .status,
      ).toBe(401);
    });
  });

  describe('password reset', () => {
    it('gives the same answer whether or not the email exists', async () => {
      const user = await makeUser(ctx);
      const known = await ctx.http.post('/api/auth/forgot-password').send({ email: user.email });
      const unknown = await ctx.http
        .post('/api/auth/forgot-password')
        .send({ email: 'ghost@example.com' });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(await outboxFor('ghost@example.com')).toHaveLength(0);
    });

    it('resets the password once through the emailed link and signs out other sessions', async () => {
      const user = await makeUser(ctx);
      const old = await signIn(ctx, user);
      await ctx.http.post('/api/auth/forgot-password').send({ email: user.email });
      const [mail] = await outboxFor(user.email);
      expect(mail.template).toBe('reset-password');
      const { token, url } = linkIn(mail, '/reset-password');
      expect(url).toContain('http://localhost:3000/reset-password?token=');

      const weak = await ctx.http
        .post('/api/auth/reset-password')
        .send({ token, password: 'short' });
      expect(weak.status).toBe(400);
      expect(weak.body.details).toEqual([{ field: 'password', message: MESSAGES.passwordWeak }]);

      expect(
        (await ctx.http.post('/api/auth/reset-password').send({ token, password: 'Brand#New2026' }))
          .status,
      ).toBe(200);
      expect(
        (await ctx.http.post('/api/auth/reset-password').send({ token, password: 'Other#New2026' }))
          .status,
      ).toBe(400);
      expect((await ctx.http.get('/api/users/me').set(authHeader(old.accessToken))).status).toBe(
        401,
      );
      expect(
        (await login({ email: user.email, password: 'Brand#New2026' }, '10.0.0.9')).status,
      ).toBe(200);
    });
  });

  describe('reset links', () => {
    async function resetLink(email: string) {
      await ctx.http
        .post('/api/auth/forgot-password')
        .set('X-Forwarded-For', `10.2.0.${++clientNumber}`)
        .send({ email });
      const [mail] = await outboxFor(email);
      return linkIn(mail, '/reset-password').token;
    }
    const check = (token: string) =>
      ctx.http.post('/api/auth/reset-password/check').send({ token });

    it('tells the page whether a link is usable before the form is filled', async () => {
      const user = await makeUser(ctx);
      const token = await resetLink(user.email);
      expect((await check(token)).body).toEqual({ valid: true });
      // Checking does not use the link up.
      expect((await check(token)).status).toBe(200);
      await ctx.http.post('/api/auth/reset-password').send({ token, password: 'Brand#New2026' });
      const used = await check(token);
      expect(used.status).toBe(400);
      expect(used.body).toMatchObject({ code: 'TOKEN_USED', message: /already been used/ });
      expect((await check('not-a-token')).body.code).toBe('INVALID_TOKEN');
    });

    it('says when a link has expired', async () => {
      const user = await makeUser(ctx);
      const token = await resetLink(user.email);
      await ctx.dataSource.query(
        `UPDATE one_time_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
        [user.id],
      );
      const res = await check(token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'TOKEN_EXPIRED',
        message: 'This link has expired. Please request a new one.',
      });
    });

    it('refuses the current password and keeps the link usable', async () => {
      const user = await makeUser(ctx);
      const token = await resetLink(user.email);
      const same = await ctx.http
        .post('/api/auth/reset-password')
        .send({ token, password: TEST_PASSWORD });
      expect(same.status).toBe(400);
      expect(same.body.code).toBe('PASSWORD_UNCHANGED');
      expect(same.body.details).toEqual([
        {
          field: 'password',
          message: 'Your new password must be different from your current password.',
        },
      ]);
      expect((await check(token)).status).toBe(200);
      const changed = await ctx.http
        .post('/api/auth/reset-password')
        .send({ token, password: 'Brand#New2026' });
      expect(changed.status).toBe(200);
    });
  });

  describe('profile', () => {
    it('returns and updates the signed-in user only', async () => {
      const user = await makeUser(ctx, { name: 'Kemi' });
      const { accessToken } = await signIn(ctx, user);
      const me = await ctx.http.get('/api/users/me').set(authHeader(accessToken));
      expect(me.body).toMatchObject({ id: user.id, name: 'Kemi', role: 'tenant' });
      const patched = await ctx.http
        .patch('/api/users/me')
        .set(authHeader(accessToken))
        .send({ name: 'Kemi Ade', phone: '0803 123 4567' });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ name: 'Kemi Ade', phone: '08031234567' });
      const badPhone = await ctx.http
        .patch('/api/users/me')
        .set(authHeader(accessToken))
        .send({ phone: '12345' });
      expect(badPhone.status).toBe(400);
      const roleChange = await ctx.http
        .patch('/api/users/me')
        .set(authHeader(accessToken))
        .send({ role: 'admin' });
      expect(roleChange.status).toBe(400);
      expect((await ctx.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).role).toBe(
        'tenant',
      );
    });

    it('requires a token', async () => {
      const res = await ctx.http.get('/api/users/me');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'INVALID_TOKEN',
      });
    });
  });
});
