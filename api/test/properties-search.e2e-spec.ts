import type { Property } from '../src/modules/properties/entities/property.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

const at = (n: number) => new Date(Date.UTC(2026, 5, 1, n));

describe('public search GET /api/properties', () => {
  let ctx: TestContext;
  const L: Record<string, Property> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const landlord = await makeUser(ctx, { role: 'landlord' });
    L.A = await makeListing(ctx, landlord, {
      title: 'Waterfront apartment',
      address: '5 Admiralty Way, Lekki',
      city: 'Lagos',
      state: 'Lagos State',
      price: 800_000,
      bedrooms: 3,
      bathrooms: 2,
      propertyType: 'apartment',
      amenities: ['Swimming Pool', 'Gym'],
      powerSupply: ['band A grid'],
      createdAt: at(1),
    });
    L.B = await makeListing(ctx, landlord, {
      title: 'Student-friendly flat',
      address: '2 Sabo Road, Yaba',
      price: 300_000,
      bedrooms: 1,
      bathrooms: 1,
      propertyType: 'flat',
      amenities: ['WiFi'],
      serviceCharge: 10_000,
      createdAt: at(2),
    });
    L.C = await makeListing(ctx, landlord, {
      title: 'Maitama villa with pool',
      address: '9 Gana Street, Maitama',
      city: 'Abuja',
      state: 'FCT',
      price: 2_000_000,
      bedrooms: 5,
      bathrooms: 5,
      propertyType: 'villa',
      amenities: ['Swimming Pool', 'Servant Quarters'],
      powerSupply: ['inverter/solar', 'generator backup'],
      createdAt: at(3),
    });
    L.D = await makeListing(ctx, landlord, {
      title: 'Family duplex in GRA',
      address: '4 Tombia Street, GRA Phase 2',
      city: 'Port Harcourt',
      state: 'Rivers State',
      price: 1_000_000,
      bedrooms: 4,
      bathrooms: 4,
      propertyType: 'duplex',
      createdAt: at(4),
    });
    L.E = await makeListing(ctx, landlord, {
      title: 'Bodija bungalow',
      address: '1 Awolowo Avenue, Bodija',
      city: 'Ibadan',
      state: 'Oyo State',
      price: 150_000,
      bedrooms: 2,
      bathrooms: 1,
      propertyType: 'bungalow',
      status: 'rented',
      createdAt: at(5),
    });
    L.F = await makeListing(ctx, landlord, {
      title: 'Pending flat in Kano',
      city: 'Kano',
      state: 'Kano State',
      moderationStatus: 'pending',
      createdAt: at(6),
    });
    L.G = await makeListing(ctx, landlord, {
      title: 'Rejected Lekki flat',
      moderationStatus: 'rejected',
      rejectionReason: 'No photos',
      createdAt: at(7),
    });
    L.H = await makeListing(ctx, landlord, {
      title: 'Compact studio in Ajah',
      description: 'Ten minutes from the Lekki toll gate.',
      address: '7 Addo Road, Ajah',
      price: 500_000,
      bedrooms: 1,
      bathrooms: 1,
      propertyType: 'studio',
      serviceCharge: 50_000,
      createdAt: at(8),
    });
  });
  afterAll(() => ctx.close());

  const name = (id: string) => Object.keys(L).find((k) => L[k].id === id);
  async function search(query: Record<string, string | number>) {
    const res = await ctx.http.get('/api/properties').query(query);
    expect(res.status).toBe(200);
    return {
      names: (res.body.data as { id: string }[]).map((p) => name(p.id)),
      body: res.body,
    };
  }

  it('shows approved, available listings newest first by default, with card fields only', async () => {
    const { names, body } = await search({});
    expect(names).toEqual(['H', 'D', 'C', 'B', 'A']);
    expect(body.pagination).toEqual({ currentPage: 1, lastPage: 1, perPage: 12, total: 5 });
    const card = body.data.find((p: { id: string }) => p.id === L.C.id);
    expect(card).toMatchObject({
      title: 'Maitama villa with pool',
      location: '9 Gana Street, Maitama, Abuja, FCT',
      price: 2_000_000,
      bedrooms: 5,
      bathrooms: 5,
      area: 90,
      propertyType: 'villa',
      status: 'available',
      powerSupply: ['inverter/solar', 'generator backup'],
      image: { url: '/uploads/properties/x.jpg', thumbnailUrl: '/uploads/properties/x-t.jpg' },
    });
    expect(card.createdAt).toBe(at(3).toISOString());
    expect(card).not.toHaveProperty('description');
  });

  it('never shows pending or rejected listings, whatever the filters', async () => {
    expect((await search({ status: 'all', query: 'flat' })).names).toEqual(['B']);
    expect((await search({ city: 'kano', status: 'all' })).names).toEqual([]);
  });

  it('matches the text query case-insensitively in title, description and address', async () => {
    expect((await search({ query: 'LEKKI' })).names).toEqual(['H', 'A']);
    expect((await search({ query: 'gana street' })).names).toEqual(['C']);
    expect((await search({ query: 'abuja' })).names).toEqual(['C']);
  });

  it('uses location as the text when query is empty, and applies both when both are given', async () => {
    expect((await search({ location: 'lekki' })).names).toEqual(['H', 'A']);
    expect((await search({ query: 'yaba', location: 'lekki' })).names).toEqual([]);
    expect((await search({ query: 'flat', location: 'yaba' })).names).toEqual(['B']);
  });

  it('treats % and _ in the text as plain characters', async () => {
    expect((await search({ query: '100%' })).names).toEqual([]);
    expect((await search({ query: '_' })).names).toEqual([]);
  });

  it('filters by city, written either way (portharcourt or Port Harcourt), and by state', async () => {
    expect((await search({ city: 'lagos' })).names).toEqual(['H', 'B', 'A']);
    expect((await search({ city: 'portharcourt' })).names).toEqual(['D']);
    expect((await search({ city: 'Port Harcourt' })).names).toEqual(['D']);
    expect((await search({ city: 'Maitama' })).names).toEqual(['C']);
    expect((await search({ state: 'fct' })).names).toEqual(['C']);
  });

  it('applies minPrice and maxPrice inclusively and ignores them when not numeric', async () => {
    expect((await search({ minPrice: 500000 })).names).toEqual(['H', 'D', 'C', 'A']);
    expect((await search({ maxPrice: 500000 })).names).toEqual(['H', 'B']);
    expect((await search({ minPrice: 500000, maxPrice: 1000000 })).names).toEqual(['H', 'D', 'A']);
    expect((await search({ minPrice: 'abc', maxPrice: '' })).names).toEqual([
      'H',
      'D',
      'C',
      'B',
      'A',
    ]);
  });

  it('matches bedrooms exactly, and 4+ / 5+ as at least', async () => {
    expect((await search({ bedrooms: '1' })).names).toEqual(['H', 'B']);
    expect((await search({ bedrooms: '3' })).names).toEqual(['A']);
    expect((await search({ bedrooms: '4+' })).names).toEqual(['D', 'C']);
    expect((await search({ bedrooms: '5+' })).names).toEqual(['C']);
  });

  it('matches bathrooms exactly, and 4+ as at least', async () => {
    expect((await search({ bathrooms: '1' })).names).toEqual(['H', 'B']);
    expect((await search({ bathrooms: '4+' })).names).toEqual(['D', 'C']);
  });

  it('filters by type or propertyType exactly and refuses unknown types', async () => {
    expect((await search({ type: 'villa' })).names).toEqual(['C']);
    expect((await search({ propertyType: 'duplex' })).names).toEqual(['D']);
    const res = await ctx.http.get('/api/properties').query({ type: 'castle' });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('type');
  });

  it('matches any of the chosen amenities', async () => {
    expect((await search({ amenities: 'Gym,Servant Quarters' })).names).toEqual(['C', 'A']);
    expect((await search({ amenities: 'wifi' })).names).toEqual(['B']);
  });

  it('filters by power supply and by the most service charge one will pay', async () => {
    expect((await search({ powerSupply: 'inverter/solar' })).names).toEqual(['C']);
    expect((await search({ maxServiceCharge: 10000 })).names).toEqual(['D', 'C', 'B', 'A']);
  });

  it('shows available listings by default, another status on request, and any with all', async () => {
    expect((await search({ status: 'rented' })).names).toEqual(['E']);
    expect((await search({ city: 'ibadan' })).names).toEqual([]);
    expect((await search({ status: 'all' })).names).toEqual(
      ['E', 'H', 'D', 'C', 'B', 'A'].sort(
        (x, y) => L[y].createdAt.getTime() - L[x].createdAt.getTime(),
      ),
    );
  });

  it('sorts by price ascending, price descending and most bedrooms', async () => {
    expect((await search({ sortBy: 'price-low' })).names).toEqual(['B', 'H', 'A', 'D', 'C']);
    expect((await search({ sortBy: 'price-high' })).names).toEqual(['C', 'D', 'A', 'H', 'B']);
    // Ties on bedrooms (B and H) fall back to newest first.
    expect((await search({ sortBy: 'bedrooms' })).names).toEqual(['C', 'D', 'A', 'H', 'B']);
    expect((await search({ sortBy: 'newest' })).names).toEqual(['H', 'D', 'C', 'B', 'A']);
  });

  it('pages results with a stable order and a correct total', async () => {
    const p1 = await search({ perPage: 2, page: 1 });
    const p2 = await search({ perPage: 2, page: 2 });
    const p3 = await search({ perPage: 2, page: 3 });
    expect([p1.names, p2.names, p3.names]).toEqual([['H', 'D'], ['C', 'B'], ['A']]);
    expect(p3.body.pagination).toEqual({ currentPage: 3, lastPage: 3, perPage: 2, total: 5 });
    const beyond = await search({ perPage: 2, page: 9 });
    expect(beyond.names).toEqual([]);
    expect(beyond.body.pagination.total).toBe(5);
  });

  it('caps perPage at 50 and answers 400 for a page or perPage that is not a whole number', async () => {
    expect((await search({ perPage: 500 })).body.pagination.perPage).toBe(50);
    for (const query of [{ page: 0 }, { page: 'two' }, { perPage: '1.5' }, { sortBy: 'random' }]) {
      const res = await ctx.http.get('/api/properties').query(query);
      expect(res.status).toBe(400);
      expect(res.body.details.length).toBeGreaterThan(0);
    }
  });

  it('features the newest approved, available listings that have photos', async () => {
    const landlord = await makeUser(ctx, { role: 'landlord' });
    const noPhotos = await makeListing(ctx, landlord, { images: [], createdAt: at(20) });
    const res = await ctx.http.get('/api/properties/featured');
    expect(res.status).toBe(200);
    const ids = res.body.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(noPhotos.id);
    expect(ids).toEqual([L.H.id, L.D.id, L.C.id, L.B.id, L.A.id]);
  });
});
