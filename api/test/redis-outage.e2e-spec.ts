import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MessageCreatedEvent, NotificationDto } from '@rentnaija/shared';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/app.config.js';
import { NotificationsService } from '../src/platform/notifications/notifications.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { freePort, startPrivateRedis } from './support/redis-server.js';
import { startSmtpServer } from './support/smtp.js';
import { connected, type TestSocket, urlOf } from './support/sockets.js';
import { startWorkerProcess } from './support/worker-process.js';

/**
 * Redis stopped under traffic (messages, notifications, emails, sockets listening). No process
 * ends: an unhandled rejection fails the test here (jest) and ends a real process, which the
 * worker is. Requests keep answering at once, the health check says degraded, every email
 * recorded meanwhile goes out exactly once when Redis is back, and live events flow again
 * without a restart.
 */

/**
 * A write waiting on Redis would wait for its reconnects for good; this bound tells that apart
 * from a busy machine. It is a hang detector, not a speed figure: writes answered in well under
 * a second through a 30 s outage (bench/RESULTS.md, "Redis outage under traffic").
 */
const WRITE_BUDGET_MS = 8000;
/** Long enough for every client to fail a reconnect and give up its queued commands. */
const OUTAGE_MS = 3000;
const ENV = { OUTBOX_SWEEP_SECONDS: '1', UNREAD_MESSAGE_EMAIL_SECONDS: '1' };

type Http = ReturnType<typeof request>;

/** Sends a request and checks it answered within the write budget. */
async function timed<T extends { status: number }>(send: () => PromiseLike<T>): Promise<T> {
  const started = Date.now();
  const res = await send();
  expect(Date.now() - started).toBeLessThan(WRITE_BUDGET_MS);
  return res;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A tenant writing to a landlord about a listing, the landlord's socket listening. */
async function conversationOf(ctx: TestContext, via: Http, landlordSocketUrl: string) {
  const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
  const listing = await makeListing(ctx, landlord.user);
  const socket = await connected(landlordSocketUrl, landlord.token);
  const started = await via
    .post('/api/conversations')
    .set(tenant.auth)
    .send({ propertyId: listing.id, message: 'Is the flat still available?' });
  expect(started.status).toBe(201);
  const conversationId = started.body.id as string;
  await socket.next<MessageCreatedEvent>(
    'message.created',
    (e) => e.conversationId === conversationId,
  );
  const send = (through: Http, content: string) =>
    timed(() =>
      through
        .post(`/api/conversations/${conversationId}/messages`)
        .set(tenant.auth)
        .send({ content }),
    );
  return { landlord, tenant, socket, conversationId, send };
}

/** Registers accounts (each records a confirmation email), answering within the budget. */
async function register(via: Http, emails: string[]) {
  for (const email of emails) {
    const res = await timed(() =>
      via
        .post('/api/auth/register')
        .send({ name: 'Outage Tenant', email, password: 'Str0ng!pass', role: 'tenant' }),
    );
    expect(res.status).toBe(201);
  }
}

/**
 * Every email the outbox holds went out, exactly once: each row is done and its message id
 * reached the SMTP peer once, and the peer got nothing else.
 */
async function expectEveryEmailDeliveredOnce(
  ctx: TestContext,
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
) {
  await until('every email sent', async () =>
    (await recordedEmails(ctx, {})).every((e) => e.status !== 'pending'),
  );
  // Two more sweeps of every process: nothing goes out twice.
  await new Promise((r) => setTimeout(r, 2500));
  const rows = await recordedEmails(ctx, {});
  expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'sent'));
  const ids = smtp.received.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim());
  expect(ids.sort()).toEqual(rows.map((r) => r.messageId).sort());
}

async function health(via: Http) {
  const res = await timed(() => via.get('/api/health'));
  return { status: res.status, overall: res.body.status, queue: res.body.details?.queue?.status };
}

