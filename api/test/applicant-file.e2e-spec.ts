import { KycRecord } from '../src/modules/kyc/entities/kyc-record.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { TenancyDispute } from '../src/modules/tenancies/entities/tenancy-dispute.entity.js';
import { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { type FakePaystack, paystackEnv, startFakePaystack } from './support/paystack.js';
import { paidApplication } from './support/payments.js';
import { makeKyc } from './support/verified.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('the applicant file a landlord decides on', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  let otherTenant: Signed;
  let admin: Signed;
  let support: Signed;
  /** The tenant's application to decide on: income ₦1,440,000 against ₦450,000 rent. */
  let applicationId: string;
  let otherApplicationId: string;

  const file = (who: Signed, id: string) =>
    ctx.http.get(`/api/applications/${id}/file`).set(who.auth);

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({ env: { ...paystackEnv(paystack), PAYMENT_OFFER_HOURS: '48' } });
    [landlord, otherLandlord, tenant, otherTenant, admin, support] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Adebayo Ogunleye' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
      makeSignedInUser(ctx, { role: 'admin' }),
      makeSignedInUser(ctx, { role: 'support' }),
    ]);
    // The tenant is verified (NIN 12345678901, matched by the registry) ...
    const kyc = await makeKyc(ctx, tenant.user);
    await ctx.dataSource
      .getRepository(KycRecord)
      .update({ id: kyc.id }, { ninCheckStatus: 'match', ninCheckedAt: new Date() });
    // ... already rents one home through the platform, where they reported a problem ...
    const earlier = await makeListing(ctx, landlord.user);
    const paid = await paidApplication(ctx, paystack, tenant.auth, earlier.id);
    const approved = await ctx.http
      .post(`/api/applications/${paid.app.id}/review`)
      .set(landlord.auth)
      .send({ decision: 'approved' });
    expect(approved.status).toBe(200);
    const tenancy = await ctx.dataSource
      .getRepository(Tenancy)
      .findOneByOrFail({ applicationId: paid.app.id });
    const disputes = ctx.dataSource.getRepository(TenancyDispute);
    await disputes.save(
      disputes.create({ tenancyId: tenancy.id, tenantWords: 'The water does not run.' }),
    );
    // ... and applies for another of the landlord's homes.
    const listing = await makeListing(ctx, landlord.user, { price: 450_000 });
    applicationId = (
      await submitApplication(ctx, tenant.auth, listing.id, {
        monthlyIncome: 1_440_000,
        ninNumber: '12345678901',
      })
    ).id;
    // The landlord changes the rent afterwards: the application keeps the rent it was made at.
    await ctx.dataSource.getRepository(Property).update({ id: listing.id }, { price: 900_000 });
    const otherListing = await makeListing(ctx, otherLandlord.user);
    otherApplicationId = (await submitApplication(ctx, otherTenant.auth, otherListing.id)).id;
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  it('shows the landlord the verified identity, the NIN check masked and income against the rent agreed', async () => {
    const res = await file(landlord, applicationId);
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({
      id: applicationId,
      firstName: 'Chioma',
      ninNumber: '*******8901',
      guarantorNinNumber: '*******4321',
      ninMasked: true,
      guarantorStatus: 'pending',
      occupation: 'Software engineer',
      employer: 'Andela',
      referenceName: 'Tunde Bakare',
    });
    expect(res.body.identity).toEqual({
      kycStatus: 'approved',
      verifiedName: 'Adebayo Ogunleye',
      nin: {
        outcome: 'match',
        label: 'Matches the registry',
        masked: '*******8901',
        sameAsApplication: true,
      },
    });
    expect(res.body.money).toEqual({
      monthlyIncome: 1_440_000,
      monthlyRent: 450_000,
      ratio: 3.2,
      reading: 'Income is 3.2× the monthly rent',
    });
    expect(JSON.stringify(res.body)).not.toContain('12345678901');
  });

  it("counts the renter's tenancies by state, completed payments, reported problems and the account's age", async () => {
    const { body } = await file(landlord, applicationId);
    expect(body.history).toMatchObject({
      tenancies: {
        awaiting_signatures: 1,
        awaiting_move_in: 0,
        active: 0,
        ended: 0,
        cancelled: 0,
        disputed: 0,
      },
      completedPayments: 1,
      disputesRaised: 1,
      accountAgeDays: 0,
    });
    expect(new Date(body.history.memberSince).getTime()).toBe(tenant.user.createdAt.getTime());
  });

  it('says how long an approval will stay open for payment, from the setting', async () => {
    expect((await file(landlord, applicationId)).body.offerHours).toBe(48);
    const list = await ctx.http.get('/api/landlord/applications').set(landlord.auth);
    expect(list.body.offerHours).toBe(48);
  });

  it('says the NIN was not checked when the applicant never sent an identity verification', async () => {
    const res = await file(otherLandlord, otherApplicationId);
    expect(res.status).toBe(200);
    expect(res.body.identity).toEqual({
      kycStatus: 'not_submitted',
      verifiedName: null,
      nin: {
        outcome: 'not_checked',
        label: 'Not checked: no identity verification sent',
        masked: null,
        sameAsApplication: null,
      },
    });
    expect(res.body.history.tenancies.active).toBe(0);
    expect(res.body.history.completedPayments).toBe(0);
  });

  it('lets staff read the file, NINs masked too', async () => {
    for (const who of [admin, support]) {
      const res = await file(who, applicationId);
      expect(res.status).toBe(200);
      expect(res.body.application.ninNumber).toBe('*******8901');
      expect(res.body.identity.nin.masked).toBe('*******8901');
    }
  });

  it('answers 404 to another landlord, to the applicant and to other tenants', async () => {
    for (const who of [otherLandlord, tenant, otherTenant]) {
      const res = await file(who, applicationId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Application not found');
    }
    expect((await file(landlord, otherApplicationId)).status).toBe(404);
  });

  it('answers 404 to an unknown or malformed id and 401 without a session', async () => {
    expect((await file(landlord, '6f1c2a0e-8b1d-4c7e-9a55-2f0d3c4b5a69')).status).toBe(404);
    const bad = await file(landlord, 'not-a-uuid');
    expect(bad.status).toBe(404);
    expect((await ctx.http.get(`/api/applications/${applicationId}/file`)).status).toBe(401);
  });
});
