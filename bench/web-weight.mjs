// First-load JavaScript of a page, gzip-compressed: loads it in Chromium (cache off) and adds
// up the gzip size of every script it fetched before the network went idle.
// Usage: npm start (in another shell), then `npm run bench:web -- [path ...]`.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/properties'];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const path of paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(
      res.body().then((b) => ({ url: res.url(), raw: b.length, gzip: gzipSync(b).length })),
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // The page's own chunk is lazy: wait until it has rendered its heading, then for quiet again.
  await page.waitForSelector('main h1');
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const gzip = files.reduce((a, f) => a + f.gzip, 0);
  const raw = files.reduce((a, f) => a + f.raw, 0);
  console.log(
    `${path}: ${files.length} scripts, ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw)`,
  );
  for (const f of files.sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.TOP ?? 6))) {
    console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
  }
  await context.close();
}
await browser.close();
