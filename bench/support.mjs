/**
 * What the search benchmarks share: their PostgreSQL database with 100,000 generated listings,
 * the built API started against it, and the figures they print.
 *
 * Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), BENCH_DB (rentnaija_bench),
 * BENCH_PORT (3190), BENCH_RELOAD=1 to reload the listings.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
export const apiDir = join(here, '..', 'api');
export const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const DB = process.env.BENCH_DB ?? 'rentnaija_bench';
export const PORT = Number(process.env.BENCH_PORT ?? 3190);
export const BASE = `http://127.0.0.1:${PORT}`;
const ROWS = 100_000;

export const log = (...a) => console.log(...a);

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB]);
  if (!rowCount) {
    log(`creating database ${DB}`);
    await admin.query(`CREATE DATABASE "${DB}"`);
  }
  await admin.end();
}

/** Starts the built API (dist/) on the benchmark database, as in production. */
export function startServer(searchCacheSeconds, extraArgs = []) {
  const child = spawn(process.execPath, [...extraArgs, 'dist/src/main.js'], {
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
      SEARCH_CACHE_SECONDS: String(searchCacheSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code) => {
    if (code && code !== 0 && !child.stopping) {
      console.error(`server exited with ${code}\n${output}`);
      process.exit(1);
    }
  });
  return child;
}

export async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${BASE}/api/properties/filters`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

export async function stopServer(child) {
  child.stopping = true;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Creates the database if needed, migrates it (by starting the server once), loads the
 * listings unless they are there, and returns a client on it.
 */
export async function prepareDatabase() {
  await ensureDatabase();
  const first = startServer(0);
  try {
    await waitForServer();
  } finally {
    await stopServer(first);
  }
  const db = new pg.Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM properties')).rows;
  if (n >= ROWS && process.env.BENCH_RELOAD !== '1') {
    log(`data: ${n} listings already loaded`);
  } else {
    log(`loading ${ROWS} listings…`);
    const started = Date.now();
    await db.query('TRUNCATE properties CASCADE');
    await db.query(readFileSync(join(here, 'generate.sql'), 'utf8'));
    await db.query('VACUUM ANALYZE properties');
    log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return db;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** One line saying where and when the figures were taken, and how busy the machine was. */
export async function machineLine(db) {
  const { rows } = await db.query('SHOW server_version');
  return (
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GB; load average ${loadAverage()}; ` +
    `node ${process.version}; PostgreSQL ${rows[0].server_version}; ${new Date().toISOString()}`
  );
}

export const loadLine = () => `load average ${loadAverage()}`;

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
