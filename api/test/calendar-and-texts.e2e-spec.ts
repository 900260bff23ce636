import { lagosToday } from '@rentnaija/shared';
import { simpleParser } from 'mailparser';
import { ViewingRemindersService } from '../src/modules/viewings/viewing-reminders.service.js';
import { OutboxEntry } from '../src/platform/jobs/entities/outbox-entry.entity.js';
import { JobName } from '../src/platform/jobs/jobs.js';
import { NotificationsService } from '../src/platform/notifications/notifications.service.js';
import { TextMessage } from '../src/platform/text-messages/entities/text-message.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { calendarAttachment, parseCalendar } from './support/calendar.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { paidApplication } from './support/payments.js';
import { type FakePaystack, paystackEnv, startFakePaystack } from './support/paystack.js';
import { startSmtpServer } from './support/smtp.js';
import { makeKyc } from './support/verified.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A date `days` from today in West Africa Time. */
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));
const codeIn = (body: string) => /code is (\d{6})/.exec(body)?.[1];

describe('calendar and texts', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let paystack: FakePaystack;
  let landlord: Signed;
  let tenant: Signed;
  let otherTenant: Signed;
  let otherLandlord: Signed;
  let admin: Signed;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url, env: paystackEnv(paystack) });
    [landlord, tenant, otherTenant, otherLandlord, admin] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Bola Adewale' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Ada Obi' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'admin' }),
    ]);
    await makeKyc(ctx, landlord.user);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await paystack.close();
  });

  const textsTo = (to: string) =>
    ctx.dataSource.getRepository(TextMessage).find({ where: { to }, order: { createdAt: 'ASC' } });

  /** Verifies `phone` for `user` with the code texted by `channel`, as the settings page does. */
  async function verifyPhone(user: Signed, phone: string, channel: 'sms' | 'whatsapp') {
    await ctx.http
      .post('/api/users/me/phone/verify')
      .set(user.auth)
      .send({ phone, channel })
      .expect(200);
    await ctx.drainJobs();
    const to = `+234${phone.slice(1)}`;
    const code = codeIn((await textsTo(to)).at(-1)!.body)!;
    const res = await ctx.http.post('/api/users/me/phone/confirm').set(user.auth).send({ code });
    expect(res.status).toBe(200);
    return res.body as { sms: boolean; whatsapp: boolean; phone: string };
  }

  async function confirmedViewing(title: string, time: string, days = 6) {
    const p = await makeListing(ctx, landlord.user, {
      title,
      address: '4 Bourdillon Road',
      city: 'Lagos',
      state: 'Lagos State',
    });
    const date = inDays(days);
    const req = await ctx.http
      .post('/api/viewings')
      .set(tenant.auth)
      .send({ propertyId: p.id, viewingDate: date, viewingTime: time, viewingType: 'physical' });
    expect(req.status).toBe(201);
    return { property: p, date, id: req.body.id as string };
  }

  const ics = (auth: Signed['auth'] | Record<string, never>, id: string) =>
    ctx.http.get(`/api/viewings/${id}/invite.ics`).set(auth);

  it('turns texts on by the channel the code came by once the phone is verified', async () => {
    const before = await ctx.http.get('/api/users/me/text-channels').set(tenant.auth);
    expect(before.body).toMatchObject({ phoneVerified: false, sms: false, whatsapp: false });
    const prefs = await verifyPhone(tenant, '08035551001', 'whatsapp');
    expect(prefs).toMatchObject({ phone: '+2348035551001', whatsapp: true, sms: false });
    // The other side of every viewing below reads their texts by SMS.
    expect(await verifyPhone(landlord, '08035551002', 'sms')).toMatchObject({
      sms: true,
      whatsapp: false,
    });
  });

  it('gives both parties of a confirmed viewing the invite its email carries, in WAT, and strangers a 404', async () => {
    const { id, date, property } = await confirmedViewing('Ikoyi penthouse', '16:30');
    const early = await ics(tenant.auth, id);
    expect([early.status, early.body.code]).toEqual([409, 'VIEWING_NOT_CONFIRMED']);
    await ctx.http.post(`/api/viewings/${id}/confirm`).set(landlord.auth).expect(200);

    const files: string[] = [];
    for (const who of [tenant, landlord]) {
      const res = await ics(who.auth, id);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
      files.push(res.text);
    }
    const compact = date.replace(/-/g, '');
    for (const text of files) {
      expect(text).toContain('BEGIN:VEVENT');
      expect(text).toContain(`DTSTART;TZID=Africa/Lagos:${compact}T163000`);
      expect(text).toMatch(/BEGIN:VTIMEZONE[\s\S]*TZOFFSETTO:\+0100[\s\S]*END:VTIMEZONE/);
      expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
      expect(parseCalendar(text)).toMatchObject({
        method: 'REQUEST',
        timezone: 'Africa/Lagos',
        startTzid: 'Africa/Lagos',
        start: `${date}T16:30:00`,
        end: `${date}T17:00:00`,
        status: 'CONFIRMED',
        summary: 'Viewing: Ikoyi penthouse',
        uid: `viewing-${id}@localhost`,
        attendees: [tenant.user.email],
      });
      expect(text.replace(/\r\n /g, '')).toContain('LOCATION:4 Bourdillon Road');
    }
    // One builder: the download is the email's invite, the stamp aside.
    const unstamped = (t: string) => t.replace(/^DTSTAMP:.*$/m, '');
    expect(unstamped(files[0])).toBe(unstamped(files[1]));
    await ctx.drainJobs();
    const mail = await smtp.waitFor(tenant.user.email);
    const attached = await calendarAttachment(mail.raw);
    expect(unstamped(attached.text)).toBe(unstamped(files[0]));

    // The email's links open the viewing and the property.
    const html = String((await simpleParser(mail.raw)).html);
    expect(html).toContain(`href="${ctx.config.appUrl}/schedule?viewing=${id}"`);
    expect(html).toContain(`href="${ctx.config.appUrl}/property/${property.id}"`);

    // Google Calendar: the same slot in UTC (16:30 WAT is 15:30Z), Lagos as the zone.
    for (const who of [tenant, landlord]) {
      const list = await ctx.http.get('/api/viewings').set(who.auth);
      const mine = (list.body as { id: string; googleCalendarUrl: string | null }[]).find(
        (v) => v.id === id,
      )!;
      const url = new URL(mine.googleCalendarUrl!);
      expect(url.origin).toBe('https://calendar.google.com');
      expect(url.searchParams.get('dates')).toBe(`${compact}T153000Z/${compact}T160000Z`);
      expect(url.searchParams.get('ctz')).toBe('Africa/Lagos');
      expect(url.searchParams.get('location')).toContain('4 Bourdillon Road');
    }

    for (const stranger of [otherTenant, otherLandlord]) {
      const res = await ics(stranger.auth, id);
      expect([res.status, res.body.code]).toEqual([404, 'VIEWING_NOT_FOUND']);
    }
    expect((await ics({}, id)).status).toBe(401);
  });

  it('texts the tenant the viewing confirmation and both sides the day-before reminder, once', async () => {
    const { id } = await confirmedViewing('Yaba studio', '11:00', 9);
    await ctx.http.post(`/api/viewings/${id}/confirm`).set(landlord.auth).expect(200);
    await ctx.drainJobs();
    const confirmed = (await textsTo('+2348035551001')).filter((t) =>
      t.body.includes('"Yaba studio" is confirmed'),
    );
    expect(confirmed.map((t) => t.channel)).toEqual(['whatsapp']);

    const row = await ctx.http.get('/api/viewings').set(tenant.auth);
    const startsAt = new Date(
      (row.body as { id: string; startsAt: string }[]).find((v) => v.id === id)!.startsAt,
    );
    const reminders = ctx.app.get(ViewingRemindersService);
    const dayBefore = new Date(startsAt.getTime() - 20 * 3600_000);
    await Promise.all([reminders.sweep(dayBefore), reminders.sweep(dayBefore)]);
    await reminders.sweep(new Date(dayBefore.getTime() + 600_000));
    await ctx.drainJobs();
    const reminded = async (to: string) =>
      (await textsTo(to)).filter((t) => t.body.includes('reminder: viewing of "Yaba studio"'));
    expect((await reminded('+2348035551001')).map((t) => t.channel)).toEqual(['whatsapp']);
    expect((await reminded('+2348035551002')).map((t) => t.channel)).toEqual(['sms']);
  });

  it('texts the guarantor the request at the number the applicant gave, the link hidden from staff', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Surulere flat' });
    const app = await submitApplication(ctx, tenant.auth, p.id, {
      guarantorPhone: '0803 555 1003',
      guarantorEmail: 'guarantor.texts@example.com',
    });
    await ctx.drainJobs();
    const [text] = await textsTo('+2348035551003');
    expect(text.channel).toBe('sms');
    expect(text.body).toContain('named you as guarantor to rent "Surulere flat"');
    const token = /\/guarantor\/([A-Za-z0-9_-]+)/.exec(text.body)![1];
    expect(text.shownBody).not.toContain(token);
    // The link in the text is the one that works.
    const page = await ctx.http.get(`/api/guarantor-requests/${token}`);
    expect(page.status).toBe(200);

    const console = await ctx.http
      .get('/api/admin/text-messages')
      .query({ filter: JSON.stringify({ to: '+2348035551003' }) })
      .set(admin.auth);
    expect(console.status).toBe(200);
    expect(console.body).toHaveLength(1);
    expect(console.body[0].body).toContain('named you as guarantor');
    expect(JSON.stringify(console.body)).not.toContain(token);

    // A new request sends a new link: texted again, once.
    await ctx.http
      .post(`/api/applications/${app.id}/guarantor-request`)
      .set(tenant.auth)
      .expect((res) => expect(res.status).toBeLessThan(300));
    await ctx.drainJobs();
    expect(await textsTo('+2348035551003')).toHaveLength(2);
  });

  it('texts someone without an account the confirmation at the number the landlord gave', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Gbagada flat' });
    const res = await ctx.http
      .post('/api/viewings')
      .set(landlord.auth)
      .send({
        propertyId: p.id,
        viewingDate: inDays(4),
        viewingTime: '12:00',
        viewingType: 'physical',
        tenantName: 'Chidi Okafor',
        tenantEmail: 'no-account@example.com',
        tenantPhone: '08035551004',
      });
    expect(res.status).toBe(201);
    await ctx.drainJobs();
    const texts = await textsTo('+2348035551004');
    expect(texts.map((t) => [t.channel, t.body.includes('"Gbagada flat" is confirmed')])).toEqual([
      ['sms', true],
    ]);
  });

  it('limits the codes one number gets, whoever asks', async () => {
    const [a, b] = await Promise.all([
      makeSignedInUser(ctx, { role: 'tenant' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
    ]);
    const ask = (who: Signed) =>
      ctx.http
        .post('/api/users/me/phone/verify')
        .set(who.auth)
        .send({ phone: '0803 555 1005', channel: 'sms' })
        .then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await ask(a));
    for (let i = 0; i < 4; i += 1) statuses.push(await ask(b));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('texts the payment receipt', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Ikeja duplex' });
    const { reference } = await paidApplication(ctx, paystack, tenant.auth, p.id);
    await ctx.drainJobs();
    const receipts = (await textsTo('+2348035551001')).filter((t) => t.body.includes(reference));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].body).toContain('we received');
  });

  it('records the text of one event once, however often the event is told', async () => {
    const notifications = ctx.app.get(NotificationsService);
    const event = {
      type: 'viewing.reminder' as const,
      viewingId: '00000000-0000-4000-8000-000000000001',
      propertyId: '00000000-0000-4000-8000-000000000002',
      title: 'Twice told',
      viewingDate: inDays(2),
      viewingTime: '10:00',
      role: 'tenant' as const,
    };
    await ctx.dataSource.transaction((m) => notifications.notify(m, tenant.user.id, event));
    await ctx.dataSource.transaction((m) => notifications.notify(m, tenant.user.id, event));
    const jobs = await ctx.dataSource
      .getRepository(OutboxEntry)
      .createQueryBuilder('o')
      .where('o.job_name = :job', { job: JobName.SendText })
      .andWhere(`o.payload::text LIKE '%Twice told%'`)
      .getMany();
    expect(jobs).toHaveLength(1);
    expect(jobs[0].dedupeKey).toMatch(/^text:[0-9a-f]{64}$/);
  });
});

