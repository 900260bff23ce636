import { MESSAGES } from '@rentnaija/shared';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { PUBLIC_KEY } from '../src/common/decorators/roles.decorator.js';
import {
  RATE_LIMIT_EXEMPT_KEY,
  RATE_LIMITS_KEY,
} from '../src/common/rate-limit/rate-limit.decorator.js';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity.js';
import { recordedEmails } from './support/emails.js';
import { LoginAttempt } from '../src/modules/auth/entities/login-attempt.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeUser, TEST_PASSWORD } from './support/factories.js';
import { startSmtpServer } from './support/smtp.js';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

let address = 0;
/** A new public address for every call, as a client rotating X-Forwarded-For would send. */
const nextAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const contactBody = (email: string) => ({
  fullName: 'Halima Sani',
  email,
  category: 'tenant-support',
  subject: 'Viewing in Wuse 2',
  message: 'Can I view the flat this Saturday?',
});

describe('with no proxy trusted (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('trusts no proxy unless told to', () => {
    expect(ctx.config.trustProxyHops).toBe(0);
  });

  it('ignores X-Forwarded-For: 30 wrong passwords with rotating headers meet 429 from the sixth', async () => {
    const user = await makeUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await ctx.http
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextAddress())
        .send({ email: user.email, password: 'Wrong#2026' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const attempts = await ctx.dataSource.getRepository(LoginAttempt).findBy({ email: user.email });
    expect(new Set(attempts.map((a) => a.ip)).size).toBe(1);
    const right = await ctx.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextAddress())
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'TOO_MANY_LOGINS', message: MESSAGES.tooManyLogins });
  });
});

describe('behind one trusted proxy', () => {
  let ctx: TestContext;
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url, env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const login = (email: string, password: string, ip = nextAddress()) =>
    ctx.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it('locks an account after 10 failed sign-ins from any addresses, says how long, and tells the owner once', async () => {
    const user = await makeUser(ctx, { name: 'Ngozi Eze' });
    const responses = [];
    for (let i = 0; i < 30; i++) responses.push(await login(user.email, 'Wrong#2026'));
    expect(responses.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
    for (const res of responses.slice(10)) {
      expect(res.status).toBe(429);
      expect(res.body.code).toBe('ACCOUNT_LOCKED');
      expect(res.body.message).toMatch(/try again in (1[0-5]|[1-9]) minutes?/i);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The right password does not open a locked account either.
    const right = await login(user.email, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('ACCOUNT_LOCKED');

    await ctx.drainJobs();
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toMatch(/sign-in.*paused|locked/i);
    expect(mail.decoded).toContain('Ngozi Eze');
    expect(mail.decoded).toMatch(/10 failed sign-in attempts/);
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    expect(await recordedEmails(ctx, { to: user.email, template: 'account-locked' })).toHaveLength(
      1,
    );
  });

  it('leaves other accounts signing in from the same addresses alone', async () => {
    const victim = await makeUser(ctx);
    const other = await makeUser(ctx);
    const shared = nextAddress();
    for (let i = 0; i < 10; i++) await login(victim.email, 'Wrong#2026');
    expect((await login(other.email, TEST_PASSWORD, shared)).status).toBe(200);
  });

  it('keeps the limit of 5 failures per account and address', async () => {
    const user = await makeUser(ctx);
    const ip = nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'Wrong#2026', ip)).status).toBe(401);
    const blocked = await login(user.email, TEST_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_LOGINS');
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets many people behind one shared address register (carrier-grade NAT)', async () => {
    const shared = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await ctx.http
        .post('/api/auth/register')
        .set('X-Forwarded-For', shared)
        .send({
          name: `Neighbour ${i}`,
          email: `neighbour-${i}@example.com`,
          password: 'Str0ng!pass',
          role: 'tenant',
        });
      statuses.push(res.status);
    }
    expect(new Set(statuses)).toEqual(new Set([201]));
  });

  it('limits sign-up attempts for one email whatever the address', async () => {
    const body = {
      name: 'Repeat',
      email: 'repeat@example.com',
      password: 'Str0ng!pass',
      role: 'tenant',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await ctx.http.post('/api/auth/register').set('X-Forwarded-For', nextAddress()).send(body))
          .status,
      );
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    expect(await ctx.dataSource.getRepository(User).countBy({ email: body.email })).toBe(1);
  });

  it.each(['forgot-password', 'resend-confirmation'])(
    'sends at most 3 %s emails an hour to one account, whatever the address',
    async (route) => {
      const user = await makeUser(ctx, { verified: route === 'forgot-password' });
      const responses = [];
      for (let i = 0; i < 5; i++) {
        responses.push(
          await ctx.http
            .post(`/api/auth/${route}`)
            .set('X-Forwarded-For', nextAddress())
            .send({ email: user.email.toUpperCase() }),
        );
      }
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
      expect(responses[3].body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(responses[3].headers['retry-after'])).toBeGreaterThan(0);
      await ctx.drainJobs();
      expect(await recordedEmails(ctx, { to: user.email })).toHaveLength(3);
    },
  );

  it('limits contact messages per email whatever the address, and per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await ctx.http
            .post('/api/contact')
            .set('X-Forwarded-For', nextAddress())
            .send(contactBody('chatty@example.com'))
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(
      await ctx.dataSource.getRepository(ContactMessage).countBy({ email: 'chatty@example.com' }),
    ).toBe(5);
    // Many different people behind one address can still write to support.
    const shared = nextAddress();
    for (let i = 0; i < 20; i++) {
      const res = await ctx.http
        .post('/api/contact')
        .set('X-Forwarded-For', shared)
        .send(contactBody(`person-${i}@example.com`));
      expect(res.status).toBe(201);
    }
  });

  it('limits every public write route', () => {
    const discovery = ctx.app.get(DiscoveryService);
    const scanner = ctx.app.get(MetadataScanner);
    const reflector = ctx.app.get(Reflector);
    const unlimited: string[] = [];
    const exempt: string[] = [];
    let publicWrites = 0;
    for (const wrapper of discovery.getControllers()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, (...args: unknown[]) => unknown>)[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || method === RequestMethod.GET) continue;
        const isPublic = reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [handler, metatype]);
        if (!isPublic) continue;
        publicWrites += 1;
        const limits = reflector.getAllAndOverride<unknown[]>(RATE_LIMITS_KEY, [handler, metatype]);
        const path = `${String(Reflect.getMetadata(PATH_METADATA, metatype))}/${String(Reflect.getMetadata(PATH_METADATA, handler))}`;
        if (reflector.get<string>(RATE_LIMIT_EXEMPT_KEY, handler)) {
          exempt.push(`${RequestMethod[method]} ${path}`);
        } else if (!limits || limits.length === 0) {
          unlimited.push(`${RequestMethod[method]} ${path}`);
        }
      }
    }
    expect(publicWrites).toBeGreaterThanOrEqual(9);
    expect(unlimited).toEqual([]);
    // Only a payment provider's webhook is let through, by name.
    expect(exempt).toEqual(['POST payments/webhook/paystack']);
  });
});
