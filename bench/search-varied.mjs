#!/usr/bin/env node
/**
 * Varied-search benchmark: thousands of different realistic searches (varied-searches.mjs,
 * seeded) against the built API on 100,000 generated listings in PostgreSQL, with the page cache
 * on as in production (SEARCH_CACHE_SECONDS=5). No search is sent twice in a run, so the page
 * cache never answers one: every figure is the cost of really searching. It measures
 *
 *   (c) a sequential pass: one client, 1,000 searches one after another: p50/p95/p99/max and
 *       the slowest searches, each timed again once the server's caches have expired;
 *   (a) throughput at 50 connections (autocannon) of varied searches against the same server's
 *       trivial `GET /api/properties/filters`, in the same run;
 *   (b) latency at a fixed arrival rate (open loop: a request leaves at its scheduled time
 *       whether or not earlier ones have answered; latency counts from that time), 200/s;
 *
 * and the CPU time the API process and its PostgreSQL backends spent per request in (a) and (b).
 * Page 500 against page 1 is measured by the fixed-shape benchmark (search.mjs).
 *
 * Environment (besides support.mjs's): BENCH_SECONDS (20, throughput per endpoint),
 * BENCH_CONNECTIONS (50), BENCH_RATE (200 per second), BENCH_RATE_SECONDS (30),
 * BENCH_SEQUENTIAL (1000), BENCH_SEED (2026), BENCH_PHASES (c,b,a: which measures to take),
 * BENCH_PROFILE=1 to run the varied searches once
 * more against an API started with --cpu-prof (profile in bench/.results/profile/) and print
 * where its time went.
 */
import autocannon from 'autocannon';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASE,
  DB,
  log,
  loadLine,
  machineLine,
  percentile,
  prepareDatabase,
  startServer,
  stopServer,
  waitForServer,
} from './support.mjs';
import { variedSearches } from './varied-searches.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 30);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 1000);
const SEED = Number(process.env.BENCH_SEED ?? 2026);
const PROFILE = process.env.BENCH_PROFILE === '1';
const PHASES = (process.env.BENCH_PHASES ?? 'c,b,a').split(',');
const CACHE_SECONDS = 5; // the default of SEARCH_CACHE_SECONDS
const COUNTS_TTL_MS = 30_000; // SearchCache.TTL_MS: totals and checkpoints of large searches
const WARM_UP = 300;

const ms = (v) => `${v.toFixed(1)} ms`;
const summary = (sorted) =>
  `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
  `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))}`;

/** Every search of the run, all different; each phase takes its own from the front. */
const searches = variedSearches(
  2 * WARM_UP + SEQUENTIAL + RATE * RATE_SECONDS + 2 * SECONDS * 4000,
  SEED,
);
let nextSearch = 0;
const take = () => {
  if (nextSearch >= searches.length) throw new Error('ran out of distinct searches');
  return searches[nextSearch++];
};

async function timed(path) {
  const started = performance.now();
  const res = await fetch(`${BASE}${path}`);
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { path, ms: performance.now() - started, total: body.pagination.total };
}

/** CPU seconds (user + system) each of these processes has used so far, from /proc. */
function cpuSeconds(pids) {
  const used = new Map();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // the process ended
    }
  }
  return used;
}

/** The PostgreSQL backends connected to the benchmark database (the API's pool). */
async function backends(db) {
  const { rows } = await db.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [DB],
  );
  return rows.map((r) => r.pid);
}

/**
 * CPU per request of a phase: runs `work`, which returns how many requests it made. Backends
 * the pool opened during the phase count from their start.
 */
async function withCpu(db, server, work) {
  const before = cpuSeconds([server.pid, ...(await backends(db))]);
  const requests = await work();
  const pids = await backends(db);
  const after = cpuSeconds([server.pid, ...pids]);
  const used = (pid) => (after.get(pid) ?? 0) - (before.get(pid) ?? 0);
  const api = used(server.pid);
  const postgres = pids.reduce((sum, pid) => sum + used(pid), 0);
  const per = (seconds) => ((seconds / requests) * 1000).toFixed(2);
  return `CPU per request: API ${per(api)} ms, PostgreSQL ${per(postgres)} ms`;
}

async function sequentialPass() {
  const results = [];
  for (let i = 0; i < SEQUENTIAL; i++) results.push(await timed(take()));
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const slowest = results.sort((a, b) => b.ms - a.ms).slice(0, 12);
  log(`\n## (c) Sequential pass: ${SEQUENTIAL} different searches, one client`);
  log(summary(sorted));
  log(`searches above 50 ms: ${sorted.filter((v) => v > 50).length}`);
  log(`waiting ${COUNTS_TTL_MS / 1000 + 5} s for the totals and checkpoints to expire…`);
  await new Promise((r) => setTimeout(r, COUNTS_TTL_MS + 5000));
  log('slowest (ms; total; ms when asked again with cold caches):');
  for (const r of slowest) {
    const again = await timed(r.path);
    log(
      `  ${r.ms.toFixed(1).padStart(6)}  ${String(r.total).padStart(6)}  ` +
        `${again.ms.toFixed(1).padStart(6)}  ${r.path}`,
    );
  }
  return { max: sorted.at(-1), p95: percentile(sorted, 95) };
}

