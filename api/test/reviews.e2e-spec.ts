import { REVIEW_MESSAGES } from '@rentnaija/shared';
import { TenancyReview } from '../src/modules/reviews/entities/tenancy-review.entity.js';
import { ReviewsService } from '../src/modules/reviews/reviews.service.js';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { makeTenancy } from './support/tenancies.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const DAY = 86_400_000;

const reviewBody = (overrides: Record<string, unknown> = {}) => ({
  stage: 'during',
  power: 2,
  water: 4,
  security: 5,
  responsiveness: 3,
  asAdvertised: 'partly',
  powerGridHours: 10,
  powerBackup: 'generator',
  text: 'Quiet street and a helpful landlord, though the grid supply is weak most evenings.',
  ...overrides,
});

describe('reviews of homes and landlords by their tenants', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let tenant: Signed;
  let admin: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    [landlord, tenant, admin] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Amaka Nwosu' }),
      makeSignedInUser(ctx, { role: 'admin' }),
    ]);
  });
  afterAll(() => ctx.close());

  const post = (who: Signed, tenancyId: string, body: Record<string, unknown> = reviewBody()) =>
    ctx.http.post(`/api/tenancies/${tenancyId}/reviews`).set(who.auth).send(body);
  const listingReviews = (propertyId: string) =>
    ctx.http.get(`/api/properties/${propertyId}/reviews`);

  /** A listing of the landlord's, let to `who` from `movedInDaysAgo` days ago. */
  async function tenancyOf(who: Signed = tenant, movedInDaysAgo = 90, state = 'active') {
    const listing = await makeListing(ctx, landlord.user, { title: `Home ${Math.random()}` });
    const tenancy = await makeTenancy(ctx, who.user, listing, {
      movedInDaysAgo,
      overrides: { state: state as 'active' },
    });
    return { listing, tenancy };
  }

  it('refuses a review without a tenancy of this tenant: 404 for another tenant’s tenancy', async () => {
    const { tenancy } = await tenancyOf();
    const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
    const res = await post(stranger, tenancy.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tenancy not found');
    expect((await post(stranger, '6b9d2c1e-4f3a-4e8b-9c7d-2a1b0c9d8e7f')).status).toBe(404);
    expect((await post(landlord, tenancy.id)).status).toBe(403);
    const read = await ctx.http.get(`/api/tenancies/${tenancy.id}/reviews`).set(stranger.auth);
    expect(read.status).toBe(404);
    expect(await ctx.dataSource.getRepository(TenancyReview).countBy({})).toBe(0);
  });

  it('opens the review 60 days after the move-in date, and says from when', async () => {
    const { tenancy } = await tenancyOf(tenant, 30);
    const early = await post(tenant, tenancy.id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('REVIEW_NOT_OPEN');
    expect(early.body.message).toMatch(/You can review the home from .*60 days after you moved in/);
    const state = await ctx.http.get(`/api/tenancies/${tenancy.id}/reviews`).set(tenant.auth);
    expect(state.body).toMatchObject({ openStage: null, reviews: [] });
    expect(state.body.opensOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Thirty-one days later (the clock moved, not the data), the review is due.
    const later = new Date(Date.now() + 31 * DAY);
    const reviews = ctx.app.get(ReviewsService);
    const open = await reviews.forTenancy(
      { id: tenant.user.id, role: 'tenant' } as never,
      tenancy.id,
      later,
    );
    expect(open).toMatchObject({ openStage: 'during', opensOn: null });
    const written = await reviews.submit(
      { id: tenant.user.id, role: 'tenant' } as never,
      tenancy.id,
      reviewBody() as never,
      later,
    );
    expect(written).toMatchObject({ stage: 'during', status: 'visible', reviewerName: 'Amaka N.' });
  });

  it('refuses the wrong stage: no end review while active, no during review once ended', async () => {
    const { tenancy } = await tenancyOf();
    const end = await post(tenant, tenancy.id, reviewBody({ stage: 'end' }));
    expect(end.status).toBe(409);
    expect(end.body.message).toBe('The end-of-tenancy review opens when the tenancy has ended.');

    const { tenancy: ended } = await tenancyOf(tenant, 400, 'ended');
    const during = await post(tenant, ended.id);
    expect(during.status).toBe(409);
    expect(during.body.message).toBe(
      'This tenancy has ended: write the end-of-tenancy review instead.',
    );
    const state = await ctx.http.get(`/api/tenancies/${ended.id}/reviews`).set(tenant.auth);
    expect(state.body.openStage).toBe('end');
    expect((await post(tenant, ended.id, reviewBody({ stage: 'end' }))).status).toBe(201);
  });

  it('takes one review per stage, even when two arrive at once', async () => {
    const { tenancy } = await tenancyOf();
    const [a, b] = await Promise.all([post(tenant, tenancy.id), post(tenant, tenancy.id)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await post(tenant, tenancy.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'REVIEW_EXISTS',
      message: 'You have already reviewed this stage of the tenancy.',
    });
    expect(
      await ctx.dataSource.getRepository(TenancyReview).countBy({ tenancyId: tenancy.id }),
    ).toBe(1);
    const state = await ctx.http.get(`/api/tenancies/${tenancy.id}/reviews`).set(tenant.auth);
    expect(state.body.openStage).toBeNull();
  });

  it('answers bad input with field messages', async () => {
    const { tenancy } = await tenancyOf();
    const res = await post(
      tenant,
      tenancy.id,
      reviewBody({ power: 6, asAdvertised: 'maybe', text: 'Too short', powerGridHours: 30 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'power', message: REVIEW_MESSAGES.stars('Power supply') },
        { field: 'asAdvertised', message: REVIEW_MESSAGES.asAdvertised },
        { field: 'text', message: REVIEW_MESSAGES.textShort },
        { field: 'powerGridHours', message: REVIEW_MESSAGES.powerGridHours },
      ]),
    );
    const long = await post(tenant, tenancy.id, reviewBody({ text: 'x'.repeat(2001) }));
    expect(long.body.details).toEqual([{ field: 'text', message: REVIEW_MESSAGES.textLong }]);
  });

  it('shows the review on the listing and the landlord’s profile, verified and without the full name', async () => {
    const { listing, tenancy } = await tenancyOf();
    expect((await post(tenant, tenancy.id)).status).toBe(201);
    const res = await listingReviews(listing.id);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      count: 1,
      overall: 3.5,
      averages: { power: 2, water: 4, security: 5, responsiveness: 3 },
      asAdvertised: { yes: 0, partly: 1, no: 0 },
    });
    expect(res.body.data[0]).toMatchObject({
      reviewerName: 'Amaka N.',
      verifiedTenancy: true,
      powerGridHours: 10,
      powerBackup: 'generator',
      answer: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('Nwosu');
    expect(res.body.pagination).toMatchObject({ currentPage: 1, total: 1 });

    const profile = await ctx.http.get(`/api/landlords/${landlord.user.id}/reviews`);
    expect(profile.status).toBe(200);
    expect(profile.body.landlord).toMatchObject({ name: 'Babatunde Adeyemi' });
    expect(profile.body.summary.count).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(profile.body)).not.toContain('Nwosu');
    expect((await ctx.http.get(`/api/landlords/${tenant.user.id}/reviews`)).status).toBe(404);

    // The landlord is told.
    const told = await ctx.dataSource
      .getRepository(Notification)
      .findBy({ userId: landlord.user.id, type: 'review.posted' });
    expect(told.some((n) => n.message.startsWith('Amaka N. reviewed'))).toBe(true);
  });

  it('lets the tenancy’s landlord answer once', async () => {
    const { listing, tenancy } = await tenancyOf();
    const review = (await post(tenant, tenancy.id)).body;
    const otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const answer = (who: Signed, text = 'Thank you; the new prepaid meter is in since May.') =>
      ctx.http.post(`/api/reviews/${review.id}/answer`).set(who.auth).send({ text });
    expect((await answer(otherLandlord)).status).toBe(404);
    expect((await answer(tenant)).status).toBe(403);
    const first = await answer(landlord);
    expect(first.status).toBe(200);
    expect(first.body.answer.text).toBe('Thank you; the new prepaid meter is in since May.');
    const second = await answer(landlord, 'Changing my mind');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already answered this review.');
    const shown = await listingReviews(listing.id);
    expect(shown.body.data[0].answer.text).toBe(
      'Thank you; the new prepaid meter is in since May.',
    );
  });

  it('a party reports once; staff hide it, audited and both told, and it leaves the listing', async () => {
    const { listing, tenancy } = await tenancyOf();
    const review = (await post(tenant, tenancy.id)).body;
    const report = (who: Signed, reason = 'It names my caretaker and his phone number.') =>
      ctx.http.post(`/api/reviews/${review.id}/report`).set(who.auth).send({ reason });
    const stranger = await makeSignedInUser(ctx, { role: 'landlord' });
    expect((await report(stranger)).status).toBe(404);
    const short = await report(landlord, 'bad');
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual([{ field: 'reason', message: REVIEW_MESSAGES.reportShort }]);
    const waiting = async () =>
      (await ctx.http.get('/api/admin/overview').set(admin.auth)).body.counts.reportedReviews
        .count as number;
    const before = await waiting();
    const first = await report(landlord);
    expect(first.status).toBe(200);
    expect(await waiting()).toBe(before + 1);
    expect(first.body).toMatchObject({ status: 'reported', reportedByMe: true });
    expect((await report(landlord)).status).toBe(409);

    const list = await ctx.http
      .get('/api/admin/reported-reviews')
      .query({ filter: JSON.stringify({ status: 'reported' }) })
      .set(admin.auth);
    expect(list.status).toBe(200);
    const row = list.body.find((r: { id: string }) => r.id === review.id);
    expect(row.reports).toEqual([
      expect.objectContaining({
        reporterRole: 'landlord',
        reason: 'It names my caretaker and his phone number.',
      }),
    ]);

    const hide = await ctx.http
      .post(`/api/admin/reported-reviews/${review.id}/hide`)
      .set(admin.auth)
      .send({ reason: 'It shares a private phone number.' });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({
      status: 'hidden',
      decisionReason: 'It shares a private phone number.',
    });
    const again = await ctx.http
      .post(`/api/admin/reported-reviews/${review.id}/approve`)
      .set(admin.auth);
    expect(again.status).toBe(409);

    const shown = await listingReviews(listing.id);
    expect(shown.body.data).toEqual([]);
    expect(shown.body.summary.count).toBe(0);

    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ entityId: review.id, action: 'review.hide' });
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      before: expect.objectContaining({ status: 'reported' }),
      after: expect.objectContaining({ status: 'hidden' }),
    });
    for (const who of [tenant, landlord]) {
      const [note] = await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: who.user.id, type: 'review.decided' });
      expect(note.message).toContain('hid the review');
    }
    await ctx.drainJobs();
    const mails = await recordedEmails(ctx, { to: landlord.user.email });
    expect(mails.some((m) => m.template === 'review-decided')).toBe(true);
    // The tenant still sees it on the tenancy, marked hidden.
    const mine = await ctx.http.get(`/api/tenancies/${tenancy.id}/reviews`).set(tenant.auth);
    expect(mine.body.reviews[0].status).toBe('hidden');
  });

  it('keeps a reported review on the listing when staff decide so', async () => {
    const { listing, tenancy } = await tenancyOf();
    const review = (await post(tenant, tenancy.id)).body;
    await ctx.http
      .post(`/api/reviews/${review.id}/report`)
      .set(landlord.auth)
      .send({ reason: 'The tenant exaggerates the power cuts.' });
    const keep = await ctx.http
      .post(`/api/admin/reported-reviews/${review.id}/approve`)
      .set(admin.auth);
    expect(keep.status).toBe(200);
    expect(keep.body.status).toBe('kept');
    expect((await listingReviews(listing.id)).body.summary.count).toBe(1);
  });
});
