import type { Property } from '../src/modules/properties/entities/property.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser, makeUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

/**
 * The text search finds the words where they start in the title, description, location, city,
 * state or address: 'house' finds a house and a guest-house, never a penthouse.
 */
describe('public search: text matches where words start', () => {
  let ctx: TestContext;
  const L: Record<string, Property> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const landlord = await makeUser(ctx, { role: 'landlord' });
    const listing = (name: string, overrides: Partial<Property>) =>
      makeListing(ctx, landlord, { description: 'Quiet street.', ...overrides }).then((p) => {
        L[name] = p;
      });
    await listing('house', { title: 'House in Yaba', address: '3 Herbert Macaulay Way, Yaba' });
    await listing('penthouse', { title: 'Penthouse with a view', address: '1 Bourdillon Road' });
    await listing('guestHouse', { title: 'Serviced guest-house', address: '8 Allen Avenue' });
    await listing('houses', { title: 'Two houses on one plot', address: '5 Awolowo Road' });
    await listing('townhouse', {
      title: 'Townhouse near the lagoon',
      description: 'A REAL BARGAIN, FOR A PENTHOUSE LOVER.',
      address: '2 Admiralty Way',
    });
    await listing('gra', {
      title: 'Duplex in Ikeja GRA',
      address: '14 Oba Akran Avenue, Ikeja GRA',
    });
    await listing('transAmadi', {
      title: 'Flat (GRA Phase 2)',
      address: '12 Trans-Amadi Road',
      city: 'Port Harcourt',
      state: 'Rivers State',
    });
  });
  afterAll(() => ctx.close());

  async function found(query: Record<string, string>): Promise<string[]> {
    const res = await ctx.http.get('/api/properties').query(query);
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(res.body.data.length);
    return (res.body.data as { id: string }[])
      .map((p) => Object.keys(L).find((k) => L[k].id === p.id)!)
      .sort();
  }

  it("finds 'house' at the start of a word, never inside one such as 'penthouse'", async () => {
    expect(await found({ query: 'house' })).toEqual(['guestHouse', 'house', 'houses']);
    expect(await found({ query: 'HOUSE' })).toEqual(['guestHouse', 'house', 'houses']);
    expect(await found({ query: 'houses' })).toEqual(['houses']);
    expect(await found({ query: 'penthouse' })).toEqual(['penthouse', 'townhouse']);
    expect(await found({ query: 'enthouse' })).toEqual([]);
  });

  it('finds a word begun by the text (a prefix), also in the location parameter', async () => {
    expect(await found({ query: 'pent' })).toEqual(['penthouse', 'townhouse']);
    expect(await found({ location: 'yab' })).toEqual(['house']);
  });

  it('finds a phrase of several words where its first word starts', async () => {
    expect(await found({ query: 'ikeja gra' })).toEqual(['gra']);
    expect(await found({ query: 'two houses on' })).toEqual(['houses']);
    expect(await found({ query: 'gra phase 2' })).toEqual(['transAmadi']);
    expect(await found({ query: 'keja gra' })).toEqual([]);
    expect(await found({ query: 'houses one' })).toEqual([]);
  });

  it('treats punctuation as the end of a word, and matches punctuation in the text literally', async () => {
    expect(await found({ query: 'amadi' })).toEqual(['transAmadi']);
    expect(await found({ query: 'trans-amadi' })).toEqual(['transAmadi']);
    expect(await found({ query: 'trans amadi' })).toEqual([]);
    expect(await found({ query: '(gra' })).toEqual(['transAmadi']);
    expect(await found({ query: 'gra' })).toEqual(['gra', 'transAmadi']);
    expect(await found({ query: 'guest-house' })).toEqual(['guestHouse']);
  });

  it('finds city, state and area names, whole or begun, but not from inside a word', async () => {
    expect(await found({ query: 'ikeja' })).toEqual(['gra']);
    expect(await found({ query: 'port harcourt' })).toEqual(['transAmadi']);
    expect(await found({ query: 'harcourt' })).toEqual(['transAmadi']);
    expect(await found({ query: 'court' })).toEqual([]);
    expect(await found({ query: 'rivers state' })).toEqual(['transAmadi']);
    expect(await found({ query: 'yaba', city: 'lagos' })).toEqual(['house']);
  });

  it('says so in the OpenAPI description of the query and location parameters', async () => {
    const res = await ctx.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    const params = res.body.paths['/api/properties'].get.parameters as {
      name: string;
      description?: string;
    }[];
    for (const name of ['query', 'location']) {
      expect(params.find((p) => p.name === name)?.description).toMatch(
        /where words start.*not 'penthouse'/,
      );
    }
  });

  it("keeps the console's search a plain 'contains', inside words too", async () => {
    const admin = await makeSignedInUser(ctx, { role: 'admin' });
    const res = await ctx.http
      .get('/api/admin/properties')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ q: 'enthouse with' }) });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual([L.penthouse.id]);
    const phrase = await ctx.http
      .get('/api/admin/properties')
      .set(admin.auth)
      .query({ filter: JSON.stringify({ q: 'keja gra' }) });
    expect(phrase.body.map((p: { id: string }) => p.id)).toEqual([L.gra.id]);
  });
});
