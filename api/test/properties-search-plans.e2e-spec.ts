import { createTestApp, type TestContext } from './support/app.js';
import { makeUser } from './support/factories.js';

/**
 * The search picks its plan by the measured size of each search: a search of unknown size is
 * collected and counted (its page from the same query when small), a large one walks its sort
 * order from checkpoints. Whatever the plan, the answer must be the one a plain query gives:
 * these tests compare ids, order and totals with a reference query written out by hand.
 */
describe('public search plans give the same answers as a plain query', () => {
  let ctx: TestContext;
  const TEXT = `lower(title || ' ' || description || ' ' || location || ' ' || city || ' ' || state || ' ' || address)`;
  const ORDER = {
    newest: 'staleness ASC, created_at DESC, id DESC',
    'price-low': 'price ASC, created_at DESC, id DESC',
    'price-high': 'price DESC, created_at DESC, id DESC',
    bedrooms: 'bedrooms DESC, created_at DESC, id DESC',
  } as const;

  beforeAll(async () => {
    ctx = await createTestApp();
    const landlord = await makeUser(ctx, { role: 'landlord' });
    // 1,300 listings in Abuja (1,200 of them with one bedroom) and 900 in Lagos, with repeated
    // prices and creation times so that ties are common; some rented, some awaiting review.
    await ctx.dataSource.query(
      `INSERT INTO properties (title, description, location, address, city, state, price,
         security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
         is_approved, landlord_id, created_at)
       SELECT initcap(t) || ' in ' || area, 'Quiet street near the market.',
         i || ' Garki Road, ' || area || ', Abuja, FCT', i || ' Garki Road, ' || area,
         'Abuja', 'FCT', 150000 + (i % 23) * 50000, 0, CASE WHEN i % 13 = 0 THEN 3 ELSE 1 END,
         1, 60, t, CASE WHEN i % 17 = 0 THEN 'rented' ELSE 'available' END,
         CASE WHEN i % 29 = 0 THEN 'pending' ELSE 'approved' END, i % 29 <> 0, $1,
         timestamptz '2026-01-01' + (i % 500) * interval '1 hour'
       FROM generate_series(1, 1300) i,
         LATERAL (SELECT (ARRAY['Wuse 2', 'Maitama'])[1 + i % 2] AS area,
                         (ARRAY['flat', 'apartment', 'duplex'])[1 + i % 3] AS t) x`,
      [landlord.id],
    );
    await ctx.dataSource.query(
      `INSERT INTO properties (title, description, location, address, city, state, price,
         security_deposit, bedrooms, bathrooms, area, property_type, status, moderation_status,
         is_approved, landlord_id, created_at)
       SELECT word || ' in ' || area, 'Close to the expressway.',
         i || ' Allen Avenue, ' || area || ', Lagos, Lagos State', i || ' Allen Avenue, ' || area,
         'Lagos', 'Lagos State', 200000 + (i % 31) * 40000, 0, 1 + i % 5, 1, 90, t,
         'available', 'approved', true, $1,
         timestamptz '2026-02-01' + (i % 300) * interval '1 hour'
       FROM generate_series(1, 900) i,
         LATERAL (SELECT (ARRAY['Yaba', 'Lekki Phase 1', 'Ikeja GRA'])[1 + i % 3] AS area,
                         (ARRAY['House', 'Penthouse', 'Guest-house', 'Townhouse'])[1 + i % 4] AS word,
                         (ARRAY['house', 'penthouse', 'house', 'terrace'])[1 + i % 4] AS t) x`,
      [landlord.id],
    );
  });
  afterAll(() => ctx.close());

  /** Every matching id in order, by a plain query over the public, available listings. */
  async function reference(where: string, params: unknown[], sortBy: keyof typeof ORDER) {
    const rows = await ctx.dataSource.query(
      `SELECT id FROM properties WHERE is_approved AND status = 'available' AND ${where}
       ORDER BY ${ORDER[sortBy]}`,
      params,
    );
    return rows.map((r: { id: string }) => r.id) as string[];
  }

  /**
   * Asks for the pages in the order given, twice (the second time the search's size is known,
   * so a large search walks its sort order), and compares each with the reference.
   */
  async function expectPages(
    query: Record<string, string>,
    expected: string[],
    pages: number[],
    perPage = 12,
  ) {
    for (const round of [1, 2]) {
      for (const page of pages) {
        const res = await ctx.http.get('/api/properties').query({ ...query, page, perPage });
        expect(res.status).toBe(200);
        const ids = res.body.data.map((p: { id: string }) => p.id);
        const from = (page - 1) * perPage;
        expect({ round, page, ids }).toEqual({
          round,
          page,
          ids: expected.slice(from, from + perPage),
        });
        expect(res.body.pagination).toEqual({
          currentPage: page,
          lastPage: Math.max(1, Math.ceil(expected.length / perPage)),
          perPage,
          total: expected.length,
        });
      }
    }
  }

  it('answers a text and a city that never meet with no results', async () => {
    const where = `city = 'Abuja' AND bedrooms = 1 AND ${TEXT} ~ '(^|[^[:alnum:]])yaba'`;
    expect(await reference(where, [], 'price-high')).toEqual([]);
    await expectPages(
      { city: 'abuja', query: 'yaba', bedrooms: '1', sortBy: 'price-high' },
      [],
      [1, 2, 13],
    );
    await expectPages({ city: 'abuja', type: 'penthouse' }, [], [1, 3]);
    await expectPages({ city: 'enugu', sortBy: 'bedrooms' }, [], [1]);
  });

  it('answers a very selective search in full, on every page', async () => {
    const guestHouses = await reference(
      `city = 'Lagos' AND bedrooms = 2 AND ${TEXT} ~ '(^|[^[:alnum:]])guest-house in yaba'`,
      [],
      'price-low',
    );
    expect(guestHouses.length).toBeGreaterThan(0);
    expect(guestHouses.length).toBeLessThan(100);
    await expectPages(
      { query: 'guest-house in yaba', city: 'lagos', bedrooms: '2', sortBy: 'price-low' },
      guestHouses,
      [1, 2, 3],
      5,
    );
    const duplexes = await reference(
      `city = 'Abuja' AND bedrooms = 3 AND property_type = 'duplex' AND price BETWEEN 300000 AND 900000`,
      [],
      'bedrooms',
    );
    expect(duplexes.length).toBeGreaterThan(5);
    await expectPages(
      {
        city: 'abuja',
        bedrooms: '3',
        type: 'duplex',
        minPrice: '300000',
        maxPrice: '900000',
        sortBy: 'bedrooms',
      },
      duplexes,
      [1, 2, 4],
      5,
    );
    // A common word with narrow filters: the text is checked on the few rows the filters find.
    const houses = await reference(
      `city = 'Lagos' AND property_type = 'house' AND bedrooms = 2 AND ${TEXT} ~ '(^|[^[:alnum:]])house'`,
      [],
      'price-high',
    );
    expect(houses.length).toBeGreaterThan(5);
    await expectPages(
      { query: 'house', city: 'lagos', type: 'house', bedrooms: '2', sortBy: 'price-high' },
      houses,
      [1, 2, 4],
      5,
    );
  });

  it('answers a broad search in every sort, near the start, deep and past the end', async () => {
    for (const sortBy of Object.keys(ORDER) as (keyof typeof ORDER)[]) {
      const all = await reference('true', [], sortBy);
      expect(all.length).toBeGreaterThan(1000);
      const last = Math.ceil(all.length / 12);
      await expectPages({ sortBy }, all, [1, 2, 9, 10, 11, 60, last - 1, last, last + 3]);
    }
  });

  it('counts large searches with rent bounds and room minimums exactly', async () => {
    const cases: [Record<string, string>, string, keyof typeof ORDER][] = [
      [
        { minPrice: '250000', maxPrice: '1000000', sortBy: 'price-high' },
        'price BETWEEN 250000 AND 1000000',
        'price-high',
      ],
      [{ bedrooms: '1+', maxPrice: '1200000' }, 'bedrooms >= 1 AND price <= 1200000', 'newest'],
      [
        { query: 'abuja', minPrice: '150000', sortBy: 'bedrooms' },
        `${TEXT} ~ '(^|[^[:alnum:]])abuja' AND price >= 150000`,
        'bedrooms',
      ],
    ];
    for (const [query, where, sortBy] of cases) {
      const expected = await reference(where, [], sortBy);
      expect(expected.length).toBeGreaterThan(1000);
      await expectPages(query, expected, [1, 30, Math.ceil(expected.length / 12)]);
    }
  });

  it('builds deep pages of a large filtered search on first use, in any order of pages', async () => {
    const abujaOneBed = await reference(`city = 'Abuja' AND bedrooms = 1`, [], 'newest');
    expect(abujaOneBed.length).toBeGreaterThan(1000);
    const last = Math.ceil(abujaOneBed.length / 12);
    await expectPages({ city: 'abuja', bedrooms: '1' }, abujaOneBed, [13, 1, 9, 10, 40, last, 25]);
    const cheapFirst = await reference(`city = 'Abuja' AND bedrooms = 1`, [], 'price-low');
    await expectPages(
      { city: 'abuja', bedrooms: '1', sortBy: 'price-low' },
      cheapFirst,
      [30, 2, 31, 70],
      13,
    );
  });

  it('answers a large text search and its deep pages like the plain query', async () => {
    const abuja = await reference(`${TEXT} ~ '(^|[^[:alnum:]])abuja'`, [], 'price-high');
    expect(abuja.length).toBeGreaterThan(1000);
    await expectPages({ query: 'abuja', sortBy: 'price-high' }, abuja, [1, 2, 12, 50, 80, 200]);
    const houses = await reference(`${TEXT} ~ '(^|[^[:alnum:]])house'`, [], 'newest');
    expect(houses.length).toBeGreaterThan(100);
    await expectPages({ query: 'house' }, houses, [1, 9, 10, 20, 38]);
  });
});
