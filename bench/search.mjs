#!/usr/bin/env node
/**
 * Fixed-shape search benchmark: loads 100,000 generated listings into a PostgreSQL database of
 * its own, starts the built API against it, and drives it with autocannon (20 s, 50 connections)
 * on five search shapes and on a trivial JSON endpoint of the same server (the ceiling). Prints
 * req/s and p50/p95/p99 for each, and the EXPLAIN ANALYZE execution time of each shape's SQL
 * (collect, page, count, checkpoints), built by the very code the server runs. The varied mix
 * of searches is `search-varied.mjs`.
 *
 * It runs twice: with the public-search page cache off (every request queries PostgreSQL) and
 * with the default 5-second page cache (SEARCH_CACHE_SECONDS).
 *
 * Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), BENCH_DB (rentnaija_bench),
 * BENCH_PORT (3190), BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_RELOAD=1 to reload data,
 * BENCH_MODES (default "0,5": the SEARCH_CACHE_SECONDS values to run with).
 */
import autocannon from 'autocannon';
import { join } from 'node:path';
import {
  apiDir,
  BASE,
  log,
  loadLine,
  machineLine,
  percentile,
  prepareDatabase,
  startServer,
  stopServer,
  waitForServer,
} from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

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

async function run(shape) {
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${BASE}${shape.path}`,
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

/**
 * EXPLAIN ANALYZE of the SQL the server runs for a shape, built by the server's own code: the
 * collecting query that counts a search of unknown size (capped at 1,000 unless it has text)
 * and, for a large search, the walk of its page (from its checkpoint on deep pages), its exact
 * count (cached by the server) and the checkpoints up to the page (built once, cached; the last
 * is the row before the page, so the page asked again starts right there).
 */
async function explain(db, searchQuery) {
  const q = await import(join(apiDir, 'dist/src/modules/properties/search-query.js'));
  const filters = q.parseSearchQuery(searchQuery);
  const sql = q.buildSearchSql(filters);
  const queries = [['collect', q.collectSql(filters, sql, sql.textual ? undefined : 1000)]];
  const offset = (filters.page - 1) * filters.perPage;
  let from;
  if (offset >= q.CHECKPOINT_EVERY) {
    const cp = q.checkpointsSql(filters, sql, undefined, offset);
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
    for (const s of SHAPES) await fetch(`${BASE}${s.path}`).then((r) => r.text());
    const results = [];
    for (const shape of SHAPES) {
      const r = await run(shape);
      if (shape.query) Object.assign(r, await explain(db, shape.query));
      results.push(r);
      log(
        `${r.name.padEnd(38)} ${r.reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms` +
          (r.page !== undefined
            ? `  | EXPLAIN collect ${r.collect.toFixed(2)} ms, page ${r.page.toFixed(2)} ms, count ${r.count.toFixed(2)} ms` +
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
    await stopServer(server);
  }
}

async function main() {
  const db = await prepareDatabase();
  log(`\n${await machineLine(db)}`);
  log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per shape`);
  const modes = (process.env.BENCH_MODES ?? '0,5').split(',').map(Number);
  for (const mode of modes) await runMode(db, mode);
  log(`\n${loadLine()} at the end`);
  await db.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
