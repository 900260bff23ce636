import {
  LANDLORD_SETTABLE_STATUSES,
  LISTING_STATUS_TRANSITIONS,
  PROPERTY_STATUSES,
  REJECTION_REASON_MESSAGES,
  type PropertyStatus,
} from '@rentnaija/shared';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { ListingLifecycleService } from '../src/modules/properties/listing-lifecycle.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('the listing lifecycle', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let admin: Signed;
  let support: Signed;
  let tenant: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    support = await makeSignedInUser(ctx, { role: 'support' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
  });
  afterAll(() => ctx.close());

  const repo = () => ctx.dataSource.getRepository(Property);
  const lifecycle = () => ctx.app.get(ListingLifecycleService);
  const setStatus = (id: string, status: string, who: Signed = landlord) =>
    ctx.http.patch(`/api/properties/${id}/status`).set(who.auth).send({ status });
  const searchIds = async (query: Record<string, string> = {}) =>
    (
      await ctx.http.get('/api/properties').query({ status: 'all', perPage: '50', ...query })
    ).body.data.map((p: { id: string }) => p.id);

  describe('status', () => {
    const cases = PROPERTY_STATUSES.flatMap((from) =>
      PROPERTY_STATUSES.map((to) => [from, to] as [PropertyStatus, PropertyStatus]),
    );
    it.each(cases)('a landlord moving a listing from %s to %s', async (from, to) => {
      const p = await makeListing(ctx, landlord.user, { status: from });
      const res = await setStatus(p.id, to);
      const byLandlord = LISTING_STATUS_TRANSITIONS[from][to] === 'landlord';
      const settable = (LANDLORD_SETTABLE_STATUSES as readonly string[]).includes(to);
      if (!settable) {
        // under_contract is not a status a landlord can ask for at all.
        expect(res.status).toBe(400);
        expect(res.body.details[0].field).toBe('status');
      } else if (from === 'under_contract') {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          'This listing is under contract: its status changes when the application or payment flow ends, not by hand.',
        );
      } else {
        expect(res.status).toBe(from === to || byLandlord ? 200 : 409);
      }
      const expected = res.status === 200 ? to : from;
      expect((await repo().findOneByOrFail({ id: p.id })).status).toBe(expected);
    });

    it('lets only the application and payment flows set and clear under contract', async () => {
      const p = await makeListing(ctx, landlord.user);
      await ctx.dataSource.transaction((m) => lifecycle().markUnderContract(m, p.id));
      expect((await repo().findOneByOrFail({ id: p.id })).status).toBe('under_contract');
      // Marking it again changes nothing.
      const again = await ctx.dataSource.transaction((m) => lifecycle().markUnderContract(m, p.id));
      expect(again.status).toBe('under_contract');
      expect((await setStatus(p.id, 'available')).status).toBe(409);
      await ctx.dataSource.transaction((m) => lifecycle().releaseContract(m, p.id));
      expect((await repo().findOneByOrFail({ id: p.id })).status).toBe('available');
      await ctx.dataSource.transaction((m) => lifecycle().markUnderContract(m, p.id));
      await ctx.dataSource.transaction((m) => lifecycle().completeContract(m, p.id));
      expect((await repo().findOneByOrFail({ id: p.id })).status).toBe('rented');
      // A rented home cannot go under contract, and the flows cannot release it either.
      for (const move of ['markUnderContract', 'releaseContract'] as const) {
        await expect(
          ctx.dataSource.transaction((m) => lifecycle()[move](m, p.id)),
        ).rejects.toMatchObject({ code: 'STATUS_TRANSITION_REFUSED' });
      }
      expect((await repo().findOneByOrFail({ id: p.id })).status).toBe('rented');
    });
  });

  describe('deleting', () => {
    beforeAll(async () => {
      // Stands for the tables to come (applications, payments, conversations): records that
      // must outlive a listing refer to it with ON DELETE RESTRICT.
      await ctx.dataSource.query(`
        CREATE TABLE listing_records (
          id serial PRIMARY KEY,
          property_id uuid NOT NULL REFERENCES properties(id) ON DELETE RESTRICT
        )`);
    });

    it('archives a listing that records refer to: kept, hidden everywhere but the console', async () => {
      const p = await makeListing(ctx, landlord.user, { title: 'Kept for records' });
      await ctx.http.post('/api/bookmarks').set(tenant.auth).send({ propertyId: p.id });
      await ctx.dataSource.query(`INSERT INTO listing_records (property_id) VALUES ($1)`, [p.id]);

      const removed = await ctx.http.delete(`/api/properties/${p.id}`).set(landlord.auth);
      expect([removed.status, removed.body]).toEqual([200, { outcome: 'archived' }]);
      const row = await repo().findOneByOrFail({ id: p.id });
      expect(row.archivedAt).toBeInstanceOf(Date);

      expect(await searchIds()).not.toContain(p.id);
      expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(404);
      expect((await ctx.http.get(`/api/properties/${p.id}`).set(landlord.auth)).status).toBe(404);
      const mine = await ctx.http.get('/api/landlord/properties').set(landlord.auth);
      expect(mine.body.data.map((x: { id: string }) => x.id)).not.toContain(p.id);
      const saved = await ctx.http.get('/api/bookmarks').set(tenant.auth);
      expect(saved.body.map((b: { propertyId: string }) => b.propertyId)).not.toContain(p.id);
      expect(
        (await ctx.http.patch(`/api/properties/${p.id}`).set(landlord.auth).send({ price: 1 }))
          .status,
      ).toBe(404);
      expect((await ctx.http.delete(`/api/properties/${p.id}`).set(landlord.auth)).status).toBe(
        404,
      );

      const console = await ctx.http.get(`/api/admin/properties/${p.id}`).set(support.auth);
      expect(console.status).toBe(200);
      expect(console.body.archivedAt).not.toBeNull();
      const archivedList = await ctx.http
        .get('/api/admin/properties')
        .query({ filter: JSON.stringify({ archived: 'true', landlordId: landlord.user.id }) })
        .set(support.auth);
      expect(archivedList.body.map((x: { id: string }) => x.id)).toEqual([p.id]);
      const activeList = await ctx.http
        .get('/api/admin/properties')
        .query({ filter: JSON.stringify({ landlordId: landlord.user.id }) })
        .set(support.auth);
      expect(activeList.body.map((x: { id: string }) => x.id)).not.toContain(p.id);
    });

    it('deletes a listing nothing refers to, and refuses one under contract', async () => {
      const free = await makeListing(ctx, landlord.user);
      const removed = await ctx.http.delete(`/api/properties/${free.id}`).set(landlord.auth);
      expect([removed.status, removed.body]).toEqual([200, { outcome: 'deleted' }]);
      expect(await repo().countBy({ id: free.id })).toBe(0);
      const promised = await makeListing(ctx, landlord.user, { status: 'under_contract' });
      const res = await ctx.http.delete(`/api/properties/${promised.id}`).set(landlord.auth);
      expect(res.status).toBe(409);
      expect(await repo().countBy({ id: promised.id })).toBe(1);
    });
  });

  describe('edits of an approved listing', () => {
    it('keeps the approved version public until staff review the material changes', async () => {
      const p = await makeListing(ctx, landlord.user, {
        title: 'Reviewed title',
        description: 'Reviewed description.',
        price: 800_000,
      });
      await ctx.http.post('/api/bookmarks').set(tenant.auth).send({ propertyId: p.id });
      const res = await ctx.http.patch(`/api/properties/${p.id}`).set(landlord.auth).send({
        title: 'Unreviewed title',
        description: 'Call 0803 for a cheaper deal off the site.',
        bedrooms: 3,
        price: 750000,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Reviewed title',
        price: 750000,
        moderationStatus: 'approved',
        pendingChanges: {
          title: 'Unreviewed title',
          description: 'Call 0803 for a cheaper deal off the site.',
          bedrooms: 3,
        },
      });
      expect(res.body.changesSubmittedAt).not.toBeNull();

      const publicView = await ctx.http.get(`/api/properties/${p.id}`);
      expect(publicView.body).toMatchObject({
        title: 'Reviewed title',
        description: 'Reviewed description.',
        bedrooms: 2,
        price: 750000,
        pendingChanges: null,
      });
      expect(await searchIds({ query: 'Unreviewed' })).toEqual([]);
      // Price changes are immediate and alert those who saved the listing.
      const alerts = await ctx.http.get('/api/notifications').set(tenant.auth);
      expect(alerts.body.data[0]).toMatchObject({ type: 'bookmark.price_changed' });

      const queue = await ctx.http
        .get('/api/admin/properties')
        .query({ filter: JSON.stringify({ pendingChanges: 'true', landlordId: landlord.user.id }) })
        .set(support.auth);
      expect(queue.body.map((x: { id: string }) => x.id)).toEqual([p.id]);

      const approved = await ctx.http.post(`/api/admin/properties/${p.id}/approve`).set(admin.auth);
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        title: 'Unreviewed title',
        bedrooms: 3,
        pendingChanges: null,
      });
      expect((await ctx.http.get(`/api/properties/${p.id}`)).body.title).toBe('Unreviewed title');
      const audit = await ctx.dataSource
        .getRepository(AuditLog)
        .findOneByOrFail({ entityId: p.id, action: 'property.approve_changes' });
      expect(audit.actorId).toBe(admin.user.id);
      const told = await ctx.dataSource
        .getRepository(Notification)
        .findOneByOrFail({ userId: landlord.user.id, type: 'listing.changes_approved' });
      expect(told.link).toBe(`/property/${p.id}`);
    });

    it('drops rejected changes with a reason; the listing stays public as approved', async () => {
      const p = await makeListing(ctx, landlord.user, { title: 'Stays as approved' });
      await ctx.http
        .patch(`/api/properties/${p.id}`)
        .set(landlord.auth)
        .send({ title: 'Misleading new title' });
      const res = await ctx.http
        .post(`/api/admin/properties/${p.id}/reject`)
        .set(admin.auth)
        .send({ reason: 'The new title promises a pool the photos do not show.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Stays as approved',
        moderationStatus: 'approved',
        pendingChanges: null,
        rejectionReason: null,
      });
      expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(200);
      await ctx.drainJobs();
      const [mail] = await recordedEmails(ctx, {
        to: landlord.user.email,
        template: 'listing-changes-rejected',
      });
      expect(mail.textBody).toContain('The new title promises a pool the photos do not show.');
    });

    it('forgets a change that is edited back to the approved value', async () => {
      const p = await makeListing(ctx, landlord.user, { title: 'Original' });
      await ctx.http.patch(`/api/properties/${p.id}`).set(landlord.auth).send({ title: 'Other' });
      const back = await ctx.http
        .patch(`/api/properties/${p.id}`)
        .set(landlord.auth)
        .send({ title: 'Original' });
      expect(back.body.pendingChanges).toBeNull();
    });

    it('applies edits of a listing not yet approved at once', async () => {
      const p = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
      const res = await ctx.http
        .patch(`/api/properties/${p.id}`)
        .set(landlord.auth)
        .send({ title: 'Fixed before review' });
      expect(res.body).toMatchObject({ title: 'Fixed before review', pendingChanges: null });
    });

    it('accepts only our own photos, not outside links', async () => {
      const p = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
      const res = await ctx.http
        .patch(`/api/properties/${p.id}`)
        .set(landlord.auth)
        .send({ images: [{ url: 'https://elsewhere.example/photo.jpg' }] });
      expect(res.status).toBe(400);
      expect(res.body.details[0]).toEqual({
        field: 'images.0.url',
        message: 'Image url must be a photo uploaded to RentNaija',
      });
    });
  });

  it('refuses a rejection reason shorter than a sentence', async () => {
    const p = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
    const res = await ctx.http
      .post(`/api/admin/properties/${p.id}/reject`)
      .set(admin.auth)
      .send({ reason: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'reason', message: REJECTION_REASON_MESSAGES.tooShort },
    ]);
    expect((await repo().findOneByOrFail({ id: p.id })).moderationStatus).toBe('pending');
  });

  it("hides a suspended landlord's listings from search, featured and the page; reactivation restores them", async () => {
    const owner = await makeSignedInUser(ctx, { role: 'landlord' });
    const p = await makeListing(ctx, owner.user, { createdAt: new Date(Date.now() + 60_000) });
    const featured = async () =>
      (await ctx.http.get('/api/properties/featured')).body.map((x: { id: string }) => x.id);
    expect(await searchIds()).toContain(p.id);
    expect(await featured()).toContain(p.id);

    const suspend = await ctx.http
      .put(`/api/admin/users/${owner.user.id}`)
      .set(admin.auth)
      .send({ status: 'suspended' });
    expect(suspend.status).toBe(200);
    expect(await searchIds()).not.toContain(p.id);
    expect(await featured()).not.toContain(p.id);
    expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(404);
    expect((await ctx.http.get(`/api/properties/${p.id}`).set(support.auth)).status).toBe(200);
    const console = await ctx.http.get(`/api/admin/properties/${p.id}`).set(support.auth);
    expect(console.body.landlordSuspended).toBe(true);

    await ctx.http
      .put(`/api/admin/users/${owner.user.id}`)
      .set(admin.auth)
      .send({ status: 'active' });
    expect(await searchIds()).toContain(p.id);
    expect(await featured()).toContain(p.id);
    expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(200);
  });
});
