import { SAVED_SEARCH_LIMIT } from '@rentnaija/shared';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { SavedSearch } from '../src/modules/saved-searches/entities/saved-search.entity.js';
import { SavedSearchAlertsService } from '../src/modules/saved-searches/saved-search-alerts.service.js';
import { matchSql } from '../src/modules/saved-searches/saved-search-filters.js';
import { createTestApp, type TestContext } from './support/app.js';
import { deliveredEmails, recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { startSmtpServer } from './support/smtp.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('saved searches', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let landlord: Signed;
  let admin: Signed;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ smtpUrl: smtp.url });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const save = (auth: Signed['auth'], body: Record<string, unknown>) =>
    ctx.http.post('/api/saved-searches').set(auth).send(body);
  const approve = (id: string) =>
    ctx.http.post(`/api/admin/properties/${id}/approve`).set(admin.auth).expect(200);
  /** A listing waiting for review: approving it makes it public. */
  const pendingListing = (overrides: Parameters<typeof makeListing>[2] = {}) =>
    makeListing(ctx, landlord.user, { moderationStatus: 'pending', ...overrides });
  const alertsOf = async (userId: string) =>
    (
      await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId, type: 'saved_search.matches' })
    ).length;

  it('saves, renames, changes and deletes a search for its owner only', async () => {
    const owner = await makeSignedInUser(ctx);
    const other = await makeSignedInUser(ctx);
    const created = await save(owner.auth, {
      name: 'Lagos 2-bed',
      filters: { city: 'Lagos', bedrooms: '2', maxPrice: '600000' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Lagos 2-bed',
      frequency: 'daily',
      alertsEnabled: true,
      filters: { city: 'Lagos', bedrooms: '2', maxPrice: '600000' },
    });
    const id = created.body.id as string;
    expect((await ctx.http.get('/api/saved-searches').set(other.auth)).body).toEqual([]);
    expect(
      (await ctx.http.patch(`/api/saved-searches/${id}`).set(other.auth).send({ name: 'x' }))
        .status,
    ).toBe(404);
    expect((await ctx.http.delete(`/api/saved-searches/${id}`).set(other.auth)).status).toBe(404);
    expect((await ctx.http.get('/api/saved-searches')).status).toBe(401);

    const renamed = await ctx.http
      .patch(`/api/saved-searches/${id}`)
      .set(owner.auth)
      .send({ name: 'Cheap Lagos', frequency: 'instant' });
    expect(renamed.body).toMatchObject({ name: 'Cheap Lagos', frequency: 'instant' });
    expect((await ctx.http.delete(`/api/saved-searches/${id}`).set(owner.auth)).status).toBe(204);
    expect((await ctx.http.get('/api/saved-searches').set(owner.auth)).body).toEqual([]);
  });

  it('refuses filters the browse page would refuse, and more than the limit of searches', async () => {
    const user = await makeSignedInUser(ctx);
    const bad = await save(user.auth, { name: 'x', filters: { bedrooms: 'many' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await save(user.auth, { name: 'x', filters: { page: '2' } });
    expect(unknown.status).toBe(400);
    const noName = await save(user.auth, { name: '  ', filters: {} });
    expect(noName.status).toBe(400);

    const repo = ctx.dataSource.getRepository(SavedSearch);
    await repo.save(
      Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) =>
        repo.create({ userId: user.user.id, name: `s${i}`, filters: {} }),
      ),
    );
    const over = await save(user.auth, { name: 'one more', filters: {} });
    expect([over.status, over.body.code]).toEqual([429, 'SAVED_SEARCH_LIMIT']);
  });

  it('matches a listing exactly when the browse page would show it for the same filters', async () => {
    const listings = [
      await makeListing(ctx, landlord.user, {
        city: 'Abuja',
        state: 'FCT',
        bedrooms: 3,
        price: 900_000,
        title: 'Maitama duplex',
      }),
      await makeListing(ctx, landlord.user, {
        city: 'Lagos',
        bedrooms: 1,
        price: 250_000,
        propertyType: 'studio',
        title: 'Yaba studio',
      }),
      await makeListing(ctx, landlord.user, {
        city: 'Lagos',
        bedrooms: 2,
        price: 450_000,
        amenities: ['Parking'],
        title: 'Surulere flat',
      }),
      await makeListing(ctx, landlord.user, {
        city: 'Lagos',
        bedrooms: 2,
        price: 450_000,
        status: 'rented',
        title: 'Rented flat',
      }),
    ];
    const searches = [
      { city: 'Lagos' },
      { city: 'Abuja', bedrooms: '3+' },
      { maxPrice: '300000' },
      { query: 'flat' },
      { query: 'studio', city: 'Lagos' },
      { amenities: 'Parking', bedrooms: '2' },
      { status: 'all', bedrooms: '2' },
      { type: 'studio' },
      { location: 'maitama' },
    ];
    for (const filters of searches) {
      const page = await ctx.http.get('/api/properties').query({ ...filters, perPage: 50 });
      expect(page.status).toBe(200);
      const shown = new Set(page.body.data.map((c: { id: string }) => c.id));
      for (const p of listings) {
        const q = matchSql(filters, p.id);
        const matched = (await ctx.dataSource.query(q.text, q.params)).length > 0;
        expect([filters, p.title, matched]).toEqual([filters, p.title, shown.has(p.id)]);
      }
    }
  });

  it('sends one daily digest with a newly approved matching listing, and nothing for one that does not match', async () => {
    const user = await makeSignedInUser(ctx, { name: 'Digest Reader' });
    const search = await save(user.auth, {
      name: 'Ibadan homes',
      filters: { city: 'Ibadan', maxPrice: '400000' },
    });
    const matching = await pendingListing({
      city: 'Ibadan',
      state: 'Oyo State',
      price: 350_000,
      title: 'Bodija bungalow',
    });
    const tooDear = await pendingListing({ city: 'Ibadan', state: 'Oyo State', price: 900_000 });
    const elsewhere = await pendingListing({ city: 'Kano', state: 'Kano State', price: 200_000 });
    for (const p of [matching, tooDear, elsewhere]) await approve(p.id);
    await ctx.drainJobs();
    expect(await alertsOf(user.user.id)).toBe(0); // daily: nothing until the digest

    const alerts = ctx.app.get(SavedSearchAlertsService);
    await alerts.sendDigests();
    await alerts.sendDigests(); // a second sweep has nothing new
    await ctx.drainJobs();
    expect(await alertsOf(user.user.id)).toBe(1);
    const emails = await deliveredEmails(ctx, smtp, user.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe('1 new home for "Ibadan homes"');
    expect(emails[0].decoded).toContain('Bodija bungalow');
    expect(emails[0].decoded).toContain(`/property/${matching.id}`);
    expect(emails[0].decoded).not.toContain(tooDear.id);
    expect(emails[0].decoded).not.toContain(elsewhere.id);
    const row = await ctx.dataSource
      .getRepository(SavedSearch)
      .findOneByOrFail({ id: search.body.id });
    expect(row.lastDigestAt).not.toBeNull();

    // The staff copy hides the unsubscribe link's token.
    expect(emails[0].textBody).toContain('unsubscribe?token=REDACTED');
  });

  it('tells instant searches at once, one notification per listing, and the unsubscribe link turns them off', async () => {
    const user = await makeSignedInUser(ctx);
    await save(user.auth, {
      name: 'Kano now',
      filters: { city: 'Kano', type: 'duplex' },
      frequency: 'instant',
    });
    const first = await pendingListing({
      city: 'Kano',
      state: 'Kano State',
      propertyType: 'duplex',
      title: 'Nassarawa duplex',
    });
    await approve(first.id);
    await ctx.drainJobs();
    expect(await alertsOf(user.user.id)).toBe(1);
    // Back on the market after being rented: not a second alert for the same listing.
    for (const status of ['rented', 'available']) {
      const moved = await ctx.http
        .patch(`/api/properties/${first.id}/status`)
        .set(landlord.auth)
        .send({ status });
      expect([status, moved.status]).toEqual([status, 200]);
    }
    await ctx.drainJobs();
    expect(await alertsOf(user.user.id)).toBe(1);
    await ctx.app.get(SavedSearchAlertsService).sendDigests();
    expect(await alertsOf(user.user.id)).toBe(1);

    const [email] = await deliveredEmails(ctx, smtp, user.user.email);
    expect(email.subject).toBe('1 new home for "Kano now"');
    const token = /saved-searches\/unsubscribe\?token=([\w.-]+)/.exec(email.decoded)?.[1];
    expect(token).toBeDefined();
    const forged = await ctx.http
      .post('/api/saved-searches/unsubscribe')
      .send({ token: `${token!.split('.')[0]}.AAAA` });
    expect([forged.status, forged.body.code]).toEqual([400, 'INVALID_UNSUBSCRIBE_LINK']);
    const off = await ctx.http.post('/api/saved-searches/unsubscribe').send({ token });
    expect([off.status, off.body]).toEqual([200, { name: 'Kano now' }]);
    const [mine] = (await ctx.http.get('/api/saved-searches').set(user.auth)).body;
    expect(mine.alertsEnabled).toBe(false);

    const second = await pendingListing({
      city: 'Kano',
      state: 'Kano State',
      propertyType: 'duplex',
    });
    await approve(second.id);
    await ctx.drainJobs();
    expect(await alertsOf(user.user.id)).toBe(1);
    expect(await recordedEmails(ctx, { to: user.user.email })).toHaveLength(1);
  });
});
