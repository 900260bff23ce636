#!/usr/bin/env node
/**
 * Live-delivery benchmark: one built API instance (PostgreSQL, no Redis) with 2,000 sockets
 * connected (1,000 tenants and 1,000 landlords, each pair with a conversation about a listing),
 * while messages are sent at a fixed rate (50 a second) between random pairs, each through
 * POST /api/conversations/:id/messages by one party. Delivery latency is measured from the
 * moment the request is sent to the moment the other party's socket receives
 * `message.created` (the same process holds every socket, so both ends read one clock). It
 * prints p50/p95/p99 of delivery and of the HTTP answer, and the server's resident memory
 * before and after the sockets connect and at the end.
 *
 * The users, sessions, listings and conversations are written straight into the database and
 * the access tokens signed with the server's secret: 2,000 password sign-ins (argon2) would
 * only measure hashing.
 *
 * Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), BENCH_RT_DB
 * (rentnaija_bench_realtime), BENCH_RT_PORT (3191), BENCH_SOCKETS (2000), BENCH_RATE (50 a
 * second), BENCH_SECONDS (60).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { io } from 'socket.io-client';
import { apiDir, loadLine, log, percentile, PG } from './support.mjs';

const DB = process.env.BENCH_RT_DB ?? 'rentnaija_bench_realtime';
const PORT = Number(process.env.BENCH_RT_PORT ?? 3191);
const BASE = `http://127.0.0.1:${PORT}`;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const PAIRS = Math.floor(SOCKETS / 2);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DB}"`);
  await admin.end();
}

function startServer() {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      APP_URL: BASE,
      DATABASE_URL: `${PG}/${DB}`,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: '',
      SMTP_URL: '',
      PAYMENTS_SANDBOX: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code && !child.stopping) {
      console.error(`server exited with ${code}`);
      process.exit(1);
    }
  });
  return child;
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error('server did not start');
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

/** Tenants, landlords, a listing per landlord, a conversation per pair, a session per user. */
async function loadPairs(db) {
  const { rows } = await db.query(
    `WITH t AS (
       INSERT INTO users (name, email, role, status, password_hash, email_verified_at)
       SELECT 'Bench tenant ' || i, 'bench-tenant-' || i || '@example.com', 'tenant', 'active', 'x', now()
       FROM generate_series(1, $1) i RETURNING id, name),
     l AS (
       INSERT INTO users (name, email, role, status, password_hash, email_verified_at)
       SELECT 'Bench landlord ' || i, 'bench-landlord-' || i || '@example.com', 'landlord', 'active', 'x', now()
       FROM generate_series(1, $1) i RETURNING id, name)
     SELECT t.id AS tenant_id, l.id AS landlord_id
     FROM (SELECT id, row_number() OVER (ORDER BY name) n FROM t) t
     JOIN (SELECT id, row_number() OVER (ORDER BY name) n FROM l) l USING (n)`,
    [PAIRS],
  );
  const pairs = [];
  for (const row of rows) {
    const { rows: p } = await db.query(
      `INSERT INTO properties (title, description, location, address, city, state, price,
         security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
         is_approved, landlord_id)
       VALUES ('Bench flat', 'A flat.', 'Yaba, Lagos', '1 Bench Street', 'Lagos', 'Lagos State',
         500000, 500000, 2, 2, 80, 'flat', 'available', 'approved', true, $1) RETURNING id`,
      [row.landlord_id],
    );
    const { rows: c } = await db.query(
      `INSERT INTO conversations (tenant_id, landlord_id, property_id) VALUES ($1, $2, $3) RETURNING id`,
      [row.tenant_id, row.landlord_id, p[0].id],
    );
    pairs.push({ conversationId: c[0].id, tenant: row.tenant_id, landlord: row.landlord_id });
  }
  const tokens = new Map();
  const { rows: sessions } = await db.query(
    `INSERT INTO sessions (user_id, expires_at)
     SELECT id, now() + interval '1 day' FROM users WHERE email LIKE 'bench-%' RETURNING id, user_id`,
  );
  const { rows: roles } = await db.query(`SELECT id, role FROM users WHERE email LIKE 'bench-%'`);
  const roleOf = new Map(roles.map((r) => [r.id, r.role]));
  for (const s of sessions) {
    tokens.set(
      s.user_id,
      jwt.sign({ sub: s.user_id, sid: s.id, role: roleOf.get(s.user_id) }, SECRET, {
        algorithm: 'HS256',
        expiresIn: '2h',
      }),
    );
  }
  return { pairs, tokens };
}

