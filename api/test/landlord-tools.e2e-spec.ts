import type { LandlordAnalyticsDto, LandlordPropertiesResponse } from '@rentnaija/shared';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import type { Property } from '../src/modules/properties/entities/property.entity.js';
import type { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { recordViews, watDay } from './support/dashboards.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { makeTenancy, recordMoney } from './support/tenancies.js';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const justNow = () => new Date(Date.now() - 60_000);

describe("landlord tools: the listings table and the analytics' money", () => {
  let ctx: TestContext;
  type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;
  let landlord: Signed;
  let other: Signed;
  let tenant: Signed;
  beforeAll(async () => {
    ctx = await createTestApp();
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    other = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
  });

  afterAll(() => ctx.close());

  describe('GET /api/landlord/properties', () => {
    let mine: Record<'ikoyi' | 'yaba' | 'lekki' | 'pending' | 'rented' | 'archived', Property>;
    let filler: Property[];

    const list = async (query: string, who: Signed = landlord) => {
      const res = await ctx.http.get(`/api/landlord/properties${query}`).set(who.auth);
      expect(res.status).toBe(200);
      return res.body as LandlordPropertiesResponse;
    };
    const ids = (page: LandlordPropertiesResponse) => page.data.map((p) => p.id);

    beforeAll(async () => {
      const at = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * DAY);
      mine = {
        ikoyi: await makeListing(ctx, landlord.user, {
          title: 'Penthouse in Ikoyi',
          city: 'Lagos',
          price: 2_500_000,
          createdAt: at(1),
        }),
        yaba: await makeListing(ctx, landlord.user, {
          title: 'Studio near Unilag',
          address: '4 Herbert Macaulay Way, Yaba',
          price: 300_000,
          createdAt: at(2),
        }),
        lekki: await makeListing(ctx, landlord.user, {
          title: 'Duplex in Lekki Phase 1',
          price: 1_200_000,
          createdAt: at(3),
        }),
        pending: await makeListing(ctx, landlord.user, {
          title: 'New flat awaiting review',
          moderationStatus: 'pending',
          price: 450_000,
          createdAt: at(4),
        }),
        rented: await makeListing(ctx, landlord.user, {
          title: 'Bungalow in Ikeja',
          status: 'rented',
          price: 800_000,
          createdAt: at(5),
        }),
        archived: await makeListing(ctx, landlord.user, {
          title: 'Old Ikoyi flat',
          archivedAt: new Date(),
          createdAt: at(6),
        }),
      };
      filler = [];
      for (let i = 0; i < 20; i++) {
        filler.push(
          await makeListing(ctx, landlord.user, {
            title: `Mini flat ${String(i).padStart(2, '0')}`,
            price: 400_000 + i * 1_000,
            createdAt: at(10 + i),
          }),
        );
      }
      await makeListing(ctx, other.user, { title: 'Ikoyi mansion of another landlord' });
      await recordViews(ctx, mine.lekki, watDay(0), 4);
      await recordViews(ctx, mine.yaba, watDay(0), 2);
    });

    it("lists only the landlord's own listings (not archived), newest first, all on one page by default", async () => {
      const page = await list('');
      expect(page.pagination).toEqual({ currentPage: 1, lastPage: 1, perPage: 100, total: 25 });
      expect(ids(page)).not.toContain(mine.archived.id);
      expect(ids(page)[0]).toBe(filler[19].id);
      expect(page.counts).toMatchObject({ total: 25, pending: 1, approved: 24, rented: 1 });
    });

    it('pages the listings, the counts staying those of every listing', async () => {
      const first = await list('?pageSize=10');
      const third = await list('?pageSize=10&page=3');
      expect(first.pagination).toEqual({ currentPage: 1, lastPage: 3, perPage: 10, total: 25 });
      expect(third.data).toHaveLength(5);
      expect(third.pagination.currentPage).toBe(3);
      expect(third.counts.total).toBe(25);
      const all = [...first.data, ...(await list('?pageSize=10&page=2')).data, ...third.data];
      expect(new Set(all.map((p) => p.id)).size).toBe(25);
      expect((await list('?pageSize=10&page=9')).data).toEqual([]);
    });

    it("finds words in the title, location or address, case-insensitively, in the landlord's listings only", async () => {
      const ikoyi = await list('?q=IKOYI');
      expect(ids(ikoyi)).toEqual([mine.ikoyi.id]); // not the archived one, not another landlord's
      expect(ikoyi.pagination.total).toBe(1);
      expect(ids(await list('?q=herbert%20macaulay'))).toEqual([mine.yaba.id]);
      expect(ids(await list('?q=100%25'))).toEqual([]); // % is a character, not a wildcard
      expect((await list('?q=ikoyi', other)).data.map((p) => p.title)).toEqual([
        'Ikoyi mansion of another landlord',
      ]);
    });

    it('filters by review state or by listing status', async () => {
      expect(ids(await list('?status=pending'))).toEqual([mine.pending.id]);
      expect(ids(await list('?status=rented'))).toEqual([mine.rented.id]);
      expect((await list('?status=approved')).pagination.total).toBe(24);
      expect((await list('?status=all')).pagination.total).toBe(25);
    });

    it('orders by rent, views, title or age', async () => {
      const cheap = await list('?sort=price_asc&pageSize=2');
      expect(ids(cheap)).toEqual([mine.yaba.id, filler[0].id]);
      const dear = await list('?sort=price_desc&pageSize=2');
      expect(ids(dear)).toEqual([mine.ikoyi.id, mine.lekki.id]);
      const viewed = await list('?sort=views&pageSize=2');
      expect(ids(viewed)).toEqual([mine.lekki.id, mine.yaba.id]);
      expect(viewed.data.map((p) => p.views)).toEqual([4, 2]);
      const titles = (await list('?sort=title&pageSize=3')).data.map((p) => p.title);
      expect(titles).toEqual(['Bungalow in Ikeja', 'Duplex in Lekki Phase 1', 'Mini flat 00']);
      expect(ids(await list('?sort=oldest&pageSize=1'))).toEqual([mine.ikoyi.id]);
      const combined = await list('?q=flat&status=approved&sort=price_desc&pageSize=1');
      expect([combined.data[0].title, combined.pagination.total]).toEqual(['Mini flat 19', 20]);
    });

    it('refuses bad parameters with 400 and the field named', async () => {
      const cases: [string, string][] = [
        ['?page=0', 'page'],
        ['?page=two', 'page'],
        ['?pageSize=0', 'pageSize'],
        ['?pageSize=101', 'pageSize'],
        ['?pageSize=1.5', 'pageSize'],
        ['?sort=cheapest', 'sort'],
        ['?status=gone', 'status'],
        [`?q=${'x'.repeat(101)}`, 'q'],
        ['?perPage=10', 'perPage'],
      ];
      for (const [query, field] of cases) {
        const res = await ctx.http.get(`/api/landlord/properties${query}`).set(landlord.auth);
        expect([query, res.status, res.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
        expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([field]);
      }
      const sort = await ctx.http.get('/api/landlord/properties?sort=cheapest').set(landlord.auth);
      expect(sort.body.details[0].message).toBe(
        'sort must be one of newest, oldest, price_desc, price_asc, views, title',
      );
    });

    it('is for landlords only', async () => {
      const res = await ctx.http.get('/api/landlord/properties').set(tenant.auth);
      expect(res.status).toBe(403);
    });
  });

  describe("the analytics' money", () => {
    let money: Signed;
    let kept: Tenancy;
    let ended: Tenancy;
    let cancelled: Tenancy;
    let keptPayment: Payment;

    const analytics = async (who: Signed, period = 'week') => {
      const res = await ctx.http.get(`/api/landlord/analytics?period=${period}`).set(who.auth);
      expect(res.status).toBe(200);
      return res.body as LandlordAnalyticsDto;
    };

    beforeAll(async () => {
      money = await makeSignedInUser(ctx, { role: 'landlord' });
      const home = (title: string, deposit: number) =>
        makeListing(ctx, money.user, { title, securityDeposit: deposit, status: 'rented' });
      // A live tenancy: 1,200,000 paid in (400,000 of it the caution deposit); its rent and fees
      // released: 600,000 this week and 200,000 the week before.
      kept = await makeTenancy(ctx, tenant.user, await home('Kept home', 400_000));
      await recordMoney(ctx, 'hold', kept, 1_200_000, daysAgo(20));
      await recordMoney(ctx, 'release', kept, 600_000, justNow());
      // An ended tenancy: 700,000 held (400,000 deposit), 300,000 rent released this week, then
      // 50,000 of the deposit kept for damage (a deduction, released) and 350,000 returned.
      ended = await makeTenancy(ctx, tenant.user, await home('Ended home', 400_000), {
        overrides: { state: 'ended' },
      });
      await recordMoney(ctx, 'hold', ended, 700_000, daysAgo(30));
      await recordMoney(ctx, 'release', ended, 300_000, justNow());
      await recordMoney(ctx, 'deduction', ended, 50_000, justNow());
      await recordMoney(ctx, 'release', ended, 50_000, justNow());
      await recordMoney(ctx, 'refund', ended, 350_000, justNow());
      // A cancelled tenancy refunded in full: nothing received, nothing held.
      cancelled = await makeTenancy(ctx, tenant.user, await home('Cancelled home', 200_000), {
        overrides: { state: 'cancelled' },
      });
      await recordMoney(ctx, 'hold', cancelled, 500_000, daysAgo(3));
      await recordMoney(ctx, 'refund', cancelled, 500_000, daysAgo(2));
      // The previous week: 200,000 released on the live tenancy.
      await recordMoney(ctx, 'release', kept, 200_000, daysAgo(10));
      keptPayment = await ctx.dataSource
        .getRepository(Payment)
        .findOneByOrFail({ id: kept.paymentId });
      // Money of another landlord's tenancy is never counted here.
      const theirs = await makeTenancy(ctx, tenant.user, await makeListing(ctx, other.user));
      await recordMoney(ctx, 'hold', theirs, 900_000, daysAgo(1));
      await recordMoney(ctx, 'release', theirs, 400_000, justNow());
    });

    it('counts rent released to the landlord: not payments taken, not deposits, not refunds', async () => {
      const week = await analytics(money);
      // 600,000 + 300,000 + (50,000 released − 50,000 of it deposit) this week; 200,000 before.
      expect(week.cards.rentReceived).toEqual({
        value: 900_000,
        trend: { previous: 200_000, change: 350, unit: 'percent' },
      });
      // The completed move-in payments (1,000,000 each) are not rent received on their own.
      expect(keptPayment.amount).toBe(1_000_000);
      const thisMonth = watDay(0).slice(0, 7);
      const earlierInMonth = watDay(-10).startsWith(thisMonth) ? 200_000 : 0;
      expect(week.rentByMonth.at(-1)).toEqual({
        month: thisMonth,
        rentReceived: 900_000 + earlierInMonth,
      });
    });

    it("gives the landlord dashboard this month's rent received as the analytics count it", async () => {
      const week = await analytics(money);
      const res = await ctx.http.get('/api/landlord/dashboard').set(money.auth);
      expect(res.status).toBe(200);
      const thisMonth = week.rentByMonth.at(-1)!;
      expect(thisMonth.month).toBe(watDay(0).slice(0, 7));
      expect(res.body.stats.rentReceivedThisMonth).toBe(thisMonth.rentReceived);
      expect(res.body.stats.rentReceivedThisMonth).toBeGreaterThanOrEqual(900_000);
      expect(res.body.definitions.rentReceived).toBe(week.definitions.rentReceived);
    });

    it('holds the caution deposits of tenancies apart, from the ledger', async () => {
      const week = await analytics(money);
      // The live tenancy's 400,000; the ended one returned or kept its deposit; the cancelled
      // one was refunded.
      expect(week.cards.depositsHeld).toEqual({ value: 400_000, tenancies: 1 });
    });

    it('gives each listing its own rent, and the cards and the table agree', async () => {
      const week = await analytics(money);
      const rent = Object.fromEntries(week.topProperties.map((p) => [p.title, p.rentReceived]));
      // (each application is an enquiry, so the cancelled home is listed with nothing received)
      expect(rent).toEqual({ 'Kept home': 600_000, 'Ended home': 300_000, 'Cancelled home': 0 });
      const sum = week.topProperties.reduce((total, p) => total + p.rentReceived, 0);
      expect(sum).toBe(week.cards.rentReceived.value);
      expect(week.days).toBe(7);
    });

    it('sends the definitions of rent received and deposits held with the figures', async () => {
      const week = await analytics(money);
      expect(week.definitions.rentReceived).toMatch(/released to you/);
      expect(week.definitions.rentReceived).toMatch(/caution deposits and refunded money/i);
      expect(week.definitions.depositsHeld).toMatch(/caution deposits we hold/i);
    });

    it('ranks the views chart by views and says how many more listings there are', async () => {
      const ranked = await makeSignedInUser(ctx, { role: 'landlord' });
      const listings: Property[] = [];
      for (let i = 0; i < 8; i++) {
        listings.push(
          await makeListing(ctx, ranked.user, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }),
        );
      }
      // The two oldest listings are the most viewed: a chart of the newest six would hide them.
      await recordViews(ctx, listings[0], watDay(0), 14);
      await recordViews(ctx, listings[1], watDay(0), 13);
      for (let i = 2; i < 8; i++) await recordViews(ctx, listings[i], watDay(-1), i);
      const week = await analytics(ranked);
      expect(week.viewsByProperty.top.map((v) => v.views)).toEqual([14, 13, 7, 6, 5, 4]);
      expect(week.viewsByProperty.top[0].propertyId).toBe(listings[0].id);
      expect(week.viewsByProperty.others).toBe(2);
      expect(week.viewsByProperty.otherViews).toBe(3 + 2);
      const charted = week.viewsByProperty.top.reduce((sum, v) => sum + v.views, 0);
      expect(charted + week.viewsByProperty.otherViews).toBe(week.cards.totalViews.value);
    });
  });
});
