#!/usr/bin/env node
/**
 * The HTTP layer on its own: `GET /api/properties/filters` (a small JSON answer, no database
 * work per request) served two ways, each in a process of its own on this machine:
 *
 * - `app`: the built API (`api/dist/src/main.js`, production settings, request logging at info,
 *   on the `rentnaija_http_bench` PostgreSQL database), on Fastify;
 * - `route`: a Nest app with only that route, on the same Fastify adapter (`httpAdapter()`), set
 *   up by the API's own `setupApp()` (request logger, security headers, compression and ETag,
 *   CORS, body parsers, the uploads route, validation pipe, error filter) with the API's global
 *   guards (JWT, roles, rate limits) and Cache-Control interceptor, answering the app's own
 *   filters JSON.
 *
 * (Until the port to Fastify there was a third, the same route on Express; its figures are in
 * bench/RESULTS.md.) The machine is shared, so the servers alternate: each round starts each
 * server in a rotated order, warms it up, then runs autocannon (50 connections) twice: without
 * Accept-Encoding (as the earlier figures were taken) and with `gzip, deflate, br` (as browsers
 * ask, so the answer is compressed). It prints every run with the load average, then the
 * medians. `--profile` instead runs each server once under `node --cpu-prof` and prints the
 * functions with the most self time.
 *
 * Environment: BENCH_PG (postgres://postgres@127.0.0.1:5432), BENCH_ROUNDS (5), BENCH_SECONDS
 * (10), BENCH_CONNECTIONS (50). Run with `npm run bench:http` (builds the API first).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', 'api');
const dist = (path) => pathToFileURL(join(apiDir, 'dist', 'src', path)).href;
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB = 'rentnaija_http_bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3191;
const PATH = '/api/properties/filters';
const SERVERS = ['app', 'route'];
const SCENARIOS = [
  { name: 'identity', headers: {} },
  { name: 'browser', headers: { 'accept-encoding': 'gzip, deflate, br' } },
];

/** As production runs it (Dockerfile, `npm start`): a larger young generation, fewer collections. */
const NODE_FLAGS = ['--max-semi-space-size=64'];

const ENV = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  APP_URL: `http://127.0.0.1:${PORT}`,
  DATABASE_URL: `${PG}/${DB}`,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'info',
  SEED_DEMO_DATA: 'false',
  REDIS_URL: '',
  SMTP_URL: '',
  PAYMENTS_SANDBOX: 'true',
};

// ---------------------------------------------------------------------------------------------
// The servers of the comparison (run in a child process: `http-layer.mjs serve <kind> <body>`)

async function serve(kind, body) {
  await import('reflect-metadata');
  const { Controller, Get, Module } = await import('@nestjs/common');
  const { APP_GUARD, APP_INTERCEPTOR, NestFactory } = await import('@nestjs/core');
  const { loadConfig } = await import(dist('config/app.config.js'));
  const { ConfigModule } = await import(dist('config/config.module.js'));
  const { Public } = await import(dist('common/decorators/roles.decorator.js'));
  const cacheControl = await import(dist('common/http/cache-control.js'));
  const { JwtAuthGuard } = await import(dist('common/guards/jwt-auth.guard.js'));
  const { RolesGuard } = await import(dist('common/guards/roles.guard.js'));
  const { RateLimitGuard } = await import(dist('common/rate-limit/rate-limit.guard.js'));
  const { RateLimitModule } = await import(dist('common/rate-limit/rate-limit.module.js'));
  const { StorageModule } = await import(dist('platform/storage/storage.module.js'));
  const { setupApp } = await import(dist('app.setup.js'));
  const { httpAdapter } = await import(dist('bootstrap.js'));
  const config = loadConfig({ ...process.env, API_DOCS: 'false' });
  const answer = JSON.parse(body);

  class FiltersController {
    async filters() {
      return answer;
    }
  }
  const method = Object.getOwnPropertyDescriptor(FiltersController.prototype, 'filters');
  Object.defineProperty(
    FiltersController.prototype,
    'filters',
    Reflect.decorate(
      [Public(), cacheControl.PublicCache('static'), Get('filters')],
      FiltersController.prototype,
      'filters',
      method,
    ),
  );
  Reflect.decorate([Controller('properties')], FiltersController);

  class BenchModule {}
  Reflect.decorate(
    [
      Module({
        imports: [ConfigModule.forRoot(config), RateLimitModule, StorageModule],
        controllers: [FiltersController],
        providers: [
          { provide: APP_GUARD, useClass: JwtAuthGuard },
          { provide: APP_GUARD, useClass: RolesGuard },
          { provide: APP_INTERCEPTOR, useClass: cacheControl.CacheControlInterceptor },
          { provide: APP_GUARD, useClass: RateLimitGuard },
        ],
      }),
    ],
    BenchModule,
  );

  if (kind !== 'route') throw new Error(`unknown server ${kind}`);
  const app = await NestFactory.create(BenchModule, httpAdapter(config), {
    bodyParser: false,
    rawBody: true,
    logger: false,
  });
  await setupApp(app, config);
  await app.listen(PORT, '127.0.0.1');
}