describe('one API instance while Redis is down', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let sockets: TestSocket[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url, env: { ...ENV, REDIS_URL: redis.url } });
    await ctx.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await redis.start(); // the app's workers close cleanly only with Redis up
    await ctx.close();
    await redis.stop();
    await smtp.close();
  }, 90_000);

  it('keeps serving, says degraded, and catches up on emails and live events when Redis returns', async () => {
    const url = urlOf(ctx.app);
    const via = request(url);
    const talk = await conversationOf(ctx, via, url);
    sockets = [talk.socket];
    expect(await health(via)).toEqual({ status: 200, overall: 'ok', queue: 'up' });

    await redis.stop();
    const outageEmails = ['outage-one-a@example.com', 'outage-one-b@example.com'];
    const stoppedAt = Date.now();
    for (let i = 0; Date.now() - stoppedAt < OUTAGE_MS; i++) {
      const sent = await talk.send(via, `Written during the outage (${i})`);
      expect(sent.status).toBe(201);
      // This instance's own sockets still hear its events.
      await talk.socket.next<MessageCreatedEvent>(
        'message.created',
        (e) => e.message.id === sent.body.id,
      );
      if (i < outageEmails.length) await register(via, [outageEmails[i]]);
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(await health(via)).toEqual({ status: 200, overall: 'degraded', queue: 'degraded' });
    expect((await via.get('/api/properties').query({ city: 'lagos' })).status).toBe(200);
    for (const to of outageEmails) {
      expect((await recordedEmails(ctx, { to })).map((e) => e.status)).toEqual(['pending']);
    }

    await redis.start();
    for (const to of outageEmails) await smtp.waitFor(to, 30_000);
    // The unread-message check recorded during the outage runs now: a notification, live.
    const note = await talk.socket.next<NotificationDto>(
      'notification.created',
      (n) => n.type === 'message.unread',
      30_000,
    );
    expect(note).toMatchObject({ type: 'message.unread' });
    await smtp.waitFor(talk.landlord.user.email, 30_000);
    await until('healthy again', async () => (await health(via)).overall === 'ok');
    await expectEveryEmailDeliveredOnce(ctx, smtp);
  }, 90_000);
});

