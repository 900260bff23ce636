import sharp from 'sharp';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('listing reports', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let admin: Signed;
  let support: Signed;
  let tenants: Signed[];

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    support = await makeSignedInUser(ctx, { role: 'support' });
    tenants = [];
    for (let i = 0; i < 4; i++) tenants.push(await makeSignedInUser(ctx, { role: 'tenant' }));
  });
  afterAll(() => ctx.close());

  const report = (id: string, body: object, who?: Signed) => {
    const req = ctx.http.post(`/api/properties/${id}/reports`);
    if (who) req.set(who.auth);
    return req.send(body);
  };
  const searchTotal = async (title: string) =>
    (await ctx.http.get('/api/properties').query({ query: title })).body.pagination.total as number;
  const caseOf = async (propertyId: string) =>
    (
      await ctx.http
        .get('/api/admin/reports')
        .query({ filter: JSON.stringify({ propertyId }) })
        .set(admin.auth)
    ).body[0];

  it('takes a signed-out report once, and refuses bad input with field messages', async () => {
    const p = await makeListing(ctx, landlord.user);
    const bad = await report(p.id, { reason: 'other' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'details', message: 'Tell us what is wrong with this listing' },
    ]);
    const notAPhoto = await ctx.http
      .post(`/api/properties/${p.id}/reports`)
      .field('reason', 'pay_before_viewing')
      .attach('photo', Buffer.from('%PDF-1.4 not a photo'), 'chat.pdf');
    expect(notAPhoto.status).toBe(415);
    expect(notAPhoto.body.details).toEqual([
      { field: 'photo', message: 'The photo must be a JPG or PNG image' },
    ]);
    const noReason = await report(p.id, {});
    expect(noReason.body.details).toEqual([
      { field: 'reason', message: 'Choose why you are reporting this listing' },
    ]);

    const first = await report(p.id, { reason: 'other', details: 'The agent wants ₦50,000 first' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ reason: 'other' });
    const again = await report(p.id, { reason: 'wrong_price' });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_REPORTED']);

    const c = await caseOf(p.id);
    expect(c).toMatchObject({
      status: 'open',
      reportCount: 1,
      reporterCount: 1,
      reasons: ['other'],
    });
    expect(c.reports[0]).toMatchObject({
      reporterName: null,
      details: 'The agent wants ₦50,000 first',
    });
  });

  it('keeps a photo sent with a report for staff only', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Photo-reported flat' });
    const chat = await sharp({
      create: { width: 600, height: 900, channels: 3, background: '#dcf8c6' },
    })
      .jpeg()
      .toBuffer();
    const sent = await ctx.http
      .post(`/api/properties/${p.id}/reports`)
      .set(tenants[3].auth)
      .field('reason', 'pay_before_viewing')
      .field('details', 'The agent asked for ₦20,000 on WhatsApp before showing it.')
      .attach('photo', chat, 'whatsapp-chat.jpg');
    expect(sent.status).toBe(201);
    const [photoReport] = (await caseOf(p.id)).reports;
    expect(photoReport.photo).toMatchObject({
      mimeType: 'image/jpeg',
      fileName: 'whatsapp-chat.jpg',
    });
    const read = (who: Signed) =>
      ctx.http
        .get(photoReport.photo.url)
        .set(who.auth)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const bySupport = await read(support);
    expect(bySupport.status).toBe(200);
    expect((await sharp(bySupport.body as Buffer).metadata()).width).toBe(600);
    for (const who of [landlord, tenants[3]]) expect((await read(who)).status).toBe(403);
    const otherReport = await ctx.http
      .get(photoReport.photo.url.replace(photoReport.id, '00000000-0000-4000-8000-000000000000'))
      .set(admin.auth);
    expect(otherReport.status).toBe(404);
  });

  it('hides a listing reported by three different people from search and its page', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Reported Yaba flat' });
    expect(await searchTotal('Reported Yaba flat')).toBe(1);
    for (const t of tenants.slice(0, 2)) {
      expect((await report(p.id, { reason: 'already_let' }, t)).status).toBe(201);
    }
    expect(await searchTotal('Reported Yaba flat')).toBe(1);
    expect((await report(p.id, { reason: 'pay_before_viewing' }, tenants[2])).status).toBe(201);
    expect(await searchTotal('Reported Yaba flat')).toBe(0);
    expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(404);
    const c = await caseOf(p.id);
    expect(c).toMatchObject({ reportCount: 3, reporterCount: 3, listingHidden: true });
    expect(c.reasons).toEqual(['already_let', 'pay_before_viewing']);
    const staffView = await ctx.http.get(`/api/admin/properties/${p.id}`).set(support.auth);
    expect(staffView.body.hiddenByReports).toBe(true);

    // Dismissing the reports brings it back.
    const dismiss = await ctx.http
      .post(`/api/admin/reports/${c.id}/dismiss`)
      .set(admin.auth)
      .send({ reason: 'The landlord showed the home is free.' });
    expect(dismiss.status).toBe(200);
    expect(dismiss.body).toMatchObject({ status: 'decided', outcome: 'dismiss' });
    expect(await searchTotal('Reported Yaba flat')).toBe(1);
  });

  it('lets support read but not decide; each outcome is applied once, audited and told to both', async () => {
    const outcomes = ['ask_landlord', 'hide_listing', 'suspend_landlord'] as const;
    for (const outcome of outcomes) {
      const owner = await makeSignedInUser(ctx, { role: 'landlord' });
      const p = await makeListing(ctx, owner.user, { title: `Listing to ${outcome}` });
      const reporter = tenants[3];
      await report(p.id, { reason: 'photos_not_this_home' }, reporter);
      const c = await caseOf(p.id);

      const read = await ctx.http.get(`/api/admin/reports/${c.id}`).set(support.auth);
      expect(read.status).toBe(200);
      const refused = await ctx.http
        .post(`/api/admin/reports/${c.id}/approve`)
        .set(support.auth)
        .send({ outcome });
      expect(refused.status).toBe(403);
      const badOutcome = await ctx.http
        .post(`/api/admin/reports/${c.id}/approve`)
        .set(admin.auth)
        .send({ outcome: 'ban' });
      expect(badOutcome.status).toBe(400);

      const decided = await ctx.http
        .post(`/api/admin/reports/${c.id}/approve`)
        .set(admin.auth)
        .send({ outcome, note: 'Please use photos of this home.' });
      expect(decided.status).toBe(200);
      expect(decided.body).toMatchObject({
        status: 'decided',
        outcome,
        decidedByName: admin.user.name,
      });
      const twice = await ctx.http
        .post(`/api/admin/reports/${c.id}/approve`)
        .set(admin.auth)
        .send({ outcome });
      expect(twice.status).toBe(409);

      const audit = await ctx.dataSource
        .getRepository(AuditLog)
        .findBy({ entityId: c.id, action: `listing_report.${outcome}` });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: admin.user.id,
        before: expect.objectContaining({ status: 'open' }),
        after: expect.objectContaining({ status: 'decided', outcome }),
      });

      const listing = await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: p.id });
      const status = (
        await ctx.dataSource.getRepository(User).findOneByOrFail({ id: owner.user.id })
      ).status;
      if (outcome === 'ask_landlord') {
        expect([listing.hiddenByReports, status]).toEqual([false, 'active']);
      } else if (outcome === 'hide_listing') {
        expect([listing.hiddenByReports, status]).toEqual([true, 'active']);
      } else {
        expect([listing.hiddenByReports, listing.landlordSuspended, status]).toEqual([
          true,
          true,
          'suspended',
        ]);
      }
      if (outcome !== 'ask_landlord') {
        expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(404);
      }

      const reporterNotes = await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: reporter.user.id, type: 'listing_report.decided_reporter' });
      const forThis = reporterNotes.filter((n) => n.message.includes(p.title));
      expect(forThis).toHaveLength(1);
      expect(forThis[0].message).not.toContain(owner.user.name);
      const [toOwner] = await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: owner.user.id, type: 'listing_report.decided_landlord' });
      expect(toOwner.message).toContain(p.title);
      expect(toOwner.message).not.toContain(reporter.user.name);
      expect(toOwner.message).not.toContain(reporter.user.email);
    }
    await ctx.drainJobs();
    const mails = await recordedEmails(ctx, { template: 'listing-report-decided' });
    expect(mails.length).toBeGreaterThanOrEqual(6);
  });

  it('shows a hidden listing again once, with a reason the landlord reads, not while they are suspended', async () => {
    const owner = await makeSignedInUser(ctx, { role: 'landlord' });
    const p = await makeListing(ctx, owner.user, { title: 'Listing shown again' });
    expect((await report(p.id, { reason: 'not_owner_or_agent' }, tenants[2])).status).toBe(201);
    const c = await caseOf(p.id);
    const restore = (body: object, who = admin) =>
      ctx.http.post(`/api/admin/reports/${c.id}/restore`).set(who.auth).send(body);
    const reason = 'The landlord proved the right to let it';

    // Nothing to show again while the case is open.
    expect((await restore({ reason })).status).toBe(409);
    await ctx.http
      .post(`/api/admin/reports/${c.id}/approve`)
      .set(admin.auth)
      .send({ outcome: 'suspend_landlord' });
    expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(404);

    const suspended = await restore({ reason });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'LANDLORD_SUSPENDED']);
    const lifted = await ctx.http
      .put(`/api/admin/users/${owner.user.id}`)
      .set(admin.auth)
      .send({ status: 'active' });
    expect(lifted.status).toBe(200);
    expect((await restore({ reason }, support)).status).toBe(403);
    const noReason = await restore({ reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details.map((d: { field: string }) => d.field)).toEqual(['reason']);

    const shown = await restore({ reason });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: 'decided', listingHidden: false });
    expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(200);
    expect(await searchTotal('Listing shown again')).toBe(1);
    expect((await restore({ reason })).status).toBe(409);

    const audit = await ctx.dataSource
      .getRepository(AuditLog)
      .findBy({ entityId: c.id, action: 'listing_report.restored' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, reason });
    const told = await ctx.dataSource
      .getRepository(Notification)
      .findBy({ userId: owner.user.id, type: 'listing_report.restored' });
    expect(told).toHaveLength(1);
    expect(told[0].message).toBe(
      'Your listing "Listing shown again" shows on RentNaija again: The landlord proved the right to let it.',
    );
  });

  it('limits reports per person (429), and throttles a person whose reports were dismissed', async () => {
    const reporter = await makeSignedInUser(ctx, { role: 'tenant' });
    const listings = [];
    for (let i = 0; i < 3; i++) listings.push(await makeListing(ctx, landlord.user));
    // Two of their reports dismissed: a third waits.
    for (const p of listings.slice(0, 2)) {
      await report(p.id, { reason: 'offensive' }, reporter);
      const c = await caseOf(p.id);
      await ctx.http
        .post(`/api/admin/reports/${c.id}/dismiss`)
        .set(admin.auth)
        .send({ reason: 'Nothing wrong with this listing.' });
    }
    const throttled = await report(listings[2].id, { reason: 'offensive' }, reporter);
    expect([throttled.status, throttled.body.code]).toEqual([429, 'REPORTS_THROTTLED']);

    const busy = await makeSignedInUser(ctx, { role: 'tenant' });
    const p = await makeListing(ctx, landlord.user);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await report(p.id, { reason: 'offensive' }, busy)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
