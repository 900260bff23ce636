// Bytes on the wire for a page: loads it in Chromium with an empty cache, then once more in the
// same browser profile (a returning visitor), and adds up what the network really carried
// (Chromium's encodedDataLength: headers plus the body as sent, compressed or not).
// Usage: npm start (in another shell), then `npm run bench:transfer -- [path ...]`.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** Loads `path` in `page` and returns every response with its type, encoding and bytes. */
async function load(page, path) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    responses.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      encoding: headers['content-encoding'] ?? 'none',
      cached: response.fromDiskCache || response.fromMemoryCache,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = responses.get(requestId);
    if (r) r.bytes = encodedDataLength;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForSelector('main h1');
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return [...responses.values()];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function report(label, responses) {
  const total = responses.reduce((a, r) => a + r.bytes, 0);
  const byType = {};
  for (const r of responses) {
    const t = (byType[r.type] ??= { count: 0, bytes: 0, encodings: new Set() });
    t.count += 1;
    t.bytes += r.bytes;
    t.encodings.add(r.cached ? 'cache' : r.status === 304 ? '304' : r.encoding);
  }
  console.log(`  ${label}: ${responses.length} responses, ${kb(total)} transferred`);
  for (const [type, t] of Object.entries(byType).sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(
      `    ${type.padEnd(10)} ${String(t.count).padStart(3)}  ${kb(t.bytes).padStart(10)}  (${[...t.encodings].join(', ')})`,
    );
  }
}

for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  console.log(`${path}`);
  report('first visit ', await load(page, path));
  report('repeat visit', await load(page, path));
  await context.close();
}
await browser.close();
