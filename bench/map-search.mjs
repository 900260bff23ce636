#!/usr/bin/env node
/**
 * Map search benchmark: 100,000 generated listings (generate.sql, pinned around their areas),
 * the built API with the page cache off (every request queries PostgreSQL), and autocannon
 * sending a fixed 200 requests a second for BENCH_SECONDS per shape: boxes of a neighbourhood,
 * a part of a city and a whole city, a box with filters, a deep page of a box, and radius
 * searches. Prints the achieved rate and p50/p95/p99 of each, with the EXPLAIN ANALYZE time of
 * its count, so the figures in RESULTS.md can be reproduced.
 *
 * Environment: as search.mjs (BENCH_PG, BENCH_DB, BENCH_PORT, BENCH_RELOAD=1), plus
 * BENCH_RATE (200 requests a second), BENCH_SECONDS (20), BENCH_CONNECTIONS (20).
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
const RATE = Number(process.env.BENCH_RATE ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const SHAPES = [
  { name: 'box: Lekki Phase 1 (2 km)', query: { bbox: '3.46,6.435,3.485,6.46' } },
  { name: 'box: Lagos mainland (12 km)', query: { bbox: '3.3,6.45,3.42,6.6' } },
  { name: 'box: all Lagos', query: { bbox: '3.2,6.35,3.65,6.7' } },
  {
    name: 'box + price + type',
    query: { bbox: '3.3,6.45,3.42,6.6', minPrice: '300000', maxPrice: '900000', type: 'flat' },
  },
  { name: 'box: all Lagos, page 100', query: { bbox: '3.2,6.35,3.65,6.7', page: '100' } },
  { name: 'radius 5 km of Abuja CBD', query: { near: '9.0579,7.4951', radiusKm: '5' } },
  {
    name: 'radius 10 km + bedrooms, price-low',
    query: { near: '6.5244,3.3792', radiusKm: '10', bedrooms: '2', sortBy: 'price-low' },
  },
];

const pathOf = (query) => `/api/properties?${new URLSearchParams(query)}`;

async function run(shape) {
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${BASE}${pathOf(shape.query)}`,
        connections: CONNECTIONS,
        overallRate: RATE,
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

/** EXPLAIN ANALYZE of the shape's count, built by the server's own code, and its total. */
async function explain(db, query) {
  const { parseSearchQuery, buildSearchSql, countSql } = await import(
    join(apiDir, 'dist/src/modules/properties/search-query.js')
  );
  const q = countSql(buildSearchSql(parseSearchQuery(query)));
  const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.text}`, q.params);
  const plan = rows[0]['QUERY PLAN'][0];
  const total = (await db.query(q.text, q.params)).rows[0].total;
  const uses = JSON.stringify(plan.Plan).includes('IDX_properties_public_point');
  return { count: plan['Execution Time'], total, gist: uses };
}

async function main() {
  const db = await prepareDatabase();
  const [{ n }] = (
    await db.query('SELECT count(*)::int AS n FROM properties WHERE latitude IS NOT NULL')
  ).rows;
  if (n === 0) throw new Error('The listings have no pins: run with BENCH_RELOAD=1');
  log(`\n${await machineLine(db)}`);
  log(`autocannon: ${RATE} requests/s over ${CONNECTIONS} connections, ${SECONDS} s per shape`);
  log('SEARCH_CACHE_SECONDS=0 (every search queries PostgreSQL)');
  const server = startServer(0);
  try {
    await waitForServer();
    for (const s of SHAPES) await fetch(`${BASE}${pathOf(s.query)}`).then((r) => r.text());
    for (const shape of SHAPES) {
      const r = await run(shape);
      const e = await explain(db, shape.query);
      log(
        `${r.name.padEnd(36)} ${r.reqPerSec.toFixed(0).padStart(4)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms` +
          `  | ${String(e.total).padStart(6)} matches, EXPLAIN count ${e.count.toFixed(2)} ms${e.gist ? ' (GiST)' : ''}` +
          (r.non2xx || r.errors ? `  (non-2xx ${r.non2xx}, errors ${r.errors})` : ''),
      );
    }
  } finally {
    await stopServer(server);
  }
  log(`\n${loadLine()} at the end`);
  await db.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
