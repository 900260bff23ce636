import { moveInCost } from '@rentnaija/shared';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing, newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe("a listing's money: itemised fees and Lagos tenancy rules", () => {
  let ctx: TestContext;
  let landlord: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(() => ctx.close());

  it('stores every fee and shows it on the listing and its card', async () => {
    const created = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(
        newListingBody({
          price: 400_000,
          securityDeposit: 400_000,
          serviceCharge: 25_000,
          serviceChargeCovers: 'Estate security and waste collection',
          rentAdvanceMonths: 3,
          agencyFee: 240_000,
          legalFee: 100_000,
        }),
      );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      serviceChargeCovers: 'Estate security and waste collection',
      rentAdvanceMonths: 3,
      agencyFee: 240_000,
      legalFee: 100_000,
    });
    const cost = moveInCost(created.body);
    expect(cost.total).toBe(3 * 400_000 + 3 * 25_000 + 400_000 + 240_000 + 100_000);
    expect(cost.monthly).toBe(425_000);

    await ctx.dataSource
      .getRepository(Property)
      .update(created.body.id, { moderationStatus: 'approved', isApproved: true });
    const search = await ctx.http.get('/api/properties').query({ query: 'Herbert Macaulay' });
    expect(search.body.data[0]).toMatchObject({ id: created.body.id, agencyFee: 240_000 });
  });

  it('defaults to the first month in advance and no agency or legal fee', async () => {
    const res = await ctx.http.post('/api/properties').set(landlord.auth).send(newListingBody());
    expect(res.body).toMatchObject({
      rentAdvanceMonths: 1,
      agencyFee: 0,
      legalFee: 0,
      serviceChargeCovers: null,
    });
    expect(moveInCost(res.body).items.map((i) => i.key)).toEqual([
      'rent',
      'serviceCharge',
      'securityDeposit',
    ]);
  });

  it('refuses more than 12 months of rent in advance and stores nothing', async () => {
    const before = await ctx.dataSource.getRepository(Property).count();
    const res = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody({ rentAdvanceMonths: 13 }));
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'rentAdvanceMonths', message: 'Rent in advance cannot be more than 12 months' },
    ]);
    expect(await ctx.dataSource.getRepository(Property).count()).toBe(before);
  });

  it("refuses an agency fee above 10% of a year's rent, and accepts exactly 10%", async () => {
    const over = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody({ price: 500_000, agencyFee: 600_001 }));
    expect(over.status).toBe(400);
    expect(over.body.details).toEqual([
      {
        field: 'agencyFee',
        message: "Agency fee cannot be more than 10% of a year's rent (₦600,000)",
      },
    ]);
    const atCap = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody({ price: 500_000, agencyFee: 600_000 }));
    expect(atCap.status).toBe(201);
  });

  it('checks the rules again when an edit lowers the rent under an existing agency fee', async () => {
    const listing = await makeListing(ctx, landlord.user, { price: 500_000, agencyFee: 600_000 });
    const lowered = await ctx.http
      .patch(`/api/properties/${listing.id}`)
      .set(landlord.auth)
      .send({ price: 400_000 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.details[0].field).toBe('agencyFee');
    const stored = await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: listing.id });
    expect(stored.price).toBe(500_000);

    const both = await ctx.http
      .patch(`/api/properties/${listing.id}`)
      .set(landlord.auth)
      .send({ price: 400_000, agencyFee: 0, legalFee: 50_000 });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ price: 400_000, agencyFee: 0, legalFee: 50_000 });
  });

  it('refuses negative and fractional fees with field messages', async () => {
    const res = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .send(newListingBody({ agencyFee: -5, legalFee: 10.5, rentAdvanceMonths: 0 }));
    expect(res.status).toBe(400);
    const fields = res.body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['agencyFee', 'legalFee', 'rentAdvanceMonths']);
  });

  it('publishes the rules in force with the search filters', async () => {
    const res = await ctx.http.get('/api/properties/filters');
    expect(res.body.tenancyRules).toEqual({ maxAdvanceMonths: 12, maxAgencyFeePercent: 10 });
  });

  describe('with stricter settings', () => {
    let strict: TestContext;
    let owner: Signed;

    beforeAll(async () => {
      strict = await createTestApp({
        env: { MAX_ADVANCE_MONTHS: '6', MAX_AGENCY_FEE_PERCENT: '5' },
      });
      owner = await makeSignedInUser(strict, { role: 'landlord' });
    });
    afterAll(() => strict.close());

    it('enforces the configured caps', async () => {
      const res = await strict.http
        .post('/api/properties')
        .set(owner.auth)
        .send(newListingBody({ price: 100_000, rentAdvanceMonths: 7, agencyFee: 60_001 }));
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'rentAdvanceMonths', message: 'Rent in advance cannot be more than 6 months' },
        {
          field: 'agencyFee',
          message: "Agency fee cannot be more than 5% of a year's rent (₦60,000)",
        },
      ]);
      const filters = await strict.http.get('/api/properties/filters');
      expect(filters.body.tenancyRules).toEqual({ maxAdvanceMonths: 6, maxAgencyFeePercent: 5 });
    });
  });
});