// ---------------------------------------------------------------------------------------------
// The driver

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function ensureDatabase() {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${DB}"`);
  await admin.end();
}

function start(kind, body, nodeArgs = []) {
  const flags = [...NODE_FLAGS, ...nodeArgs];
  const args =
    kind === 'app'
      ? [...flags, 'dist/src/main.js']
      : [...flags, fileURLToPath(import.meta.url), 'serve', kind, body];
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...ENV },
    // Log lines go to /dev/null: every server writes the same ones.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  child.on('exit', (code) => {
    if (code && !child.stopping) {
      console.error(`${kind} exited with ${code}\n${errors}`);
      process.exit(1);
    }
  });
  return child;
}

async function ready() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}${PATH}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function stop(child) {
  child.stopping = true;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

/** CPU time (user + system) of a process so far, in ms; its resident memory in MB. */
function usage(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1];
  return { cpuMs: (Number(fields[11]) + Number(fields[12])) * 10, rssMb: Number(rss) / 1024 };
}

async function load(headers, seconds, pid) {
  const { default: autocannon } = await import('autocannon');
  const before = pid && usage(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
  });
  if (result.non2xx || result.errors) throw new Error(`failed requests: ${JSON.stringify(result)}`);
  const after = pid && usage(pid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: pid ? (after.cpuMs - before.cpuMs) / result.requests.total : NaN,
    rssMb: pid ? after.rssMb : NaN,
  };
}

/** The headers every server sends, and whether the bodies match the app's. */
async function describe(kind, reference) {
  const plain = await fetch(`http://127.0.0.1:${PORT}${PATH}`);
  const br = await fetch(`http://127.0.0.1:${PORT}${PATH}`, {
    headers: { 'accept-encoding': 'br' },
  });
  const names = [...plain.headers.keys()].filter((h) => !['date', 'keep-alive'].includes(h));
  const body = await plain.text();
  return {
    kind,
    headers: names.sort().join(' '),
    sameBody: reference === undefined || body === reference,
    brotli: br.headers.get('content-encoding'),
    etag: Boolean(plain.headers.get('etag')),
    cacheControl: plain.headers.get('cache-control'),
    body,
  };
}

/** Self time by function of a CPU profile, over its last `seconds`. */
function topSelf(file, seconds, count = 15) {
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const from = prof.endTime - seconds * 1e6;
  const where = (url) =>
    url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    url.split('/api/dist/src/')[1] ??
    url.replace(/^node:/, '');
  const self = new Map();
  let total = 0;
  let t = prof.startTime;
  prof.samples.forEach((id, i) => {
    t += prof.timeDeltas[i];
    if (t < from) return;
    const d = prof.timeDeltas[i + 1] ?? prof.timeDeltas[i];
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'}${url ? ` ${where(url)}:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + d);
    total += d;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, d]) => `${((100 * d) / total).toFixed(1).padStart(5)}%  ${key}`);
}

