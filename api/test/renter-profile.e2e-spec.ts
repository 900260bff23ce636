import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { ReviewRemindersService } from '../src/modules/reviews/review-reminders.service.js';
import { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { RenterProfileService } from '../src/modules/renter-profile/renter-profile.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { binary, pdfText } from './support/payments.js';
import { makeTenancy } from './support/tenancies.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const DAY = 86_400_000;

/** Everything the booking form asks, typed once on the profile. */
const PROFILE = {
  phone: '08031234567',
  dateOfBirth: '1994-05-21',
  occupation: 'Software engineer',
  employer: 'Andela',
  monthlyIncome: 900000,
  ninNumber: '12345678901',
  referenceName: 'Tunde Bakare',
  referencePhone: '08023456789',
  referenceEmail: 'tunde@example.com',
  referenceRelationship: 'colleague',
  guarantorName: 'Ngozi Adaeze Eze',
  guarantorPhone: '08098765432',
  guarantorEmail: 'ngozi.guarantor@example.com',
  guarantorRelationship: 'family',
  guarantorOccupation: 'Civil servant',
  guarantorEmployer: 'Lagos State Government',
  guarantorNinNumber: '10987654321',
  about: 'Quiet engineer, no pets, works from the office most days.',
};

const TENANT_REVIEW = {
  rentOnTime: 5,
  careOfHome: 4,
  communication: 5,
  wouldLetAgain: true,
  text: 'Paid every month on time and left the flat spotless when moving out.',
};

describe('the renter profile that travels', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  const started = Date.now();

  beforeAll(async () => {
    ctx = await createTestApp();
    [landlord, otherLandlord, tenant] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'landlord', name: 'Ngozi Okonkwo' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Chioma Eze' }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    // Kept fast on purpose: one app, a handful of rows per case.
    console.log(`renter-profile spec took ${Date.now() - started} ms`);
  });

  const put = (who: Signed, body: Record<string, unknown>) =>
    ctx.http.put('/api/renter-profile/me').set(who.auth).send(body);
  const me = (who: Signed) => ctx.http.get('/api/renter-profile/me').set(who.auth);

  it('applies with the profile in one step: the application carries the profile, the guarantor is asked again', async () => {
    const empty = await me(tenant);
    expect(empty.status).toBe(200);
    expect(empty.body.missing.length).toBeGreaterThan(0);
    const listing = await makeListing(ctx, landlord.user, { title: 'Lekki two-bed' });
    const early = await ctx.http
      .post('/api/renter-profile/apply')
      .set(tenant.auth)
      .send({ propertyId: listing.id });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('PROFILE_INCOMPLETE');

    const saved = await put(tenant, PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body.missing).toEqual([]);
    expect(saved.body.fields).toMatchObject({
      occupation: 'Software engineer',
      monthlyIncome: 900000,
    });

    const applied = await ctx.http
      .post('/api/renter-profile/apply')
      .set(tenant.auth)
      .send({ propertyId: listing.id });
    expect(applied.status).toBe(201);
    const row = await ctx.dataSource
      .getRepository(PropertyApplication)
      .findOneByOrFail({ id: applied.body.id });
    expect(row).toMatchObject({
      firstName: 'Chioma',
      lastName: 'Eze',
      occupation: 'Software engineer',
      monthlyIncome: 900000,
      referenceName: 'Tunde Bakare',
      guarantorName: 'Ngozi Adaeze Eze',
      guarantorEmail: 'ngozi.guarantor@example.com',
      guarantorStatus: 'pending',
      landlordId: landlord.user.id,
    });
    const asked = await recordedEmails(ctx, { to: 'ngozi.guarantor@example.com' });
    expect(asked).toHaveLength(1);

    // A second listing: a second consent request, for that application.
    const second = await makeListing(ctx, landlord.user, { title: 'Yaba studio' });
    const again = await ctx.http
      .post('/api/renter-profile/apply')
      .set(tenant.auth)
      .send({ propertyId: second.id });
    expect(again.status).toBe(201);
    expect(await recordedEmails(ctx, { to: 'ngozi.guarantor@example.com' })).toHaveLength(2);
  });

  it('answers bad profile input with field messages, never a 500', async () => {
    const res = await put(tenant, { ninNumber: '123', referenceEmail: 'nope', shown: ['secrets'] });
    expect(res.status).toBe(400);
    const fields = (res.body.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['ninNumber', 'referenceEmail', 'shown']);
  });

  it('keeps the rent record the platform’s: a PUT cannot change it', async () => {
    const listing = await makeListing(ctx, landlord.user);
    await makeTenancy(ctx, tenant.user, listing, { overrides: { state: 'ended' } });
    const before = (await me(tenant)).body.rentRecord;
    expect(before.tenancies.ended).toBe(1);
    for (const body of [
      { rentRecord: { completedPayments: 99 } },
      { completedPayments: 99 },
      { tenancies: { ended: 12 } },
      { landlordReviews: [] },
      { identity: { kycStatus: 'approved' } },
    ]) {
      const res = await put(tenant, body);
      expect(res.status).toBe(400);
    }
    expect((await me(tenant)).body.rentRecord).toEqual(before);
  });

  it('shares the chosen parts by a signed link, signed out, until it expires or is withdrawn (410)', async () => {
    await put(tenant, { shown: ['work', 'rentRecord'] });
    const made = await ctx.http
      .post('/api/renter-profile/share')
      .set(tenant.auth)
      .send({ days: 7 });
    expect(made.status).toBe(201);
    expect(made.body.state).toBe('open');
    const token = String(made.body.url).split('/shared-profile/')[1]!;

    const open = await ctx.http.get(`/api/renter-profile/shared/${token}`);
    expect(open.status).toBe(200);
    expect(open.body.sections).toEqual(['work', 'rentRecord']);
    expect(open.body.work).toMatchObject({ occupation: 'Software engineer' });
    expect(open.body.rentRecord.tenancies).toBeDefined();
    expect(open.body.identity).toBeUndefined();
    expect(open.body.guarantor).toBeUndefined();
    expect(JSON.stringify(open.body)).not.toContain(PROFILE.ninNumber);
    expect(JSON.stringify(open.body)).not.toContain(PROFILE.guarantorPhone);

    const pdf = await ctx.http
      .get(`/api/renter-profile/shared/${token}/pdf`)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body as Buffer)).toContain('Software engineer');

    // A forged signature is not found; the clock moved past the expiry: gone.
    const forged = await ctx.http.get(`/api/renter-profile/shared/${token.slice(0, -3)}abc`);
    expect(forged.status).toBe(404);
    const service = ctx.app.get(RenterProfileService);
    await expect(service.shared(token, new Date(Date.now() + 8 * DAY))).rejects.toMatchObject({
      status: 410,
    });

    // Withdrawn: 410 at once, over HTTP.
    const revoked = await ctx.http
      .post(`/api/renter-profile/share/${made.body.id}/revoke`)
      .set(tenant.auth);
    expect(revoked.status).toBe(200);
    expect(revoked.body.state).toBe('revoked');
    const gone = await ctx.http.get(`/api/renter-profile/shared/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('PROFILE_SHARE_GONE');
    expect((await ctx.http.get(`/api/renter-profile/shared/${token}/pdf`)).status).toBe(410);
    // Another tenant cannot withdraw it.
    const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
    expect(
      (await ctx.http.post(`/api/renter-profile/share/${made.body.id}/revoke`).set(stranger.auth))
        .status,
    ).toBe(404);
  });

  it('shows a landlord’s review of the tenant to a landlord they apply to only with consent, never to others', async () => {
    const home = await makeListing(ctx, landlord.user);
    const active = await makeTenancy(ctx, tenant.user, home);
    const early = await ctx.http
      .post(`/api/tenancies/${active.id}/tenant-review`)
      .set(landlord.auth)
      .send(TENANT_REVIEW);
    expect(early.status).toBe(409);
    await ctx.dataSource.getRepository(Tenancy).update(active.id, { state: 'ended' });
    const stranger = await ctx.http
      .post(`/api/tenancies/${active.id}/tenant-review`)
      .set(otherLandlord.auth)
      .send(TENANT_REVIEW);
    expect(stranger.status).toBe(404);
    const written = await ctx.http
      .post(`/api/tenancies/${active.id}/tenant-review`)
      .set(landlord.auth)
      .send(TENANT_REVIEW);
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({ rentOnTime: 5, wouldLetAgain: true });
    const twice = await ctx.http
      .post(`/api/tenancies/${active.id}/tenant-review`)
      .set(landlord.auth)
      .send(TENANT_REVIEW);
    expect(twice.status).toBe(409);
    // The tenant sees it on their profile.
    expect((await me(tenant)).body.landlordReviews).toHaveLength(1);

    // The tenant applies to the other landlord's listing.
    const next = await makeListing(ctx, otherLandlord.user);
    const app = await submitApplication(ctx, tenant.auth, next.id);
    const file = () => ctx.http.get(`/api/applications/${app.id}/file`).set(otherLandlord.auth);

    await put(tenant, { showLandlordReviews: false, shown: ['work'] });
    const without = await file();
    expect(without.status).toBe(200);
    expect(without.body.profile.sections).toEqual(['work']);
    expect(without.body.profile.landlordReviews).toBeUndefined();

    await put(tenant, { showLandlordReviews: true });
    const withConsent = await file();
    expect(withConsent.body.profile.landlordReviews).toHaveLength(1);
    expect(withConsent.body.profile.landlordReviews[0]).toMatchObject({
      landlordName: 'Babatunde Adeyemi',
      text: TENANT_REVIEW.text,
    });

    // A landlord the tenant did not apply to sees nothing: no file, no shared reviews.
    const third = await makeSignedInUser(ctx, { role: 'landlord' });
    expect((await ctx.http.get(`/api/applications/${app.id}/file`).set(third.auth)).status).toBe(
      404,
    );
    const link = await ctx.http
      .post('/api/renter-profile/share')
      .set(tenant.auth)
      .send({ days: 1, sections: ['work', 'rentRecord', 'identity'] });
    const token = String(link.body.url).split('/shared-profile/')[1]!;
    const shared = await ctx.http.get(`/api/renter-profile/shared/${token}`);
    expect(shared.body.landlordReviews).toBeUndefined();
    expect(JSON.stringify(shared.body)).not.toContain(TENANT_REVIEW.text);
  });

  it('reminds the tenant to review once at day 60 and once at the end, however often the sweep runs', async () => {
    const reviewer = await makeSignedInUser(ctx, { role: 'tenant' });
    const home = await makeListing(ctx, landlord.user, { title: 'Ikeja mini flat' });
    const tenancy = await makeTenancy(ctx, reviewer.user, home, { movedInDaysAgo: 30 });
    const sweeps = ctx.app.get(ReviewRemindersService);
    const told = () =>
      ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: reviewer.user.id, type: 'review.due' });

    await sweeps.sweep();
    expect(await told()).toHaveLength(0);
    const day60 = new Date(Date.now() + 31 * DAY);
    await sweeps.sweep(day60);
    await Promise.all([sweeps.sweep(day60), sweeps.sweep(day60)]);
    const during = await told();
    expect(during).toHaveLength(1);
    expect(during[0]!.message).toContain('Ikeja mini flat');
    expect(
      await recordedEmails(ctx, { to: reviewer.user.email, template: 'review-due' }),
    ).toHaveLength(1);

    await ctx.dataSource
      .getRepository(Tenancy)
      .update(tenancy.id, { state: 'ended', endedAt: new Date() });
    await sweeps.sweep();
    await sweeps.sweep();
    expect(await told()).toHaveLength(2);
    expect(
      await recordedEmails(ctx, { to: reviewer.user.email, template: 'review-due' }),
    ).toHaveLength(2);
  });

  it('gives the tenant their own profile as a PDF', async () => {
    const res = await ctx.http
      .get('/api/renter-profile/me.pdf')
      .set(tenant.auth)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Chioma Eze');
    expect(text).not.toContain(PROFILE.ninNumber);
  });
});
