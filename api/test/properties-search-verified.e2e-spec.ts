import { createTestApp, type TestContext } from './support/app.js';
import { makeUser } from './support/factories.js';
import { SEARCH_ORDER } from './support/listings.js';

/**
 * The 'verified owner' filter is not one the search summaries group by, so a search with it is
 * collected (counted, its page from the same query) when small and walked in its sort order from
 * checkpoints when large (docs/0009). Whatever the plan, the answer must be the one a plain
 * query gives: ids, order and totals are compared with a reference query written out by hand.
 */
describe('searching verified owners gives the same answers as a plain query', () => {
  let ctx: TestContext;
  const ORDER = SEARCH_ORDER;

  beforeAll(async () => {
    ctx = await createTestApp();
    const landlord = await makeUser(ctx, { role: 'landlord' });
    // 1,400 listings in Abuja, 1,200 of them with a verified owner (a large verified search),
    // and 600 in Lagos with 40 verified (a small one); repeated prices and times make ties.
    await ctx.dataSource.query(
      `INSERT INTO properties (title, description, location, address, city, state, price,
         security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
         is_approved, verified_owner, landlord_id, created_at)
       SELECT initcap(t) || ' in ' || area, 'Quiet street near the market.',
         i || ' Garki Road, ' || area || ', Abuja, FCT', i || ' Garki Road, ' || area,
         'Abuja', 'FCT', 150000 + (i % 19) * 50000, 0, 1 + i % 4, 1, 60, t,
         CASE WHEN i % 11 = 0 THEN 'rented' ELSE 'available' END,
         CASE WHEN i % 31 = 0 THEN 'pending' ELSE 'approved' END, i % 31 <> 0,
         i % 7 <> 0, $1, timestamptz '2026-01-01' + (i % 400) * interval '1 hour'
       FROM generate_series(1, 1400) i,
         LATERAL (SELECT (ARRAY['Wuse 2', 'Maitama'])[1 + i % 2] AS area,
                         (ARRAY['flat', 'apartment', 'duplex'])[1 + i % 3] AS t) x`,
      [landlord.id],
    );
    await ctx.dataSource.query(
      `INSERT INTO properties (title, description, location, address, city, state, price,
         security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
         is_approved, verified_owner, landlord_id, created_at)
       SELECT 'House in ' || area, 'Close to the expressway.',
         i || ' Allen Avenue, ' || area || ', Lagos, Lagos State', i || ' Allen Avenue, ' || area,
         'Lagos', 'Lagos State', 200000 + (i % 13) * 40000, 0, 1 + (i / 7) % 5, 1, 90, 'house',
         'available', 'approved', true, i % 15 = 0, $1,
         timestamptz '2026-02-01' + (i % 250) * interval '1 hour'
       FROM generate_series(1, 600) i,
         LATERAL (SELECT (ARRAY['Yaba', 'Ikeja GRA'])[1 + i % 2] AS area) x`,
      [landlord.id],
    );
    await ctx.dataSource.query('ANALYZE properties');
  });
  afterAll(() => ctx.close());

  async function reference(where: string, sortBy: keyof typeof ORDER) {
    const rows = await ctx.dataSource.query(
      `SELECT id FROM properties WHERE is_approved AND status = 'available' AND verified_owner
         AND ${where} ORDER BY ${ORDER[sortBy]}`,
    );
    return rows.map((r: { id: string }) => r.id) as string[];
  }

  /** Each page, twice (the second time the size is known and a large search walks). */
  async function expectPages(query: Record<string, string>, expected: string[], pages: number[]) {
    const perPage = 12;
    for (const round of [1, 2]) {
      for (const page of pages) {
        const res = await ctx.http
          .get('/api/properties')
          .query({ ...query, verifiedOwner: 'true', page, perPage });
        expect(res.status).toBe(200);
        const from = (page - 1) * perPage;
        expect({ round, page, ids: res.body.data.map((p: { id: string }) => p.id) }).toEqual({
          round,
          page,
          ids: expected.slice(from, from + perPage),
        });
        expect(res.body.data.every((p: { verifiedOwner: boolean }) => p.verifiedOwner)).toBe(true);
        expect(res.body.pagination.total).toBe(expected.length);
      }
    }
  }

  it('pages a large verified search, deep pages included, in every order', async () => {
    for (const sortBy of ['newest', 'price-low', 'bedrooms'] as const) {
      const expected = await reference(`city = 'Abuja'`, sortBy);
      expect(expected.length).toBeGreaterThan(1000);
      await expectPages({ city: 'abuja', sortBy }, expected, [1, 2, 40, 41, 90]);
    }
  });

  it('answers a small verified search in full', async () => {
    const expected = await reference(`city = 'Lagos' AND bedrooms >= 3`, 'price-high');
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(40);
    await expectPages({ city: 'lagos', bedrooms: '3+', sortBy: 'price-high' }, expected, [1, 2]);
  });

  it('combines the filter with text, type and rent', async () => {
    const text = `lower(title || ' ' || description || ' ' || location || ' ' || city || ' ' || state || ' ' || address)`;
    const duplexes = await reference(
      `property_type = 'duplex' AND price BETWEEN 300000 AND 700000 AND ${text} ~ '(^|[^[:alnum:]])maitama'`,
      'newest',
    );
    expect(duplexes.length).toBeGreaterThan(12);
    await expectPages(
      { query: 'maitama', type: 'duplex', minPrice: '300000', maxPrice: '700000' },
      duplexes,
      [1, 2, 3],
    );
    const none = await reference(`city = 'Lagos' AND property_type = 'duplex'`, 'newest');
    expect(none).toEqual([]);
    await expectPages({ city: 'lagos', type: 'duplex' }, [], [1]);
  });
});
