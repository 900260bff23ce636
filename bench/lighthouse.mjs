// Lighthouse (mobile, simulated throttling) on the home page, the browse page and a listing,
// with Debian's Chromium. Usage: `npm start` in another shell (or BASE_URL=…), then
// `npm run bench:lighthouse`. Prints a table for bench/RESULTS.md and keeps the JSON reports
// in bench/.results/.
//
// `-- --gzip` puts a compressing proxy in front of the server (gzip for text answers, as a
// production server or CDN would), to tell the page's own weight from the delivery's.
import { createServer, request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createGzip } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const upstream = process.env.BASE_URL ?? 'http://localhost:3000';
const gzip = process.argv.includes('--gzip');

/** Forwards to the server and gzips text answers the browser accepts compressed. */
function compressingProxy() {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const text = /javascript|css|html|json|svg/.test(type);
        const accepts = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!text || !accepts || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip()).pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const proxy = gzip ? await compressingProxy() : null;
const base = proxy ? `http://127.0.0.1:${proxy.address().port}` : upstream;
const out = join(dirname(fileURLToPath(import.meta.url)), '.results');
mkdirSync(out, { recursive: true });

// A listing: the newest featured one, as a visitor would open it from the home page.
const featured = await (await fetch(`${base}/api/properties/featured`)).json();
const pages = [
  ['/', 90],
  ['/properties', 85],
  [`/property/${featured[0].id}`, 85],
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});

const rows = [];
try {
  for (const [path, bar] of pages) {
    // A trace now and then comes back without its navigation start: run that page again.
    let result;
    for (let attempt = 0; attempt < 3; attempt++) {
      result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result.lhr.runtimeError) break;
      console.error(`${path}: ${result.lhr.runtimeError.code}, running it again`);
    }
    const { lhr } = result;
    const name = path === '/' ? 'home' : path.split('/')[1];
    writeFileSync(join(out, `lighthouse-${name}.json`), result.report);
    const audit = (id) => lhr.audits[id].numericValue;
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    rows.push({
      page: path.startsWith('/property/') ? '/property/:id' : path,
      performance: score('performance'),
      bar,
      lcp: `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`,
      tbt: `${Math.round(audit('total-blocking-time'))} ms`,
      cls: audit('cumulative-layout-shift').toFixed(3),
      transfer: `${Math.round(audit('total-byte-weight') / 1024)} KB`,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    });
  }
} finally {
  await chrome.kill();
  proxy?.close();
}

console.log(
  '| page | performance (bar) | LCP | TBT | CLS | transfer | accessibility | best practices |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`${r.page}\` | ${r.performance} (≥ ${r.bar}) | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.transfer} | ${r.accessibility} | ${r.bestPractices} |`,
  );
}
