import { lagosToday, VIEWING_LINK_MESSAGES } from '@rentnaija/shared';
import { simpleParser } from 'mailparser';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Viewing } from '../src/modules/viewings/entities/viewing.entity.js';
import { ViewingRemindersService } from '../src/modules/viewings/viewing-reminders.service.js';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { applicationBody } from './support/applications.js';
import { calendarAttachment } from './support/calendar.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { startSmtpServer } from './support/smtp.js';
import { makeKyc } from './support/verified.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** The daily cap on outside recipients in this file. */
const CAP = 4;
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));
const MEET = 'https://meet.google.com/xyz-abcd-efg';
let addresses = 0;
const outsider = () => `outsider-${++addresses}-${Date.now()}@example.com`;

describe('emails to addresses without an account, and virtual viewings', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let verified: Signed;
  let tenant: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      smtpUrl: smtp.url,
      env: { OUTSIDE_RECIPIENTS_PER_DAY: String(CAP) },
    });
    verified = await makeSignedInUser(ctx, { role: 'landlord', name: 'Bola Adewale' });
    await makeKyc(ctx, verified.user);
    tenant = await makeSignedInUser(ctx, { role: 'tenant', name: 'Ada Obi' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const schedule = (who: Signed, body: Record<string, unknown>) =>
    ctx.http.post('/api/viewings').set(who.auth).send(body);
  const invite = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
    propertyId,
    viewingDate: inDays(3),
    viewingTime: '10:00',
    viewingType: 'physical',
    tenantName: 'Chidi Okafor',
    tenantEmail: outsider(),
    tenantPhone: '08031234567',
    ...overrides,
  });
  const emailsTo = (to: string) => recordedEmails(ctx, { to });

  it('refuses an invite to an address without an account from a landlord without approved KYC', async () => {
    const fresh = await makeSignedInUser(ctx, { role: 'landlord' });
    const listing = await makeListing(ctx, fresh.user);
    const body = invite(listing.id);
    const res = await schedule(fresh, body);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      statusCode: 403,
      code: 'INVITE_KYC_REQUIRED',
      message:
        'Verify your identity (KYC) before inviting someone without a RentNaija account. Registered tenants can be invited now.',
    });
    // A submission waiting for review is not enough either.
    await makeKyc(ctx, fresh.user, 'pending');
    expect((await schedule(fresh, body)).status).toBe(403);
    expect(await emailsTo(body.tenantEmail)).toHaveLength(0);
    expect(await ctx.dataSource.getRepository(Viewing).countBy({ propertyId: listing.id })).toBe(0);

    // A registered tenant is invited all the same: in the app and at their own address.
    const registered = await schedule(
      fresh,
      invite(listing.id, { tenantEmail: tenant.user.email.toUpperCase(), tenantName: 'Ada Obi' }),
    );
    expect([registered.status, registered.body.tenantId]).toEqual([201, tenant.user.id]);
    const notes = await ctx.dataSource
      .getRepository(Notification)
      .findBy({ userId: tenant.user.id, type: 'viewing.confirmed' });
    expect(notes).toHaveLength(1);
    expect(
      await recordedEmails(ctx, { to: tenant.user.email, template: 'viewing-invite' }),
    ).toHaveLength(1);
  });

  it('invites an outside address only to an approved listing of a verified landlord', async () => {
    const pending = await makeListing(ctx, verified.user, { moderationStatus: 'pending' });
    const refused = await schedule(verified, invite(pending.id));
    expect([refused.status, refused.body.code]).toEqual([403, 'INVITE_LISTING_NOT_APPROVED']);
    expect(refused.body.message).toContain('only to a listing that has been approved');

    const approved = await makeListing(ctx, verified.user, { title: 'Surulere 3-bed' });
    const body = invite(approved.id);
    const res = await schedule(verified, body);
    expect([res.status, res.body.status]).toEqual([201, 'confirmed']);
    await ctx.drainJobs();
    const [mail] = await emailsTo(body.tenantEmail);
    expect(mail.subject).toContain('Viewing confirmed: Surulere 3-bed');
  });

  it('holds the daily cap on outside recipients, also under parallel invites', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    await makeKyc(ctx, landlord.user);
    const listing = await makeListing(ctx, landlord.user);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'];
    const bodies = times.map((viewingTime) => invite(listing.id, { viewingTime }));
    const answers = await Promise.all(bodies.map((b) => schedule(landlord, b)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(times.length - CAP);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'OUTSIDE_RECIPIENT_LIMIT' });
    expect(refused.body.message).toMatch(
      /^You have reached today's limit of 4 viewing invites to people without a RentNaija account\. You can send more in about 24 hours/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const refusedEmails = bodies.filter((_, i) => answers[i].status === 429);
    for (const b of refusedEmails) expect(await emailsTo(b.tenantEmail)).toHaveLength(0);

    // Someone already invited today costs nothing; a registered tenant is never counted.
    const invited = bodies[statuses.indexOf(201)];
    const again = await schedule(landlord, { ...invited, viewingTime: '15:00' });
    expect(again.status).toBe(201);
    const registered = await schedule(
      landlord,
      invite(listing.id, { viewingTime: '15:30', tenantEmail: tenant.user.email }),
    );
    expect(registered.status).toBe(201);
    expect((await schedule(landlord, invite(listing.id, { viewingTime: '16:00' }))).status).toBe(
      429,
    );
  });

  it('shows the landlord’s message as their quoted words, with no link made of it', async () => {
    const listing = await makeListing(ctx, verified.user, { title: 'Yaba mini flat' });
    const notes =
      'Your deposit is due today: pay at https://evil.example/pay or www.evil.example, or mail refunds@evil.example';
    const body = invite(listing.id, { viewingTime: '13:00', notes });
    expect((await schedule(verified, body)).status).toBe(201);
    await ctx.drainJobs();
    const received = await smtp.waitFor(body.tenantEmail);
    const parsed = await simpleParser(received.raw);
    const html = String(parsed.html);
    const text = parsed.text ?? '';

    // Attributed and quoted: the landlord's name, then their words in a blockquote.
    expect(html).toMatch(/Bola Adewale wrote:<\/p><blockquote[^>]*>Your deposit is due today/);
    expect(text).toMatch(/Bola Adewale wrote:\n> Your deposit is due today/);
    // Read without the invisible breaks, the words are the landlord's, unchanged.
    expect(text.replace(/\u200b/g, '')).toContain(`> ${notes}`);
    // No link anywhere points outside the app, neither in the HTML nor when a mail client
    // turns the text part into HTML (mailparser links URLs as mail clients do).
    const hrefs = (h: string) => [...h.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    for (const href of [...hrefs(html), ...hrefs(String(parsed.textAsHtml))]) {
      expect(href.startsWith(ctx.config.appUrl)).toBe(true);
    }
    expect(html).not.toContain('evil.example');
    expect(text).not.toContain('evil.example');
  });

  it('contact acknowledgements repeat nothing the sender wrote and stop after three a day per address', async () => {
    const target = outsider();
    const send = () =>
      ctx.http.post('/api/contact').send({
        fullName: 'Claim your prize at https://evil.example',
        email: target,
        category: 'tenant-support',
        subject: 'Visit www.evil.example now',
        message: 'Free money at https://evil.example/claim',
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
    await ctx.drainJobs();
    const acks = await emailsTo(target);
    expect(acks).toHaveLength(3);
    for (const ack of acks) {
      expect(`${ack.subject} ${ack.textBody} ${ack.htmlBody}`).not.toContain('evil');
    }
  });

  it('caps guarantor requests to outside addresses per applicant a day, and keeps names inert', async () => {
    const applicant = await makeSignedInUser(ctx, { role: 'tenant' });
    const apply = (overrides: Record<string, unknown>) =>
      ctx.http
        .post('/api/applications')
        .set(applicant.auth)
        .send(applicationBody(overrides.propertyId as string, overrides));
    const listings = await Promise.all(
      Array.from({ length: CAP + 2 }, () => makeListing(ctx, verified.user)),
    );
    for (const listing of listings.slice(0, CAP)) {
      const res = await apply({ propertyId: listing.id, guarantorEmail: outsider() });
      expect(res.status).toBe(201);
    }
    const guarantor = outsider();
    const refused = await apply({ propertyId: listings[CAP].id, guarantorEmail: guarantor });
    expect([refused.status, refused.body.code]).toEqual([429, 'OUTSIDE_RECIPIENT_LIMIT']);
    expect(refused.body.message).toContain(
      "today's limit of 4 guarantor requests to people without a RentNaija account",
    );
    expect(await emailsTo(guarantor)).toHaveLength(0);
    expect(
      await ctx.dataSource
        .getRepository(PropertyApplication)
        .countBy({ propertyId: listings[CAP].id }),
    ).toBe(0);
    // A guarantor with an account of ours is not an outside address.
    const member = await makeSignedInUser(ctx, { role: 'tenant', name: 'Ngozi Eze' });
    const named = await apply({
      propertyId: listings[CAP + 1].id,
      guarantorEmail: member.user.email,
      firstName: 'Visit',
      lastName: 'www.evil.example',
    });
    expect(named.status).toBe(201);
    await ctx.drainJobs();
    const [request] = await recordedEmails(ctx, {
      to: member.user.email,
      template: 'guarantor-request',
    });
    expect(request.textBody).not.toContain('www.evil.example');
    expect(request.textBody?.replace(/\u200b/g, '')).toContain(
      'Visit www.evil.example has applied',
    );
  });

  describe('virtual viewings', () => {
    it('needs the video-call link to be confirmed, and accepts any https link', async () => {
      const listing = await makeListing(ctx, verified.user);
      const body = invite(listing.id, { viewingType: 'virtual', viewingTime: '09:00' });
      const missing = await schedule(verified, body);
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual([
        { field: 'videoLink', message: VIEWING_LINK_MESSAGES.videoLinkRequired },
      ]);
      for (const bad of ['http://meet.google.com/abc', 'meet.google.com/abc', 'https://x y.com']) {
        const res = await schedule(verified, { ...body, videoLink: bad });
        expect([bad, res.status, res.body.details]).toEqual([
          bad,
          400,
          [{ field: 'videoLink', message: VIEWING_LINK_MESSAGES.videoLinkInvalid }],
        ]);
      }
      const links = [
        'https://meet.google.com/abc-defg-hij',
        'https://us02web.zoom.us/j/81234567890?pwd=abc',
        'https://chat.whatsapp.com/KxYz123',
      ];
      for (const [i, videoLink] of links.entries()) {
        const res = await schedule(verified, {
          ...body,
          tenantEmail: tenant.user.email,
          viewingTime: ['14:00', '14:30', '15:00'][i],
          videoLink,
        });
        expect([res.status, res.body.videoLink]).toEqual([201, videoLink]);
      }

      // A tenant's request for a virtual viewing is confirmed once the landlord adds a link.
      const request = await schedule(tenant, {
        propertyId: listing.id,
        viewingDate: inDays(4),
        viewingTime: '11:00',
        viewingType: 'virtual',
      });
      expect(request.status).toBe(201);
      expect(request.body).toMatchObject({ hasVideoLink: false, canEditVideoLink: false });
      const id = request.body.id as string;
      const confirm = () => ctx.http.post(`/api/viewings/${id}/confirm`).set(verified.auth);
      const refused = await confirm();
      expect([refused.status, refused.body.message]).toEqual([
        400,
        VIEWING_LINK_MESSAGES.videoLinkRequired,
      ]);
      const patch = (who: Signed, videoLink: unknown) =>
        ctx.http.patch(`/api/viewings/${id}`).set(who.auth).send({ videoLink });
      expect((await patch(tenant, MEET)).status).toBe(403);
      const badPatch = await patch(verified, 'javascript:alert(1)');
      expect([badPatch.status, badPatch.body.details?.[0]?.field]).toEqual([400, 'videoLink']);
      const added = await patch(verified, MEET);
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({
        videoLink: MEET,
        hasVideoLink: true,
        canEditVideoLink: true,
      });
      expect((await confirm()).status).toBe(200);

      // A physical viewing has no link to add.
      const physical = await schedule(
        verified,
        invite(listing.id, { viewingTime: '16:30', tenantEmail: tenant.user.email }),
      );
      const noLink = await ctx.http
        .patch(`/api/viewings/${physical.body.id}`)
        .set(verified.auth)
        .send({ videoLink: MEET });
      expect([noLink.status, noLink.body.code]).toEqual([400, 'VIEWING_NOT_VIRTUAL']);
    });

    it('shows the tenant the link only from 30 minutes before the start; the landlord always', async () => {
      const listing = await makeListing(ctx, verified.user);
      const res = await schedule(
        verified,
        invite(listing.id, {
          viewingType: 'virtual',
          viewingTime: '17:00',
          tenantEmail: tenant.user.email,
          videoLink: MEET,
        }),
      );
      expect(res.status).toBe(201);
      const id = res.body.id as string;
      const seen = async (who: Signed) => {
        const list = await ctx.http.get('/api/viewings').set(who.auth);
        return list.body.find((v: { id: string }) => v.id === id);
      };
      const startIn = (minutes: number) =>
        ctx.dataSource
          .getRepository(Viewing)
          .update(id, { startsAt: new Date(Date.now() + minutes * 60_000) });

      expect(await seen(tenant)).toMatchObject({ videoLink: null, hasVideoLink: true });
      expect(await seen(verified)).toMatchObject({ videoLink: MEET });
      await startIn(31);
      expect((await seen(tenant)).videoLink).toBeNull();
      await startIn(29);
      expect((await seen(tenant)).videoLink).toBe(MEET);
      expect((await seen(verified)).videoLink).toBe(MEET);
    });

    it('carries the link in the invite, the updated invite and the reminder', async () => {
      const listing = await makeListing(ctx, verified.user, { title: 'Gbagada duplex' });
      const body = invite(listing.id, {
        viewingType: 'virtual',
        viewingTime: '18:00',
        viewingDate: inDays(6),
        videoLink: MEET,
      });
      const res = await schedule(verified, body);
      expect(res.status).toBe(201);
      await ctx.drainJobs();
      const [first] = await emailsTo(body.tenantEmail);
      expect(first.textBody).toContain(
        `Video-call link from Bola Adewale (the call is not hosted by RentNaija): ${MEET}`,
      );
      const firstMail = await smtp.waitFor(body.tenantEmail);
      expect((await calendarAttachment(firstMail.raw)).text).toContain(MEET);

      // A new link: the tenant gets the updated invite (the calendar's next version).
      const zoom = 'https://zoom.us/j/99988877766';
      const changed = await ctx.http
        .patch(`/api/viewings/${res.body.id}`)
        .set(verified.auth)
        .send({ videoLink: zoom });
      expect(changed.status).toBe(200);
      await ctx.drainJobs();
      const invites = await recordedEmails(ctx, {
        to: body.tenantEmail,
        template: 'viewing-invite',
      });
      expect(invites).toHaveLength(2);
      expect(invites[0].textBody).toContain(zoom);
      expect(invites[0].data.sequence).toBe(1);

      const startsAt = new Date(res.body.startsAt);
      await ctx.app
        .get(ViewingRemindersService)
        .sweep(new Date(startsAt.getTime() - 20 * 3600_000));
      await ctx.drainJobs();
      const [reminder] = await recordedEmails(ctx, {
        to: body.tenantEmail,
        template: 'viewing-reminder',
      });
      expect(reminder.textBody).toContain(zoom);
      const [landlordReminder] = await recordedEmails(ctx, {
        to: verified.user.email,
        template: 'viewing-reminder',
      });
      expect(landlordReminder.textBody).toContain(zoom);
    });
  });
});
