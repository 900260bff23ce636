import { addDays, addMonths, lagosToday } from '@rentnaija/shared';
import { randomUUID } from 'node:crypto';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { PropertyView } from '../src/modules/properties/entities/property-view.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing, newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('listings: landlords, visibility and moderation', () => {
  let ctx: TestContext;
  let owner: Signed;
  let otherLandlord: Signed;
  let tenant: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await makeSignedInUser(ctx, { role: 'landlord', name: 'Bola Owner' });
    otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    support = await makeSignedInUser(ctx, { role: 'support' });
  });
  afterAll(() => ctx.close());

  describe('creating', () => {
    it('creates a listing as available and pending review, hidden from search', async () => {
      const res = await ctx.http.post('/api/properties').set(owner.auth).send(newListingBody());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: 'Bright 2-bedroom flat in Yaba',
        location: '14 Herbert Macaulay Way, Yaba, Lagos, Lagos State',
        status: 'available',
        moderationStatus: 'pending',
        isApproved: false,
        landlordId: owner.user.id,
        landlord: { id: owner.user.id, name: 'Bola Owner' },
        powerSupply: ['prepaid meter', 'generator backup'],
        price: 450000,
      });
      const search = await ctx.http.get('/api/properties').query({ query: 'Herbert Macaulay' });
      expect(search.body.data).toEqual([]);
    });

    it('takes an available-from date from today to twelve months ahead, and refuses others by field', async () => {
      const today = lagosToday();
      const post = (availableFrom: unknown) =>
        ctx.http.post('/api/properties').set(owner.auth).send(newListingBody({ availableFrom }));
      for (const [value, message] of [
        [addDays(today, -1), 'Available from cannot be in the past'],
        [addDays(addMonths(today, 12), 1), 'Available from must be at most 12 months ahead'],
        ['2027-02-30', 'Available from must be a date written YYYY-MM-DD'],
        [20270101, 'Available from must be a date written YYYY-MM-DD'],
      ]) {
        const res = await post(value);
        expect([res.status, res.body.details]).toEqual([
          400,
          [{ field: 'availableFrom', message }],
        ]);
      }
      const later = addMonths(today, 12);
      const created = await post(later);
      expect([created.status, created.body.availableFrom]).toEqual([201, later]);
      expect((await post(today)).body.availableFrom).toBe(today);
      for (const now of [undefined, null, '']) {
        expect((await post(now)).body.availableFrom).toBeNull();
      }

      // An edit changes it at once (approved or not), or clears it; a past date is refused.
      const listing = await makeListing(ctx, owner.user);
      const edit = (availableFrom: unknown) =>
        ctx.http.patch(`/api/properties/${listing.id}`).set(owner.auth).send({ availableFrom });
      expect((await edit(addDays(today, 10))).body.availableFrom).toBe(addDays(today, 10));
      expect((await ctx.http.get(`/api/properties/${listing.id}`)).body.availableFrom).toBe(
        addDays(today, 10),
      );
      const past = await edit('2020-01-01');
      expect([past.status, past.body.details[0].field]).toEqual([400, 'availableFrom']);
      expect((await edit(null)).body.availableFrom).toBeNull();
    });

    it('lists every invalid field of the wizard and stores nothing', async () => {
      const before = await ctx.dataSource.getRepository(Property).count();
      const res = await ctx.http
        .post('/api/properties')
        .set(owner.auth)
        .send({
          ...newListingBody(),
          title: '  ',
          price: 0,
          securityDeposit: -1,
          bedrooms: 2.5,
          propertyType: 'castle',
          amenities: ['Helipad'],
        });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'amenities',
        'bedrooms',
        'price',
        'propertyType',
        'securityDeposit',
        'title',
      ]);
      expect(res.body.details.find((d: { field: string }) => d.field === 'price').message).toBe(
        'Monthly rent must be greater than 0',
      );
      expect(await ctx.dataSource.getRepository(Property).count()).toBe(before);
    });

    it('says a missing field is required, not that it is too long or too large', async () => {
      const body: Record<string, unknown> = newListingBody();
      for (const field of [
        'title',
        'description',
        'address',
        'price',
        'securityDeposit',
        'area',
        'bedrooms',
        'bathrooms',
      ]) {
        delete body[field];
      }
      const res = await ctx.http.post('/api/properties').set(owner.auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { field: 'title', message: 'Title is required' },
          { field: 'description', message: 'Description is required' },
          { field: 'address', message: 'Address is required' },
          { field: 'price', message: 'Monthly rent is required' },
          { field: 'securityDeposit', message: 'Caution deposit is required' },
          { field: 'area', message: 'Size is required' },
          { field: 'bedrooms', message: 'Number of bedrooms is required' },
          { field: 'bathrooms', message: 'Number of bathrooms is required' },
        ]),
      );
      expect(res.body.details).toHaveLength(8);
      // Present but wrong still names the limit.
      const long = await ctx.http
        .post('/api/properties')
        .set(owner.auth)
        .send(newListingBody({ title: 'x'.repeat(500), price: 2_000_000_000 }));
      expect(long.body.details.map((d: { message: string }) => d.message)).toEqual([
        'title must be shorter than or equal to 150 characters',
        'price must not be greater than 1000000000',
      ]);
    });

    it('refuses a state that does not match the city, and unknown fields', async () => {
      const wrongState = await ctx.http
        .post('/api/properties')
        .set(owner.auth)
        .send(newListingBody({ city: 'Abuja', state: 'Lagos State' }));
      expect(wrongState.status).toBe(400);
      expect(wrongState.body.details[0]).toEqual({ field: 'state', message: 'Abuja is in FCT' });
      const extra = await ctx.http
        .post('/api/properties')
        .set(owner.auth)
        .send(newListingBody({ isApproved: true }));
      expect(extra.status).toBe(400);
    });

    it('lets only landlords create: 401 for visitors, 403 for tenants and staff', async () => {
      expect((await ctx.http.post('/api/properties').send(newListingBody())).status).toBe(401);
      for (const who of [tenant, admin]) {
        const res = await ctx.http.post('/api/properties').set(who.auth).send(newListingBody());
        expect(res.status).toBe(403);
      }
    });
  });

  describe('ownership of edit, status and delete', () => {
    it('lets the owner edit and change status; others get 401, 403 or 404', async () => {
      const approved = await makeListing(ctx, owner.user, { price: 400_000 });
      const hidden = await makeListing(ctx, owner.user, { moderationStatus: 'pending' });
      const patch = { price: 420000 };

      expect((await ctx.http.patch(`/api/properties/${approved.id}`).send(patch)).status).toBe(401);
      expect(
        (await ctx.http.patch(`/api/properties/${approved.id}/status`).send({ status: 'rented' }))
          .status,
      ).toBe(401);
      expect(
        (await ctx.http.patch(`/api/properties/${approved.id}`).set(tenant.auth).send(patch))
          .status,
      ).toBe(403);
      const other = await ctx.http
        .patch(`/api/properties/${approved.id}`)
        .set(otherLandlord.auth)
        .send(patch);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('You can only edit your own properties.');
      // A listing another landlord cannot even see is not revealed.
      expect(
        (await ctx.http.patch(`/api/properties/${hidden.id}`).set(otherLandlord.auth).send(patch))
          .status,
      ).toBe(404);
      expect(
        (
          await ctx.http
            .patch(`/api/properties/${approved.id}/status`)
            .set(otherLandlord.auth)
            .send({ status: 'rented' })
        ).status,
      ).toBe(403);
      expect(
        (
          await ctx.http
            .patch(`/api/properties/${approved.id}/status`)
            .set(tenant.auth)
            .send({ status: 'rented' })
        ).status,
      ).toBe(403);

      const mine = await ctx.http
        .patch(`/api/properties/${approved.id}`)
        .set(owner.auth)
        .send(patch);
      expect(mine.status).toBe(200);
      expect(mine.body.price).toBe(420000);
      const status = await ctx.http
        .patch(`/api/properties/${approved.id}/status`)
        .set(owner.auth)
        .send({ status: 'rented' });
      expect(status.status).toBe(200);
      expect(status.body.status).toBe('rented');
      const reloaded = await ctx.dataSource
        .getRepository(Property)
        .findOneByOrFail({ id: approved.id });
      expect([reloaded.price, reloaded.status]).toEqual([420000, 'rented']);
    });

    it('lets a landlord set only available, rented or inactive', async () => {
      const p = await makeListing(ctx, owner.user);
      const res = await ctx.http
        .patch(`/api/properties/${p.id}/status`)
        .set(owner.auth)
        .send({ status: 'under_contract' });
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('status');
    });

    it('sends a rejected listing back to review when its landlord edits it', async () => {
      const p = await makeListing(ctx, owner.user, {
        moderationStatus: 'rejected',
        rejectionReason: 'Blurry photos',
      });
      const res = await ctx.http
        .patch(`/api/properties/${p.id}`)
        .set(owner.auth)
        .send({ description: 'New, sharp photos added.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ moderationStatus: 'pending', isApproved: false });
    });

    it("deletes only one's own listing: 'You can only delete your own properties.' for others", async () => {
      const p = await makeListing(ctx, owner.user);
      expect((await ctx.http.delete(`/api/properties/${p.id}`)).status).toBe(401);
      expect((await ctx.http.delete(`/api/properties/${p.id}`).set(tenant.auth)).status).toBe(403);
      const other = await ctx.http.delete(`/api/properties/${p.id}`).set(otherLandlord.auth);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('You can only delete your own properties.');
      expect(await ctx.dataSource.getRepository(Property).countBy({ id: p.id })).toBe(1);
      expect((await ctx.http.delete(`/api/properties/${p.id}`).set(owner.auth)).status).toBe(200);
      expect(await ctx.dataSource.getRepository(Property).countBy({ id: p.id })).toBe(0);
      expect((await ctx.http.delete(`/api/properties/${p.id}`).set(owner.auth)).status).toBe(404);
    });

    it("lists a landlord's own listings in every state, with counts", async () => {
      const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
      const a = await makeListing(ctx, landlord.user);
      const b = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
      const c = await makeListing(ctx, landlord.user, {
        moderationStatus: 'rejected',
        status: 'inactive',
      });
      await makeListing(ctx, owner.user);
      const res = await ctx.http.get('/api/landlord/properties').set(landlord.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([c.id, b.id, a.id]);
      expect(res.body.counts).toMatchObject({
        total: 3,
        approved: 1,
        pending: 1,
        rejected: 1,
        available: 2,
        inactive: 1,
      });
      expect(res.body.data[0]).toMatchObject({ views: 0, bookmarks: 0 });
      expect((await ctx.http.get('/api/landlord/properties').set(tenant.auth)).status).toBe(403);
    });
  });

  describe('the listing page GET /api/properties/:id', () => {
    it('shows an approved listing to anyone, with its full details', async () => {
      const p = await makeListing(ctx, owner.user, {
        amenities: ['Gym'],
        panoramaUrl: '/uploads/properties/pano.jpg',
      });
      const res = await ctx.http.get(`/api/properties/${p.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: p.id,
        description: 'A plain test home.',
        amenities: ['Gym'],
        panoramaUrl: '/uploads/properties/pano.jpg',
        landlord: { id: owner.user.id, name: 'Bola Owner' },
        moderationStatus: 'approved',
      });
    });

    it('hides pending and rejected listings except from their landlord and staff', async () => {
      for (const moderationStatus of ['pending', 'rejected'] as const) {
        const p = await makeListing(ctx, owner.user, { moderationStatus });
        const url = `/api/properties/${p.id}`;
        expect((await ctx.http.get(url)).status).toBe(404);
        expect((await ctx.http.get(url).set(tenant.auth)).status).toBe(404);
        expect((await ctx.http.get(url).set(otherLandlord.auth)).status).toBe(404);
        expect((await ctx.http.get(url).set(owner.auth)).status).toBe(200);
        expect((await ctx.http.get(url).set(admin.auth)).status).toBe(200);
        expect((await ctx.http.get(url).set(support.auth)).status).toBe(200);
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one, never 500', async () => {
      expect((await ctx.http.get(`/api/properties/${randomUUID()}`)).status).toBe(404);
      for (const bad of ['123', 'not-a-uuid', "1' OR '1'='1", '%00']) {
        const res = await ctx.http.get(`/api/properties/${encodeURIComponent(bad)}`);
        expect([400, 404]).toContain(res.status);
      }
    });

    it('counts one view per visitor per day, and none for the landlord or staff', async () => {
      const p = await makeListing(ctx, owner.user);
      const url = `/api/properties/${p.id}`;
      await ctx.http.get(url).set('User-Agent', 'browser-1');
      await ctx.http.get(url).set('User-Agent', 'browser-1');
      await ctx.http.get(url).set('User-Agent', 'browser-2');
      await ctx.http.get(url).set(tenant.auth);
      await ctx.http.get(url).set(tenant.auth);
      await ctx.http.get(url).set(owner.auth);
      await ctx.http.get(url).set(admin.auth);
      const views = await ctx.dataSource.getRepository(PropertyView).findBy({ propertyId: p.id });
      expect(views).toHaveLength(3);
      expect(views.filter((v) => v.userId === tenant.user.id)).toHaveLength(1);
    });
  });

  describe('moderation', () => {
    it('refuses approve, reject and approve-all to everyone but admins', async () => {
      const p = await makeListing(ctx, owner.user, { moderationStatus: 'pending' });
      const calls = [
        () => ctx.http.post(`/api/admin/properties/${p.id}/approve`),
        () => ctx.http.post(`/api/admin/properties/${p.id}/reject`).send({ reason: 'No' }),
        () => ctx.http.post('/api/admin/properties/approve-all'),
      ];
      for (const call of calls) {
        expect((await call()).status).toBe(401);
        for (const who of [tenant, owner, support])
          expect((await call().set(who.auth)).status).toBe(403);
      }
      const still = await ctx.dataSource.getRepository(Property).findOneByOrFail({ id: p.id });
      expect(still.moderationStatus).toBe('pending');
      expect(await ctx.dataSource.getRepository(AuditLog).countBy({ entityId: p.id })).toBe(0);
    });

    it('publishes on approval, writes the audit log and emails the landlord', async () => {
      const p = await makeListing(ctx, owner.user, {
        moderationStatus: 'pending',
        title: 'Gwarinpa flat',
      });
      const res = await ctx.http.post(`/api/admin/properties/${p.id}/approve`).set(admin.auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ moderationStatus: 'approved', isApproved: true });
      expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(200);
      const audit = await ctx.dataSource
        .getRepository(AuditLog)
        .findOneByOrFail({ entityId: p.id });
      expect(audit).toMatchObject({
        actorId: admin.user.id,
        actorRole: 'admin',
        action: 'property.approve',
        entityType: 'property',
        before: { moderationStatus: 'pending', isApproved: false },
        after: { moderationStatus: 'approved', isApproved: true },
      });
      await ctx.drainJobs();
      const [mail] = await recordedEmails(ctx, {
        to: owner.user.email,
        template: 'listing-approved',
      });
      expect(mail.subject).toBe('Your listing is live: Gwarinpa flat');
      expect(mail.textBody).toContain(`http://localhost:3000/property/${p.id}`);
    });

    it('hides a listing on rejection with the reason its landlord is emailed', async () => {
      const p = await makeListing(ctx, owner.user, { title: 'Jabi terrace' });
      const noReason = await ctx.http
        .post(`/api/admin/properties/${p.id}/reject`)
        .set(admin.auth)
        .send({});
      expect(noReason.status).toBe(400);
      const res = await ctx.http
        .post(`/api/admin/properties/${p.id}/reject`)
        .set(admin.auth)
        .send({ reason: 'The address is incomplete.' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        moderationStatus: 'rejected',
        rejectionReason: 'The address is incomplete.',
      });
      expect((await ctx.http.get(`/api/properties/${p.id}`)).status).toBe(404);
      const owned = await ctx.http.get(`/api/properties/${p.id}`).set(owner.auth);
      expect(owned.body.rejectionReason).toBe('The address is incomplete.');
      const audit = await ctx.dataSource
        .getRepository(AuditLog)
        .findOneByOrFail({ entityId: p.id });
      expect(audit.action).toBe('property.reject');
      expect(audit.after).toMatchObject({ rejectionReason: 'The address is incomplete.' });
      await ctx.drainJobs();
      const [mail] = await recordedEmails(ctx, {
        to: owner.user.email,
        template: 'listing-rejected',
      });
      expect(mail.textBody).toContain('The address is incomplete.');
    });

    it('approves every pending listing at once, leaving rejected ones, one audit row each', async () => {
      await ctx.http.post('/api/admin/properties/approve-all').set(admin.auth);
      const a = await makeListing(ctx, owner.user, { moderationStatus: 'pending' });
      const b = await makeListing(ctx, otherLandlord.user, { moderationStatus: 'pending' });
      const rejected = await makeListing(ctx, owner.user, { moderationStatus: 'rejected' });
      const res = await ctx.http.post('/api/admin/properties/approve-all').set(admin.auth);
      expect(res.status).toBe(200);
      expect(res.body.approved).toBe(2);
      expect(res.body.ids.sort()).toEqual([a.id, b.id].sort());
      const repo = ctx.dataSource.getRepository(Property);
      expect((await repo.findOneByOrFail({ id: rejected.id })).moderationStatus).toBe('rejected');
      const audit = ctx.dataSource.getRepository(AuditLog);
      expect(await audit.countBy({ entityId: a.id, action: 'property.approve' })).toBe(1);
      expect(await audit.countBy({ entityId: b.id, action: 'property.approve' })).toBe(1);
    });

    it('gives the console a sortable, filterable list with Content-Range, for admin and support', async () => {
      const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
      const cheap = await makeListing(ctx, landlord.user, {
        price: 200_000,
        moderationStatus: 'pending',
        city: 'Kano',
        state: 'Kano State',
      });
      const dear = await makeListing(ctx, landlord.user, {
        price: 900_000,
        moderationStatus: 'pending',
        city: 'Kano',
        state: 'Kano State',
      });
      await makeListing(ctx, landlord.user, {
        moderationStatus: 'approved',
        city: 'Kano',
        state: 'Kano State',
      });
      const query = {
        sort: JSON.stringify(['price', 'DESC']),
        range: JSON.stringify([0, 0]),
        filter: JSON.stringify({
          landlordId: landlord.user.id,
          moderationStatus: 'pending',
          city: 'kano',
        }),
      };
      for (const who of [admin, support]) {
        const res = await ctx.http.get('/api/admin/properties').set(who.auth).query(query);
        expect(res.status).toBe(200);
        expect(res.headers['content-range']).toBe('properties 0-0/2');
        expect(res.body.map((p: { id: string }) => p.id)).toEqual([dear.id]);
      }
      const second = await ctx.http
        .get('/api/admin/properties')
        .set(admin.auth)
        .query({ ...query, range: JSON.stringify([1, 1]) });
      expect(second.body.map((p: { id: string }) => p.id)).toEqual([cheap.id]);
      const one = await ctx.http.get(`/api/admin/properties/${cheap.id}`).set(support.auth);
      expect(one.status).toBe(200);
      expect(one.body.landlord.email).toBe(landlord.user.email);
      expect((await ctx.http.get('/api/admin/properties').set(owner.auth)).status).toBe(403);
      const badSort = await ctx.http
        .get('/api/admin/properties')
        .set(admin.auth)
        .query({ sort: JSON.stringify(['password', 'ASC']) });
      expect(badSort.status).toBe(400);
    });

    it("matches nothing for an id half typed in the console's boxes, and refuses unknown states", async () => {
      const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
      const listing = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
      const list = (filter: Record<string, unknown>) =>
        ctx.http
          .get('/api/admin/properties')
          .set(admin.auth)
          .query({ filter: JSON.stringify(filter) });

      const halfTyped = await list({ landlordId: landlord.user.id.slice(0, 8) });
      expect(halfTyped.status).toBe(200);
      expect(halfTyped.body).toEqual([]);
      expect(halfTyped.headers['content-range']).toBe('properties 0-0/0');
      const many = await list({ id: [listing.id, 'not-an-id'] });
      expect(many.body.map((p: { id: string }) => p.id)).toEqual([listing.id]);
      expect((await list({ id: ['not-an-id'] })).body).toEqual([]);

      const badState = await list({ moderationStatus: 'maybe' });
      expect(badState.status).toBe(400);
      expect(badState.body.details).toEqual([
        { field: 'filter.moderationStatus', message: 'Must be one of pending, approved, rejected' },
      ]);
      expect((await list({ city: 42 })).status).toBe(400);
    });
  });
});
