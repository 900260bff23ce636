import { addDays, addMonths, lagosToday } from '@rentnaija/shared';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { Tenancy, TenancyRenewal } from '../src/modules/tenancies/entities/tenancy.entity.js';
import { TenancyEndService } from '../src/modules/tenancies/tenancy-end.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { watDay } from './support/dashboards.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { makeTenancy } from './support/tenancies.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

describe('the end of a tenancy: notice, renewal, moving out', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const sweeper = () => ctx.app.get(TenancyEndService);
  const tenancyRow = (id: string) => ctx.dataSource.getRepository(Tenancy).findOneByOrFail({ id });
  const listingRow = (id: string) => ctx.dataSource.getRepository(Property).findOneByOrFail({ id });
  const notificationsOf = (who: Signed, type: string) =>
    ctx.dataSource
      .getRepository(Notification)
      .find({ where: { userId: who.user.id, type: type as never } });
  /** 00:10 in Lagos on `day`. */
  const lagosMorning = (day: string) => new Date(`${day}T00:10:00+01:00`);

  /**
   * A rented listing of a new landlord let to a new tenant: active, with the term and end date
   * given (the end date `endsInDays` from today, WAT).
   */
  async function activeTenancy(termMonths: number, endsInDays: number, state = 'active') {
    const [landlord, tenant] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Chioma Eze' }),
    ]);
    const listing = await makeListing(ctx, landlord.user, { status: 'rented' });
    const tenancy = await makeTenancy(ctx, tenant.user, listing, {
      overrides: { termMonths, endDate: watDay(endsInDays), state: state as 'active' },
    });
    return { landlord, tenant, listing, tenancy };
  }

  const notice = (who: Signed, id: string, body: Record<string, unknown> = {}) =>
    ctx.http.post(`/api/tenancies/${id}/notice`).set(who.auth).send(body);
  const offer = (who: Signed, id: string, body: Record<string, unknown>) =>
    ctx.http.post(`/api/tenancies/${id}/renewal`).set(who.auth).send(body);

  it('gives a monthly tenancy one month of notice, tells the landlord, and refuses a second notice', async () => {
    const { landlord, tenant, tenancy } = await activeTenancy(1, 300);
    const res = await notice(tenant, tenancy.id, { reason: '  Moving to Abuja for work. ' });
    expect(res.status).toBe(200);
    const moveOut = addMonths(lagosToday(), 1);
    expect(res.body.notice).toMatchObject({
      givenBy: 'tenant',
      reason: 'Moving to Abuja for work.',
      moveOutDate: moveOut,
      relistConfirmedAt: null,
    });
    expect(res.body.state).toBe('active');
    const row = await tenancyRow(tenancy.id);
    expect(row).toMatchObject({ noticeGivenBy: 'tenant', moveOutDate: moveOut });
    expect(row.noticeGivenAt).not.toBeNull();

    const told = await notificationsOf(landlord, 'tenancy.notice_given');
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain('Chioma Eze gave notice');
    expect(told[0].link).toBe(`/tenancies/${tenancy.id}`);
    expect(await notificationsOf(tenant, 'tenancy.notice_given')).toHaveLength(0);
    const mails = await recordedEmails(ctx, {
      to: landlord.user.email,
      template: 'tenancy-notice',
    });
    expect(mails).toHaveLength(1);

    const again = await notice(tenant, tenancy.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Notice was already given by the tenant/);
    expect((await notice(landlord, tenancy.id)).status).toBe(409);
    expect((await tenancyRow(tenancy.id)).moveOutDate).toBe(moveOut);
  });

  it('gives a yearly tenancy six months of notice when the landlord gives it, and tells the tenant', async () => {
    const { landlord, tenant, tenancy } = await activeTenancy(12, 300);
    const res = await notice(landlord, tenancy.id);
    expect(res.status).toBe(200);
    expect(res.body.notice).toMatchObject({
      givenBy: 'landlord',
      reason: null,
      moveOutDate: addMonths(lagosToday(), 6),
    });
    expect(await notificationsOf(tenant, 'tenancy.notice_given')).toHaveLength(1);
    expect(
      await recordedEmails(ctx, { to: tenant.user.email, template: 'tenancy-notice' }),
    ).toHaveLength(1);
  });

  it('gives three months for a quarterly or half-yearly tenancy', async () => {
    for (const term of [3, 6]) {
      const { tenant, tenancy } = await activeTenancy(term, 300);
      const res = await notice(tenant, tenancy.id);
      expect(res.body.notice.moveOutDate).toBe(addMonths(lagosToday(), 3));
    }
  });

  it('ends on the end date when it comes before the notice runs out', async () => {
    const { tenant, tenancy } = await activeTenancy(12, 20);
    const res = await notice(tenant, tenancy.id);
    expect(res.status).toBe(200);
    expect(res.body.notice.moveOutDate).toBe(watDay(20));
  });

  it('hides the tenancy from anyone but its parties (404) and refuses notice before it is active (409)', async () => {
    const { landlord, tenancy } = await activeTenancy(12, 300);
    const [otherTenant, otherLandlord] = await Promise.all([
      makeSignedInUser(ctx, { role: 'tenant' }),
      makeSignedInUser(ctx, { role: 'landlord' }),
    ]);
    for (const who of [otherTenant, otherLandlord]) {
      const res = await notice(who, tenancy.id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Tenancy not found');
    }
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/relist`).set(otherLandlord.auth)).status,
    ).toBe(404);
    expect((await offer(otherLandlord, tenancy.id, { rent: 500_000, termMonths: 12 })).status).toBe(
      404,
    );
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/renewal/accept`).set(otherTenant.auth))
        .status,
    ).toBe(404);
    expect((await tenancyRow(tenancy.id)).noticeGivenAt).toBeNull();

    const waiting = await activeTenancy(12, 300, 'awaiting_move_in');
    const early = await notice(waiting.tenant, waiting.tenancy.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Notice can be given only while the tenancy is active; this tenancy is awaiting move-in.',
    );
    // Nor can the landlord relist before notice.
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/relist`).set(landlord.auth)).status,
    ).toBe(409);
  });

  it('opens renewal 60 days before the end date; accepting moves the end date and records the new rent', async () => {
    const early = await activeTenancy(12, 61);
    const tooEarly = await offer(early.landlord, early.tenancy.id, {
      rent: 550_000,
      termMonths: 12,
    });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toContain('60 days before the tenancy ends');

    const { landlord, tenant, listing, tenancy } = await activeTenancy(12, 60);
    const bad = await offer(landlord, tenancy.id, { rent: 550_000.5, termMonths: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'rent',
      'termMonths',
    ]);
    const long = await offer(landlord, tenancy.id, { rent: 550_000, termMonths: 13 });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([
      { field: 'termMonths', message: 'The new term can be at most 12 months' },
    ]);
    expect((await offer(tenant, tenancy.id, { rent: 550_000, termMonths: 12 })).status).toBe(403);

    const made = await offer(landlord, tenancy.id, { rent: 550_000, termMonths: 12 });
    expect(made.status).toBe(200);
    const newEnd = addMonths(watDay(60), 12);
    expect(made.body.renewal).toMatchObject({
      state: 'open',
      rent: 550_000,
      termMonths: 12,
      startsOn: watDay(60),
      endsOn: newEnd,
    });
    expect(await notificationsOf(tenant, 'tenancy.renewal_offered')).toHaveLength(1);
    // One offer open at a time.
    expect((await offer(landlord, tenancy.id, { rent: 600_000, termMonths: 6 })).status).toBe(409);

    const accepted = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/renewal/accept`)
      .set(tenant.auth);
    expect(accepted.status).toBe(200);
    expect(accepted.body.endDate).toBe(newEnd);
    expect(accepted.body.renewal).toMatchObject({
      state: 'accepted',
      rent: 550_000,
      endsOn: newEnd,
    });
    expect((await tenancyRow(tenancy.id)).endDate).toBe(newEnd);
    expect((await listingRow(listing.id)).availableFrom).toBe(newEnd);
    const tenantTold = await notificationsOf(tenant, 'tenancy.renewal_decided');
    expect(tenantTold).toHaveLength(1);
    expect(tenantTold[0].message).toContain("You'll be asked to pay the new term's rent before");
    expect(await notificationsOf(landlord, 'tenancy.renewal_decided')).toHaveLength(1);
    // Answered once.
    expect(
      (await ctx.http.post(`/api/tenancies/${tenancy.id}/renewal/decline`).set(tenant.auth)).status,
    ).toBe(409);
    const renewals = await ctx.dataSource
      .getRepository(TenancyRenewal)
      .findBy({ tenancyId: tenancy.id });
    expect(renewals).toHaveLength(1);
  });

  it('keeps the end date when the tenant declines, and refuses a renewal once notice is given', async () => {
    const { landlord, tenant, tenancy } = await activeTenancy(12, 30);
    expect((await offer(landlord, tenancy.id, { rent: 550_000, termMonths: 6 })).status).toBe(200);
    const declined = await ctx.http
      .post(`/api/tenancies/${tenancy.id}/renewal/decline`)
      .set(tenant.auth);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ endDate: watDay(30), renewal: { state: 'declined' } });
    expect(await notificationsOf(landlord, 'tenancy.renewal_decided')).toHaveLength(1);

    expect((await notice(tenant, tenancy.id)).status).toBe(200);
    const refused = await offer(landlord, tenancy.id, { rent: 550_000, termMonths: 6 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Notice was given/);
  });

  it('ends each tenancy once when two sweeps run at once: relisted homes are available, others inactive', async () => {
    const relisted = await activeTenancy(12, 300);
    const given = await notice(relisted.tenant, relisted.tenancy.id);
    const moveOut = given.body.notice.moveOutDate as string;
    const relist = await ctx.http
      .post(`/api/tenancies/${relisted.tenancy.id}/relist`)
      .set(relisted.landlord.auth);
    expect(relist.status).toBe(200);
    expect(relist.body.notice.relistConfirmedAt).not.toBeNull();
    expect((await listingRow(relisted.listing.id)).availableFrom).toBe(moveOut);
    expect(
      (
        await ctx.http
          .post(`/api/tenancies/${relisted.tenancy.id}/relist`)
          .set(relisted.landlord.auth)
      ).status,
    ).toBe(409);

    // No notice: it ends on its end date, the day before the relisted one's move-out.
    const lapsing = await activeTenancy(12, 0);
    await ctx.dataSource
      .getRepository(Tenancy)
      .update({ id: lapsing.tenancy.id }, { endDate: addDays(moveOut, -1) });

    // The day before the move-out date nothing happens to the relisted one.
    await sweeper().sweep(lagosMorning(addDays(moveOut, -2)));
    expect((await tenancyRow(relisted.tenancy.id)).state).toBe('active');
    expect((await tenancyRow(lapsing.tenancy.id)).state).toBe('active');

    const at = lagosMorning(moveOut);
    await Promise.all([sweeper().sweep(at), sweeper().sweep(at)]);
    await sweeper().sweep(new Date(at.getTime() + 86_400_000));

    const ended = await tenancyRow(relisted.tenancy.id);
    expect(ended.state).toBe('ended');
    expect(ended.endedAt).toEqual(at);
    expect((await listingRow(relisted.listing.id)).status).toBe('available');
    expect(await notificationsOf(relisted.tenant, 'tenancy.ended')).toHaveLength(1);
    expect(await notificationsOf(relisted.landlord, 'tenancy.ended')).toHaveLength(1);

    expect((await tenancyRow(lapsing.tenancy.id)).state).toBe('ended');
    expect((await listingRow(lapsing.listing.id)).status).toBe('inactive');
    const reminder = await notificationsOf(lapsing.landlord, 'tenancy.ended');
    expect(reminder).toHaveLength(1);
    expect(reminder[0].message).toMatch(/^Your home is free from .+: relist it\?/);
    expect(reminder[0].link).toBe('/property-management');
    expect(await notificationsOf(lapsing.tenant, 'tenancy.ended')).toHaveLength(1);

    // The tenancy no longer holds the listing: the landlord changes it by hand again.
    const reopened = await ctx.http
      .patch(`/api/properties/${lapsing.listing.id}/status`)
      .set(lapsing.landlord.auth)
      .send({ status: 'available' });
    expect(reopened.status).toBe(200);

    const page = await ctx.http
      .get(`/api/tenancies/${relisted.tenancy.id}`)
      .set(relisted.tenant.auth);
    expect(page.body).toMatchObject({ state: 'ended', notice: { moveOutDate: moveOut } });
    expect(page.body.endedAt).toBe(at.toISOString());
    // Notice is no longer possible.
    expect((await notice(relisted.tenant, relisted.tenancy.id)).status).toBe(409);
  });
});
