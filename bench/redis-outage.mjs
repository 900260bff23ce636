// `npm run bench:redis-outage`: the built API on PostgreSQL (127.0.0.1:5432), a private Redis
// (port 6391) and an SMTP peer; traffic (messages, registrations, unread-message emails with
// notifications), then Redis stopped for OUTAGE_S seconds (30) and started again. Reports
// whether the API lived, write latencies before, during and after, the health check, and
// whether every email recorded went out exactly once. Figures: bench/RESULTS.md.
import { spawn, execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = fileURLToPath(new URL('../api', import.meta.url));
const DATA = mkdtempSync(join(tmpdir(), 'rn-bench-redis-'));
const require = createRequire(API + '/package.json');
const { SMTPServer } = require('smtp-server');
const { io } = require('socket.io-client');
const pg = require('pg');

const OUTAGE_S = Number(process.env.OUTAGE_S ?? 30);
const BEFORE_S = Number(process.env.BEFORE_S ?? 8);
const AFTER_S = Number(process.env.AFTER_S ?? 20);
const REDIS_PORT = 6391;
const PORT = 3391;
const DB = 'rn_probe_redis';
const log = (...a) => console.log(new Date().toISOString().slice(11, 23), ...a);

// --- Redis -----------------------------------------------------------------------------------
let redis;
const startRedis = async () => {
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', ''],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 300));
};
const stopRedis = async () => {
  const r = redis;
  redis = undefined;
  await new Promise((res) => {
    r.once('exit', res);
    r.kill('SIGKILL');
  });
};

// --- SMTP ------------------------------------------------------------------------------------
const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, cb) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        id: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim(),
      });
      cb();
    });
  },
});
await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
const smtpPort = smtp.server.address().port;

// --- Database --------------------------------------------------------------------------------
execSync(
  `psql -h 127.0.0.1 -U postgres -q -c 'DROP DATABASE IF EXISTS ${DB} WITH (FORCE)' -c 'CREATE DATABASE ${DB}'`,
);
const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${DB}` });

await startRedis();
const apiLog = [];
const api = spawn(process.execPath, ['dist/src/main.js'], {
  cwd: API,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(PORT),
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DB}`,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    QUEUE_PREFIX: 'probe',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DATA_DIR: DATA,
    UPLOAD_DIR: join(DATA, 'uploads'),
    UNREAD_MESSAGE_EMAIL_SECONDS: '2',
    OUTBOX_SWEEP_SECONDS: '5',
    APP_URL: `http://127.0.0.1:${PORT}`,
    NO_COLOR: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let exitInfo = null;
api.on('exit', (code, signal) => {
  exitInfo = { code, signal, at: new Date().toISOString() };
  log('API exited', code, signal);
});
api.stdout.on('data', (c) => apiLog.push(c.toString()));
api.stderr.on('data', (c) => apiLog.push(c.toString()));
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (exitInfo || i > 600) {
    console.log(apiLog.join(''));
    throw new Error('API did not start');
  }
  await new Promise((r) => setTimeout(r, 200));
}
await db.connect();
log('API up');

