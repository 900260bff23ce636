import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser, makeUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

describe('API answers: compression, ETag and Cache-Control', () => {
  let ctx: TestContext;
  let listingId: string;
  let pendingId: string;
  let owner: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await makeSignedInUser(ctx, { role: 'landlord' });
    const other = await makeUser(ctx, { role: 'landlord' });
    for (let i = 0; i < 8; i += 1) await makeListing(ctx, other);
    listingId = (await makeListing(ctx, other)).id;
    pendingId = (await makeListing(ctx, owner.user, { moderationStatus: 'pending' })).id;
  });
  afterAll(() => ctx.close());

  describe('compression', () => {
    it('sends JSON above 1 KB as brotli when the client accepts it, and says it varies', async () => {
      // supertest decodes the body; the headers say how it travelled.
      const res = await ctx.http.get('/api/properties').set('Accept-Encoding', 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.body.pagination.total).toBe(9);
    });

    it('falls back to gzip, and to plain JSON for a client that accepts neither', async () => {
      const gzip = await ctx.http.get('/api/properties').set('Accept-Encoding', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await ctx.http.get('/api/properties').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.pagination.total).toBe(9);
    });

    it('leaves answers under 1 KB uncompressed', async () => {
      const res = await ctx.http.get('/api/health').set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBe(200);
      expect(Number(res.headers['content-length'])).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('ETag', () => {
    it('answers 304 without a body to a search whose ETag the client already has', async () => {
      const first = await ctx.http.get('/api/properties?city=Lagos');
      expect(first.headers.etag).toMatch(/^W\/"/);
      const again = await ctx.http
        .get('/api/properties?city=Lagos')
        .set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.text ?? '').toBe('');
    });

    it('revalidates a compressed search as a browser does: 304, still cacheable by a CDN', async () => {
      const browser = { 'Accept-Encoding': 'gzip, deflate, br' };
      const first = await ctx.http.get('/api/properties').set(browser);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.etag).toMatch(/^W\/"/);
      const again = await ctx.http
        .get('/api/properties')
        .set({ ...browser, 'If-None-Match': first.headers.etag });
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers['cache-control']).toMatch(/s-maxage=30/);
      expect(again.headers.vary).toMatch(/Accept-Encoding/);
    });

    it('answers 304 to a listing page request with its ETag, and 200 once the listing changed', async () => {
      const first = await ctx.http.get(`/api/properties/${listingId}`);
      expect(first.status).toBe(200);
      const etag = first.headers.etag;
      expect(
        (await ctx.http.get(`/api/properties/${listingId}`).set('If-None-Match', etag)).status,
      ).toBe(304);
      await ctx.dataSource.query('UPDATE properties SET price = price + 1000 WHERE id = $1', [
        listingId,
      ]);
      const changed = await ctx.http.get(`/api/properties/${listingId}`).set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('Cache-Control', () => {
    it('lets a CDN keep anonymous searches and featured listings briefly; browsers revalidate', async () => {
      for (const url of ['/api/properties?page=1', '/api/properties/featured']) {
        const res = await ctx.http.get(url);
        expect(res.headers['cache-control']).toBe(
          'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
        );
        expect(res.headers.vary).toMatch(/Authorization/);
      }
      expect((await ctx.http.get('/api/properties/filters')).headers['cache-control']).toBe(
        'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
      );
    });

    it('lets caches store a public listing page only if they check it with the server each time', async () => {
      const res = await ctx.http.get(`/api/properties/${listingId}`);
      expect(res.headers['cache-control']).toBe('public, no-cache');
    });

    it('never lets a shared cache keep an answer to a signed-in request', async () => {
      const search = await ctx.http.get('/api/properties').set(owner.auth);
      expect(search.headers['cache-control']).toBe('private, no-cache');
      const detail = await ctx.http.get(`/api/properties/${listingId}`).set(owner.auth);
      expect(detail.headers['cache-control']).toBe('private, no-cache');
    });

    it('marks the owner’s view of a pending listing private (nobody else may see it)', async () => {
      const mine = await ctx.http.get(`/api/properties/${pendingId}`).set(owner.auth);
      expect(mine.status).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      const anonymous = await ctx.http.get(`/api/properties/${pendingId}`);
      expect(anonymous.status).toBe(404);
      expect(anonymous.headers['cache-control']).toBe('no-store');
    });

    it('stores nothing user-specific or unmarked anywhere', async () => {
      expect((await ctx.http.get('/api/users/me').set(owner.auth)).headers['cache-control']).toBe(
        'no-store',
      );
      expect(
        (await ctx.http.get('/api/landlord/properties').set(owner.auth)).headers['cache-control'],
      ).toBe('no-store');
      expect((await ctx.http.get('/api/health')).headers['cache-control']).toBe('no-store');
      const bad = await ctx.http.get('/api/properties?sortBy=cheapest');
      expect(bad.status).toBe(400);
      expect(bad.headers['cache-control']).toBe('no-store');
    });
  });
});
