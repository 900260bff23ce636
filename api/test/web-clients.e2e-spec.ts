import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestContext } from './support/app.js';
import { makeUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

const SHELL = `<!doctype html>
<html lang="en-NG">
  <head>
    <meta charset="UTF-8" />
    <!--page-meta-->
    <title>RentNaija — Monthly rentals across Nigeria</title>
    <!--/page-meta-->
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const SCRIPT = `console.log(${JSON.stringify('RentNaija '.repeat(400))});`;

/** A built web app as vite leaves it: index.html, hashed assets with .br/.gz copies, a favicon. */
function fakeBuild(root: string, shell: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), shell);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const file = join(root, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the built web apps: delivery, link previews, sitemap', () => {
  let ctx: TestContext;
  let dir: string;
  let approvedId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rn-web-'));
    fakeBuild(join(dir, 'public'), SHELL);
    fakeBuild(join(dir, 'admin'), SHELL.replace('RentNaija — Monthly', 'Console'));
    const worker = join(dir, 'admin', 'assets', 'pdf.worker.min-Ef56Gh78.mjs');
    writeFileSync(worker, SCRIPT);
    writeFileSync(`${worker}.br`, brotliCompressSync(SCRIPT));
    ctx = await createTestApp({
      serveClients: true,
      env: {
        WEB_PUBLIC_DIR: join(dir, 'public'),
        WEB_ADMIN_DIR: join(dir, 'admin'),
        APP_URL: 'https://rentnaija.test',
      },
    });
    const landlord = await makeUser(ctx, { role: 'landlord' });
    approvedId = (
      await makeListing(ctx, landlord, {
        title: 'Sunny 3-bedroom duplex in Ikeja GRA',
        description: 'A bright duplex close to the airport, with a borehole and a generator.',
        price: 1_250_000,
        bedrooms: 3,
        propertyType: 'duplex',
        area: 240,
        address: '5 Isaac John Street, Ikeja GRA',
        images: [
          {
            url: '/uploads/properties/ab-1.jpg',
            thumbnailUrl: '/uploads/properties/ab-1-thumb.jpg',
            alt: 'Front of the duplex',
            width: 1600,
            height: 1200,
            variants: [
              { url: '/uploads/properties/ab-1-400.webp', width: 400, height: 300 },
              { url: '/uploads/properties/ab-1-800.webp', width: 800, height: 600 },
              { url: '/uploads/properties/ab-1-1600.webp', width: 1600, height: 1200 },
            ],
          },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('static files', () => {
    const asset = '/assets/index-Ab12Cd34.js';

    it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
      const res = await ctx.http.get(asset).set('Accept-Encoding', 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(SCRIPT);
    });

    it('sends gzip to a client without brotli and the plain file to one without either', async () => {
      const gzip = await ctx.http.get(asset).set('Accept-Encoding', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe(SCRIPT);
      const plain = await ctx.http.get(asset).set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    });

    it('serves the console’s assets under /admin the same way', async () => {
      const res = await ctx.http.get(`/admin${asset}`).set('Accept-Encoding', 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('lets only the console’s PDF worker compile WebAssembly, and no page frame a blob: URL', async () => {
      const policy = (header: string) =>
        Object.fromEntries(
          header.split(';').map((d) => {
            const [name, ...values] = d.trim().split(/\s+/);
            return [name, values];
          }),
        );
      for (const encoding of ['br', 'identity']) {
        const worker = await ctx.http
          .get('/admin/assets/pdf.worker.min-Ef56Gh78.mjs')
          .set('Accept-Encoding', encoding);
        expect(worker.status).toBe(200);
        expect(policy(worker.headers['content-security-policy'])).toEqual({
          'default-src': ["'none'"],
          'script-src': ["'self'", "'wasm-unsafe-eval'"],
          'connect-src': ["'self'"],
        });
      }
      for (const path of [`/admin${asset}`, '/admin', '/']) {
        const csp = policy((await ctx.http.get(path)).headers['content-security-policy']);
        expect(csp['script-src']).not.toContain("'wasm-unsafe-eval'");
        expect(csp['frame-src']).not.toContain('blob:');
        expect(csp['object-src']).toEqual(["'none'"]);
      }
    });

    it('revalidates files without a content hash, and answers 404 for a missing asset', async () => {
      const favicon = await ctx.http.get('/favicon.svg');
      expect(favicon.status).toBe(200);
      expect(favicon.headers['cache-control']).toBe('no-cache');
      expect((await ctx.http.get('/assets/index-Gone0000.js')).status).toBe(404);
    });
  });

  describe('the HTML shell', () => {
    it('answers client routes with the shell, never cached without a check', async () => {
      for (const path of ['/', '/login', '/saved-properties', '/properties?city=Lagos']) {
        const res = await ctx.http.get(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toContain('<div id="root"></div>');
      }
    });

    it('answers console routes with the console’s shell, not for indexing', async () => {
      const res = await ctx.http.get('/admin/properties/123/show');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Console');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('leaves the API, uploads and socket paths to the server', async () => {
      const api = await ctx.http.get('/api/nowhere');
      expect(api.status).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect((await ctx.http.get('/uploads/properties/missing.jpg')).status).toBe(404);
      expect((await ctx.http.get('/socket.io/')).text).not.toContain('id="root"');
    });

    it('compresses the shell for browsers that accept it', async () => {
      const res = await ctx.http.get(`/property/${approvedId}`).set('Accept-Encoding', 'br');
      expect(res.headers['content-encoding']).toBe('br');
    });

    it('gives each information page its own title, description and canonical URL', async () => {
      const res = await ctx.http.get('/how-it-works');
      expect(res.text).toContain('<title>How It Works · RentNaija</title>');
      expect(metaContent(res.text, 'description')).toMatch(/four steps/);
      expect(res.text).toContain(
        '<link rel="canonical" href="https://rentnaija.test/how-it-works" />',
      );
      expect(res.text).not.toContain('Monthly rentals across Nigeria</title>');
    });

    it('describes a city’s browse page with its count of homes', async () => {
      const res = await ctx.http.get('/properties?city=lagos&page=3');
      expect(res.text).toContain('<title>Homes for rent in Lagos · RentNaija</title>');
      expect(metaContent(res.text, 'og:description')).toMatch(
        /^1 approved monthly rental in Lagos/,
      );
      expect(res.text).toContain(
        '<link rel="canonical" href="https://rentnaija.test/properties?city=Lagos" />',
      );
    });

    it('keeps sign-in and account pages out of search engines', async () => {
      const res = await ctx.http.get('/dashboard');
      expect(metaContent(res.text, 'robots')).toBe('noindex');
      expect(res.text).not.toContain('rel="canonical"');
    });
  });

  describe('link previews of a listing', () => {
    it('fills title, price per month, size and city, photo and JSON-LD for an approved listing', async () => {
      const res = await ctx.http.get(`/property/${approvedId}`);
      expect(res.status).toBe(200);
      const html = res.text;
      expect(html).toContain('<title>Sunny 3-bedroom duplex in Ikeja GRA · RentNaija</title>');
      expect(metaContent(html, 'og:title')).toBe('Sunny 3-bedroom duplex in Ikeja GRA');
      expect(metaContent(html, 'og:description')).toMatch(
        /^₦1,250,000 per month · 3-bedroom duplex, 240 m² · Lagos, Lagos State\. A bright duplex/,
      );
      expect(metaContent(html, 'og:image')).toBe(
        'https://rentnaija.test/uploads/properties/ab-1.jpg',
      );
      expect(metaContent(html, 'og:url')).toBe(`https://rentnaija.test/property/${approvedId}`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'robots')).toBeUndefined();

      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
      expect(ld).toMatchObject({
        '@type': 'Offer',
        price: 1_250_000,
        priceCurrency: 'NGN',
        itemOffered: {
          '@type': 'House',
          numberOfBedrooms: 3,
          address: { addressLocality: 'Lagos' },
        },
      });
    });

    it('preloads the first photo with the srcset and sizes the page draws it with', async () => {
      const html = (await ctx.http.get(`/property/${approvedId}`)).text;
      expect(html).toContain(
        '<link rel="preload" as="image" type="image/webp" imagesrcset="/uploads/properties/ab-1-400.webp 400w, /uploads/properties/ab-1-800.webp 800w, /uploads/properties/ab-1-1600.webp 1600w" imagesizes="(max-width: 900px) 100vw, 800px" fetchpriority="high" />',
      );
    });

    it('answers 404 with noindex and tells nothing of a pending, rejected or hidden listing', async () => {
      const landlord = await makeUser(ctx, { role: 'landlord' });
      const hidden = [
        await makeListing(ctx, landlord, {
          title: 'Secret pending flat',
          moderationStatus: 'pending',
        }),
        await makeListing(ctx, landlord, {
          title: 'Secret rejected flat',
          moderationStatus: 'rejected',
        }),
        await makeListing(ctx, landlord, { title: 'Secret inactive flat', status: 'inactive' }),
        await makeListing(ctx, landlord, { title: 'Secret reported flat', hiddenByReports: true }),
        // Unconfirmed by its landlord for 30 days.
        await makeListing(ctx, landlord, { title: 'Secret unconfirmed flat', staleness: 2 }),
      ];
      for (const listing of hidden) {
        const res = await ctx.http.get(`/property/${listing.id}`);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('<div id="root"></div>');
        expect(metaContent(res.text, 'robots')).toBe('noindex');
        expect(res.text).not.toContain('Secret');
        expect(res.text).not.toContain('og:image');
      }
    });

    it('answers 404 with noindex for an unknown id or one that is not an id at all', async () => {
      for (const id of ['7d1c2b7e-5a4f-4e8b-9d61-0a7c3b2f1e90', 'not-a-listing']) {
        const res = await ctx.http.get(`/property/${id}`);
        expect(res.status).toBe(404);
        expect(res.text).toContain('<title>Property Not Found · RentNaija</title>');
        expect(metaContent(res.text, 'robots')).toBe('noindex');
      }
    });

    it('escapes a title and description with HTML in them everywhere they appear', async () => {
      const landlord = await makeUser(ctx, { role: 'landlord' });
      const { id } = await makeListing(ctx, landlord, {
        title: '"><script>alert(1)</script> Flat & co',
        description: '</script><img src=x onerror=alert(2)> Nice',
      });
      const html = (await ctx.http.get(`/property/${id}`)).text;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain(
        '<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Flat &amp; co · RentNaija</title>',
      );
      expect(metaContent(html, 'og:title')).toBe(
        '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Flat &amp; co',
      );
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1];
      expect(ld).not.toMatch(/<\/?script|<img/i);
      expect(JSON.parse(ld).name).toBe('"><script>alert(1)</script> Flat & co');
    });
  });

  describe('search engines', () => {
    it('lists public pages and approved, listed listings in sitemap.xml, and nothing else', async () => {
      const landlord = await makeUser(ctx, { role: 'landlord' });
      const pending = await makeListing(ctx, landlord, { moderationStatus: 'pending' });
      const inactive = await makeListing(ctx, landlord, { status: 'inactive' });
      const rented = await makeListing(ctx, landlord, { status: 'rented' });
      const unconfirmed = await makeListing(ctx, landlord, { staleness: 2 });
      const res = await ctx.http.get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(
        expect.arrayContaining([
          'https://rentnaija.test/',
          'https://rentnaija.test/about',
          'https://rentnaija.test/terms',
          'https://rentnaija.test/properties?city=Lagos',
          `https://rentnaija.test/property/${approvedId}`,
          `https://rentnaija.test/property/${rented.id}`,
        ]),
      );
      expect(locs).not.toContain(`https://rentnaija.test/property/${pending.id}`);
      expect(locs).not.toContain(`https://rentnaija.test/property/${inactive.id}`);
      expect(locs).not.toContain(`https://rentnaija.test/property/${unconfirmed.id}`);
      expect(locs).not.toContain('https://rentnaija.test/properties?city=Kano');
    });

    it('keeps crawlers out of the console, the API and private pages in robots.txt', async () => {
      const res = await ctx.http.get('/robots.txt');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.text.split('\n');
      for (const rule of ['Disallow: /admin', 'Disallow: /api/', 'Disallow: /dashboard']) {
        expect(lines).toContain(rule);
      }
      expect(lines).toContain('Sitemap: https://rentnaija.test/sitemap.xml');
    });
  });
});
