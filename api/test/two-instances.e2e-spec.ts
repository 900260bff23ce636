import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { RateLimiter } from '../src/common/rate-limit/rate-limiter.js';
import { recordedEmails } from './support/emails.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { insertBulkListings, newListingBody } from './support/listings.js';
import { startSmtpServer } from './support/smtp.js';
import { startWorkerProcess } from './support/worker-process.js';

/**
 * The deployment of the compose file in small: two API instances (each a whole app on its own
 * port, running the queue processors too) and a worker process, on one PostgreSQL database and
 * one Redis. Whatever a client does through one instance, the other answers as if it were the
 * same server.
 */
describe('two API instances and a worker behave as one server', () => {
  const SMTP_DELAY_MS = 1200;
  const BULK = 1100;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: TestContext;
  let b: TestContext;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let viaA: ReturnType<typeof request>;
  let viaB: ReturnType<typeof request>;
  let bStopped = false;

  const listen = async (app: INestApplication) => {
    await app.listen(0, '127.0.0.1');
    return request((await app.getUrl()).replace('[::1]', '127.0.0.1'));
  };

  beforeAll(async () => {
    // A slow mail server keeps deliveries running while the sweeps of three processes (every
    // second here) queue pending jobs again: a job must still run once.
    smtp = await startSmtpServer({ delayMs: SMTP_DELAY_MS });
    a = await createTestApp({
      smtpUrl: smtp.url,
      env: { SEARCH_CACHE_SECONDS: '60', OUTBOX_SWEEP_SECONDS: '1' },
    });
    b = await createTestApp({ joining: a });
    [viaA, viaB] = await Promise.all([listen(a.app), listen(b.app)]);
    worker = await startWorkerProcess(a.env);
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    if (!bStopped) await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('counts rate limits once for both instances, in Redis', async () => {
    expect(a.app.get(RateLimiter).usesRedis).toBe(true);
    expect(b.app.get(RateLimiter).usesRedis).toBe(true);
    const email = 'shared-limit@example.com';
    // Three reset emails per account and hour, wherever the requests land.
    for (const via of [viaA, viaB, viaA]) {
      expect((await via.post('/api/auth/forgot-password').send({ email })).status).toBe(200);
    }
    const refused = await viaB.post('/api/auth/forgot-password').send({ email });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('search caches', () => {
    let landlord: Awaited<ReturnType<typeof makeSignedInUser>>;
    let admin: Awaited<ReturnType<typeof makeSignedInUser>>;

    beforeAll(async () => {
      landlord = await makeSignedInUser(a, { role: 'landlord' });
      admin = await makeSignedInUser(a, { role: 'admin' });
      // Above 1,000 matches totals, deep-page checkpoints and text summaries are cached.
      await insertBulkListings(a, landlord.user.id, BULK);
    });

    /** The ids of a page as a plain OFFSET query gives them. */
    async function expectedPage(page: number, perPage = 12): Promise<string[]> {
      const rows = await a.dataSource.query<{ id: string }[]>(
        `SELECT id FROM properties WHERE is_approved AND status = 'available'
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [perPage, (page - 1) * perPage],
      );
      return rows.map((r) => r.id);
    }

    /** What instance A answers for the searches whose caches a change must clear. */
    async function searchesOnA() {
      const [page1, deep, text] = await Promise.all(
        [{ city: 'lagos' }, { page: 60 }, { query: 'bulk', city: 'lagos' }].map((q) =>
          viaA.get('/api/properties').query(q),
        ),
      );
      const ids = (res: typeof page1) => res.body.data.map((p: { id: string }) => p.id);
      return {
        total: page1.body.pagination.total as number,
        firstId: ids(page1)[0] as string,
        deepIds: ids(deep) as string[],
        textTotal: text.body.pagination.total as number,
      };
    }

    it('shows a listing published through B on A at once, and hides it when B takes it down', async () => {
      const before = await searchesOnA();
      expect(before.total).toBe(BULK);
      expect(before.textTotal).toBe(BULK);
      expect(before.deepIds).toEqual(await expectedPage(60));
      // Asked again, A answers from its caches.
      expect(await searchesOnA()).toEqual(before);

      const created = await viaB
        .post('/api/properties')
        .set(landlord.auth)
        .send(newListingBody({ title: 'Bulk-size flat published through B' }));
      expect(created.status).toBe(201);
      const approved = await viaB
        .post(`/api/admin/properties/${created.body.id}/approve`)
        .set(admin.auth);
      expect(approved.status).toBe(200);

      const published = await searchesOnA();
      expect(published.total).toBe(BULK + 1);
      expect(published.textTotal).toBe(BULK + 1);
      expect(published.firstId).toBe(created.body.id);
      expect(published.deepIds).toEqual(await expectedPage(60));
      expect(published.deepIds).not.toEqual(before.deepIds);

      const hidden = await viaB
        .patch(`/api/properties/${created.body.id}/status`)
        .set(landlord.auth)
        .send({ status: 'inactive' });
      expect(hidden.status).toBe(200);
      expect(await searchesOnA()).toEqual(before);
    });
  });

  it('runs each queued job once, whichever instance recorded it and whichever process runs it', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `queued-${i}@example.com`);
    await Promise.all(
      emails.map(async (email, i) => {
        const res = await (i % 2 ? viaB : viaA)
          .post('/api/auth/register')
          .send({ name: 'Queued Tenant', email, password: 'Str0ng!pass', role: 'tenant' });
        expect(res.status).toBe(201);
      }),
    );
    const deadline = Date.now() + 20_000;
    const settled = async () => {
      const rows = await Promise.all(emails.map((to) => recordedEmails(a, { to })));
      return rows.flat().every((r) => r.status !== 'pending');
    };
    while (!(await settled())) {
      if (Date.now() > deadline) throw new Error('Emails still pending after 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Two more sweeps of every process: nothing is sent again.
    await new Promise((r) => setTimeout(r, 2500));
    for (const to of emails) {
      const delivered = smtp.received.filter((m) => m.to.includes(to));
      expect(delivered.map((m) => m.subject)).toEqual([expect.stringMatching(/confirm/i)]);
      const [row] = await recordedEmails(a, { to });
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });

  it('keeps serving through A while B stops, and the worker still delivers', async () => {
    let stopping = true;
    const answers: number[] = [];
    const load = (async () => {
      while (stopping) answers.push((await viaA.get('/api/properties/filters')).status);
    })();
    bStopped = true;
    await b.close();
    stopping = false;
    await load;
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers)).toEqual(new Set([200]));
    await expect(viaB.get('/api/health')).rejects.toThrow(/ECONNREFUSED/);

    expect((await viaA.get('/api/properties').query({ city: 'lagos' })).status).toBe(200);
    const email = 'after-stop@example.com';
    const res = await viaA
      .post('/api/auth/register')
      .send({ name: 'Late Tenant', email, password: 'Str0ng!pass', role: 'tenant' });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor(email, 15_000);
    expect(mail.subject).toMatch(/confirm/i);
  });
});
