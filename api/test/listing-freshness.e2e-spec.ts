import { LISTING_HIDDEN_DAYS, LISTING_STALE_DAYS } from '@rentnaija/shared';
import { ListingFreshnessService } from '../src/modules/properties/listing-freshness.service.js';
import { UserTextChannel } from '../src/platform/text-messages/entities/text-channel.entity.js';
import { TextMessage } from '../src/platform/text-messages/entities/text-message.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { deliveredEmails, recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { insertBulkListings, makeListing, SEARCH_ORDER } from './support/listings.js';
import { startSmtpServer } from './support/smtp.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
/** The clock moved `days` (and `plus` ms) on from now. */
const daysFromNow = (days: number, plus = 0) => new Date(Date.now() + days * DAY_MS + plus);

describe('fresh listings', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const sweep = (now: Date) => ctx.app.get(ListingFreshnessService).sweep(now);
  const search = async (query: string) => {
    const res = await ctx.http.get('/api/properties').query({ query });
    expect(res.status).toBe(200);
    return res.body as {
      data: { id: string; freshness: string; confirmedAvailableAt: string }[];
      pagination: { total: number };
    };
  };
  /** The newest confirmation link emailed to `to` about the listing titled `title`. */
  const confirmLink = async (to: string, title: string) => {
    const mails = await deliveredEmails(ctx, smtp, to);
    const mail = mails.find((m) => m.subject === `Is it still available? ${title}`);
    if (!mail) throw new Error(`No confirmation email about ${title}`);
    const match = /\/confirm-listing\/([\w-]+)/.exec(mail.decoded);
    if (!match) throw new Error('No confirmation link in the email');
    return match[1];
  };

  it('labels, sinks and then hides a listing as days pass unconfirmed, and a confirmation brings it back', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const older = await makeListing(ctx, landlord.user, { title: 'Lekki freshness older flat' });
    const newer = await makeListing(ctx, landlord.user, { title: 'Lekki freshness newer flat' });
    // The newer one was last confirmed two days ago.
    await ctx.dataSource.query(
      `UPDATE properties SET confirmed_available_at = now() - interval '2 days' WHERE id = $1`,
      [newer.id],
    );

    let found = await search('Lekki freshness');
    expect(found.data.map((p) => [p.id, p.freshness])).toEqual([
      [newer.id, 'fresh'],
      [older.id, 'fresh'],
    ]);
    expect(Date.now() - Date.parse(found.data[1].confirmedAvailableAt)).toBeLessThan(60_000);

    // 12 days on: the newer one is unconfirmed for 14 days: 'may no longer be available', and
    // it sinks below the one confirmed 12 days ago. Both landlords' listings were asked about.
    await sweep(daysFromNow(LISTING_STALE_DAYS - 2, MINUTE));
    found = await search('Lekki freshness');
    expect(found.data.map((p) => [p.id, p.freshness])).toEqual([
      [older.id, 'fresh'],
      [newer.id, 'stale'],
    ]);
    expect((await ctx.http.get(`/api/properties/${newer.id}`)).body.freshness).toBe('stale');
    await ctx.drainJobs();
    const asks = await recordedEmails(ctx, { to: landlord.user.email });
    expect(asks.map((m) => m.subject).sort()).toEqual([
      'Is it still available? Lekki freshness newer flat',
      'Is it still available? Lekki freshness older flat',
    ]);
    // Staff's copy never holds a usable link.
    for (const ask of asks) {
      expect(ask.textBody).toContain('/confirm-listing/REDACTED');
      expect(ask.htmlBody).not.toMatch(/confirm-listing\/(?!REDACTED)/);
    }

    // 14 days on: both stale, equals again, so the newer first; nobody is asked twice.
    await sweep(daysFromNow(LISTING_STALE_DAYS, MINUTE));
    found = await search('Lekki freshness');
    expect(found.data.map((p) => [p.id, p.freshness])).toEqual([
      [newer.id, 'stale'],
      [older.id, 'stale'],
    ]);
    expect(await recordedEmails(ctx, { to: landlord.user.email })).toHaveLength(2);

    // The landlord confirms the older one from the dashboard: it goes first again.
    const confirmed = await ctx.http
      .post(`/api/properties/${older.id}/confirm-available`)
      .set(landlord.auth);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ propertyId: older.id, freshness: 'fresh' });
    found = await search('Lekki freshness');
    expect(found.data.map((p) => [p.id, p.freshness])).toEqual([
      [older.id, 'fresh'],
      [newer.id, 'stale'],
    ]);

    // 28 days on, the newer one is unconfirmed for 30: hidden from search and its public page,
    // still its landlord's to see, and its landlord is told.
    await sweep(daysFromNow(LISTING_HIDDEN_DAYS - 2, MINUTE));
    found = await search('Lekki freshness');
    expect(found.data.map((p) => [p.id, p.freshness])).toEqual([[older.id, 'stale']]);
    expect(found.pagination.total).toBe(1);
    expect((await ctx.http.get(`/api/properties/${newer.id}`)).status).toBe(404);
    const own = await ctx.http.get(`/api/properties/${newer.id}`).set(landlord.auth);
    expect([own.status, own.body.freshness]).toEqual([200, 'hidden']);
    await ctx.drainJobs();
    const hiddenAsk = (await recordedEmails(ctx, { to: landlord.user.email }))[0];
    expect(hiddenAsk.subject).toBe('Is it still available? Lekki freshness newer flat');
    expect(hiddenAsk.textBody).toContain('is hidden from search');

    // The emailed link confirms it without signing in: back in search, first among equals.
    const token = await confirmLink(landlord.user.email, 'Lekki freshness newer flat');
    const view = await ctx.http.get(`/api/listing-confirmations/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ propertyId: newer.id, freshness: 'hidden' });
    const byLink = await ctx.http.post(`/api/listing-confirmations/${token}`);
    expect(byLink.status).toBe(200);
    expect(byLink.body.message).toContain('back in search');
    found = await search('Lekki freshness');
    expect(found.data.map((p) => [p.id, p.freshness])).toEqual([
      [newer.id, 'fresh'],
      [older.id, 'stale'],
    ]);
  });

  it('confirms once through the emailed link: a second use, a forged or an unknown link is refused', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const p = await makeListing(ctx, landlord.user, { title: 'Surulere one-use link flat' });
    await ctx.dataSource.query(
      `UPDATE properties SET confirmed_available_at = now() - interval '13 days' WHERE id = $1`,
      [p.id],
    );
    await sweep(new Date());
    const token = await confirmLink(landlord.user.email, 'Surulere one-use link flat');

    const first = await ctx.http.post(`/api/listing-confirmations/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ propertyId: p.id, freshness: 'fresh' });
    const [{ age }] = await ctx.dataSource.query<{ age: number }[]>(
      `SELECT extract(epoch FROM now() - confirmed_available_at)::int AS age FROM properties WHERE id = $1`,
      [p.id],
    );
    expect(age).toBeLessThan(60);

    const again = await ctx.http.post(`/api/listing-confirmations/${token}`);
    expect([again.status, again.body.code]).toEqual([410, 'LISTING_CONFIRMATION_USED']);
    expect(again.body.message).toContain('already been used');
    const view = await ctx.http.get(`/api/listing-confirmations/${token}`);
    expect(view.status).toBe(410);

    const forged = await ctx.http.post(
      `/api/listing-confirmations/${token.slice(0, 32)}${'A'.repeat(43)}`,
    );
    expect([forged.status, forged.body.code]).toEqual([404, 'LISTING_CONFIRMATION_NOT_FOUND']);
    const garbage = await ctx.http.post('/api/listing-confirmations/not-a-link');
    expect(garbage.status).toBe(404);
  });

  it("asks the landlord at once when a listing is reported 'already let', once a day", async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    // The landlord verified a phone and takes texts by SMS.
    await ctx.dataSource.getRepository(UserTextChannel).save({
      userId: landlord.user.id,
      phone: '+2348035550177',
      verifiedAt: new Date(),
      sms: true,
      whatsapp: false,
    });
    const p = await makeListing(ctx, landlord.user, { title: 'Ikeja reported let flat' });
    const [a, b] = [
      await makeSignedInUser(ctx, { role: 'tenant' }),
      await makeSignedInUser(ctx, { role: 'tenant' }),
    ];
    for (const who of [a, b]) {
      const res = await ctx.http
        .post(`/api/properties/${p.id}/reports`)
        .set(who.auth)
        .send({ reason: 'already_let' });
      expect(res.status).toBe(201);
    }
    const mails = await deliveredEmails(ctx, smtp, landlord.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Is it still available? Ikeja reported let flat']);
    expect(mails[0].textBody).toContain('reported that "Ikeja reported let flat" is already let');
    // The same ask by text: the phone gets the link, staff's copy shows it redacted.
    const texts = await ctx.dataSource.getRepository(TextMessage).findBy({ to: '+2348035550177' });
    expect(texts).toHaveLength(1);
    const ask =
      /^RentNaija: is "Ikeja reported let flat" still available\? Confirm in one tap: http:\/\/[^ ]+\/confirm-listing\/([\w-]+) \(works once, until /;
    const token = ask.exec(texts[0].body)?.[1];
    expect(token).toMatch(/^[0-9a-f]{32}[\w-]{43}$/);
    expect(ask.exec(texts[0].shownBody)?.[1]).toBe('REDACTED');
    // The email carries the same link; either confirms it, once.
    expect(await confirmLink(landlord.user.email, 'Ikeja reported let flat')).toBe(token);
    expect((await ctx.http.post(`/api/listing-confirmations/${token}`)).status).toBe(200);
  });

  it('confirms only its own available listings; relisting counts as a confirmation', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const other = await makeSignedInUser(ctx, { role: 'landlord' });
    const p = await makeListing(ctx, landlord.user, { title: 'Yaba relisted flat' });
    const byOther = await ctx.http
      .post(`/api/properties/${p.id}/confirm-available`)
      .set(other.auth);
    expect(byOther.status).toBe(404);
    const bad = await ctx.http
      .post('/api/properties/not-an-id/confirm-available')
      .set(landlord.auth);
    expect(bad.status).toBe(404);

    await ctx.dataSource.query(
      `UPDATE properties SET confirmed_available_at = now() - interval '20 days' WHERE id = $1`,
      [p.id],
    );
    await sweep(new Date());
    expect((await ctx.http.get(`/api/properties/${p.id}`)).body.freshness).toBe('stale');

    const rented = await ctx.http
      .patch(`/api/properties/${p.id}/status`)
      .set(landlord.auth)
      .send({ status: 'rented' });
    expect([rented.status, rented.body.freshness]).toEqual([200, 'fresh']);
    const refused = await ctx.http
      .post(`/api/properties/${p.id}/confirm-available`)
      .set(landlord.auth);
    expect([refused.status, refused.body.code]).toEqual([409, 'LISTING_NOT_AVAILABLE']);

    const back = await ctx.http
      .patch(`/api/properties/${p.id}/status`)
      .set(landlord.auth)
      .send({ status: 'available' });
    expect(back.body.freshness).toBe('fresh');
    expect(Date.now() - Date.parse(back.body.confirmedAvailableAt)).toBeLessThan(60_000);
  });

  it('lists stale listings in the console, and refuses an unknown filter value', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const stale = await makeListing(ctx, landlord.user, { title: 'Console stale flat' });
    const fresh = await makeListing(ctx, landlord.user, { title: 'Console fresh flat' });
    await ctx.dataSource.query(
      `UPDATE properties SET confirmed_available_at = now() - interval '16 days' WHERE id = $1`,
      [stale.id],
    );
    await sweep(new Date());
    const list = await ctx.http
      .get('/api/admin/properties')
      .query({ filter: JSON.stringify({ freshness: 'stale', landlordId: landlord.user.id }) })
      .set(admin.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([stale.id]);
    expect(list.body[0].freshness).toBe('stale');
    const freshOnes = await ctx.http
      .get('/api/admin/properties')
      .query({ filter: JSON.stringify({ freshness: 'fresh', landlordId: landlord.user.id }) })
      .set(admin.auth);
    expect(freshOnes.body.map((p: { id: string }) => p.id)).toEqual([fresh.id]);
    const bad = await ctx.http
      .get('/api/admin/properties')
      .query({ filter: JSON.stringify({ freshness: 'old' }) })
      .set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('filter.freshness');
  });

  it('keeps totals and deep pages of the default order exact with stale listings among them', async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    await insertBulkListings(ctx, landlord.user.id, 1_300);
    // A third of them unconfirmed for 20 days, a few for 40 (hidden), before any search runs.
    await ctx.dataSource.query(
      `UPDATE properties SET confirmed_available_at = now() - interval '20 days'
       WHERE landlord_id = $1 AND split_part(title, ' ', 2)::int % 3 = 0`,
      [landlord.user.id],
    );
    await ctx.dataSource.query(
      `UPDATE properties SET confirmed_available_at = now() - interval '40 days'
       WHERE landlord_id = $1 AND split_part(title, ' ', 2)::int % 50 = 0`,
      [landlord.user.id],
    );
    await ctx.dataSource.query(
      `UPDATE properties SET staleness = CASE
         WHEN confirmed_available_at <= now() - interval '30 days' THEN 2
         WHEN confirmed_available_at <= now() - interval '14 days' THEN 1 ELSE 0 END
       WHERE landlord_id = $1`,
      [landlord.user.id],
    );
    expect(SEARCH_ORDER.newest).toBe('staleness ASC, created_at DESC, id DESC');
    const reference = await ctx.dataSource.query<{ id: string }[]>(
      `SELECT id FROM properties p
       WHERE p.is_approved AND p.archived_at IS NULL AND NOT p.landlord_suspended
         AND NOT p.hidden_by_reports AND p.staleness < 2 AND p.status = 'available'
         AND p.city_key = 'lagos'
       ORDER BY ${SEARCH_ORDER.newest}`,
    );
    // More than a collected search holds: walked in the sort order, deep pages from checkpoints.
    expect(reference.length).toBeGreaterThan(1_000);
    const last = Math.ceil(reference.length / 12);
    for (const page of [1, 40, 95, 20, last]) {
      const res = await ctx.http
        .get('/api/properties')
        .query({ city: 'Lagos', page: String(page) });
      expect(res.status).toBe(200);
      expect(res.body.pagination.total).toBe(reference.length);
      expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(
        reference.slice((page - 1) * 12, page * 12).map((r) => r.id),
      );
    }
  });
});