async function closedLoop(path) {
  const latencies = [];
  const varied = path === undefined;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: varied ? BASE : `${BASE}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        ...(varied
          ? { requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: take() }) }] }
          : {}),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    latencies,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function throughput(db, server) {
  log(`\n## (a) Throughput: ${CONNECTIONS} connections, ${SECONDS} s each`);
  let ceiling;
  let varied;
  const ceilingCpu = await withCpu(db, server, async () => {
    ceiling = await closedLoop('/api/properties/filters');
    return ceiling.requests;
  });
  log(
    `GET /api/properties/filters: ${ceiling.reqPerSec.toFixed(0)} req/s, ${summary(ceiling.latencies)}` +
      `${ceiling.bad ? ` (${ceiling.bad} failed)` : ''}; ${ceilingCpu}`,
  );
  const variedCpu = await withCpu(db, server, async () => {
    varied = await closedLoop();
    return varied.requests;
  });
  log(
    `varied searches:             ${varied.reqPerSec.toFixed(0)} req/s, ${summary(varied.latencies)}` +
      `${varied.bad ? ` (${varied.bad} failed)` : ''}; ${variedCpu}`,
  );
  const ratio = varied.reqPerSec / ceiling.reqPerSec;
  log(`ratio ${ratio.toFixed(2)} (goal ≥ 0.5)`);
  return ratio;
}

/** Sends RATE requests a second at fixed times for RATE_SECONDS, whatever the answers do. */
async function openLoop() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const count = RATE * RATE_SECONDS;
  const latencies = [];
  let failed = 0;
  let sent = 0;
  const start = performance.now() + 50;
  await new Promise((resolve) => {
    let done = 0;
    const finish = () => {
      done += 1;
      if (done === count) resolve();
    };
    const send = (due) => {
      const req = http.get(`${BASE}${take()}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) failed += 1;
          latencies.push(performance.now() - due);
          finish();
        });
      });
      req.on('error', () => {
        failed += 1;
        finish();
      });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < count && start + (sent * 1000) / RATE <= now) {
        send(start + (sent * 1000) / RATE);
        sent += 1;
      }
      if (sent < count) setTimeout(tick, 1);
    };
    setTimeout(tick, 50);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, failed, count };
}

async function fixedRate(db, server) {
  log(`\n## (b) Fixed arrival rate: ${RATE} searches/s for ${RATE_SECONDS} s (open loop)`);
  let run;
  const cpu = await withCpu(db, server, async () => {
    run = await openLoop();
    return run.count;
  });
  log(`${summary(run.latencies)}${run.failed ? ` (${run.failed} failed)` : ''}; ${cpu}`);
  return percentile(run.latencies, 95);
}

/** The package of a profile frame: a dependency, our own code, or Node's own parts. */
function packageOf({ url, functionName }) {
  if (url.includes('node_modules/')) {
    const parts = url.split('node_modules/').at(-1).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.includes('/dist/src/')) return 'app';
  if (url === '' && functionName.startsWith('(')) return functionName;
  return 'node';
}

/**
 * Where the API's CPU went in the last `seconds` of its profile (the varied searches): self
 * time by function, and time by the package that caused it (Node's own work is charged to the
 * nearest caller that is a dependency or our code, so 'pg' includes the socket writes it made).
 */
function printProfile(dir, seconds) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return log('no CPU profile was written');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owner = new Map();
  const ownerOf = (id) => {
    if (owner.has(id)) return owner.get(id);
    const pkg = packageOf(byId.get(id).callFrame);
    const result = pkg === 'node' && parent.has(id) ? ownerOf(parent.get(id)) : pkg;
    owner.set(id, result);
    return result;
  };
  const hits = new Map();
  let at = profile.endTime;
  for (let i = profile.samples.length - 1; i >= 0 && at >= profile.endTime - seconds * 1e6; i--) {
    hits.set(profile.samples[i], (hits.get(profile.samples[i]) ?? 0) + 1);
    at -= profile.timeDeltas[i];
  }
  const byPackage = new Map();
  const byFunction = new Map();
  let all = 0;
  for (const [id, n] of hits) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber}`;
    all += n;
    byPackage.set(ownerOf(id), (byPackage.get(ownerOf(id)) ?? 0) + n);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + n);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([k, v]) => `  ${((v / all) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  log(
    `\nCPU profile of the API under varied searches (${file}), by package:\n${top(byPackage, 16)}`,
  );
  log(`self time by function:\n${top(byFunction, 20)}`);
}

async function main() {
  const db = await prepareDatabase();
  log(`\n${await machineLine(db)}`);
  log(
    `${searches.length} different searches (seed ${SEED}), SEARCH_CACHE_SECONDS=${CACHE_SECONDS}`,
  );
  const profileDir = join(here, '.results', 'profile');
  rmSync(profileDir, { recursive: true, force: true });
  const server = startServer(CACHE_SECONDS);
  let results;
  try {
    await waitForServer();
    for (let i = 0; i < WARM_UP; i++) await timed(take());
    results = {
      sequential: PHASES.includes('c') ? await sequentialPass() : undefined,
      p95: PHASES.includes('b') ? await fixedRate(db, server) : undefined,
      ratio: PHASES.includes('a') ? await throughput(db, server) : undefined,
    };
  } finally {
    await stopServer(server);
  }
  if (PROFILE) {
    const profiled = startServer(CACHE_SECONDS, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
    try {
      await waitForServer();
      for (let i = 0; i < WARM_UP; i++) await timed(take());
      await closedLoop();
    } finally {
      await stopServer(profiled);
    }
    printProfile(profileDir, SECONDS);
  }
  log(`\n## Against the goals (${loadLine()} at the end)`);
  const { sequential, p95, ratio } = results;
  const verdict = (met) => (met ? 'met' : 'NOT met');
  if (ratio !== undefined)
    log(`(a) throughput ratio ${ratio.toFixed(2)}: ${verdict(ratio >= 0.5)}`);
  if (p95 !== undefined) log(`(b) p95 at ${RATE}/s ${ms(p95)}: ${verdict(p95 <= 25)}`);
  if (sequential !== undefined) {
    log(`(c) slowest of ${SEQUENTIAL} ${ms(sequential.max)}: ${verdict(sequential.max <= 50)}`);
  }
  await db.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