async function main() {
  await ensureDatabase();
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, node ${process.version}, ` +
      `${CONNECTIONS} connections, ${SECONDS} s per run, load average ${loadAverage()}`,
  );
  const first = start('app', '');
  await ready();
  const reference = await describe('app');
  await stop(first);
  const body = reference.body;

  console.log('\nWhat each server answers (header names, compression, body):');
  for (const kind of SERVERS) {
    const child = start(kind, body);
    await ready();
    const seen = await describe(kind, body);
    await stop(child);
    console.log(
      `  ${kind.padEnd(8)} body ${seen.sameBody ? 'same as the app' : 'DIFFERENT'}, ` +
        `with br: ${seen.brotli ?? 'not compressed (under 1 KB)'}, etag ${seen.etag}, ` +
        `cache-control '${seen.cacheControl}'\n` +
        `           ${seen.headers}`,
    );
  }

  if (process.argv.includes('--profile')) {
    for (const kind of SERVERS) {
      const dir = mkdtempSync(join(os.tmpdir(), 'rn-prof-'));
      const child = start(kind, body, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
      await ready();
      await load({}, 3);
      const result = await load({}, SECONDS);
      await stop(child);
      const file = join(
        dir,
        readdirSync(dir).find((f) => f.endsWith('.cpuprofile')),
      );
      console.log(`\n${kind}: ${Math.round(result.rps)} req/s under the profiler; top self time:`);
      for (const line of topSelf(file, SECONDS)) console.log(`  ${line}`);
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }

  const results = {};
  console.log(
    '\nround  server    scenario  req/s   p50 ms  p99 ms  CPU ms/req  RSS MB  load average',
  );
  for (let round = 0; round < ROUNDS; round++) {
    const order = SERVERS.map((_, i) => SERVERS[(i + round) % SERVERS.length]);
    for (const kind of order) {
      const child = start(kind, body);
      await ready();
      await load({}, 3);
      for (const scenario of SCENARIOS) {
        const r = await load(scenario.headers, SECONDS, child.pid);
        ((results[kind] ??= {})[scenario.name] ??= []).push(r);
        console.log(
          `${String(round + 1).padStart(5)}  ${kind.padEnd(8)}  ${scenario.name.padEnd(8)}  ` +
            `${String(Math.round(r.rps)).padStart(5)}  ${String(r.p50).padStart(6)}  ` +
            `${String(r.p99).padStart(6)}  ${r.cpuMs.toFixed(3).padStart(10)}  ` +
            `${Math.round(r.rssMb).toString().padStart(6)}  ${loadAverage()}`,
        );
      }
      await stop(child);
    }
  }

  console.log(`\nMedians of ${ROUNDS} rounds:`);
  console.log('server    scenario  req/s   p50 ms  p99 ms  CPU ms/req  vs route (req/s, CPU)');
  for (const scenario of SCENARIOS) {
    const route = results.route[scenario.name];
    const baseRps = median(route.map((r) => r.rps));
    const baseCpu = median(route.map((r) => r.cpuMs));
    for (const kind of SERVERS) {
      const runs = results[kind][scenario.name];
      const rps = median(runs.map((r) => r.rps));
      const cpu = median(runs.map((r) => r.cpuMs));
      console.log(
        `${kind.padEnd(8)}  ${scenario.name.padEnd(8)}  ${String(Math.round(rps)).padStart(5)}  ` +
          `${String(median(runs.map((r) => r.p50))).padStart(6)}  ` +
          `${String(median(runs.map((r) => r.p99))).padStart(6)}  ${cpu.toFixed(3).padStart(10)}  ` +
          `${(rps / baseRps).toFixed(2)}×, ${(cpu / baseCpu).toFixed(2)}×`,
      );
    }
  }
  console.log(`load average at the end: ${loadAverage()}`);
}

if (process.argv[2] === 'serve') await serve(process.argv[3], process.argv[4]);
else await main();
