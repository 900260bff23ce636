import { TextMessage } from '../src/platform/text-messages/entities/text-message.entity.js';
import { UserTextChannel } from '../src/platform/text-messages/entities/text-channel.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('what follows an application: texts and the landlord writing first', () => {
  let ctx: TestContext;
  let landlord: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(() => ctx.close());

  const textsTo = (to: string) =>
    ctx.dataSource.getRepository(TextMessage).find({ where: { to }, order: { createdAt: 'ASC' } });

  it('texts the decision to a tenant who verified their phone and opted in, and no one else', async () => {
    const optedIn = await makeSignedInUser(ctx, { role: 'tenant' });
    const silent = await makeSignedInUser(ctx, { role: 'tenant' });
    await ctx.dataSource.getRepository(UserTextChannel).save({
      userId: optedIn.user.id,
      phone: '+2348035550100',
      verifiedAt: new Date(),
      sms: true,
      whatsapp: false,
    });
    const listing = await makeListing(ctx, landlord.user, { title: 'Quiet flat in Yaba' });
    const other = await makeListing(ctx, landlord.user);
    const approved = await submitApplication(ctx, optedIn.auth, listing.id);
    const underReview = await submitApplication(ctx, silent.auth, other.id);

    const review = (id: string, decision: string) =>
      ctx.http.post(`/api/applications/${id}/review`).set(landlord.auth).send({ decision });
    expect((await review(approved.id, 'under_review')).status).toBe(200);
    expect((await review(approved.id, 'approved')).status).toBe(200);
    expect((await review(underReview.id, 'rejected')).status).toBe(200);
    await ctx.drainJobs();

    const texts = await textsTo('+2348035550100');
    // 'Under review' is told in the app and by email only; the decision is texted too.
    expect(texts.map((t) => t.body)).toEqual([
      'RentNaija: your application for "Quiet flat in Yaba" was approved. Details in the app.',
    ]);
    const all = await ctx.dataSource.getRepository(TextMessage).find();
    expect(all.filter((t) => t.body.includes('application'))).toHaveLength(1);
  });

  it('lets a landlord message an applicant first, but not a tenant who never engaged', async () => {
    const applicant = await makeSignedInUser(ctx, { role: 'tenant' });
    const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
    const listing = await makeListing(ctx, landlord.user);
    await submitApplication(ctx, applicant.auth, listing.id);
    const write = (tenantId: string) =>
      ctx.http
        .post('/api/conversations')
        .set(landlord.auth)
        .send({ propertyId: listing.id, tenantId, message: 'When would you like to move in?' });

    const toApplicant = await write(applicant.user.id);
    expect(toApplicant.status).toBe(201);
    expect(toApplicant.body.otherParty.id).toBe(applicant.user.id);
    const toStranger = await write(stranger.user.id);
    expect([toStranger.status, toStranger.body.code]).toEqual([403, 'TENANT_NOT_REACHABLE']);
  });
});