const post = async (path, body, token) => {
  const t0 = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(15000),
  });
  return {
    status: res.status,
    body: await res.json().catch(() => null),
    ms: performance.now() - t0,
  };
};
const get = async (path, token) => {
  const res = await fetch(base + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(15000),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};
const login = async (email) =>
  (await post('/api/auth/login', { email, password: 'Rentals#2026' })).body.accessToken;
const tenant = await login('tenant@example.com');
const landlord = await login('landlord@example.com');
const listings = (await get('/api/landlord/properties', landlord)).body;
const property =
  (listings.data ?? listings.items ?? listings).find?.((p) => p.isApproved) ??
  (listings.data ?? listings)[0];
const started = await post(
  '/api/conversations',
  { propertyId: property.id, message: 'Is it still available?' },
  tenant,
);
const conversationId = started.body.conversation?.id ?? started.body.id;
log('conversation', started.status, conversationId);

const heard = [];
const socket = io(base, {
  path: '/socket.io',
  auth: { token: landlord },
  transports: ['websocket'],
});
socket.onAny((event) => heard.push({ event, at: Date.now() }));
await new Promise((r) => socket.once('connect', r));
log('socket connected');

// --- traffic ---------------------------------------------------------------------------------
let phase = 'before';
const writes = [];
let running = true;
let n = 0;
const traffic = (async () => {
  while (running) {
    n++;
    const at = Date.now();
    try {
      const msg = await post(
        `/api/conversations/${conversationId}/messages`,
        { content: `Message ${n}` },
        tenant,
      );
      writes.push({ phase, kind: 'message', status: msg.status, ms: msg.ms, at });
      const reg = await post('/api/auth/register', {
        name: 'Probe Tenant',
        email: `probe-${n}-${Date.now()}@example.com`,
        password: 'Str0ng!pass',
        role: 'tenant',
      });
      writes.push({ phase, kind: 'register', status: reg.status, ms: reg.ms, at });
      if (n % 3 === 0) {
        const read = await post(`/api/conversations/${conversationId}/read`, {}, landlord);
        writes.push({ phase, kind: 'read', status: read.status, ms: read.ms, at });
      }
    } catch (error) {
      writes.push({ phase, kind: 'error', status: String(error), ms: 0, at });
    }
    await new Promise((r) => setTimeout(r, 2100));
  }
})();
const healthDuring = [];
await new Promise((r) => setTimeout(r, BEFORE_S * 1000));
phase = 'outage';
await stopRedis();
const outageStart = Date.now();
log('Redis stopped');
while (Date.now() - outageStart < OUTAGE_S * 1000) {
  await new Promise((r) => setTimeout(r, 5000));
  try {
    const h = await get('/api/health');
    healthDuring.push(h.status + ':' + (h.body?.status ?? ''));
  } catch (e) {
    healthDuring.push('ERR ' + e.message);
  }
}
await startRedis();
phase = 'after';
const outageEnd = Date.now();
log('Redis started');
await new Promise((r) => setTimeout(r, AFTER_S * 1000));
running = false;
await traffic;
// Let every email go out.
let pending;
for (let i = 0; i < 120; i++) {
  pending = (
    await db.query(
      `SELECT count(*)::int n FROM outbox WHERE job_name = 'mail.send' AND status = 'pending'`,
    )
  ).rows[0].n;
  if (pending === 0) break;
  await new Promise((r) => setTimeout(r, 1000));
}
await new Promise((r) => setTimeout(r, 6000)); // another sweep: nothing sent twice
const rows = (
  await db.query(
    `SELECT id, status, payload->>'to' AS to, result->>'messageId' AS mid, created_at FROM outbox WHERE job_name = 'mail.send'`,
  )
).rows;
const during = rows.filter(
  (r) => r.created_at.getTime() >= outageStart && r.created_at.getTime() <= outageEnd,
);
const byId = new Map();
for (const m of received) byId.set(m.id, (byId.get(m.id) ?? 0) + 1);
const lost = rows.filter((r) => r.status !== 'done' || !byId.has(r.mid));
const dup =
  [...byId.values()].filter((c) => c > 1).length + Math.max(0, received.length - rows.length);
const heardAfter = heard.filter((h) => h.at > outageEnd + 2000).length;
const stats = (phaseName) => {
  const w = writes.filter((x) => x.phase === phaseName && x.kind !== 'error');
  const ms = w.map((x) => x.ms).sort((a, b) => a - b);
  return {
    count: w.length,
    statuses: [...new Set(w.map((x) => x.status))],
    p50: ms[Math.floor(ms.length / 2)]?.toFixed(0),
    max: ms.at(-1)?.toFixed(0),
    errors: writes.filter((x) => x.phase === phaseName && x.kind === 'error').length,
  };
};
const report = {
  apiAlive: exitInfo === null,
  exitInfo,
  writes: { before: stats('before'), outage: stats('outage'), after: stats('after') },
  healthDuringOutage: healthDuring,
  healthAfter: (await get('/api/health')).status,
  emailsRecorded: rows.length,
  emailsRecordedDuringOutage: during.length,
  smtpReceived: received.length,
  lost: lost.length,
  duplicated: dup,
  liveEventsHeardAfterOutage: heardAfter,
  socketConnected: socket.connected,
  warnings: apiLog
    .join('')
    .split('\n')
    .filter((l) => /WARN|ERROR|Unhandled|unhandled/.test(l))
    .slice(0, 40),
};
console.log(JSON.stringify(report, null, 2));
socket.close();
api.kill('SIGTERM');
await new Promise((r) => (exitInfo ? r() : api.once('exit', r)));
await stopRedis();
await db.end();
smtp.close();
rmSync(DATA, { recursive: true, force: true });
execSync(`psql -h 127.0.0.1 -U postgres -q -c 'DROP DATABASE IF EXISTS ${DB} WITH (FORCE)'`);
process.exit(0);
