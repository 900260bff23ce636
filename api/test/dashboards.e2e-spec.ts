import type {
  LandlordAnalyticsDto,
  LandlordDashboardDto,
  TenantDashboardDto,
} from '@rentnaija/shared';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import type { Property } from '../src/modules/properties/entities/property.entity.js';
import { Viewing } from '../src/modules/viewings/entities/viewing.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import {
  makeApplication,
  makeConversation,
  makePayment,
  makeRefund,
  recordViews,
  watDay,
  watTime,
} from './support/dashboards.js';
import { authHeader, makeSignedInUser } from './support/factories.js';
import { kycBody, uploadBothDocuments } from './support/kyc.js';
import { makeListing } from './support/listings.js';
import { makeTenancy, recordMoney } from './support/tenancies.js';
import { connected, urlOf } from './support/sockets.js';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const justNow = () => new Date(Date.now() - 60_000);

/** The first day of the WAT month `offset` months from this one (YYYY-MM-DD). */
function monthStart(offset = 0): string {
  const [y, m] = watDay(0).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

describe('dashboards and landlord analytics', () => {
  let ctx: TestContext;
  type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;
  let landlord: Signed;
  let other: Signed;
  let monthly: Signed;
  let fresh: Signed;
  let empty: Signed;
  let tenant: Signed;
  let tenant2: Signed;
  let admin: Signed;
  let support: Signed;
  let L: Record<'l1' | 'l2' | 'l3' | 'l4' | 'l5' | 'l6' | 'l7', Property>;
  let otherListing: Property;

  const analytics = async (who: Signed, period: string) => {
    const res = await ctx.http.get(`/api/landlord/analytics?period=${period}`).set(who.auth);
    expect(res.status).toBe(200);
    return res.body as LandlordAnalyticsDto;
  };
  const landlordDashboard = async (who: Signed) => {
    const res = await ctx.http.get('/api/landlord/dashboard').set(who.auth);
    expect(res.status).toBe(200);
    return res.body as LandlordDashboardDto;
  };
  const tenantDashboard = async (who: Signed) => {
    const res = await ctx.http.get('/api/tenant/dashboard').set(who.auth);
    expect(res.status).toBe(200);
    return res.body as TenantDashboardDto;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen(0, '127.0.0.1');
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    other = await makeSignedInUser(ctx, { role: 'landlord' });
    monthly = await makeSignedInUser(ctx, { role: 'landlord' });
    fresh = await makeSignedInUser(ctx, { role: 'landlord' });
    empty = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    tenant2 = await makeSignedInUser(ctx, { role: 'tenant' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    support = await makeSignedInUser(ctx, { role: 'support' });

    // The landlord's listings: four old approved ones (available, rented, one that went under
    // contract today, one inactive), one archived today, one pending review (3 days old) and a
    // new available one (2 days old).
    const old = (n: number) => daysAgo(400 - n);
    L = {
      l1: await makeListing(ctx, landlord.user, { createdAt: old(0) }),
      l2: await makeListing(ctx, landlord.user, { createdAt: old(1), status: 'rented' }),
      l3: await makeListing(ctx, landlord.user, { createdAt: old(2) }),
      l4: await makeListing(ctx, landlord.user, { createdAt: old(3), status: 'inactive' }),
      l5: await makeListing(ctx, landlord.user, { createdAt: old(4) }),
      l6: await makeListing(ctx, landlord.user, {
        createdAt: daysAgo(3),
        moderationStatus: 'pending',
      }),
      l7: await makeListing(ctx, landlord.user, { createdAt: daysAgo(2) }),
    };
    await ctx.dataSource.query(`UPDATE properties SET status = 'under_contract' WHERE id = $1`, [
      L.l3.id,
    ]);
    await ctx.dataSource.query(`UPDATE properties SET archived_at = now() WHERE id = $1`, [
      L.l5.id,
    ]);
    otherListing = await makeListing(ctx, other.user, { createdAt: daysAgo(400) });

    // Views: this week 3 + 2 (l1, today and the week's first day) + 1 (l5, archived) + 1 (l4);
    // the previous week 1 (l1) + 4 (l2); another landlord's 5 must not count.
    await recordViews(ctx, L.l1, watDay(0), 3);
    await recordViews(ctx, L.l1, watDay(-6), 2);
    await recordViews(ctx, L.l1, watDay(-7), 1);
    await recordViews(ctx, L.l2, watDay(-8), 4);
    await recordViews(ctx, L.l5, watDay(0), 1);
    await recordViews(ctx, L.l4, watDay(0), 1);
    await recordViews(ctx, otherListing, watDay(0), 5);

    // Money, all from the tenant's old applications (not enquiries of any recent period).
    const app1 = await makeApplication(ctx, tenant.user, L.l1, { createdAt: daysAgo(400) });
    const app2 = await makeApplication(ctx, tenant.user, L.l2, { createdAt: daysAgo(399) });
    await makePayment(ctx, app1, 100_000, watTime(watDay(-6), '00:30')); // this week
    await makePayment(ctx, app1, 50_000, watTime(watDay(-7), '23:30')); // the week before
    const partlyRefunded = await makePayment(ctx, app2, 200_000, justNow());
    await makeRefund(ctx, partlyRefunded, 50_000);
    const refunded = await makePayment(ctx, app2, 80_000, justNow(), { status: 'refunded' });
    await makeRefund(ctx, refunded, 80_000);
    await makePayment(ctx, app1, 70_000, justNow(), { status: 'pending' });
    const refundAsked = await makePayment(ctx, app1, 60_000, justNow());
    await makeRefund(ctx, refundAsked, 60_000, 'requested');
    const elsewhere = await makeApplication(ctx, tenant2.user, otherListing, {
      createdAt: daysAgo(400),
    });
    await makePayment(ctx, elsewhere, 999_000, justNow());

    // Enquiries this week: a conversation about l1 and one about l3, an application for l7.
    await makeConversation(ctx, tenant.user, L.l1, daysAgo(2));
    await makeConversation(ctx, tenant2.user, L.l3, daysAgo(1));
    await makeApplication(ctx, tenant2.user, L.l7, { createdAt: daysAgo(1), status: 'pending' });
  });

  afterAll(() => ctx.close());

  describe('analytics', () => {
    it("computes every card of a week from the landlord's own records", async () => {
      const week = await analytics(landlord, 'week');
      expect(week.range).toEqual({ from: watDay(-6), to: watDay(0) });
      expect(week.previousRange).toEqual({ from: watDay(-13), to: watDay(-7) });
      expect(week.cards.totalProperties).toEqual({
        value: 6, // not the archived one
        active: 2, // l1 and l7: approved and available
        trend: { previous: 5, change: 20, unit: 'percent' }, // l7 and l6 are new, l5 left
      });
      expect(week.cards.totalViews).toEqual({
        value: 7,
        trend: { previous: 5, change: 40, unit: 'percent' },
      });
      // Payments are held by the platform: rent is received only when the ledger releases it
      // (test/landlord-tools.e2e-spec.ts), and none was released here.
      expect(week.cards.rentReceived).toEqual({
        value: 0,
        trend: { previous: 0, change: 0, unit: 'percent' },
      });
    });

    it('counts occupancy over approved listings that are not archived, inactive ones included', async () => {
      const week = await analytics(landlord, 'week');
      // l1, l2, l3, l4 (inactive), l7 count; l5 (archived) and l6 (pending) do not;
      // l2 (rented) and l3 (under contract) are occupied. A week ago: l1–l5 counted, l2 occupied.
      expect(week.cards.occupancyRate).toEqual({
        value: 40,
        occupied: 2,
        eligible: 5,
        trend: { previous: 20, change: 20, unit: 'points' },
      });
    });

    it('ranks the top performing listings by rent received, enquiries, then views, five at most', async () => {
      const week = await analytics(landlord, 'week');
      expect(
        week.topProperties.map(({ propertyId, views, enquiries, rentReceived }) => ({
          propertyId,
          views,
          enquiries,
          rentReceived,
        })),
      ).toEqual([
        { propertyId: L.l1.id, views: 5, enquiries: 1, rentReceived: 0 },
        { propertyId: L.l7.id, views: 0, enquiries: 1, rentReceived: 0 },
        { propertyId: L.l3.id, views: 0, enquiries: 1, rentReceived: 0 },
        { propertyId: L.l5.id, views: 1, enquiries: 0, rentReceived: 0 },
        { propertyId: L.l4.id, views: 1, enquiries: 0, rentReceived: 0 }, // older than l5
      ]);
      expect(week.topProperties[0]).toMatchObject({ title: L.l1.title, location: L.l1.location });
    });

    it('charts the six most viewed listings, then the newest, and counts the rest', async () => {
      const week = await analytics(landlord, 'week');
      expect(week.viewsByProperty.top.map((v) => [v.propertyId, v.views])).toEqual([
        [L.l1.id, 5],
        [L.l5.id, 1], // archived, but its views count in the total
        [L.l4.id, 1],
        [L.l7.id, 0],
        [L.l6.id, 0],
        [L.l3.id, 0],
      ]);
      expect(week.viewsByProperty.others).toBe(1); // l2
      expect(week.viewsByProperty.otherViews).toBe(0);
    });

    it("says 'new' when the previous period had nothing, over a year", async () => {
      const year = await analytics(landlord, 'year');
      expect(year.cards.totalViews).toEqual({
        value: 12,
        trend: { previous: 0, change: null, unit: 'percent' },
      });
      expect(year.cards.rentReceived.value).toBe(0);
    });

    it('bounds each period at WAT midnight, today included, and sends the definitions', async () => {
      const month = await analytics(landlord, 'month');
      const threeMonths = await analytics(landlord, '3months');
      expect(month.range.to).toBe(watDay(0));
      expect(threeMonths.range.to).toBe(watDay(0));
      const days = (r: { from: string; to: string }) =>
        (Date.parse(r.to) - Date.parse(r.from)) / DAY + 1;
      expect(days(month.previousRange)).toBe(days(month.range));
      expect(days(threeMonths.previousRange)).toBe(days(threeMonths.range));
      expect(month.definitions.views).toMatch(/unique visitors per listing per day/i);
      expect(month.definitions.rentReceived).toMatch(/caution deposits .* not included/i);
    });

    it('keeps each landlord to their own figures', async () => {
      const week = await analytics(other, 'week');
      expect(week.cards.totalProperties.value).toBe(1);
      expect(week.cards.totalViews.value).toBe(5);
      expect(week.cards.rentReceived.value).toBe(0);
      expect(week.topProperties.map((p) => p.propertyId)).toEqual([otherListing.id]);
    });

    it("answers 'no data' for a landlord without listings", async () => {
      const week = await analytics(empty, 'week');
      expect(week.hasData).toBe(false);
      expect(week.cards.totalViews).toEqual({
        value: 0,
        trend: { previous: 0, change: 0, unit: 'percent' },
      });
      expect(week.rentByMonth).toHaveLength(6);
      expect(week.rentByMonth.every((m) => m.rentReceived === 0)).toBe(true);
      expect(week.viewsByProperty).toEqual({ top: [], others: 0, otherViews: 0 });
      expect(week.topProperties).toEqual([]);
      expect((await analytics(landlord, 'week')).hasData).toBe(true);
    });

    it("says 'new' for views of a listing that had none before", async () => {
      const listing = await makeListing(ctx, fresh.user, { createdAt: daysAgo(400) });
      await recordViews(ctx, listing, watDay(0), 2);
      const week = await analytics(fresh, 'week');
      expect(week.cards.totalViews.trend).toEqual({ previous: 0, change: null, unit: 'percent' });
      expect(week.cards.occupancyRate).toEqual({
        value: 0,
        occupied: 0,
        eligible: 1,
        trend: { previous: 0, change: 0, unit: 'points' },
      });
    });

    it('refuses an unknown period with the field named', async () => {
      const res = await ctx.http.get('/api/landlord/analytics?period=decade').set(landlord.auth);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toEqual([
        { field: 'period', message: 'period must be one of week, month, 3months, year' },
      ]);
    });
  });

  describe('rent received by WAT month', () => {
    beforeAll(async () => {
      const listing = await makeListing(ctx, monthly.user, { createdAt: daysAgo(400) });
      const tenancy = await makeTenancy(ctx, tenant.user, listing);
      // Applied long ago, like the tenant's other old applications (not a recent one).
      await ctx.dataSource.query(
        `UPDATE property_applications SET created_at = now() - interval '400 days' WHERE id = $1`,
        [tenancy.applicationId],
      );
      await recordMoney(ctx, 'hold', tenancy, 1_000_000, daysAgo(200));
      // 00:30 WAT on the 1st is 23:30 UTC the day before: it belongs to this month.
      await recordMoney(ctx, 'release', tenancy, 40_000, watTime(monthStart(0), '00:30'));
      await recordMoney(
        ctx,
        'release',
        tenancy,
        30_000,
        watTime(plusDays(monthStart(0), -1), '23:30'),
      );
      await recordMoney(
        ctx,
        'release',
        tenancy,
        20_000,
        watTime(plusDays(monthStart(-3), 14), '12:00'),
      );
      await recordViews(ctx, listing, monthStart(0), 2);
      await recordViews(ctx, listing, plusDays(monthStart(0), -1), 3);
    });

    it("gives the landlord dashboard this WAT month's rent received and visitors", async () => {
      const dashboard = await landlordDashboard(monthly);
      expect(dashboard.month).toEqual({ from: monthStart(0), to: watDay(0) });
      expect(dashboard.stats.rentReceivedThisMonth).toBe(40_000);
      expect(dashboard.stats.visitorsThisMonth).toBe(2);
      const months = (await analytics(monthly, 'year')).rentByMonth;
      expect(months.slice(-4).map((m) => m.rentReceived)).toEqual([20_000, 0, 30_000, 40_000]);
    });
  });

  describe('landlord dashboard', () => {
    it('counts listings, active ones, open applications and this month from records', async () => {
      const dashboard = await landlordDashboard(landlord);
      const inMonth = (date: string) => date >= monthStart(0);
      expect(dashboard.stats).toEqual({
        listings: 6,
        active: 2,
        pendingApplications: 1,
        // The payments are held by the platform: none of their money was released.
        rentReceivedThisMonth: 0,
        visitorsThisMonth:
          5 +
          (inMonth(watDay(-6)) ? 2 : 0) +
          (inMonth(watDay(-7)) ? 1 : 0) +
          (inMonth(watDay(-8)) ? 4 : 0),
      });
      expect(dashboard.listingsByStatus).toEqual({
        available: 3, // l1, l6, l7
        under_contract: 1,
        rented: 1,
        inactive: 1,
      });
      expect(dashboard.definitions.pendingApplications).toMatch(/pending or under review/);
    });

    it('lists approved applicants with their contact details as tenants', async () => {
      const { tenants } = await landlordDashboard(landlord);
      expect(tenants.map((t) => t.propertyId).sort()).toEqual([L.l1.id, L.l2.id].sort());
      expect(tenants[0]).toMatchObject({
        email: tenant.user.email,
        phone: '08031234567',
        occupation: 'Product designer',
      });
      expect(tenants[0].name).toMatch(/^Chioma Eze/);
    });

    it("shows the landlord's upcoming viewings, soonest first", async () => {
      await ctx.dataSource
        .getRepository(Viewing)
        .insert([
          viewing(L.l1, 'Ada Obi', watDay(3), '10:00', 'confirmed', null),
          viewing(L.l1, 'Past Visitor', watDay(-2), '10:00', 'confirmed', null),
          viewing(L.l7, 'Bola Ade', watDay(1), '15:30', 'pending', null),
        ]);
      const { upcomingViewings } = await landlordDashboard(landlord);
      expect(upcomingViewings.map((v) => [v.withName, v.date, v.time])).toEqual([
        ['Bola Ade', watDay(1), '15:30'],
        ['Ada Obi', watDay(3), '10:00'],
      ]);
    });
  });

  describe('tenant dashboard', () => {
    it('counts saved listings, applications, approvals, KYC and total spent', async () => {
      await ctx.dataSource.query(
        `INSERT INTO property_bookmarks (tenant_id, property_id) VALUES ($1, $2), ($1, $3)`,
        [tenant.user.id, L.l1.id, L.l5.id], // l5 is archived: the saved list leaves it out
      );
      await makeApplication(ctx, tenant.user, L.l7, { createdAt: daysAgo(5), status: 'rejected' });
      const dashboard = await tenantDashboard(tenant);
      expect(dashboard.stats).toEqual({
        saved: 1,
        applications: 4, // l1, l2, the monthly landlord's, and the rejected one
        approved: 3,
        kycStatus: 'not_submitted',
        // 100,000 + 50,000 + 150,000 + 0 + 60,000 with the first landlord, the 1,000,000 move-in
        // of the tenancy with the other; not the pending payment.
        totalSpent: 1_360_000,
      });
      expect(dashboard.recentApplications[0]).toMatchObject({
        status: 'rejected',
        property: { id: L.l7.id, title: L.l7.title, price: L.l7.price },
      });
      expect(dashboard.recentApplications).toHaveLength(4);
      expect(dashboard.definitions.totalSpent).toMatch(/minus any refunds/);
    });

    it('shows the five latest notifications and the viewings still to come', async () => {
      const base = Date.now() - 10 * 60_000;
      await ctx.dataSource.getRepository(Notification).insert(
        [1, 2, 3, 4, 5, 6].map((n) => ({
          userId: tenant.user.id,
          type: 'application.reviewed',
          message: `Note ${n}`,
          link: '/applications',
          createdAt: new Date(base + n * 1000),
        })),
      );
      await ctx.dataSource
        .getRepository(Viewing)
        .insert([
          viewing(L.l1, tenant.user.name, watDay(2), '11:00', 'confirmed', tenant.user.id),
          viewing(L.l1, tenant.user.name, watDay(4), '12:00', 'cancelled', tenant.user.id),
          viewing(L.l7, tenant.user.name, watDay(-1), '12:00', 'confirmed', tenant.user.id),
        ]);
      const dashboard = await tenantDashboard(tenant);
      expect(dashboard.recentActivity.map((a) => a.message)).toEqual([
        'Note 6',
        'Note 5',
        'Note 4',
        'Note 3',
        'Note 2',
      ]);
      expect(dashboard.upcomingViewings).toEqual([
        expect.objectContaining({
          propertyId: L.l1.id,
          date: watDay(2),
          time: '11:00',
          status: 'confirmed',
          withName: landlord.user.name,
        }),
      ]);
    });

    it('refreshes live: the KYC status once submitted, a saved listing in another tab', async () => {
      const tab = await connected(urlOf(ctx.app), tenant.token);
      try {
        const documents = await uploadBothDocuments(ctx, tenant);
        const submitted = await ctx.http
          .put('/api/kyc/me')
          .set(tenant.auth)
          .send(kycBody(documents));
        expect(submitted.status).toBe(200);
        await tab.next('dashboard.changed', (d: { scope: string }) => d.scope === 'kyc');
        expect((await tenantDashboard(tenant)).stats.kycStatus).toBe('pending');

        const saved = await ctx.http
          .post('/api/bookmarks/toggle')
          .set(tenant.auth)
          .send({ propertyId: L.l7.id });
        expect(saved.status).toBe(200);
        await tab.next('dashboard.changed', (d: { scope: string }) => d.scope === 'bookmarks');
        expect((await tenantDashboard(tenant)).stats.saved).toBe(2);
      } finally {
        tab.close();
      }
    });

    it('refreshes the applicant live when the landlord approves their application', async () => {
      const owner = await makeSignedInUser(ctx, { role: 'landlord' });
      const listing = await makeListing(ctx, owner.user);
      const applicant = await makeSignedInUser(ctx, { role: 'tenant' });
      const app = await makeApplication(ctx, applicant.user, listing, { status: 'pending' });
      expect((await tenantDashboard(applicant)).stats.approved).toBe(0);
      const tab = await connected(urlOf(ctx.app), applicant.token);
      try {
        const res = await ctx.http
          .post(`/api/applications/${app.id}/review`)
          .set(owner.auth)
          .send({ decision: 'approved' });
        expect(res.status).toBe(200);
        await tab.next('dashboard.changed', (d: { scope: string }) => d.scope === 'applications');
        expect((await tenantDashboard(applicant)).stats.approved).toBe(1);
      } finally {
        tab.close();
      }
    });
  });

  describe('who may see which dashboard', () => {
    it('keeps landlord analytics and the landlord dashboard from tenants', async () => {
      for (const path of ['/api/landlord/analytics?period=week', '/api/landlord/dashboard']) {
        const res = await ctx.http.get(path).set(tenant.auth);
        expect(res.status).toBe(403);
      }
      expect((await ctx.http.get('/api/tenant/dashboard').set(landlord.auth)).status).toBe(403);
    });

    it('sends support and admin to their own overview: 403 on both dashboards', async () => {
      for (const staff of [admin, support]) {
        for (const path of [
          '/api/tenant/dashboard',
          '/api/landlord/dashboard',
          '/api/landlord/analytics',
        ]) {
          const res = await ctx.http.get(path).set(staff.auth);
          expect(res.status).toBe(403);
        }
      }
    });

    it('asks visitors to sign in', async () => {
      expect((await ctx.http.get('/api/tenant/dashboard')).status).toBe(401);
      expect((await ctx.http.get('/api/landlord/analytics').set(authHeader('nope'))).status).toBe(
        401,
      );
    });
  });
});

function viewing(
  property: Property,
  name: string,
  date: string,
  time: string,
  status: Viewing['status'],
  tenantId: string | null,
): Partial<Viewing> {
  return {
    propertyId: property.id,
    tenantId,
    tenantName: name,
    tenantEmail: 'visitor@example.com',
    tenantPhone: '08020000000',
    viewingDate: date,
    viewingTime: time,
    startsAt: watTime(date, time),
    viewingType: 'physical',
    status,
    requestedBy: 'landlord',
    message: null,
  };
}
