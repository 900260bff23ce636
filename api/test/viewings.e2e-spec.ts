import { lagosToday, VIEWING_MESSAGES } from '@rentnaija/shared';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { TextMessage } from '../src/platform/text-messages/entities/text-message.entity.js';
import { UserTextChannel } from '../src/platform/text-messages/entities/text-channel.entity.js';
import { Viewing } from '../src/modules/viewings/entities/viewing.entity.js';
import { ViewingRemindersService } from '../src/modules/viewings/viewing-reminders.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { calendarAttachment, parseCalendar } from './support/calendar.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { startSmtpServer } from './support/smtp.js';
import { makeKyc } from './support/verified.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A date `days` from today in West Africa Time. */
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));

describe('viewings', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let landlord: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  let otherTenant: Signed;
  let support: Signed;
  let admin: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    landlord = await makeSignedInUser(ctx, { role: 'landlord', name: 'Bola Landlord' });
    // Verified: may invite people without an account.
    await makeKyc(ctx, landlord.user);
    otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant', name: 'Ada Tenant' });
    otherTenant = await makeSignedInUser(ctx, { role: 'tenant' });
    support = await makeSignedInUser(ctx, { role: 'support' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const schedule = (auth: Signed['auth'], body: Record<string, unknown>) =>
    ctx.http.post('/api/viewings').set(auth).send(body);

  const landlordBody = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
    propertyId,
    viewingDate: inDays(3),
    viewingTime: '10:30',
    viewingType: 'physical',
    tenantName: 'Chidi Okafor',
    tenantEmail: `chidi-${Math.random().toString(36).slice(2, 8)}@example.com`,
    tenantPhone: '08031234567',
    notes: 'Please bring ID',
    ...overrides,
  });

  it('lets a landlord schedule a confirmed viewing of their listing for someone without an account', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Lekki 2-bed' });
    const body = landlordBody(p.id);
    const res = await schedule(landlord.auth, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      requestedBy: 'landlord',
      tenantId: null,
      tenantName: 'Chidi Okafor',
      viewingDate: body.viewingDate,
      viewingTime: '10:30',
      message: 'Please bring ID',
      property: { id: p.id, title: 'Lekki 2-bed', price: 500000 },
    });
    const list = await ctx.http.get('/api/viewings').set(landlord.auth);
    expect(list.body.map((v: { id: string }) => v.id)).toContain(res.body.id);
  });

  it('refuses a landlord form with a missing field, a slot off the half hours and a past date', async () => {
    const p = await makeListing(ctx, landlord.user);
    const missing = await schedule(landlord.auth, landlordBody(p.id, { tenantPhone: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields');
    expect(missing.body.details).toEqual([
      { field: 'tenantPhone', message: 'Please fill in all required fields' },
    ]);
    const noDate = await schedule(landlord.auth, landlordBody(p.id, { viewingDate: undefined }));
    expect([noDate.status, noDate.body.message]).toEqual([400, VIEWING_MESSAGES.required]);

    for (const time of ['08:30', '10:15', '19:00', '9:00']) {
      const res = await schedule(landlord.auth, landlordBody(p.id, { viewingTime: time }));
      expect([time, res.status, res.body.code]).toEqual([time, 400, 'VALIDATION_FAILED']);
      expect(res.body.details[0].field).toBe('viewingTime');
    }
    const past = await schedule(landlord.auth, landlordBody(p.id, { viewingDate: inDays(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual([
      { field: 'viewingDate', message: 'The date cannot be earlier than today' },
    ]);
    for (const last of ['09:00', '18:30']) {
      const ok = await schedule(landlord.auth, landlordBody(p.id, { viewingTime: last }));
      expect([last, ok.status]).toEqual([last, 201]);
    }
  });

  it('books a confirmed slot of a listing once when 20 requests race for it', async () => {
    const p = await makeListing(ctx, landlord.user);
    const body = landlordBody(p.id, { viewingDate: inDays(5), viewingTime: '14:00' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => schedule(landlord.auth, body)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('VIEWING_SLOT_TAKEN');
    const rows = await ctx.dataSource
      .getRepository(Viewing)
      .countBy({ propertyId: p.id, status: 'confirmed' });
    expect(rows).toBe(1);
    // Another slot of the same listing, and the same slot of another listing, are free.
    expect((await schedule(landlord.auth, { ...body, viewingTime: '14:30' })).status).toBe(201);
    const other = await makeListing(ctx, landlord.user);
    expect((await schedule(landlord.auth, { ...body, propertyId: other.id })).status).toBe(201);
  });

  it('keeps viewings to their tenant and their listing’s landlord', async () => {
    const p = await makeListing(ctx, landlord.user);
    const request = await schedule(tenant.auth, {
      propertyId: p.id,
      viewingDate: inDays(4),
      viewingTime: '11:00',
      viewingType: 'virtual',
      message: 'Is parking included?',
    });
    expect(request.status).toBe(201);
    expect(request.body).toMatchObject({
      status: 'pending',
      requestedBy: 'tenant',
      tenantId: tenant.user.id,
      tenantName: 'Ada Tenant',
      message: 'Is parking included?',
    });
    const id = request.body.id as string;
    const ids = async (auth: Signed['auth']) =>
      (await ctx.http.get('/api/viewings').set(auth)).body.map((v: { id: string }) => v.id);

    expect(await ids(tenant.auth)).toContain(id);
    expect(await ids(landlord.auth)).toContain(id);
    expect(await ids(otherTenant.auth)).not.toContain(id);
    expect(await ids(otherLandlord.auth)).not.toContain(id);
    expect((await ctx.http.get('/api/viewings')).status).toBe(401);
    expect((await ctx.http.get('/api/viewings').set(support.auth)).status).toBe(403);
    expect((await ctx.http.get('/api/viewings').set(admin.auth)).status).toBe(403);

    const act = (auth: Signed['auth'] | null, action: string) => {
      const req = ctx.http.post(`/api/viewings/${id}/${action}`);
      return auth ? req.set(auth) : req;
    };
    expect((await act(null, 'confirm')).status).toBe(401);
    expect((await act(otherTenant.auth, 'cancel')).status).toBe(404);
    expect((await act(otherLandlord.auth, 'confirm')).status).toBe(404);
    expect((await act(otherLandlord.auth, 'cancel')).status).toBe(404);
    expect((await act(tenant.auth, 'confirm')).status).toBe(403);
    expect((await act(support.auth, 'confirm')).status).toBe(403);
    expect((await act(admin.auth, 'cancel')).status).toBe(403);

    // A tenant may not use the landlord's form; a landlord may not book another's listing.
    const asLandlord = await schedule(tenant.auth, landlordBody(p.id));
    expect(asLandlord.status).toBe(403);
    const foreign = await schedule(otherLandlord.auth, landlordBody(p.id));
    expect([foreign.status, foreign.body.code]).toEqual([404, 'PROPERTY_NOT_FOUND']);
    expect((await schedule(support.auth, landlordBody(p.id))).status).toBe(403);
    expect((await ctx.http.post('/api/viewings').send(landlordBody(p.id))).status).toBe(401);

    // A virtual viewing is confirmed once the landlord has added the video-call link.
    const noLink = await act(landlord.auth, 'confirm');
    expect([noLink.status, noLink.body.details?.[0]?.field]).toEqual([400, 'videoLink']);
    await ctx.http
      .patch(`/api/viewings/${id}`)
      .set(landlord.auth)
      .send({ videoLink: 'https://meet.google.com/abc-defg-hij' })
      .expect(200);
    // The landlord confirms; the tenant sees it confirmed; confirming again is refused.
    const confirmed = await act(landlord.auth, 'confirm');
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);
    const again = await act(landlord.auth, 'confirm');
    expect([again.status, again.body.code]).toEqual([409, 'VIEWING_NOT_PENDING']);
    // The tenant cancels their own.
    const cancelled = await act(tenant.auth, 'cancel');
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
  });

  it('lets tenants request only public, available listings, and not a slot already confirmed', async () => {
    const hidden = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
    const rented = await makeListing(ctx, landlord.user, { status: 'rented' });
    const open = await makeListing(ctx, landlord.user);
    const body = (propertyId: string) => ({
      propertyId,
      viewingDate: inDays(6),
      viewingTime: '12:00',
      viewingType: 'physical',
    });
    expect((await schedule(tenant.auth, body(hidden.id))).status).toBe(404);
    const r = await schedule(tenant.auth, body(rented.id));
    expect([r.status, r.body.code]).toEqual([409, 'LISTING_NOT_AVAILABLE']);
    expect((await schedule(landlord.auth, landlordBody(open.id, body(open.id)))).status).toBe(201);
    const taken = await schedule(tenant.auth, body(open.id));
    expect([taken.status, taken.body.code]).toEqual([409, 'VIEWING_SLOT_TAKEN']);
    const first = await schedule(tenant.auth, { ...body(open.id), viewingTime: '12:30' });
    expect(first.status).toBe(201);
    const twice = await schedule(tenant.auth, { ...body(open.id), viewingTime: '12:30' });
    expect([twice.status, twice.body.code]).toEqual([409, 'VIEWING_ALREADY_REQUESTED']);

    // Two tenants asked for one slot: the landlord can confirm only one of them.
    const second = await schedule(otherTenant.auth, { ...body(open.id), viewingTime: '12:30' });
    expect(second.status).toBe(201);
    const confirm = (id: string) => ctx.http.post(`/api/viewings/${id}/confirm`).set(landlord.auth);
    expect((await confirm(first.body.id)).status).toBe(200);
    const lost = await confirm(second.body.id);
    expect([lost.status, lost.body.code]).toEqual([409, 'VIEWING_SLOT_TAKEN']);
  });

  it('emails the tenant an invite whose .ics calendars accept, and an .ics that cancels it', async () => {
    const p = await makeListing(ctx, landlord.user, {
      title: 'Ikoyi penthouse',
      address: '4 Bourdillon Road',
      city: 'Lagos',
      state: 'Lagos State',
    });
    const date = inDays(7);
    const body = landlordBody(p.id, {
      viewingDate: date,
      viewingTime: '16:30',
      tenantEmail: 'invitee@example.com',
    });
    const res = await schedule(landlord.auth, body);
    expect(res.status).toBe(201);
    await ctx.drainJobs();
    const mail = await smtp.waitFor('invitee@example.com');
    expect(mail.subject).toContain('Viewing confirmed: Ikoyi penthouse');
    const file = await calendarAttachment(mail.raw);
    expect(file.filename).toBe('invite.ics');
    expect(file.contentType).toBe('text/calendar');
    const ics = parseCalendar(file.text);
    const compact = date.replace(/-/g, '');
    expect(ics).toMatchObject({
      method: 'REQUEST',
      timezone: 'Africa/Lagos',
      startTzid: 'Africa/Lagos',
      start: `${date}T16:30:00`,
      end: `${date}T17:00:00`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Viewing: Ikoyi penthouse',
      uid: `viewing-${res.body.id}@localhost`,
    });
    expect(file.text).toContain(`DTSTART;TZID=Africa/Lagos:${compact}T163000`);
    expect(file.text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    expect(file.text).toMatch(/BEGIN:VTIMEZONE[\s\S]*TZOFFSETTO:\+0100[\s\S]*END:VTIMEZONE/);
    expect(ics.organizer).toBe('no-reply@rentnaija.ng');
    expect(ics.attendees).toEqual(['invitee@example.com']);

    // The staff copy lists the attachment.
    const [copy] = await recordedEmails(ctx, { to: 'invitee@example.com' });
    expect(copy.attachments).toEqual([
      expect.objectContaining({
        filename: 'invite.ics',
        contentType: expect.stringContaining('method=REQUEST'),
      }),
    ]);

    const cancel = await ctx.http.post(`/api/viewings/${res.body.id}/cancel`).set(landlord.auth);
    expect(cancel.status).toBe(200);
    await ctx.drainJobs();
    const cancelMail = smtp.received.filter((m) => m.to.includes('invitee@example.com')).at(-1)!;
    expect(cancelMail.subject).toContain('Viewing cancelled');
    const cancelFile = await calendarAttachment(cancelMail.raw);
    expect(cancelFile.filename).toBe('cancel.ics');
    expect(parseCalendar(cancelFile.text)).toMatchObject({
      method: 'CANCEL',
      uid: ics.uid,
      sequence: 1,
      status: 'CANCELLED',
      start: `${date}T16:30:00`,
    });
  });

  it('tells the landlord of a request and the tenant of the confirmation, by notification, email and text', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Yaba studio' });
    await ctx.dataSource.getRepository(UserTextChannel).save({
      userId: tenant.user.id,
      phone: '+2348031112222',
      verifiedAt: new Date(),
      sms: true,
      whatsapp: true,
    });
    const req = await schedule(tenant.auth, {
      propertyId: p.id,
      viewingDate: inDays(8),
      viewingTime: '09:30',
      viewingType: 'physical',
    });
    expect(req.status).toBe(201);
    const notes = (userId: string) =>
      ctx.dataSource
        .getRepository(Notification)
        .find({ where: { userId }, order: { createdAt: 'ASC' } });
    expect((await notes(landlord.user.id)).map((n) => n.type)).toContain('viewing.requested');
    const requestEmails = await recordedEmails(ctx, {
      to: landlord.user.email,
      template: 'viewing-requested',
    });
    expect(requestEmails.filter((e) => e.data.viewingId === req.body.id)).toHaveLength(1);

    await ctx.http.post(`/api/viewings/${req.body.id}/confirm`).set(landlord.auth).expect(200);
    await ctx.drainJobs();
    const mine = (await notes(tenant.user.id)).filter((n) => n.type === 'viewing.confirmed');
    expect(mine.at(-1)?.message).toContain('Your viewing of "Yaba studio" is confirmed');
    const invite = await recordedEmails(ctx, { to: tenant.user.email, template: 'viewing-invite' });
    expect(invite[0].attachments[0].filename).toBe('invite.ics');
    const texts = await ctx.dataSource
      .getRepository(TextMessage)
      .find({ where: { to: '+2348031112222' }, order: { channel: 'ASC' } });
    expect(texts.map((t) => t.channel)).toEqual(['sms', 'whatsapp']);
    expect(texts[0].body).toContain('your viewing of "Yaba studio" is confirmed');
  });

  it('sends the day-before reminder once, however many sweeps run', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Reminder flat' });
    const res = await schedule(
      landlord.auth,
      landlordBody(p.id, {
        viewingDate: inDays(10),
        viewingTime: '15:00',
        tenantEmail: 'remind-me@example.com',
      }),
    );
    expect(res.status).toBe(201);
    const startsAt = new Date(res.body.startsAt);
    const reminders = ctx.app.get(ViewingRemindersService);
    // Two days before: not yet.
    await reminders.sweep(new Date(startsAt.getTime() - 48 * 3600_000));
    const reminderEmails = () =>
      recordedEmails(ctx, { to: 'remind-me@example.com', template: 'viewing-reminder' });
    expect(await reminderEmails()).toHaveLength(0);
    // The day before, two instances sweep at once, then a third sweep after a restart.
    const dayBefore = new Date(startsAt.getTime() - 20 * 3600_000);
    await Promise.all([reminders.sweep(dayBefore), reminders.sweep(dayBefore)]);
    await reminders.sweep(new Date(dayBefore.getTime() + 600_000));
    expect(await reminderEmails()).toHaveLength(1);
    const landlordNotes = await ctx.dataSource
      .getRepository(Notification)
      .findBy({ userId: landlord.user.id, type: 'viewing.reminder' });
    expect(landlordNotes.filter((n) => n.message.includes('Reminder flat'))).toHaveLength(1);
    const row = await ctx.dataSource.getRepository(Viewing).findOneByOrFail({ id: res.body.id });
    expect(row.reminderSentAt?.toISOString()).toBe(dayBefore.toISOString());
  });
});
