import { randomUUID } from 'node:crypto';
import { Bookmark } from '../src/modules/bookmarks/entities/bookmark.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('bookmarks', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let tenant: Signed;
  let otherTenant: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    otherTenant = await makeSignedInUser(ctx, { role: 'tenant' });
  });
  afterAll(() => ctx.close());

  it('answers signed-out callers with ‘must be logged in’ messages, and a signed-out status check with false', async () => {
    const p = await makeListing(ctx, landlord.user);
    const toggle = await ctx.http.post('/api/bookmarks/toggle').send({ propertyId: p.id });
    expect(toggle.status).toBe(401);
    expect(toggle.body.message).toBe('User must be logged in to toggle bookmarks');
    const list = await ctx.http.get('/api/bookmarks');
    expect([list.status, list.body.message]).toEqual([
      401,
      'User must be logged in to bookmark properties',
    ]);
    const remove = await ctx.http.delete(`/api/bookmarks/${randomUUID()}`);
    expect([remove.status, remove.body.message]).toEqual([
      401,
      'User must be logged in to remove bookmarks',
    ]);
    const status = await ctx.http.get('/api/bookmarks/status').query({ propertyIds: p.id });
    expect(status.body).toEqual({ [p.id]: false });
  });

  it('toggles a bookmark on with every alert on, then off again', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Surulere flat' });
    const on = await ctx.http
      .post('/api/bookmarks/toggle')
      .set(tenant.auth)
      .send({ propertyId: p.id });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      bookmarked: true,
      bookmark: {
        propertyId: p.id,
        notes: null,
        bookmarkFolder: null,
        notifyPriceChange: true,
        notifyStatusChange: true,
        notifyAvailability: true,
        property: { id: p.id, title: 'Surulere flat', price: 500000 },
      },
    });
    const off = await ctx.http
      .post('/api/bookmarks/toggle')
      .set(tenant.auth)
      .send({ propertyId: p.id });
    expect(off.body).toEqual({ bookmarked: false });
    expect(await ctx.dataSource.getRepository(Bookmark).countBy({ propertyId: p.id })).toBe(0);
  });

  it('returns the existing bookmark when the same listing is saved twice', async () => {
    const p = await makeListing(ctx, landlord.user);
    const first = await ctx.http
      .post('/api/bookmarks')
      .set(tenant.auth)
      .send({ propertyId: p.id, notes: 'Call agent' });
    const second = await ctx.http
      .post('/api/bookmarks')
      .set(tenant.auth)
      .send({ propertyId: p.id });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.notes).toBe('Call agent');
    const both = await Promise.all([
      ctx.http.post('/api/bookmarks').set(otherTenant.auth).send({ propertyId: p.id }),
      ctx.http.post('/api/bookmarks').set(otherTenant.auth).send({ propertyId: p.id }),
    ]);
    expect(both[0].body.id).toBe(both[1].body.id);
    expect(await ctx.dataSource.getRepository(Bookmark).countBy({ propertyId: p.id })).toBe(2);
  });

  it('cannot save a listing that is not public, unknown or malformed', async () => {
    const pending = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
    const send = (propertyId: string) =>
      ctx.http.post('/api/bookmarks/toggle').set(tenant.auth).send({ propertyId });
    expect((await send(pending.id)).status).toBe(404);
    expect((await send(randomUUID())).status).toBe(404);
    expect((await send('not-an-id')).status).toBe(400);
  });

  it.each(['landlord', 'admin', 'support'] as const)(
    'refuses saving to a %s with 403: bookmarks are for tenants',
    async (role) => {
      const p = await makeListing(ctx, landlord.user);
      const someone = role === 'landlord' ? landlord : await makeSignedInUser(ctx, { role });
      const saved = await ctx.http
        .post('/api/bookmarks')
        .set(someone.auth)
        .send({ propertyId: p.id });
      const toggled = await ctx.http
        .post('/api/bookmarks/toggle')
        .set(someone.auth)
        .send({ propertyId: p.id });
      for (const res of [saved, toggled]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({
          code: 'TENANTS_ONLY',
          message: 'Saving properties is for tenant accounts.',
        });
      }
      expect(await ctx.dataSource.getRepository(Bookmark).countBy({ propertyId: p.id })).toBe(0);
      const list = await ctx.http.get('/api/bookmarks').set(someone.auth);
      expect([list.status, list.body]).toEqual([200, []]);
    },
  );

  it("lists the user's own bookmarks newest first with the listing card, and answers status as a map", async () => {
    const user = await makeSignedInUser(ctx, { role: 'tenant' });
    const a = await makeListing(ctx, landlord.user);
    const b = await makeListing(ctx, landlord.user);
    const c = await makeListing(ctx, landlord.user);
    await ctx.http.post('/api/bookmarks/toggle').set(user.auth).send({ propertyId: a.id });
    await ctx.http.post('/api/bookmarks/toggle').set(user.auth).send({ propertyId: b.id });
    await ctx.http.post('/api/bookmarks/toggle').set(otherTenant.auth).send({ propertyId: c.id });
    const list = await ctx.http.get('/api/bookmarks').set(user.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((x: { propertyId: string }) => x.propertyId)).toEqual([b.id, a.id]);
    expect(list.body[0].property).toMatchObject({
      id: b.id,
      image: { url: '/uploads/properties/x.jpg' },
    });
    const status = await ctx.http
      .get('/api/bookmarks/status')
      .set(user.auth)
      .query({ propertyIds: `${a.id},${c.id},junk` });
    expect(status.body).toEqual({ [a.id]: true, [c.id]: false, junk: false });
  });

  it('edits notes, folder and alerts of own bookmarks only; others get 404', async () => {
    const p = await makeListing(ctx, landlord.user);
    const { body } = await ctx.http
      .post('/api/bookmarks')
      .set(tenant.auth)
      .send({ propertyId: p.id });
    const patch = {
      notes: 'Ask about parking',
      bookmarkFolder: 'Shortlist',
      notifyAvailability: false,
    };
    expect(
      (await ctx.http.patch(`/api/bookmarks/${body.id}`).set(otherTenant.auth).send(patch)).status,
    ).toBe(404);
    const res = await ctx.http.patch(`/api/bookmarks/${body.id}`).set(tenant.auth).send(patch);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...patch, notifyPriceChange: true, notifyStatusChange: true });
    const bad = await ctx.http
      .patch(`/api/bookmarks/${body.id}`)
      .set(tenant.auth)
      .send({ notifyPriceChange: 'yes' });
    expect(bad.status).toBe(400);
    expect((await ctx.http.delete(`/api/bookmarks/${body.id}`).set(otherTenant.auth)).status).toBe(
      404,
    );
    expect((await ctx.http.delete(`/api/bookmarks/${body.id}`).set(tenant.auth)).status).toBe(204);
    expect(await ctx.dataSource.getRepository(Bookmark).countBy({ id: body.id })).toBe(0);
  });

  describe('alerts', () => {
    it('emails price-change alerts only to bookmarkers who asked, in the same change', async () => {
      const p = await makeListing(ctx, landlord.user, { title: 'Lekki terrace', price: 900_000 });
      const wants = await makeSignedInUser(ctx, { role: 'tenant' });
      const declines = await makeSignedInUser(ctx, { role: 'tenant' });
      await ctx.http.post('/api/bookmarks').set(wants.auth).send({ propertyId: p.id });
      await ctx.http
        .post('/api/bookmarks')
        .set(declines.auth)
        .send({ propertyId: p.id, notifyPriceChange: false });
      const res = await ctx.http
        .patch(`/api/properties/${p.id}`)
        .set(landlord.auth)
        .send({ price: 850000 });
      expect(res.status).toBe(200);
      const rows = await recordedEmails(ctx, { template: 'bookmark-price-changed' });
      expect(rows.map((r) => r.to)).toEqual([wants.user.email]);
      expect(rows[0].data).toMatchObject({
        title: 'Lekki terrace',
        oldPrice: 900000,
        newPrice: 850000,
      });
      await ctx.drainJobs();
      const [sent] = await recordedEmails(ctx, { template: 'bookmark-price-changed' });
      expect(sent.status).toBe('captured');
      expect(sent.subject).toBe('Price drop: Lekki terrace');
      expect(sent.textBody).toContain('₦850,000');
      // Editing something else sends nothing more.
      await ctx.http
        .patch(`/api/properties/${p.id}`)
        .set(landlord.auth)
        .send({ description: 'Fresh paint.' });
      expect(await recordedEmails(ctx, { template: 'bookmark-price-changed' })).toHaveLength(1);
    });

    it('emails status alerts to those who asked, and a return to available to availability alerts', async () => {
      const p = await makeListing(ctx, landlord.user, { title: 'Wuse 2 flat' });
      const status = await makeSignedInUser(ctx, { role: 'tenant' });
      const availability = await makeSignedInUser(ctx, { role: 'tenant' });
      await ctx.http
        .post('/api/bookmarks')
        .set(status.auth)
        .send({ propertyId: p.id, notifyAvailability: false });
      await ctx.http
        .post('/api/bookmarks')
        .set(availability.auth)
        .send({ propertyId: p.id, notifyStatusChange: false });
      const recipients = async () =>
        (await recordedEmails(ctx, { template: 'bookmark-status-changed' }))
          .map((r) => r.to)
          .sort();

      await ctx.http
        .patch(`/api/properties/${p.id}/status`)
        .set(landlord.auth)
        .send({ status: 'rented' });
      expect(await recipients()).toEqual([status.user.email]);
      await ctx.http
        .patch(`/api/properties/${p.id}/status`)
        .set(landlord.auth)
        .send({ status: 'available' });
      expect(await recipients()).toEqual(
        [availability.user.email, status.user.email, status.user.email].sort(),
      );
    });
  });
});
