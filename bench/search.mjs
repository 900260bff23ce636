#!/usr/bin/env node
/**
 * Search benchmark (issue 3): loads 100,000 generated listings into a PostgreSQL database of its
 * own, starts the built API against it, and drives it with autocannon (20 s, 50 connections) on
 * four search shapes and on a trivial JSON endpoint of the same server (the ceiling). Prints
 * req/s and p50/p95/p99 for each, and the EXPLAIN ANALYZE execution time of each shape's SQL
 * (page query and count), built by the very code the server runs.
 *
 * It runs twice: with the public-search page cache off (every request queries PostgreSQL) and
 * with the default 5-second page cache (SEARCH_CACHE_SECONDS).
 *
 * Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), BENCH_DB (rentnaija_bench),
 * BENCH_PORT (3190), BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_RELOAD=1 to reload data,
 * BENCH_MODES (default "0,5": the SEARCH_CACHE_SECONDS values to run with).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', 'api');
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB = process.env.BENCH_DB ?? 'rentnaija_bench';
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROWS = 100_000;

const SHAPES = [
  { name: 'ceiling: GET /api/properties/filters', path: '/api/properties/filters' },
  { name: "text 'lekki'", path: '/api/properties?query=lekki', query: { query: 'lekki' } },
  {
    name: 'city + price range',
    path: '/api/properties?city=abuja&minPrice=300000&maxPrice=800000',
    query: { city: 'abuja', minPrice: '300000', maxPrice: '800000' },
  },
  {
    name: 'bedrooms + type + price-low',
    path: '/api/properties?bedrooms=3&type=duplex&sortBy=price-low',
    query: { bedrooms: '3', type: 'duplex', sortBy: 'price-low' },
  },
  { name: 'page 1, no filter', path: '/api/properties?page=1', query: { page: '1' } },
  { name: 'page 500, no filter', path: '/api/properties?page=500', query: { page: '500' } },
];

const log = (...a) => console.log(...a);

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

function startServer(searchCacheSeconds) {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      APP_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: `${PG}/${DB}`,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: '',
      SMTP_URL: '',
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

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/properties/filters`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function loadData(db) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM properties')).rows;
  if (n >= ROWS && process.env.BENCH_RELOAD !== '1') {
    log(`data: ${n} listings already loaded`);
    return;
  }
  log(`loading ${ROWS} listings…`);
  const started = Date.now();
  await db.query('TRUNCATE properties CASCADE');
  await db.query(readFileSync(join(here, 'generate.sql'), 'utf8'));
  await db.query('VACUUM ANALYZE properties');
  log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(shape) {
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${PORT}${shape.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  latencies.sort((a, b) => a - b);
  return {
    name: shape.name,
    reqPerSec: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** EXPLAIN ANALYZE of the SQL the server runs for a shape: the page (from its checkpoint, as
 * the server does for deep pages) and the exact count (which the server caches for large
 * searches), plus the checkpoint query that deep pages need once per cache period. */
async function explain(db, searchQuery) {
  const q = await import(join(apiDir, 'dist/src/modules/properties/search-query.js'));
  const filters = q.parseSearchQuery(searchQuery);
  const sql = q.buildSearchSql(filters);
  const offset = (filters.page - 1) * filters.perPage;
  let from;
  const queries = [];
  if (offset >= q.CHECKPOINT_EVERY) {
    const cp = q.checkpointsSql(filters, sql);
    const { rows } = await db.query(cp.text, cp.params);
    from = rows
      .map((r) => ({ position: r.position, values: cp.columns.map((c) => r[c]) }))
      .findLast((c) => c.position <= offset);
    queries.push(['checkpoints', cp]);
  }
  queries.push(['page', q.pageSql(filters, sql, from)], ['count', q.countSql(sql)]);
  const out = {};
  for (const [label, query] of queries) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.params);
      times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
    }
    times.sort((a, b) => a - b);
    out[label] = times[2];
  }
  return out;
}

async function runMode(db, searchCacheSeconds) {
  const server = startServer(searchCacheSeconds);
  try {
    await waitForServer();
    log(
      `\n## SEARCH_CACHE_SECONDS=${searchCacheSeconds}` +
        (searchCacheSeconds === 0 ? ' (every search queries PostgreSQL)' : ' (page cache on)'),
    );
    // Warm up caches and the JIT a little.
    for (const s of SHAPES) await fetch(`http://127.0.0.1:${PORT}${s.path}`).then((r) => r.text());
    const results = [];
    for (const shape of SHAPES) {
      const r = await run(shape);
      if (shape.query) Object.assign(r, await explain(db, shape.query));
      results.push(r);
      log(
        `${r.name.padEnd(38)} ${r.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms` +
          (r.page !== undefined
            ? `  | EXPLAIN page ${r.page.toFixed(2)} ms, count ${r.count.toFixed(2)} ms` +
              (r.checkpoints !== undefined ? `, checkpoints ${r.checkpoints.toFixed(2)} ms` : '')
            : '') +
          (r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''),
      );
    }
    const ceiling = results[0].reqPerSec;
    const p1 = results.find((r) => r.name.startsWith('page 1'));
    const p500 = results.find((r) => r.name.startsWith('page 500'));
    log('Targets:');
    for (const r of results.slice(1)) {
      log(
        `  ${r.name.padEnd(36)} p95 ${r.p95.toFixed(1)} ms ${r.p95 <= 25 ? '≤' : '>'} 25 ms; ` +
          `${((r.reqPerSec / ceiling) * 100).toFixed(0)}% of ceiling ${r.reqPerSec / ceiling >= 0.5 ? '≥' : '<'} 50%`,
      );
    }
    log(
      `  page 500 vs page 1: p95 ${(p500.p95 / p1.p95).toFixed(2)}×, EXPLAIN page ${(p500.page / p1.page).toFixed(2)}× (target ≤ 1.5×)`,
    );
    return results;
  } finally {
    server.stopping = true;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  await ensureDatabase();
  // The first start runs the migrations on the bench database.
  const first = startServer(0);
  try {
    await waitForServer();
  } finally {
    first.stopping = true;
    first.kill('SIGTERM');
    await new Promise((r) => first.once('exit', r));
  }
  const db = new pg.Client({ connectionString: `${PG}/${DB}` });
  await db.connect();
  await loadData(db);
  const { rows: pgv } = await db.query('SHOW server_version');
  log(
    `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; node ${process.version}; ` +
      `PostgreSQL ${pgv[0].server_version}; ${new Date().toISOString()}`,
  );
  log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per shape`);
  const modes = (process.env.BENCH_MODES ?? '0,5').split(',').map(Number);
  for (const mode of modes) await runMode(db, mode);
  log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await db.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
