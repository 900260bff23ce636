import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/**
 * A fake image host on loopback. Loopback is refused like any private address, so the test
 * app lets exactly this host:port through (IMAGE_FETCH_ALLOW_HOSTS, for an image server on an
 * operator's own network); everything else on loopback stays refused.
 */
async function startImageHost() {
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits += 1;
    const port = (server.address() as AddressInfo).port;
    if (req.url === '/photo.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (req.url === '/huge.png') {
      // No Content-Length: the limit must hold while streaming.
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(6 * 1024 * 1024, 1));
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html><body>hi</body></html>');
    } else if (req.url === '/to-loopback') {
      res.writeHead(302, { location: `http://localhost:${port}/photo.png` }).end();
    } else if (req.url === '/to-metadata') {
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/uploads/property-images/from-url', () => {
  let ctx: TestContext;
  let host: Awaited<ReturnType<typeof startImageHost>>;
  let landlord: Signed;

  beforeAll(async () => {
    host = await startImageHost();
    ctx = await createTestApp({ env: { IMAGE_FETCH_ALLOW_HOSTS: `127.0.0.1:${host.port}` } });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(async () => {
    await ctx.close();
    await host.close();
  });

  const fetchUrl = (url: unknown, who: Signed = landlord) =>
    ctx.http.post('/api/uploads/property-images/from-url').set(who.auth).send({ url });

  it('stores an image from a permitted host through the photo pipeline', async () => {
    const res = await fetchUrl(`${host.base}/photo.png`);
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/properties\/[\w-]+\.jpg$/);
    expect(res.body.thumbnailUrl).toMatch(/-thumb\.jpg$/);
    const file = join(ctx.config.uploadDir, res.body.url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('jpeg');
  });

  it.each([
    ['loopback by address', (port: number) => `http://127.0.0.1:${port + 1}/x.png`],
    [
      'loopback by name (checked after DNS)',
      (port: number) => `http://localhost:${port}/photo.png`,
    ],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/photo.png`],
    ['IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]/photo.png'],
    ['a private 10.x address', () => 'http://10.0.0.5/photo.png'],
    ['a private 192.168.x address', () => 'http://192.168.1.10/photo.png'],
    ['link-local cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the unspecified address', () => 'http://0.0.0.0/photo.png'],
  ])('refuses %s without connecting', async (_label, url) => {
    const before = host.hits();
    const res = await fetchUrl(url(host.port));
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      {
        field: 'url',
        message: 'This address is not on the public internet; it cannot be fetched.',
      },
    ]);
    expect(host.hits()).toBe(before);
  });

  it('refuses a redirect to loopback or to the metadata address', async () => {
    for (const path of ['/to-loopback', '/to-metadata']) {
      const before = host.hits();
      const res = await fetchUrl(`${host.base}${path}`);
      expect(res.status).toBe(400);
      expect(res.body.details[0].message).toBe(
        'This address is not on the public internet; it cannot be fetched.',
      );
      // The redirect itself was read, its target never fetched.
      expect(host.hits()).toBe(before + 1);
    }
  });

  it('refuses other schemes, credentials and malformed addresses', async () => {
    for (const url of [
      'file:///etc/passwd',
      `ftp://127.0.0.1:${host.port}/photo.png`,
      'gopher://example.com/',
      `http://user:secret@127.0.0.1:${host.port}/photo.png`,
      'not a url',
    ]) {
      const res = await fetchUrl(url);
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('url');
    }
    expect((await fetchUrl(undefined)).status).toBe(400);
    expect((await fetchUrl('')).status).toBe(400);
  });

  it('refuses an image over 5 MB with 413 and a page that is not an image with 415', async () => {
    const huge = await fetchUrl(`${host.base}/huge.png`);
    expect(huge.status).toBe(413);
    const page = await fetchUrl(`${host.base}/page.html`);
    expect(page.status).toBe(415);
    const missing = await fetchUrl(`${host.base}/missing.png`);
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].message).toBe(
      'The image could not be downloaded (the server answered 404).',
    );
  });

  it('is for landlords only', async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    expect((await fetchUrl(`${host.base}/photo.png`, tenant)).status).toBe(403);
    expect(
      (
        await ctx.http
          .post('/api/uploads/property-images/from-url')
          .send({ url: `${host.base}/photo.png` })
      ).status,
    ).toBe(401);
  });
});
