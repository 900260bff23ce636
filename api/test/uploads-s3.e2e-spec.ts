import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { FileStorage } from '../src/platform/storage/file-storage.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';

/**
 * File storage in an S3-compatible bucket: s3rver, a local S3 server (the objects it keeps are
 * read back with the AWS SDK). Listing photos keep their /uploads paths: the app answers them
 * from the bucket, or redirects to S3_PUBLIC_URL when the bucket (or a CDN) is public.
 */
describe('listing photos in an S3-compatible bucket', () => {
  const BUCKET = 'rentnaija-photos';
  let s3rver: S3rver;
  let endpoint: string;
  let bucketDir: string;
  let s3: S3Client;

  beforeAll(async () => {
    bucketDir = mkdtempSync(join(tmpdir(), 'rn-s3-'));
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    s3?.destroy();
    await s3rver?.close();
    rmSync(bucketDir, { recursive: true, force: true });
  });

  const s3Env = (extra: Record<string, string> = {}) => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ...extra,
  });

  const object = async (key: string) => {
    const got = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return {
      body: Buffer.from(await got.Body!.transformToByteArray()),
      contentType: got.ContentType,
      cacheControl: got.CacheControl,
    };
  };

  const photo = () =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();

  /** A landlord of `ctx` uploads a listing photo; the API's answer. */
  async function uploadPhoto(ctx: TestContext) {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const res = await ctx.http
      .post('/api/uploads/property-images')
      .set(landlord.auth)
      .attach('file', await photo(), { filename: 'flat.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    return res.body as { url: string; thumbnailUrl: string; variants: { url: string }[] };
  }

  describe('served through the app', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env: s3Env() });
    });
    afterAll(() => ctx.close());

    it('stores an uploaded photo and its renditions in the bucket and serves them at the URLs the API returns', async () => {
      const uploaded = await uploadPhoto(ctx);
      const urls = [uploaded.url, uploaded.thumbnailUrl, ...uploaded.variants.map((v) => v.url)];
      expect(urls).toHaveLength(5);
      for (const url of urls) {
        expect(url).toMatch(/^\/uploads\/properties\/[\w-]+\.(jpg|webp)$/);
        const served = await ctx.http.get(url).buffer(true);
        expect(served.status).toBe(200);
        const stored = await object(url.slice('/uploads/'.length));
        expect(Buffer.compare(served.body as Buffer, stored.body)).toBe(0);
        expect(served.headers['content-type']).toBe(stored.contentType);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(stored.cacheControl).toBe('public, max-age=31536000, immutable');
      }
      const meta = await sharp(
        (await ctx.http.get(uploaded.variants[0].url).buffer(true)).body,
      ).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 400]);
      // Nothing was written to the upload folder.
      expect(readdirSync(ctx.config.uploadDir)).toEqual([]);
    });

    it('answers 404 for a photo that is not in the bucket', async () => {
      const res = await ctx.http.get('/uploads/properties/00000000-missing.jpg');
      expect(res.status).toBe(404);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    });

    it('keeps private files private: stored without public caching, never served at /uploads', async () => {
      const storage = ctx.app.get(FileStorage);
      const key = 'private/kyc/0000-id-card.jpg';
      await storage.put(key, await photo(), 'image/jpeg');
      expect((await object(key)).cacheControl).toBe('private, no-store');
      for (const path of [
        `/uploads/${key}`,
        '/uploads/properties/../private/kyc/0000-id-card.jpg',
        '/uploads/properties/%2e%2e%2fprivate%2fkyc%2f0000-id-card.jpg',
      ]) {
        expect((await ctx.http.get(path)).status).toBe(404);
      }
      expect(await storage.read(key)).not.toBeNull();
      await storage.delete(key);
      expect(await storage.read(key)).toBeNull();
      await expect(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toThrow();
    });
  });

  describe('with a public address for the bucket (S3_PUBLIC_URL)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env: s3Env({ S3_PUBLIC_URL: `${endpoint}/${BUCKET}/` }) });
    });
    afterAll(() => ctx.close());

    it('redirects the photo URLs the API returns to the public copy, for a year', async () => {
      const url = (await uploadPhoto(ctx)).variants[1].url;
      const res = await ctx.http.get(url);
      expect(res.status).toBe(301);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const location = res.headers.location;
      expect(location).toBe(`${endpoint}/${BUCKET}${url.slice('/uploads'.length)}`);
      // Read as a browser would: anonymously, from the public address.
      const direct = await fetch(location);
      expect(direct.status).toBe(200);
      const stored = await object(url.slice('/uploads/'.length));
      expect(Buffer.compare(Buffer.from(await direct.arrayBuffer()), stored.body)).toBe(0);
      // Pages may load photos from there.
      const csp = (await ctx.http.get('/api/properties/filters')).headers[
        'content-security-policy'
      ];
      expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/\./g, '\\.')}`));
    });
  });
});
