import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/bootstrap.js';
import { loadConfig } from '../src/config/app.config.js';
import { OutboxEntry } from '../src/platform/jobs/entities/outbox-entry.entity.js';
import { SecretBox } from '../src/platform/jobs/secrets.js';
import { toEmailOutboxDto } from '../src/platform/mail/email-outbox.js';
import { JobsService } from '../src/platform/jobs/jobs.service.js';
import { DEMO_PASSWORD } from '../src/database/seed/seed.js';
import { TenancyCustodyService } from '../src/modules/tenancies/tenancy-custody.service.js';

/** The default run: embedded PGlite, in-process queues, emails captured in the outbox. */
describe('the embedded default (PGlite, no Redis, no SMTP)', () => {
  let app: INestApplication;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rn-pglite-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    ({ app } = await createApp(config, { seed: true }));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    // Seeding renders the demo photos and documents: about 40 s beside another test file on
    // two cores, longer on a busy machine.
  }, 150_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('boots, migrates and reports healthy', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.details).toMatchObject({
      database: { status: 'up' },
      queue: { status: 'up', mode: 'in-process' },
    });
    const migrations = await app.get(DataSource).query('SELECT count(*)::int AS n FROM migrations');
    expect(migrations[0].n).toBeGreaterThan(0);
  });

  it('signs in a seeded demo account', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: 'landlord@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('landlord');
  });

  it('answers box and radius searches of the pinned demo listings through the GiST index', async () => {
    const http = request(app.getHttpServer());
    const box = await http.get('/api/properties').query({ bbox: '3.44,6.43,3.5,6.47' });
    expect(box.status).toBe(200);
    expect(box.body.pagination.total).toBeGreaterThan(0);
    for (const p of box.body.data as { city: string; latitude: number; longitude: number }[]) {
      expect(p.city).toBe('Lagos');
      expect(p.latitude).toBeGreaterThanOrEqual(6.43);
      expect(p.longitude).toBeLessThanOrEqual(3.5);
    }
    const near = await http.get('/api/properties').query({ near: '9.0866,7.496', radiusKm: '3' });
    expect(near.status).toBe(200);
    expect(near.body.data.every((p: { city: string }) => p.city === 'Abuja')).toBe(true);
    expect(near.body.pagination.total).toBeGreaterThan(0);
  });

  it('shows the demo landlord a verified payout account and payouts, and sends the failed one again through the sandbox', async () => {
    const http = request(app.getHttpServer());
    const signIn = async (email: string) => {
      const res = await http.post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
      return { Authorization: `Bearer ${res.body.accessToken}` };
    };
    const landlord = await signIn('landlord@example.com');
    const account = await http.get('/api/landlord/payout-account').set(landlord);
    expect(account.body.account).toMatchObject({
      accountNumberLast4: '4444',
      accountName: 'ADEYEMI BABATUNDE',
      status: 'verified',
    });
    const before = await http.get('/api/landlord/payouts').set(landlord);
    const states = before.body.payouts.map((p: { state: string }) => p.state);
    expect(states.filter((s: string) => s === 'failed')).toHaveLength(1);
    expect(states).toContain('paid');
    const failed = before.body.payouts.find((p: { state: string }) => p.state === 'failed');
    expect(before.body.summary.scheduled).toBe(failed.amount);

    const admin = await signIn('admin@example.com');
    const retried = await http.post(`/api/admin/payouts/${failed.id}/retry`).set(admin);
    expect(retried.status).toBe(200);
    // The sandbox answers the transfer, then reports its end by its own signed webhook.
    let state = retried.body.state as string;
    for (let i = 0; i < 100 && state !== 'paid'; i++) {
      await app.get(JobsService).drain();
      await new Promise((r) => setTimeout(r, 100));
      state = (await http.get(`/api/admin/payouts/${failed.id}`).set(admin)).body.state;
    }
    expect(state).toBe('paid');
    const after = await http.get('/api/landlord/payouts').set(landlord);
    expect(after.body.summary).toMatchObject({
      scheduled: 0,
      paid: before.body.summary.paid + failed.amount,
    });
  });

  it('registers, confirms through the captured email and signs in', async () => {
    const http = request(app.getHttpServer());
    const reg = await http.post('/api/auth/register').send({
      name: 'Funke Akin',
      email: 'funke@example.com',
      password: 'Str0ng!pass',
      role: 'tenant',
    });
    expect(reg.status).toBe(201);
    await app.get(JobsService).drain();
    const row = await app
      .get(DataSource)
      .getRepository(OutboxEntry)
      .createQueryBuilder('e')
      .where(`e.payload->>'to' = 'funke@example.com'`)
      .getOneOrFail();
    expect(toEmailOutboxDto(row)).toMatchObject({
      status: 'captured',
      data: { link: 'http://localhost:3000/auth/callback?token=REDACTED' },
    });
    // The link was printed to the operator's log; the server opens the sealed copy the same way.
    const { link } = app.get(SecretBox).reveal(row.payload.data as { link: never }) as {
      link: string;
    };
    const token = new URL(link).searchParams.get('token');
    expect((await http.post('/api/auth/confirm-email').send({ token })).status).toBe(200);
    const login = await http
      .post('/api/auth/login')
      .send({ email: 'funke@example.com', password: 'Str0ng!pass', rememberMe: true });
    expect(login.status).toBe(200);
    const me = await http
      .get('/api/users/me')
      .set('Authorization', `Bearer ${login.body.accessToken}`);
    expect(me.body.email).toBe('funke@example.com');
  });

  it('releases the demo tenancies’ due move-in money once, and none of a disputed or cancelled one', async () => {
    const ds = app.get(DataSource);
    const payoutsByTenancy = async () =>
      new Map(
        (
          (await ds.query(
            `SELECT tenancy_id AS id, count(*)::int AS n FROM payouts GROUP BY tenancy_id`,
          )) as { id: string; n: number }[]
        ).map((r) => [r.id, r.n]),
      );
    const seeded = await payoutsByTenancy();
    expect(seeded.size).toBeGreaterThan(0);
    await app.get(TenancyCustodyService).sweep();
    // Moved in more than 72 hours ago: every one is released (none blocked by another), but
    // for the payment a chargeback froze.
    const unreleased = await ds.query(
      `SELECT count(*)::int AS n FROM tenancies t JOIN payments p ON p.id = t.payment_id
       WHERE t.state IN ('active', 'ended') AND t.move_in_released_at IS NULL
         AND t.move_in_date <= current_date - 3 AND NOT p.release_frozen`,
    );
    expect(unreleased[0].n).toBe(0);
    // The tenancies the seed paid out (move-in money, months of rent, a deposit's share) keep
    // their payouts: the sweep adds none to them.
    const now = await payoutsByTenancy();
    for (const [tenancy, n] of seeded) expect([tenancy, now.get(tenancy)]).toEqual([tenancy, n]);
    const stopped = await ds.query(
      `SELECT count(*)::int AS n FROM payouts p JOIN tenancies t ON t.id = p.tenancy_id
       WHERE t.state IN ('disputed', 'cancelled')`,
    );
    expect(stopped[0].n).toBe(0);
  });

  it('rolls back a failed transaction on the single PGlite connection', async () => {
    const ds = app.get(DataSource);
    await expect(
      ds.transaction(async (m) => {
        await m.query(
          `INSERT INTO login_attempts (email, ip) VALUES ('rollback@example.com', '1.1.1.1')`,
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await ds.query(
      `SELECT count(*)::int AS n FROM login_attempts WHERE email = 'rollback@example.com'`,
    );
    expect(rows[0].n).toBe(0);
  });
});