describe('calendar invites without SMTP (the outbox)', () => {
  let ctx: TestContext;
  let admin: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await makeSignedInUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  it('keeps the invite in the outbox copy, the file calendars read', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    await makeKyc(ctx, landlord.user);
    const p = await makeListing(ctx, landlord.user, { title: 'Lekki terrace' });
    const date = inDays(5);
    const res = await ctx.http.post('/api/viewings').set(landlord.auth).send({
      propertyId: p.id,
      viewingDate: date,
      viewingTime: '10:00',
      viewingType: 'physical',
      tenantName: 'Chidi Okafor',
      tenantEmail: 'outbox-invite@example.com',
      tenantPhone: '08031234567',
    });
    expect(res.status).toBe(201);
    await ctx.drainJobs();
    const [email] = await recordedEmails(ctx, { to: 'outbox-invite@example.com' });
    expect(email.status).toBe('captured');
    const shown = await ctx.http.get(`/api/admin/email-outbox/${email.id}`).set(admin.auth);
    const [file] = shown.body.attachments as { filename: string; content?: string }[];
    expect(file.filename).toBe('invite.ics');
    expect(parseCalendar(file.content!)).toMatchObject({
      method: 'REQUEST',
      startTzid: 'Africa/Lagos',
      start: `${date}T10:00:00`,
      uid: `viewing-${res.body.id}@localhost`,
    });
  });
});
