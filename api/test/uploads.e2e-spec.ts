import { LISTING_MESSAGES, MAX_UPLOAD_BYTES } from '@rentnaija/shared';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PROPERTY_TYPES } from '@rentnaija/shared';
import { existsSync } from 'node:fs';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { seedListings } from '../src/modules/properties/properties.seed.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser, makeUser } from './support/factories.js';
import { newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** The EXIF tag that points at the GPS block (0x8825), as stored little-endian by libvips. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#b45309' } })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Lekki 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 26/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 28/1 12/1',
      },
    })
    .jpeg()
    .toBuffer();
}

describe('listing photos: uploads and the demo seed', () => {
  let ctx: TestContext;
  let landlord: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(() => ctx.close());

  const upload = (
    body: Buffer,
    filename: string,
    contentType: string,
    who: Signed | null = landlord,
  ) => {
    const req = ctx.http.post('/api/uploads/property-images');
    if (who) req.set(who.auth);
    return req.attach('file', body, { filename, contentType });
  };

  it('makes 400, 800 and 1600 px WebP renditions once at upload, never wider than the photo', async () => {
    const wide = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(wide, 'wide.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1600, height: 1200 });
    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1600]);
    for (const variant of res.body.variants as { url: string; width: number; height: number }[]) {
      expect(variant.url).toMatch(/^\/uploads\/properties\/[0-9a-f-]{36}-\d+\.webp$/);
      const served = await ctx.http.get(variant.url).buffer(true);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
      expect(meta.exif).toBeUndefined();
    }

    const small = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#b45309' },
    })
      .png()
      .toBuffer();
    const narrow = await upload(small, 'small.png', 'image/png');
    expect(narrow.body).toMatchObject({ width: 640, height: 480 });
    expect(narrow.body.variants.map((v: { width: number }) => v.width)).toEqual([400, 640]);
  });

  it('keeps the renditions with the listing and gives them back on its page', async () => {
    const photo = (await upload(await photoWithGps(), 'a.jpg', 'image/jpeg')).body;
    const created = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody({ images: [{ ...photo, alt: 'Front' }] }));
    expect(created.status).toBe(201);
    expect(created.body.images).toEqual([{ ...photo, alt: 'Front' }]);
    const page = await ctx.http.get(`/api/properties/${created.body.id}`).set(landlord.auth);
    expect(page.body.images[0].variants).toEqual(photo.variants);
    await ctx.http.delete(`/api/properties/${created.body.id}`).set(landlord.auth);
  });

  it('refuses a rendition that is not one of our stored WebP files', async () => {
    const res = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(
        newListingBody({
          images: [
            {
              url: '/uploads/properties/a.jpg',
              variants: [{ url: 'https://evil.example/x.webp', width: 400, height: 300 }],
            },
          ],
        }),
      );
    expect(res.status).toBe(400);
  });

  it('stores a re-encoded photo without its EXIF or GPS position, large and as a thumbnail', async () => {
    const original = await photoWithGps();
    const meta = await sharp(original).metadata();
    expect(meta.exif?.includes(GPS_POINTER)).toBe(true);

    const res = await upload(original, 'IMG_2041.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/properties\/[0-9a-f-]{36}\.jpg$/);
    expect(res.body.thumbnailUrl).toMatch(/^\/uploads\/properties\/[0-9a-f-]{36}-thumb\.jpg$/);
    expect(res.body.url).not.toContain('IMG_2041');

    const served = await ctx.http.get(res.body.url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(served.body as Buffer).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.format).toBe('jpeg');

    const thumb = await ctx.http.get(res.body.thumbnailUrl).buffer(true);
    const thumbMeta = await sharp(thumb.body as Buffer).metadata();
    expect(thumbMeta.width).toBeLessThanOrEqual(480);
    expect(thumbMeta.exif).toBeUndefined();
  });

  it('accepts a PNG and stores it as a JPEG photo', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'plan.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.jpg$/);
  });

  it('refuses an HTML page renamed .png (the bytes decide, not the name)', async () => {
    const before = readdirSync(join(ctx.config.uploadDir, 'properties')).length;
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await upload(html, 'photo.png', 'image/png');
    expect(res.status).toBe(415);
    expect(readdirSync(join(ctx.config.uploadDir, 'properties'))).toHaveLength(before);
  });

  it('refuses a PDF sent as a photo', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
    );
    const res = await upload(pdf, 'lease.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
  });

  it('refuses a file of 5 MB + 1 byte with 413', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0);
    (await photoWithGps()).copy(big);
    const res = await upload(big, 'huge.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
  });

  it('asks for a file when none is sent', async () => {
    const res = await ctx.http
      .post('/api/uploads/property-images')
      .set(landlord.auth)
      .field('x', '1');
    expect(res.status).toBe(400);
  });

  it('lets only landlords upload: 401 for visitors, 403 for tenants and admins', async () => {
    const photo = await photoWithGps();
    expect((await upload(photo, 'a.jpg', 'image/jpeg', null)).status).toBe(401);
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const admin = await makeSignedInUser(ctx, { role: 'admin' });
    expect((await upload(photo, 'a.jpg', 'image/jpeg', tenant)).status).toBe(403);
    expect((await upload(photo, 'a.jpg', 'image/jpeg', admin)).status).toBe(403);
  });

  it('deletes stored photos once no listing uses them, and keeps shared ones', async () => {
    const first = (await upload(await photoWithGps(), 'a.jpg', 'image/jpeg')).body;
    const second = (await upload(await photoWithGps(), 'b.jpg', 'image/jpeg')).body;
    const onDisk = (url: string) =>
      existsSync(join(ctx.config.uploadDir, url.replace('/uploads/', '')));
    const create = async (images: { url: string; thumbnailUrl: string }[]) =>
      (await ctx.http.post('/api/properties').set(landlord.auth).send(newListingBody({ images })))
        .body.id as string;
    const a = await create([first, second]);
    const b = await create([second]);

    await ctx.http
      .patch(`/api/properties/${a}`)
      .set(landlord.auth)
      .send({ images: [second] });
    expect([
      onDisk(first.url),
      onDisk(first.thumbnailUrl),
      ...first.variants.map((v: { url: string }) => onDisk(v.url)),
      onDisk(second.url),
    ]).toEqual([false, false, ...first.variants.map(() => false), true]);
    expect((await ctx.http.delete(`/api/properties/${a}`).set(landlord.auth)).status).toBe(200);
    expect(onDisk(second.url)).toBe(true);
    expect((await ctx.http.delete(`/api/properties/${b}`).set(landlord.auth)).status).toBe(200);
    expect([
      onDisk(second.url),
      onDisk(second.thumbnailUrl),
      onDisk(second.variants[0].url),
    ]).toEqual([false, false, false]);
  });

  describe('panoramas', () => {
    const panorama = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
        .withExif({ IFD0: { Make: 'PhoneCam' } })
        .jpeg()
        .toBuffer();
    const send = async (body: Buffer, who: Signed | null = landlord) => {
      const req = ctx.http.post('/api/uploads/property-panoramas');
      if (who) req.set(who.auth);
      return req.attach('file', body, { filename: 'pano.jpg', contentType: 'image/jpeg' });
    };

    it('stores a 2:1 panorama as one JPEG without metadata, narrowed to 4096 px, for a listing', async () => {
      const res = await send(await panorama(5000, 2500));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        url: expect.stringMatching(/^\/uploads\/properties\/[0-9a-f-]{36}-panorama\.jpg$/),
        width: 4096,
        height: 2048,
      });
      const served = await ctx.http.get(res.body.url).buffer(true);
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'jpeg',
        4096,
        2048,
        undefined,
      ]);
      const created = await ctx.http
        .post('/api/properties')
        .set(landlord.auth)
        .send(newListingBody({ panoramaUrl: res.body.url }));
      expect(created.body.panoramaUrl).toBe(res.body.url);
      await ctx.http.delete(`/api/properties/${created.body.id}`).set(landlord.auth);
    });

    it('refuses a photo that is not twice as wide as tall, saying so', async () => {
      const before = readdirSync(join(ctx.config.uploadDir, 'properties')).length;
      const res = await send(await panorama(1600, 1200));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LISTING_MESSAGES.panoramaShape);
      expect(res.body.details).toEqual([
        { field: 'file', message: `${LISTING_MESSAGES.panoramaShape}; this one is 1600×1200` },
      ]);
      expect(readdirSync(join(ctx.config.uploadDir, 'properties'))).toHaveLength(before);
      // Phones' panoramas are seldom exact: within 5% is accepted.
      expect((await send(await panorama(2040, 1000))).status).toBe(201);
    });

    it('lets only landlords upload one, and only images', async () => {
      const pano = await panorama(1024, 512);
      expect((await send(pano, null)).status).toBe(401);
      expect((await send(pano, await makeSignedInUser(ctx, { role: 'tenant' }))).status).toBe(403);
      expect((await send(Buffer.from('<!doctype html><p>hi</p>'))).status).toBe(415);
    });
  });

  describe('demo listings seed', () => {
    it('adds realistic listings in every city and type, with photos rendered on disk', async () => {
      const users = new Map<string, User>();
      for (const email of ['landlord@example.com', 'landlord2@example.com']) {
        users.set(email, await makeUser(ctx, { role: 'landlord', email }));
      }
      await ctx.dataSource.transaction((m) => seedListings(m, users));

      const all = await ctx.dataSource.getRepository(Property).find();
      expect(all.length).toBeGreaterThanOrEqual(60);
      expect(new Set(all.map((p) => p.city))).toEqual(
        new Set(['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano']),
      );
      expect(new Set(all.map((p) => p.propertyType))).toEqual(new Set(PROPERTY_TYPES));
      for (const area of ['Lekki', 'Yaba', 'Ikeja GRA', 'Victoria Island', 'Surulere', 'Ajah']) {
        expect(all.some((p) => p.address.includes(area))).toBe(true);
      }
      const prices = all.map((p) => p.price);
      expect(Math.min(...prices)).toBeGreaterThanOrEqual(150_000);
      expect(Math.max(...prices)).toBeLessThanOrEqual(2_500_000);
      const states = all.map((p) => p.moderationStatus);
      expect(states.filter((s) => s === 'rejected')).toHaveLength(1);
      expect(states.filter((s) => s === 'pending').length).toBeGreaterThanOrEqual(2);
      expect(states.filter((s) => s === 'approved').length).toBeGreaterThan(all.length * 0.8);
      // The two demo landlords, and an agency whose one listing is for moderators to practise on.
      const agency = await ctx.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: 'express.homes@example.com' });
      expect(new Set(all.map((p) => p.landlordId))).toEqual(
        new Set([...[...users.values()].map((u) => u.id), agency.id]),
      );
      expect(all.filter((p) => p.landlordId === agency.id)).toEqual([
        expect.objectContaining({ moderationStatus: 'pending', riskCheckedAt: null }),
      ]);
      expect(all.filter((p) => p.videoTourUrl)).toHaveLength(1);

      expect(all.every((p) => p.images.every((i) => i.variants?.length && i.width))).toBe(true);
      const files = all.flatMap((p) =>
        p.images.flatMap((i) => [i.url, i.thumbnailUrl, ...(i.variants ?? []).map((v) => v.url)]),
      );
      const root = ctx.config.uploadDir;
      for (const url of new Set(files)) {
        expect(existsSync(join(root, url.replace('/uploads/', '')))).toBe(true);
      }
      const panoramas = [...new Set(all.map((p) => p.panoramaUrl).filter(Boolean))] as string[];
      expect(panoramas.length).toBeGreaterThanOrEqual(2);
      for (const url of panoramas) {
        const meta = await sharp(join(root, url.replace('/uploads/', ''))).metadata();
        expect(meta.width).toBe(2 * meta.height!);
      }
    });
  });
});
