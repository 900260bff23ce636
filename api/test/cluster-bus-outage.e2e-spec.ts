import { createTestApp, type TestContext } from './support/app.js';
import { makeUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { startPrivateRedis } from './support/redis-server.js';

/**
 * Instances tell each other of listing changes through Redis pub/sub, which keeps nothing for a
 * subscriber that is cut off. What an instance may have missed while Redis was down it forgets
 * once Redis is back, instead of serving it until its caches expire.
 */
describe('search caches when Redis goes down and comes back', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let ctx: TestContext;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    ctx = await createTestApp({ env: { REDIS_URL: redis.url, SEARCH_CACHE_SECONDS: '120' } });
  });
  afterAll(async () => {
    await redis.start();
    // Let the queue workers' connections come back first: closing while they are still
    // reconnecting waits for them (see the note in docs/0012).
    await new Promise((r) => setTimeout(r, 3000));
    await ctx.close();
    await redis.stop();
  });

  it('forgets what it may have missed during the outage as soon as Redis is back', async () => {
    const landlord = await makeUser(ctx, { role: 'landlord' });
    const listing = await makeListing(ctx, landlord, { city: 'Ibadan', state: 'Oyo State' });
    const search = async () =>
      (await ctx.http.get('/api/properties').query({ city: 'ibadan' })).body.pagination.total;
    expect(await search()).toBe(1);

    await redis.stop();
    // Another instance takes the listing down meanwhile; its announcement cannot arrive.
    await ctx.dataSource.query(`UPDATE properties SET status = 'inactive' WHERE id = $1`, [
      listing.id,
    ]);
    // The page cache (2 minutes here) still has the listing.
    expect(await search()).toBe(1);

    await redis.start();
    const deadline = Date.now() + 10_000;
    while ((await search()) !== 0) {
      if (Date.now() > deadline) throw new Error('Still served 10 s after Redis came back');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
