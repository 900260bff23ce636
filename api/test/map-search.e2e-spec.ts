import { approximateCoordinate, distanceKm } from '@rentnaija/shared';
import { Viewing } from '../src/modules/viewings/entities/viewing.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser, makeUser } from './support/factories.js';
import { makeListing, SEARCH_ORDER } from './support/listings.js';

interface Row {
  id: string;
  city: string;
  price: number;
  property_type: string;
  status: string;
  lat: number;
  lng: number;
  created_at: Date;
}

/**
 * Map search: a box (`bbox=west,south,east,north`) and a radius (`near=lat,lng&radiusKm=N`)
 * are answered from the GiST index of the public point (the pin rounded to 2 decimals), with
 * every other filter. Each answer is compared with a plain reference: all rows read without
 * an index, rounded and compared in JavaScript (plain comparisons for the box, the haversine
 * distance for the radius), in the search's order, with its total, on deep pages too.
 */
describe('searching on a map gives exactly the listings of a plain reference', () => {
  let ctx: TestContext;
  let rows: Row[];

  beforeAll(async () => {
    ctx = await createTestApp();
    const landlord = await makeUser(ctx, { role: 'landlord' });
    // 2,400 listings scattered over Lagos and Abuja (some pending, rented or without a pin),
    // with repeated prices and times so that orders have ties.
    await ctx.dataSource.query(
      `INSERT INTO properties (title, description, location, address, city, state, price,
         security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
         is_approved, landlord_id, created_at, latitude, longitude)
       SELECT t || ' ' || i, 'A test home.', i || ' Road, ' || c, i || ' Road', c, s,
         100000 + (i % 23) * 50000, 0, 1 + i % 4, 1, 60, t,
         CASE WHEN i % 13 = 0 THEN 'rented' ELSE 'available' END,
         CASE WHEN i % 29 = 0 THEN 'pending' ELSE 'approved' END, i % 29 <> 0, $1,
         timestamptz '2026-01-01' + (i % 500) * interval '1 hour',
         CASE WHEN i % 41 = 0 THEN NULL ELSE lat0 + (((i * 7919) % 10007) / 10007.0 - 0.5) * 0.4 END,
         CASE WHEN i % 41 = 0 THEN NULL ELSE lng0 + (((i * 104729) % 10009) / 10009.0 - 0.5) * 0.4 END
       FROM generate_series(1, 2400) i,
         LATERAL (SELECT (ARRAY['flat', 'apartment', 'duplex', 'studio'])[1 + i % 4] AS t,
                         CASE WHEN i % 3 = 0 THEN 'Abuja' ELSE 'Lagos' END AS c,
                         CASE WHEN i % 3 = 0 THEN 'FCT' ELSE 'Lagos State' END AS s,
                         CASE WHEN i % 3 = 0 THEN 9.06 ELSE 6.52 END AS lat0,
                         CASE WHEN i % 3 = 0 THEN 7.49 ELSE 3.38 END AS lng0) x`,
      [landlord.id],
    );
    await ctx.dataSource.query('ANALYZE properties');
    rows = (
      await ctx.dataSource.query<
        (Omit<Row, 'lat' | 'lng'> & { latitude: number; longitude: number })[]
      >(
        `SELECT id, city, price, property_type, status, created_at, latitude, longitude
         FROM properties WHERE is_approved AND latitude IS NOT NULL`,
      )
    ).map((r) => ({
      ...r,
      lat: approximateCoordinate(r.latitude),
      lng: approximateCoordinate(r.longitude),
    }));
  });
  afterAll(() => ctx.close());

  /** The search's order, as a plain ORDER BY over every row gives it (SEARCH_ORDER). */
  async function sorted(found: Row[], sortBy: keyof typeof SEARCH_ORDER) {
    const order = await ctx.dataSource.query<{ id: string }[]>(
      `SELECT id FROM properties ORDER BY ${SEARCH_ORDER[sortBy]}`,
    );
    const rank = new Map(order.map((r, i) => [r.id, i]));
    return [...found].sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  }

  async function expectSearch(
    query: Record<string, string>,
    keep: (r: Row) => boolean,
    { sortBy = 'newest' as keyof typeof SEARCH_ORDER, pages = [1, 2] } = {},
  ) {
    const expected = (
      await sorted(
        rows.filter((r) => r.status === 'available' && keep(r)),
        sortBy,
      )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    const perPage = 12;
    // Twice: the second time the size is known and a large search walks its sort order.
    for (const round of [1, 2]) {
      for (const page of pages) {
        const res = await ctx.http
          .get('/api/properties')
          .query({ ...query, sortBy, page, perPage });
        expect(res.status).toBe(200);
        const from = (page - 1) * perPage;
        expect({ round, page, ids: res.body.data.map((p: { id: string }) => p.id) }).toEqual({
          round,
          page,
          ids: expected.slice(from, from + perPage),
        });
        expect(res.body.pagination.total).toBe(expected.length);
      }
    }
    return expected.length;
  }

  const inBox = (w: number, s: number, e: number, n: number) => (r: Row) =>
    r.lng >= w && r.lng <= e && r.lat >= s && r.lat <= n;
  const within = (lat: number, lng: number, km: number) => (r: Row) =>
    distanceKm({ lat, lng }, { lat: r.lat, lng: r.lng }) <= km;

  it('finds exactly the listings whose public location is in the box', async () => {
    const size = await expectSearch({ bbox: '3.3,6.45,3.42,6.6' }, inBox(3.3, 6.45, 3.42, 6.6), {
      pages: [1, 3, 16],
    });
    expect(size).toBeGreaterThan(150);
  });

  it('combines the box with city, price and type, in price order', async () => {
    await expectSearch(
      {
        bbox: '3.25,6.35,3.55,6.7',
        city: 'Lagos',
        minPrice: '300000',
        maxPrice: '900000',
        type: 'flat',
      },
      (r) =>
        inBox(3.25, 6.35, 3.55, 6.7)(r) &&
        r.city === 'Lagos' &&
        r.price >= 300000 &&
        r.price <= 900000 &&
        r.property_type === 'flat',
      { sortBy: 'price-low', pages: [1, 2] },
    );
  });

  it('keeps a large box right on deep pages (more than 1,000 matches)', async () => {
    const size = await expectSearch({ bbox: '3.0,6.0,8.0,9.5' }, inBox(3.0, 6.0, 8.0, 9.5), {
      pages: [1, 9, 90, 130],
    });
    expect(size).toBeGreaterThan(1000);
  });

  it('finds exactly the listings within the radius, with other filters', async () => {
    await expectSearch({ near: '6.52,3.38', radiusKm: '8' }, within(6.52, 3.38, 8), {
      pages: [1, 4],
    });
    await expectSearch(
      { near: '9.06,7.49', radiusKm: '12.5', maxPrice: '700000', type: 'duplex' },
      (r) => within(9.06, 7.49, 12.5)(r) && r.price <= 700000 && r.property_type === 'duplex',
      { sortBy: 'price-low' },
    );
  });

  it('answers an empty page for a box with no listings', async () => {
    const res = await ctx.http.get('/api/properties').query({ bbox: '10,10,10.5,10.5' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination.total).toBe(0);
  });

  it('refuses a bad box or radius with field messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ bbox: '3.3,6.45,3.42' }, 'bbox'],
      [{ bbox: 'a,b,c,d' }, 'bbox'],
      [{ bbox: '3.3,6.6,3.42,6.45' }, 'bbox'],
      [{ bbox: '190,6,191,7' }, 'bbox'],
      [{ near: '6.52,3.38' }, 'radiusKm'],
      [{ radiusKm: '5' }, 'near'],
      [{ near: '6.52', radiusKm: '5' }, 'near'],
      [{ near: '95,3.38', radiusKm: '5' }, 'near'],
      [{ near: '6.52,3.38', radiusKm: '0' }, 'radiusKm'],
      [{ near: '6.52,3.38', radiusKm: '500' }, 'radiusKm'],
      [{ near: '6.52,3.38', radiusKm: 'far' }, 'radiusKm'],
    ];
    for (const [query, field] of cases) {
      const res = await ctx.http.get('/api/properties').query(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('shows the exact pin only to the landlord and a tenant whose viewing is confirmed', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const home = await makeListing(ctx, landlord.user, {
      latitude: 11.997812,
      longitude: 8.532349,
    });
    const path = `/api/properties/${home.id}`;

    const anonymous = await ctx.http.get(path);
    expect(anonymous.body).toMatchObject({
      latitude: 12,
      longitude: 8.53,
      locationApproximate: true,
    });
    const card = await ctx.http.get('/api/properties').query({ bbox: '8.529,11.999,8.531,12.001' });
    expect(card.body.data).toEqual([
      expect.objectContaining({ id: home.id, latitude: 12, longitude: 8.53 }),
    ]);
    // The box is matched on the public point: a box around the exact pin alone finds nothing.
    const exactBox = await ctx.http
      .get('/api/properties')
      .query({ bbox: '8.5323,11.9977,8.5324,11.9979' });
    expect(exactBox.body.data).toEqual([]);

    const own = await ctx.http.get(path).set(landlord.auth);
    expect(own.body).toMatchObject({
      latitude: 11.997812,
      longitude: 8.532349,
      locationApproximate: false,
    });

    const viewings = ctx.dataSource.getRepository(Viewing);
    const viewing = await viewings.save(
      viewings.create({
        propertyId: home.id,
        tenantId: tenant.user.id,
        tenantName: tenant.user.name,
        tenantEmail: tenant.user.email,
        viewingDate: '2026-12-01',
        viewingTime: '10:00',
        startsAt: new Date('2026-12-01T09:00:00Z'),
        viewingType: 'physical',
        status: 'pending',
        requestedBy: 'tenant',
      }),
    );
    const pending = await ctx.http.get(path).set(tenant.auth);
    expect(pending.body).toMatchObject({ latitude: 12, locationApproximate: true });
    await viewings.update(viewing.id, { status: 'confirmed' });
    const confirmed = await ctx.http.get(path).set(tenant.auth);
    expect(confirmed.body).toMatchObject({
      latitude: 11.997812,
      longitude: 8.532349,
      locationApproximate: false,
    });
  });

  it('saves the wizard pin as a pair and refuses half a pair', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const home = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
    const half = await ctx.http
      .patch(`/api/properties/${home.id}`)
      .set(landlord.auth)
      .send({ latitude: 6.5 });
    expect(half.status).toBe(400);
    expect(half.body.details.map((d: { field: string }) => d.field)).toContain('latitude');
    const moved = await ctx.http
      .patch(`/api/properties/${home.id}`)
      .set(landlord.auth)
      .send({ latitude: 6.5012, longitude: 3.3721 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ latitude: 6.5012, longitude: 3.3721 });
  });

  it("places the wizard's pin from the address with the sandbox gazetteer", async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const found = await ctx.http
      .get('/api/geo/geocode')
      .set(landlord.auth)
      .query({ address: '12 Admiralty Way, Lekki Phase 1', city: 'Lagos', state: 'Lagos State' });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      precision: 'neighbourhood',
      label: 'Lekki Phase 1, Lagos',
      vendor: 'sandbox',
    });
    expect(
      distanceKm(
        { lat: 6.4478, lng: 3.4723 },
        { lat: found.body.latitude, lng: found.body.longitude },
      ),
    ).toBeLessThan(1);
    const city = await ctx.http
      .get('/api/geo/geocode')
      .set(landlord.auth)
      .query({ address: '4 Unknown Close', city: 'Kano', state: 'Kano State' });
    expect(city.body).toMatchObject({ precision: 'city', label: 'Kano' });
    const places = await ctx.http.get('/api/geo/places').query({ query: 'wus' });
    expect(places.body).toEqual([expect.objectContaining({ name: 'Wuse 2', city: 'Abuja' })]);
    const anonymous = await ctx.http.get('/api/geo/geocode').query({ address: 'x', city: 'Kano' });
    expect(anonymous.status).toBe(401);
  });
});
