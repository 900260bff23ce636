#!/usr/bin/env node
/**
 * Landlord analytics benchmark: one landlord with 1,000 listings, 100,000 recorded views over
 * 400 days, 2,000 completed payments (100 of them partly refunded), 2,000 applications and 5,000
 * conversations, in a PostgreSQL database of its own. It starts the built API against it, signs
 * the landlord in, and times GET /api/landlord/analytics for each period (sequential requests
 * after a warm-up; the goal is under 100 ms), and GET /api/landlord/dashboard. It prints the
 * figures with the machine's load, to be copied into bench/RESULTS.md.
 *
 * Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), BENCH_ANALYTICS_DB
 * (rentnaija_bench_analytics), BENCH_PORT (3191), BENCH_RUNS (40), BENCH_RELOAD=1 to reload.
 */
import argon2 from 'argon2';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { machineLine, percentile } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', 'api');
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB = process.env.BENCH_ANALYTICS_DB ?? 'rentnaija_bench_analytics';
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const EMAIL = 'bench-landlord@example.com';
const PASSWORD = 'Rentals#2026';
const PERIODS = ['week', 'month', '3months', 'year'];

function startServer() {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      APP_URL: BASE,
      DATABASE_URL: `${PG}/${DB}`,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: '',
      SMTP_URL: '',
      PAYMENTS_SANDBOX: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${DB}"`);
  await admin.end();
}

/** The landlord, their listings and a year of activity, made by SQL in a few statements. */
async function load(db) {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE email = $1', [EMAIL]);
  if (rowCount && process.env.BENCH_RELOAD !== '1') return console.log('data: already loaded');
  const started = Date.now();
  await db.query('TRUNCATE users CASCADE');
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const {
    rows: [landlord],
  } = await db.query(
    `INSERT INTO users (name, email, role, status, email_verified_at, password_hash)
     VALUES ('Bench Landlord', $1, 'landlord', 'active', now(), $2) RETURNING id`,
    [EMAIL, hash],
  );
  await db.query(
    `INSERT INTO users (name, email, role, status, email_verified_at, password_hash)
     SELECT 'Bench Tenant ' || t, 'bench-tenant-' || t || '@example.com', 'tenant', 'active', now(), $1
     FROM generate_series(1, 5) t`,
    [hash],
  );
  await db.query(
    `INSERT INTO properties (title, description, location, address, city, state, price,
       security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
       is_approved, landlord_id, created_at, updated_at)
     SELECT 'Bench flat ' || i, 'A generated listing.', 'Lekki, Lagos', i || ' Bench Street',
       'Lagos', 'Lagos State', 300000 + (i % 50) * 10000, 300000, 2, 2, 90, 'flat',
       CASE WHEN i % 5 = 0 THEN 'rented' WHEN i % 7 = 0 THEN 'under_contract'
            WHEN i % 11 = 0 THEN 'inactive' ELSE 'available' END,
       CASE WHEN i % 13 = 0 THEN 'pending' ELSE 'approved' END, i % 13 <> 0, $1,
       now() - (i % 700) * interval '1 day', now()
     FROM generate_series(1, 1000) i`,
    [landlord.id],
  );
  const ids = `(SELECT array_agg(id ORDER BY created_at, id) AS a FROM properties WHERE landlord_id = '${landlord.id}')`;
  await db.query(
    `INSERT INTO property_views (property_id, visitor_key, viewed_on, created_at)
     SELECT ids.a[1 + g % 1000], 'v' || g, current_date - (g % 400), now()
     FROM generate_series(1, 100000) g, ${ids} ids`,
  );
  await db.query(
    `INSERT INTO property_applications (tenant_id, property_id, landlord_id, first_name, last_name,
       email, phone, occupation, employer, monthly_income, nin_number, reference_name,
       reference_phone, reference_email, reference_relationship, guarantor_name, guarantor_phone,
       guarantor_email, guarantor_relationship, guarantor_occupation, guarantor_employer,
       guarantor_nin_number, monthly_rent, rent_advance_months, security_deposit, service_charge,
       agency_fee, legal_fee, status, guarantor_status, created_at)
     SELECT t.id, ids.a[1 + g % 1000], $1, 'Bench', 'Tenant', t.email, '08031234567', 'Engineer',
       'Acme', 500000, '12345678901', 'Ref', '08023456789', 'ref@example.com', 'colleague',
       'Guarantor', '08098765432', 'g@example.com', 'family', 'Civil servant', 'State',
       '10987654321', 300000, 1, 300000, 0, 0, 0,
       CASE WHEN g % 3 = 0 THEN 'rejected' ELSE 'approved' END, 'confirmed',
       now() - (g % 365) * interval '1 day'
     FROM generate_series(1, 2000) g, ${ids} ids,
       LATERAL (SELECT id, email FROM users WHERE role = 'tenant' ORDER BY email
                OFFSET g % 5 LIMIT 1) t`,
    [landlord.id],
  );
  await db.query(
    `INSERT INTO payments (reference, application_id, property_id, tenant_id, landlord_id, amount,
       breakdown, status, description, gateway, payment_method, payment_date, created_at)
     SELECT 'BENCH-' || a.id, a.id, a.property_id, a.tenant_id, a.landlord_id, 600000, '[]',
       'completed', 'Move-in payment', 'sandbox', 'card', a.created_at + interval '2 days',
       a.created_at + interval '2 days'
     FROM property_applications a WHERE a.landlord_id = $1`,
    [landlord.id],
  );
  await db.query(
    `INSERT INTO refunds (payment_id, tenant_id, amount, reason, status, processed_at)
     SELECT id, tenant_id, 100000, 'technical_error', 'processed', now()
     FROM payments WHERE landlord_id = $1 ORDER BY id LIMIT 100`,
    [landlord.id],
  );
  await db.query(
    `INSERT INTO conversations (tenant_id, landlord_id, property_id, last_message_at, created_at)
     SELECT t.id, $1, p.id, p.at, p.at
     FROM users t,
       LATERAL (SELECT id, now() - ((hashtext(id::text || t.id::text) & 511) % 400) * interval '1 day' AS at
                FROM properties WHERE landlord_id = $1) p
     WHERE t.role = 'tenant'`,
    [landlord.id],
  );
  await db.query('VACUUM ANALYZE');
  console.log(`data: loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function time(path, token) {
  const started = performance.now();
  const res = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
}

await ensureDatabase();
const server = startServer();
try {
  await waitForServer();
  const db = new pg.Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  await load(db);
  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM properties)::int AS listings,
              (SELECT count(*) FROM property_views)::int AS views,
              (SELECT count(*) FROM payments)::int AS payments,
              (SELECT count(*) FROM conversations)::int AS conversations`,
    )
  ).rows[0];
  console.log(await machineLine(db));
  console.log(`data: ${JSON.stringify(counts)}`);
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { accessToken } = await login.json();
  const paths = [
    ...PERIODS.map((p) => `/api/landlord/analytics?period=${p}`),
    '/api/landlord/dashboard',
  ];
  console.log(`\n| request | p50 ms | p95 ms | max ms |\n| --- | --- | --- | --- |`);
  for (const path of paths) {
    for (let i = 0; i < 5; i++) await time(path, accessToken);
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await time(path, accessToken));
    times.sort((a, b) => a - b);
    const f = (n) => n.toFixed(1);
    console.log(
      `| GET ${path} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(times[times.length - 1])} |`,
    );
  }
  await db.end();
} finally {
  server.kill('SIGTERM');
}
