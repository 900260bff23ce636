import { PRICE_RANGE_MESSAGE } from '@rentnaija/shared';
import { createTestApp, type TestContext } from './support/app.js';

describe('search price ranges', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses a min price above the max price with a message on maxPrice', async () => {
    const res = await ctx.http
      .get('/api/properties')
      .query({ minPrice: '500000', maxPrice: '200000' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'maxPrice', message: PRICE_RANGE_MESSAGE }]);
  });

  it('accepts a range whose ends are equal, and either end alone', async () => {
    for (const query of [
      { minPrice: '300000', maxPrice: '300000' },
      { minPrice: '900000' },
      { maxPrice: '100000' },
    ]) {
      const res = await ctx.http.get('/api/properties').query(query);
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
    }
  });
});
