import { randomUUID } from 'node:crypto';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { NotificationsService } from '../src/platform/notifications/notifications.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('notifications', () => {
  let ctx: TestContext;
  let admin: Signed;
  let landlord: Signed;
  let tenant: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
  });
  afterAll(() => ctx.close());

  const mine = async (who: Signed) => (await ctx.http.get('/api/notifications').set(who.auth)).body;

  it('tells the landlord of each moderation decision, in the bell and by email', async () => {
    const landlordB = await makeSignedInUser(ctx, { role: 'landlord' });
    const approved = await makeListing(ctx, landlordB.user, {
      moderationStatus: 'pending',
      title: 'Jabi studio',
    });
    const rejected = await makeListing(ctx, landlordB.user, {
      moderationStatus: 'pending',
      title: 'Wuse flat',
    });
    await ctx.http.post(`/api/admin/properties/${approved.id}/approve`).set(admin.auth);
    await ctx.http
      .post(`/api/admin/properties/${rejected.id}/reject`)
      .set(admin.auth)
      .send({ reason: 'The photos show a different building.' });

    const body = await mine(landlordB);
    expect(body.unreadCount).toBe(2);
    expect(body.data).toMatchObject([
      {
        type: 'listing.rejected',
        message: 'Your listing "Wuse flat" needs changes: The photos show a different building.',
        link: `/property/${rejected.id}/edit`,
        readAt: null,
      },
      {
        type: 'listing.approved',
        message: 'Your listing "Jabi studio" was approved and is live in search.',
        link: `/property/${approved.id}`,
      },
    ]);
    await ctx.drainJobs();
    const emails = await recordedEmails(ctx, { to: landlordB.user.email });
    expect(emails.map((e) => [e.template, e.status])).toEqual([
      ['listing-rejected', 'captured'],
      ['listing-approved', 'captured'],
    ]);
    expect(emails[0].textBody).toContain(`http://localhost:3000/property/${rejected.id}`);
  });

  it('tells bookmarkers who asked about price and status changes, and nobody else', async () => {
    const p = await makeListing(ctx, landlord.user, { title: 'Ikeja bungalow', price: 700_000 });
    const watcher = await makeSignedInUser(ctx, { role: 'tenant' });
    const quiet = await makeSignedInUser(ctx, { role: 'tenant' });
    await ctx.http.post('/api/bookmarks').set(watcher.auth).send({ propertyId: p.id });
    await ctx.http.post('/api/bookmarks').set(quiet.auth).send({
      propertyId: p.id,
      notifyPriceChange: false,
      notifyStatusChange: false,
      notifyAvailability: false,
    });
    await ctx.http.patch(`/api/properties/${p.id}`).set(landlord.auth).send({ price: 650000 });
    await ctx.http
      .patch(`/api/properties/${p.id}/status`)
      .set(landlord.auth)
      .send({ status: 'rented' });

    expect((await mine(watcher)).data).toMatchObject([
      { type: 'bookmark.status_changed', message: '"Ikeja bungalow" is now rented.' },
      {
        type: 'bookmark.price_changed',
        message: '"Ikeja bungalow" changed its rent from ₦700,000 to ₦650,000.',
        link: `/property/${p.id}`,
      },
    ]);
    expect((await mine(quiet)).data).toEqual([]);
    await ctx.drainJobs();
    const emails = await recordedEmails(ctx, { to: watcher.user.email });
    expect(emails.map((e) => e.subject)).toEqual([
      'Ikeja bungalow is now rented',
      'Price drop: Ikeja bungalow',
    ]);
    expect(await recordedEmails(ctx, { to: quiet.user.email })).toEqual([]);
  });

  it('pages the list newest first like search', async () => {
    const user = await makeSignedInUser(ctx, { role: 'tenant' });
    const service = ctx.app.get(NotificationsService);
    for (let i = 1; i <= 3; i++) {
      await service.notify(ctx.dataSource.manager, user.user.id, {
        type: 'bookmark.status_changed',
        propertyId: randomUUID(),
        title: `Home ${i}`,
        oldStatus: 'available',
        newStatus: 'inactive',
      });
    }
    const res = await ctx.http
      .get('/api/notifications')
      .query({ page: 2, perPage: 2 })
      .set(user.auth);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ currentPage: 2, lastPage: 2, perPage: 2, total: 3 });
    expect(res.body.data.map((n: { message: string }) => n.message)).toEqual([
      '"Home 1" is now inactive.',
    ]);
    const bad = await ctx.http.get('/api/notifications').query({ perPage: 500 }).set(user.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('perPage');
  });

  it("marks only the user's own notifications read; another user's id is 404", async () => {
    const a = await makeSignedInUser(ctx, { role: 'tenant' });
    const b = await makeSignedInUser(ctx, { role: 'tenant' });
    const service = ctx.app.get(NotificationsService);
    const event = {
      type: 'listing.approved' as const,
      propertyId: randomUUID(),
      title: 'Somewhere',
    };
    const forA = (await service.notify(ctx.dataSource.manager, a.user.id, event))!;
    await service.notify(ctx.dataSource.manager, a.user.id, event);
    await service.notify(ctx.dataSource.manager, b.user.id, event);

    expect((await ctx.http.patch(`/api/notifications/${forA.id}/read`).set(b.auth)).status).toBe(
      404,
    );
    expect(
      (await ctx.http.patch(`/api/notifications/${randomUUID()}/read`).set(a.auth)).status,
    ).toBe(404);
    expect((await ctx.http.patch(`/api/notifications/${forA.id}/read`)).status).toBe(401);
    const read = await ctx.http.patch(`/api/notifications/${forA.id}/read`).set(a.auth);
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    expect((await mine(a)).unreadCount).toBe(1);

    const all = await ctx.http.post('/api/notifications/read-all').set(a.auth);
    expect(all.body).toEqual({ updated: 1 });
    expect((await mine(a)).unreadCount).toBe(0);
    expect((await mine(b)).unreadCount).toBe(1);
    const repo = ctx.dataSource.getRepository(Notification);
    expect(await repo.countBy({ userId: b.user.id })).toBe(1);
    expect((await ctx.http.get('/api/notifications')).status).toBe(401);
  });

  it('publishes a notification only once its transaction commits', async () => {
    const service = ctx.app.get(NotificationsService);
    const seen: string[] = [];
    const sub = service.published.subscribe((p) => seen.push(p.notification.message));
    try {
      const event = {
        type: 'listing.approved' as const,
        propertyId: randomUUID(),
        title: 'Rolled back',
      };
      await expect(
        ctx.dataSource.transaction(async (m) => {
          await service.notify(m, tenant.user.id, event);
          expect(seen).toEqual([]);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(seen).toEqual([]);
      await ctx.dataSource.transaction((m) =>
        service.notify(m, tenant.user.id, { ...event, title: 'Committed' }),
      );
      expect(seen).toEqual(['Your listing "Committed" was approved and is live in search.']);
    } finally {
      sub.unsubscribe();
    }
  });
});
