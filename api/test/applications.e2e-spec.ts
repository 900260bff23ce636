import { APPLICATION_MESSAGES as M } from '@rentnaija/shared';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { applicationBody, submitApplication } from './support/applications.js';
import { deliveredEmails, recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { startSmtpServer } from './support/smtp.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('rental applications', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  let otherTenant: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url, env: { ENQUIRY_EMAIL: 'team@rentnaija.test' } });
    [landlord, otherLandlord, tenant, otherTenant, admin, support] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Chioma Eze' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
      makeSignedInUser(ctx, { role: 'admin' }),
      makeSignedInUser(ctx, { role: 'support' }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const apply = (who: Signed, body: Record<string, unknown>) =>
    ctx.http.post('/api/applications').set(who.auth).send(body);
  const review = (who: Signed, id: string, decision: string, note?: string) =>
    ctx.http.post(`/api/applications/${id}/review`).set(who.auth).send({ decision, note });
  const guarantorToken = async (email: string) => {
    const [mail] = await deliveredEmails(ctx, smtp, email);
    const match = /\/guarantor\/([\w-]{20,})/.exec(mail.decoded);
    if (!match) throw new Error('No guarantor link in the email');
    return match[1];
  };

  describe('the booking form rules, field by field', () => {
    let listingId: string;
    let applicant: Signed;
    beforeAll(async () => {
      listingId = (await makeListing(ctx, landlord.user)).id;
      applicant = await makeSignedInUser(ctx, { role: 'tenant' });
    });

    it('names every missing field with the form’s message, joined by commas', async () => {
      const res = await apply(applicant, { propertyId: listingId });
      expect(res.status).toBe(400);
      const messages = res.body.details.map((d: { message: string }) => d.message);
      expect(messages).toEqual([
        M.firstNameRequired,
        M.lastNameRequired,
        M.emailRequired,
        M.phoneRequired,
        M.dateOfBirthRequired,
        M.occupationRequired,
        M.employerRequired,
        M.monthlyIncomeRequired,
        M.ninRequired,
        M.referenceNameRequired,
        M.referencePhoneRequired,
        M.referenceEmailRequired,
        M.referenceRelationshipRequired,
        M.guarantorNameRequired,
        M.guarantorPhoneRequired,
        M.guarantorEmailRequired,
        M.guarantorRelationshipRequired,
        M.guarantorOccupationRequired,
        M.guarantorEmployerRequired,
        M.guarantorNinRequired,
      ]);
      expect(res.body.message).toBe(messages.join(', '));
      expect(M.firstNameRequired).toBe('First name is required');
      expect(
        await ctx.dataSource.getRepository(PropertyApplication).countBy({ propertyId: listingId }),
      ).toBe(0);
    });

    it.each([
      ['ninNumber', '1234567890', 'NIN number must be 11 digits'],
      ['ninNumber', '123456789012', 'NIN number must be 11 digits'],
      ['ninNumber', '1234567890a', 'NIN number must contain only digits'],
      ['guarantorNinNumber', '123', 'Guarantor NIN number must be 11 digits'],
      ['guarantorNinNumber', '12345-78901', 'Guarantor NIN number must contain only digits'],
      ['email', 'not-an-email', M.emailInvalid],
      ['guarantorEmail', 'nope@', M.guarantorEmailInvalid],
      ['phone', 'call me', M.phoneInvalid],
      ['dateOfBirth', '21/05/1994', M.dateOfBirthInvalid],
      [
        'dateOfBirth',
        new Date(Date.now() - 10 * 365 * 86400000).toISOString().slice(0, 10),
        M.tooYoung,
      ],
      ['monthlyIncome', 1500.5, M.monthlyIncomeInvalid],
      ['referenceRelationship', 'neighbour', M.referenceRelationshipRequired],
    ])('refuses %s = %p with "%s"', async (field, value, message) => {
      const res = await apply(applicant, applicationBody(listingId, { [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field, message }]);
    });

    it('refuses a guarantor who is the applicant', async () => {
      const res = await apply(
        tenant,
        applicationBody(listingId, { ninNumber: '11111111111', guarantorNinNumber: '11111111111' }),
      );
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'guarantorNinNumber', message: M.guarantorIsApplicant },
      ]);
    });
  });

  describe('who may apply, and for what', () => {
    it('accepts only tenants, only for approved, available, public listings', async () => {
      const ok = await makeListing(ctx, landlord.user);
      expect((await apply(landlord, applicationBody(ok.id))).status).toBe(403);
      expect((await ctx.http.post('/api/applications').send(applicationBody(ok.id))).status).toBe(
        401,
      );
      const pending = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
      expect((await apply(tenant, applicationBody(pending.id))).body.code).toBe(
        'PROPERTY_NOT_FOUND',
      );
      const rented = await makeListing(ctx, landlord.user, { status: 'rented' });
      const res = await apply(tenant, applicationBody(rented.id));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('LISTING_NOT_AVAILABLE');
    });

    it('keeps one open application per tenant and listing, even when two arrive at once', async () => {
      const p = await makeListing(ctx, landlord.user);
      const [a, b] = await Promise.all([
        apply(otherTenant, applicationBody(p.id)),
        apply(otherTenant, applicationBody(p.id)),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const again = await apply(otherTenant, applicationBody(p.id));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'APPLICATION_EXISTS',
        message: 'You already have an open application for this property.',
      });
      expect(
        await ctx.dataSource.getRepository(PropertyApplication).countBy({ propertyId: p.id }),
      ).toBe(1);
    });
  });

  describe('submission', () => {
    it('tells the landlord, emails the enquiry mailbox and sends the guarantor a sealed link', async () => {
      const p = await makeListing(ctx, landlord.user, {
        title: 'Quiet flat in Surulere',
        price: 300_000,
        securityDeposit: 300_000,
        agencyFee: 150_000,
      });
      const app = await submitApplication(ctx, tenant.auth, p.id, {
        guarantorEmail: 'ngozi.guarantor@example.com',
        ninNumber: '22233344455',
      });
      expect(app).toMatchObject({
        status: 'pending',
        guarantorStatus: 'pending',
        depositPaid: false,
        ninNumber: '22233344455',
        ninMasked: false,
        moveIn: { total: 750_000 },
      });

      const told = await ctx.dataSource
        .getRepository(Notification)
        .findOneByOrFail({ userId: landlord.user.id, type: 'application.submitted' });
      expect(told.message).toBe('Chioma Eze applied to rent "Quiet flat in Surulere".');

      const [enquiry] = await deliveredEmails(ctx, smtp, 'team@rentnaija.test');
      expect(enquiry.subject).toBe('New application: Quiet flat in Surulere — Chioma Eze');
      expect(enquiry.textBody).toContain('Total to move in: ₦750,000.');
      expect(enquiry.textBody).toContain(`Application ${app.id}`);
      expect(enquiry.textBody).toContain('NIN *******4455');
      expect(enquiry.textBody).not.toContain('22233344455');

      const token = await guarantorToken('ngozi.guarantor@example.com');
      const [kept] = await recordedEmails(ctx, { to: 'ngozi.guarantor@example.com' });
      expect(kept.textBody).toContain('/guarantor/REDACTED');
      expect(JSON.stringify(kept)).not.toContain(token);
    });
  });

  describe('who sees an application', () => {
    let appId: string;
    beforeAll(async () => {
      const p = await makeListing(ctx, landlord.user);
      appId = (await submitApplication(ctx, tenant.auth, p.id, { ninNumber: '98765432109' })).id;
    });

    it('shows it whole to the tenant and staff, with NINs masked to the landlord, and to nobody else', async () => {
      const get = (who?: Signed) => {
        const req = ctx.http.get(`/api/applications/${appId}`);
        return who ? req.set(who.auth) : req;
      };
      expect((await get(tenant)).body).toMatchObject({
        ninNumber: '98765432109',
        ninMasked: false,
      });
      expect((await get(admin)).body.ninNumber).toBe('98765432109');
      expect((await get(support)).body.ninNumber).toBe('98765432109');
      const own = await get(landlord);
      expect(own.body).toMatchObject({
        ninNumber: '*******2109',
        guarantorNinNumber: '*******4321',
        ninMasked: true,
      });
      expect((await get(otherTenant)).status).toBe(404);
      expect((await get(otherLandlord)).status).toBe(404);
      expect((await get()).status).toBe(401);
    });

    it("lists applications by owner: the tenant's own, the landlord's listings', with counts", async () => {
      const mine = await ctx.http.get('/api/applications/mine').set(tenant.auth);
      expect(mine.body.data.map((a: { id: string }) => a.id)).toContain(appId);
      expect(mine.body.counts.all).toBe(mine.body.data.length);
      const theirs = await ctx.http.get('/api/applications/mine').set(otherTenant.auth);
      expect(theirs.body.data.map((a: { id: string }) => a.id)).not.toContain(appId);
      const landlords = await ctx.http
        .get('/api/landlord/applications')
        .query({ status: 'pending' })
        .set(landlord.auth);
      const row = landlords.body.data.find((a: { id: string }) => a.id === appId);
      expect(row.ninNumber).toBe('*******2109');
      const other = await ctx.http.get('/api/landlord/applications').set(otherLandlord.auth);
      expect(other.body.data).toEqual([]);
      expect((await ctx.http.get('/api/landlord/applications').set(tenant.auth)).status).toBe(403);
      expect((await ctx.http.get('/api/applications/mine').set(landlord.auth)).status).toBe(403);
      expect(
        (await ctx.http.get('/api/applications/mine').query({ status: 'maybe' }).set(tenant.auth))
          .status,
      ).toBe(400);
    });

    it('lets only the listing’s landlord and admins decide', async () => {
      expect((await review(otherLandlord, appId, 'under_review')).status).toBe(404);
      expect((await review(tenant, appId, 'approved')).status).toBe(403);
      expect((await review(support, appId, 'approved')).status).toBe(403);
      expect(
        (await ctx.http.post(`/api/applications/${appId}/review`).send({ decision: 'approved' }))
          .status,
      ).toBe(401);
      const res = await review(landlord, appId, 'under_review', 'Checking your reference');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'under_review',
        reviewNote: 'Checking your reference',
      });
      expect(res.body.reviewedAt).not.toBeNull();
    });
  });

  describe('reviews', () => {
    it('approving puts the listing under contract, tells the others it is taken, and the landlord cannot undo it', async () => {
      const p = await makeListing(ctx, landlord.user, { title: 'Duplex in Lekki' });
      const first = await submitApplication(ctx, tenant.auth, p.id);
      const second = await submitApplication(ctx, otherTenant.auth, p.id);

      const approved = await review(landlord, first.id, 'approved', 'Welcome!');
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
      const listing = await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: p.id });
      expect(listing.status).toBe('under_contract');

      const taken = await ctx.dataSource
        .getRepository(Notification)
        .findOneByOrFail({ userId: otherTenant.user.id, type: 'application.listing_taken' });
      expect(taken.message).toBe('"Duplex in Lekki" has been promised to another applicant.');
      const decided = await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: tenant.user.id, type: 'application.reviewed' });
      expect(decided.map((n) => n.message)).toContain(
        'Your application for "Duplex in Lekki" was approved.',
      );

      const undo = await ctx.http
        .patch(`/api/properties/${p.id}/status`)
        .set(landlord.auth)
        .send({ status: 'available' });
      expect(undo.status).toBe(409);
      expect(
        (await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: p.id })).status,
      ).toBe('under_contract');

      const another = await review(landlord, second.id, 'approved');
      expect(another.status).toBe(409);
      expect(another.body.code).toBe('LISTING_NOT_AVAILABLE');
      // Decided is final.
      const back = await review(landlord, first.id, 'rejected');
      expect(back.status).toBe(409);
      expect(back.body.code).toBe('APPLICATION_TRANSITION_REFUSED');
    });

    it('emails the tenant each decision', async () => {
      const p = await makeListing(ctx, landlord.user, { title: 'Studio in Wuse' });
      const app = await submitApplication(ctx, tenant.auth, p.id);
      await review(landlord, app.id, 'rejected', 'We chose a tenant who can move in sooner.');
      await ctx.drainJobs();
      const [mail] = await recordedEmails(ctx, {
        to: tenant.user.email,
        template: 'application-reviewed',
      });
      expect(mail.subject).toBe('Your application for Studio in Wuse was not successful');
      expect(mail.textBody).toContain('We chose a tenant who can move in sooner.');
    });
  });

  describe('guarantor consent by link', () => {
    it('shows the request, takes a matching name once, and tells the tenant and landlord', async () => {
      const p = await makeListing(ctx, landlord.user, {
        title: 'Bungalow in Bodija',
        city: 'Ibadan',
        state: 'Oyo State',
      });
      await submitApplication(ctx, tenant.auth, p.id, {
        guarantorName: 'Ngozi Adaeze Eze',
        guarantorEmail: 'consent@example.com',
      });
      const token = await guarantorToken('consent@example.com');

      const view = await ctx.http.get(`/api/guarantor-requests/${token}`);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({
        applicantName: 'Chioma Eze',
        relationship: 'family',
        status: 'pending',
        property: { title: 'Bungalow in Bodija', city: 'Ibadan' },
      });
      expect(view.body.commitments.length).toBeGreaterThan(2);

      const wrong = await ctx.http
        .post(`/api/guarantor-requests/${token}`)
        .send({ decision: 'confirm', fullName: 'Somebody Else' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('GUARANTOR_NAME_MISMATCH');

      const ok = await ctx.http
        .post(`/api/guarantor-requests/${token}`)
        .send({ decision: 'confirm', fullName: '  ngozi   ADAEZE eze ' });
      expect(ok.status).toBe(200);
      expect(ok.body.status).toBe('confirmed');

      const again = await ctx.http
        .post(`/api/guarantor-requests/${token}`)
        .send({ decision: 'decline', fullName: 'Ngozi Adaeze Eze' });
      expect(again.status).toBe(410);
      expect(again.body.code).toBe('GUARANTOR_LINK_USED');
      expect((await ctx.http.get(`/api/guarantor-requests/${token}`)).status).toBe(410);

      const row = await ctx.dataSource
        .getRepository(PropertyApplication)
        .findOneByOrFail({ guarantorEmail: 'consent@example.com' });
      expect(row.guarantorStatus).toBe('confirmed');
      const forLandlord = await ctx.http.get(`/api/applications/${row.id}`).set(landlord.auth);
      expect(forLandlord.body.guarantorStatus).toBe('confirmed');
      expect(forLandlord.body.guarantorRespondedAt).not.toBeNull();
      for (const userId of [tenant.user.id, landlord.user.id]) {
        const n = await ctx.dataSource
          .getRepository(Notification)
          .findOneByOrFail({ userId, type: 'application.guarantor_answered' });
        expect(n.message).toBe('Ngozi Adaeze Eze confirmed as guarantor for "Bungalow in Bodija".');
      }
    });

    it('refuses an expired link and an unknown one; the tenant can send a new one', async () => {
      const p = await makeListing(ctx, landlord.user);
      const app = await submitApplication(ctx, otherTenant.auth, p.id, {
        guarantorEmail: 'late@example.com',
      });
      const token = await guarantorToken('late@example.com');
      await ctx.dataSource
        .getRepository(PropertyApplication)
        .update({ id: app.id }, { guarantorTokenExpiresAt: new Date(Date.now() - 1000) });
      const expired = await ctx.http
        .post(`/api/guarantor-requests/${token}`)
        .send({ decision: 'confirm', fullName: 'Ngozi Adaeze Eze' });
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('GUARANTOR_LINK_EXPIRED');
      expect((await ctx.http.get('/api/guarantor-requests/not-a-real-token-at-all')).status).toBe(
        404,
      );

      const resent = await ctx.http
        .post(`/api/applications/${app.id}/guarantor-request`)
        .set(otherTenant.auth);
      expect(resent.status).toBe(200);
      await ctx.drainJobs();
      const fresh = await guarantorToken('late@example.com');
      expect(fresh).not.toBe(token);
      expect((await ctx.http.get(`/api/guarantor-requests/${fresh}`)).status).toBe(200);
      expect((await ctx.http.get(`/api/guarantor-requests/${token}`)).status).toBe(404);
      expect(
        (await ctx.http.post(`/api/applications/${app.id}/guarantor-request`).set(tenant.auth))
          .status,
      ).toBe(404);
    });
  });

  describe('the console', () => {
    let appId: string;
    beforeAll(async () => {
      const p = await makeListing(ctx, landlord.user);
      appId = (await submitApplication(ctx, tenant.auth, p.id)).id;
    });

    it('lists and shows applications to staff only', async () => {
      for (const who of [tenant, landlord]) {
        expect((await ctx.http.get('/api/admin/applications').set(who.auth)).status).toBe(403);
        expect((await ctx.http.get(`/api/admin/applications/${appId}`).set(who.auth)).status).toBe(
          403,
        );
      }
      expect((await ctx.http.get('/api/admin/applications')).status).toBe(401);
      const list = await ctx.http
        .get('/api/admin/applications')
        .query({ filter: JSON.stringify({ status: 'pending', tenantId: tenant.user.id }) })
        .set(support.auth);
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toMatch(/^applications 0-\d+\/\d+$/);
      expect(list.body.map((a: { id: string }) => a.id)).toContain(appId);
      expect(
        (await ctx.http.get(`/api/admin/applications/${appId}`).set(support.auth)).body.id,
      ).toBe(appId);
    });

    it('lets admins approve and reject, audited; support and others may not', async () => {
      for (const who of [support, landlord, tenant]) {
        expect(
          (
            await ctx.http
              .post(`/api/admin/applications/${appId}/reject`)
              .set(who.auth)
              .send({ reason: 'Not a fit for this home.' })
          ).status,
        ).toBe(403);
      }
      const short = await ctx.http
        .post(`/api/admin/applications/${appId}/reject`)
        .set(admin.auth)
        .send({ reason: 'no' });
      expect(short.status).toBe(400);
      const res = await ctx.http
        .post(`/api/admin/applications/${appId}/reject`)
        .set(admin.auth)
        .send({ reason: 'The guarantor could not be reached.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'rejected',
        reviewNote: 'The guarantor could not be reached.',
      });
      const audit = await ctx.dataSource
        .getRepository(AuditLog)
        .findOneByOrFail({ entityId: appId, action: 'application.reject' });
      expect(audit.actorId).toBe(admin.user.id);
      expect(audit.before).toMatchObject({ status: 'pending' });
      expect(
        (await ctx.http.post(`/api/admin/applications/${appId}/approve`).set(admin.auth).send({}))
          .status,
      ).toBe(409);
    });
  });
});