function connect(token) {
  return new Promise((resolve, reject) => {
    const socket = io(BASE, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const ms = (v) => `${v.toFixed(1)} ms`;

async function main() {
  log(`realtime benchmark: ${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s`);
  await ensureDatabase();
  const server = startServer();
  await waitForServer();
  const db = new pg.Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  const { pairs, tokens } = await loadPairs(db);
  const { rows: version } = await db.query('SHOW server_version');
  const memory = { booted: rssMb(server.pid) };

  const sentAt = new Map();
  const delivery = [];
  const answers = [];
  let errors = 0;
  let delivered = 0;
  const sockets = [];
  const started = Date.now();
  const users = [...tokens.keys()];
  for (let i = 0; i < users.length; i += 100) {
    const batch = await Promise.all(users.slice(i, i + 100).map((u) => connect(tokens.get(u))));
    for (const [j, socket] of batch.entries()) {
      const me = users[i + j];
      socket.on('message.created', ({ message }) => {
        if (message.senderId === me) return;
        const sent = sentAt.get(message.content);
        if (sent === undefined) return;
        delivery.push(performance.now() - sent);
        sentAt.delete(message.content);
        delivered += 1;
      });
      sockets.push(socket);
    }
  }
  log(`${sockets.length} sockets connected in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sleep(2000);
  memory.connected = rssMb(server.pid);

  const total = RATE * SECONDS;
  const interval = 1000 / RATE;
  const t0 = performance.now();
  const inflight = [];
  let lag = 0;
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    else lag = Math.max(lag, -wait);
    const pair = pairs[Math.floor(Math.random() * pairs.length)];
    const from = Math.random() < 0.5 ? pair.tenant : pair.landlord;
    const content = `bench ${i}`;
    const at = performance.now();
    sentAt.set(content, at);
    inflight.push(
      fetch(`${BASE}/api/conversations/${pair.conversationId}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens.get(from)}`,
        },
        body: JSON.stringify({ content }),
      })
        .then(async (res) => {
          answers.push(performance.now() - at);
          if (res.status !== 201) {
            errors += 1;
            sentAt.delete(content);
          }
          await res.arrayBuffer();
        })
        .catch(() => {
          errors += 1;
          sentAt.delete(content);
        }),
    );
  }
  await Promise.all(inflight);
  const deadline = Date.now() + 10_000;
  while (sentAt.size > 0 && Date.now() < deadline) await sleep(100);
  memory.end = rssMb(server.pid);
  const load = loadLine();

  delivery.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  log('');
  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB; ` +
      `node ${process.version}; PostgreSQL ${version[0].server_version}; ${new Date().toISOString()}; ${load}`,
  );
  log(
    `messages sent ${total}, delivered ${delivered}, lost ${sentAt.size}, failed requests ${errors}`,
  );
  log(`schedule lag (worst): ${ms(lag)}`);
  log(
    `delivery (send → other party's socket): p50 ${ms(percentile(delivery, 50))}, p95 ${ms(percentile(delivery, 95))}, p99 ${ms(percentile(delivery, 99))}, max ${ms(delivery[delivery.length - 1] ?? NaN)}`,
  );
  log(
    `HTTP answer of the send: p50 ${ms(percentile(answers, 50))}, p95 ${ms(percentile(answers, 95))}, p99 ${ms(percentile(answers, 99))}`,
  );
  log(
    `server memory (RSS): ${memory.booted} MB booted, ${memory.connected} MB with ${sockets.length} sockets, ${memory.end} MB at the end`,
  );

  for (const s of sockets) s.close();
  await db.end();
  server.stopping = true;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  process.exit(0);
}

await main();
