import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { insertBulkListings, newListingBody } from './support/listings.js';

/**
 * Large searches take their totals and deep pages from the search cache, and pages may be
 * answered from memory (on here for a minute); these tests check that the answers are the same
 * as a plain COUNT and OFFSET would give, also right after a listing changes.
 */
describe('large searches: totals and deep pages', () => {
  let ctx: TestContext;
  let landlord: Awaited<ReturnType<typeof makeSignedInUser>>;
  const ROWS = 1300;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '60' } });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    await insertBulkListings(ctx, landlord.user.id, ROWS);
  });
  afterAll(() => ctx.close());

  async function expected(orderBy: string, offset: number, limit: number): Promise<string[]> {
    const rows = await ctx.dataSource.query(
      `SELECT id FROM properties WHERE is_approved AND status = 'available'
       ORDER BY ${orderBy} LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((r: { id: string }) => r.id);
  }

  const SORTS: [string, string][] = [
    ['newest', 'staleness ASC, created_at DESC, id DESC'],
    ['price-low', 'price ASC, created_at DESC, id DESC'],
    ['price-high', 'price DESC, created_at DESC, id DESC'],
    ['bedrooms', 'bedrooms DESC, created_at DESC, id DESC'],
  ];

  it.each(SORTS)(
    'serves deep pages sorted by %s exactly like OFFSET would',
    async (sortBy, orderBy) => {
      for (const [page, perPage] of [
        [1, 12],
        [9, 12],
        [10, 12],
        [84, 12],
        [100, 13],
        [26, 50],
        [109, 12],
      ]) {
        const res = await ctx.http.get('/api/properties').query({ sortBy, page, perPage });
        expect(res.status).toBe(200);
        const ids = res.body.data.map((p: { id: string }) => p.id);
        expect(ids).toEqual(await expected(orderBy, (page - 1) * perPage, perPage));
        expect(res.body.pagination.total).toBe(ROWS);
      }
    },
  );

  it('keeps the total of a large search right after a listing is added or approved here', async () => {
    const first = await ctx.http.get('/api/properties').query({ city: 'lagos' });
    expect(first.body.pagination.total).toBe(ROWS);
    const again = await ctx.http.get('/api/properties').query({ city: 'lagos' });
    expect(again.body).toEqual(first.body);
    const created = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody());
    expect(created.status).toBe(201);
    const admin = await makeSignedInUser(ctx, { role: 'admin' });
    await ctx.http.post(`/api/admin/properties/${created.body.id}/approve`).set(admin.auth);
    const after = await ctx.http.get('/api/properties').query({ city: 'lagos' });
    expect(after.body.pagination.total).toBe(ROWS + 1);
    expect(after.body.data[0].id).toBe(created.body.id);
    const last = await ctx.http.get('/api/properties').query({ city: 'lagos', page: 109 });
    expect(last.body.data.map((p: { id: string }) => p.id)).toEqual(
      await expected('created_at DESC, id DESC', 108 * 12, 12),
    );
  });
});
