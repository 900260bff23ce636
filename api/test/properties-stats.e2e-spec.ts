import { createTestApp, type TestContext } from './support/app.js';
import { makeUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

describe('public listing figures', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const ada = await makeUser(ctx, { role: 'landlord' });
    const bayo = await makeUser(ctx, { role: 'landlord' });
    const old = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    await makeListing(ctx, ada, { city: 'Lagos', createdAt: old });
    await makeListing(ctx, ada, { city: 'Lagos', createdAt: new Date() });
    await makeListing(ctx, bayo, { city: 'Abuja', state: 'FCT', createdAt: old });
    // None of these can be opened by a visitor, so none of them count.
    await makeListing(ctx, bayo, { city: 'Kano', state: 'Kano State', status: 'rented' });
    await makeListing(ctx, bayo, { city: 'Ibadan', moderationStatus: 'pending' });
    await makeListing(ctx, bayo, { city: 'Enugu', moderationStatus: 'rejected' });
  });
  afterAll(() => ctx.close());

  it('counts only approved, available listings on the home page figures', async () => {
    const res = await ctx.http.get('/api/properties/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ listings: 3, cities: 2, landlords: 2, newThisWeek: 1 });
  });

  it('lists only the cities that have open listings, with their counts, most first', async () => {
    const res = await ctx.http.get('/api/properties/filters');
    expect(res.status).toBe(200);
    expect(res.body.cities).toEqual([
      { name: 'Lagos', count: 2 },
      { name: 'Abuja', count: 1 },
    ]);
    expect(res.body.propertyTypes).toContain('apartment');
  });

  it('applies both the text and the location of the home search', async () => {
    const landlord = await makeUser(ctx, { role: 'landlord' });
    await makeListing(ctx, landlord, { title: 'Quiet house', address: '3 Allen Avenue, Ikeja' });
    await makeListing(ctx, landlord, {
      title: 'Garden house',
      address: '8 Ring Road, Bodija',
      city: 'Ibadan',
      state: 'Oyo State',
    });
    const both = await ctx.http.get('/api/properties').query({ query: 'house', location: 'Ikeja' });
    expect(both.body.data.map((p: { title: string }) => p.title)).toEqual(['Quiet house']);
    const locationOnly = await ctx.http.get('/api/properties').query({ location: 'Bodija' });
    expect(locationOnly.body.data.map((p: { title: string }) => p.title)).toEqual(['Garden house']);
  });

  it('follows listing changes at once', async () => {
    const landlord = await makeUser(ctx, { role: 'landlord' });
    await makeListing(ctx, landlord, { city: 'Kano', state: 'Kano State' });
    const res = await ctx.http.get('/api/properties/filters');
    expect(res.body.cities).toContainEqual({ name: 'Kano', count: 1 });
    expect((await ctx.http.get('/api/properties/stats')).body.cities).toBe(4);
  });
});