describe('two API instances and a worker while Redis is down', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: TestContext;
  let b: TestContext;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  // A worker-shaped process in this one: no socket server, live events through the emitter.
  let jobs: INestApplicationContext;
  let sockets: TestSocket[] = [];

  const listen = async (app: INestApplication) => {
    await app.listen(0, '127.0.0.1');
    return urlOf(app);
  };

  beforeAll(async () => {
    redis = await startPrivateRedis();
    smtp = await startSmtpServer();
    // The instances only serve; the worker process runs every job.
    a = await createTestApp({
      smtpUrl: smtp.url,
      env: { ...ENV, REDIS_URL: redis.url, RUN_WORKERS: 'false' },
    });
    b = await createTestApp({ joining: a });
    worker = await startWorkerProcess(a.env, 60_000);
    jobs = await NestFactory.createApplicationContext(
      AppModule.forRoot(loadConfig({ ...a.env, RUN_WORKERS: 'false' })),
      { logger: false },
    );
  }, 90_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await redis.start();
    await worker?.stop();
    await jobs?.close();
    await b?.close();
    await a?.close();
    await redis.stop();
    await smtp.close();
  }, 90_000);

  it('keeps every process up and catches up on emails and live events when Redis returns', async () => {
    const [urlA, urlB] = [await listen(a.app), await listen(b.app)];
    const [viaA, viaB] = [request(urlA), request(urlB)];
    // The tenant writes through A; the landlord listens on B: events cross through Redis.
    const talk = await conversationOf(a, viaA, urlB);
    const notifyLandlord = (title: string) =>
      jobs.get(NotificationsService).notify(jobs.get(DataSource).manager, talk.landlord.user.id, {
        type: 'listing.approved',
        propertyId: randomUUID(),
        title,
      });
    const hearNotification = (id: string) =>
      talk.socket.next<NotificationDto>('notification.created', (n) => n.id === id, 10_000);
    await hearNotification((await notifyLandlord('Before the outage'))!.id);
    sockets = [talk.socket];

    await redis.stop();
    const outageEmails = ['outage-two-a@example.com', 'outage-two-b@example.com'];
    const stoppedAt = Date.now();
    for (let i = 0; Date.now() - stoppedAt < OUTAGE_MS; i++) {
      expect(
        (await talk.send(i % 2 ? viaB : viaA, `Written during the outage (${i})`)).status,
      ).toBe(201);
      // A job's notification: its live event is dropped, its email waits in the outbox.
      await notifyLandlord(`During the outage (${i})`);
      if (i < outageEmails.length) await register(i % 2 ? viaB : viaA, [outageEmails[i]]);
      await new Promise((r) => setTimeout(r, 300));
    }
    for (const via of [viaA, viaB]) {
      expect(await health(via)).toEqual({ status: 200, overall: 'degraded', queue: 'degraded' });
    }
    expect(worker.alive()).toBe(true);

    await redis.start();
    for (const to of outageEmails) await smtp.waitFor(to, 30_000);
    // Live events cross instances again, without a restart: from A's requests and the worker.
    let n = 0;
    await until('a message through A heard on B', async () => {
      const sent = await talk.send(viaA, `After the outage (${(n += 1)})`);
      return talk.socket
        .next<MessageCreatedEvent>('message.created', (e) => e.message.id === sent.body.id, 1000)
        .then(
          () => true,
          () => false,
        );
    });
    await talk.socket.next<NotificationDto>(
      'notification.created',
      (n) => n.type === 'message.unread',
      30_000,
    );
    await hearNotification((await notifyLandlord('After the outage'))!.id);

    await expectEveryEmailDeliveredOnce(a, smtp);
    for (const via of [viaA, viaB]) {
      await until('healthy again', async () => (await health(via)).overall === 'ok');
    }
    expect(worker.alive()).toBe(true);
    // The worker told its log of the outage once, not once per reconnect attempt.
    expect(worker.output().match(/Queued jobs do not run/g)).toHaveLength(1);
    expect(worker.output()).toMatch(/Redis is back: queued jobs run again/);
  }, 120_000);
});

describe('a promise rejection nobody handles, in the API or the worker', () => {
  it('is logged when it only says Redis is unreachable, and ends the process otherwise', async () => {
    const port = await freePort();
    // What main.ts and worker.ts install, then a publish nobody waits for to a Redis that is
    // not there (as the socket.io adapter sends them), then a bug.
    const script = `
      import { Redis } from 'ioredis';
      import { keepRunningThroughRedisOutages } from './src/common/unhandled-rejections.js';
      keepRunningThroughRedisOutages('redis://127.0.0.1:${port}');
      const client = new Redis('redis://127.0.0.1:${port}', { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
      client.on('error', () => undefined);
      void client.publish('live-events', 'a message');
      setTimeout(() => {
        console.log('still serving');
        client.disconnect();
        void Promise.reject(new TypeError('a bug'));
      }, 1000);
      setTimeout(() => console.log('still running after the bug'), 3000);
    `;
    const { NODE_OPTIONS: _jestFlags, ...env } = process.env;
    void _jestFlags;
    const child = spawn(
      process.execPath,
      ['--import', './test/support/run-ts.mjs', '--input-type=module', '-e', script],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), env: { ...env, NO_COLOR: '1' } },
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(output).toMatch(
      /Ignored a failed Redis command nobody waited for: MaxRetriesPerRequestError/,
    );
    expect(output).toContain('still serving');
    expect(output).toMatch(/Unhandled promise rejection, stopping: TypeError: a bug/);
    expect(output).not.toContain('still running after the bug');
    expect(code).toBe(1);
  }, 30_000);
});
