import {
  addDays,
  formatDay,
  formatNaira,
  lagosToday,
  moveInCost,
  tenancyReference,
} from '@rentnaija/shared';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { OffersService } from '../src/modules/applications/offers.service.js';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import type { NotificationType } from '../src/platform/notifications/notification-catalogue.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { Tenancy } from '../src/modules/tenancies/entities/tenancy.entity.js';
import type { TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { deliveredEmails, recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { type FakePaystack } from './support/paystack.js';
import {
  binary,
  type MoneyWorld,
  pdfText,
  postWebhook,
  startMoneyWorld,
} from './support/payments.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const HOUR = 3600_000;

describe('offers, tenancies and the money agreed', () => {
  let world: MoneyWorld;
  let ctx: TestContext;
  let paystack: FakePaystack;
  let smtp: MoneyWorld['smtp'];
  let landlord: Signed;
  let tenant: Signed;
  let admin: Signed;
  let support: Signed;

  beforeAll(async () => {
    world = await startMoneyWorld({ webhooks: false });
    ({ ctx, paystack, smtp, admin, support } = world);
    [landlord, tenant] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Chioma Eze' }),
    ]);
  });
  afterAll(() => world.close());

  const fees = {
    price: 400_000,
    securityDeposit: 400_000,
    serviceCharge: 25_000,
    agencyFee: 200_000,
    legalFee: 50_000,
    rentAdvanceMonths: 1,
  };
  const offers = () => ctx.app.get(OffersService);
  const listingOf = (id: string) => ctx.dataSource.getRepository(Property).findOneByOrFail({ id });
  const applicationOf = (id: string) =>
    ctx.dataSource.getRepository(PropertyApplication).findOneByOrFail({ id });
  const review = (who: Signed, id: string, decision: string) =>
    ctx.http.post(`/api/applications/${id}/review`).set(who.auth).send({ decision });
  const initialize = (who: Signed, applicationId: string) =>
    ctx.http.post('/api/payments/initialize').set(who.auth).send({ applicationId });
  const setStatus = (id: string, status: string) =>
    ctx.http.patch(`/api/properties/${id}/status`).set(landlord.auth).send({ status });
  /** How many `type` notifications `userId` has, about the listing titled `title` if given. */
  const told = async (userId: string, type: NotificationType, title?: string) =>
    (await ctx.dataSource.getRepository(Notification).findBy({ userId, type })).filter(
      (n) => title === undefined || n.message.includes(`"${title}"`),
    ).length;

  /** Paystack takes the money for `reference` and its signed webhook arrives. */
  async function pay(reference: string) {
    paystack.settle(reference, 'success');
    const { raw, signature } = paystack.chargeSuccess(reference);
    expect((await postWebhook(ctx, raw, signature)).status).toBe(200);
    await ctx.drainJobs();
  }

  /** A listing, an application by `who`, approved; not paid. */
  async function approvedOffer(who: Signed = tenant, listingFields: Partial<Property> = {}) {
    const listing = await makeListing(ctx, landlord.user, { ...fees, ...listingFields });
    const app = await submitApplication(ctx, who.auth, listing.id);
    expect((await review(landlord, app.id, 'approved')).status).toBe(200);
    return { listing, app };
  }

  /** A listing let to `who`: applied, approved and paid; its tenancy. */
  async function letListing(who: Signed = tenant, listingFields: Partial<Property> = {}) {
    const { listing, app } = await approvedOffer(who, listingFields);
    const init = await initialize(who, app.id);
    expect(init.status).toBe(201);
    await pay(init.body.reference);
    const tenancy = await ctx.dataSource
      .getRepository(Tenancy)
      .findOneByOrFail({ applicationId: app.id });
    return { listing, app, tenancy, paymentId: init.body.paymentId as string };
  }

  describe('money agreed is money charged', () => {
    it('keeps the figure the tenant applied with for the guarantor, the payment and the receipt', async () => {
      const listing = await makeListing(ctx, landlord.user, fees);
      const agreed = moveInCost(listing).total;
      const applicant = await makeSignedInUser(ctx, { role: 'tenant', name: 'Kemi Ade' });
      const app = await submitApplication(ctx, applicant.auth, listing.id, {
        guarantorEmail: 'agreed-guarantor@example.com',
      });
      const raised = await ctx.http
        .patch(`/api/properties/${listing.id}`)
        .set(landlord.auth)
        .send({ price: 600_000, serviceCharge: 60_000 });
      expect(raised.status).toBe(200);
      const newTotal = moveInCost({ ...fees, price: 600_000, serviceCharge: 60_000 }).total;
      expect(newTotal).not.toBe(agreed);

      // The applicant is told, for information; the landlord's change is for new applicants.
      const [notice] = await ctx.dataSource
        .getRepository(Notification)
        .findBy({ userId: applicant.user.id, type: 'application.price_changed' });
      expect(notice.message).toContain(formatNaira(agreed));
      expect(notice.message).toContain(formatNaira(newTotal));

      const [mail] = await deliveredEmails(ctx, smtp, 'agreed-guarantor@example.com');
      // (The peer's copy is read as Latin-1: compare the digits.)
      expect(mail.decoded).toContain(agreed.toLocaleString('en-NG'));
      const token = /\/guarantor\/([\w-]{20,})/.exec(mail.decoded)![1];
      const page = await ctx.http.get(`/api/guarantor-requests/${token}`);
      expect(page.body).toMatchObject({ moveInTotal: agreed, property: { price: 400_000 } });

      const mine = await ctx.http.get(`/api/applications/${app.id}`).set(applicant.auth);
      expect(mine.body.moveIn.total).toBe(agreed);
      expect(mine.body.fees).toEqual(fees);

      expect((await review(landlord, app.id, 'approved')).status).toBe(200);
      const init = await initialize(applicant, app.id);
      expect(init.body.amount).toBe(agreed);
      const sent = paystack.requests.find(
        (r) => r.path === '/transaction/initialize' && r.body?.reference === init.body.reference,
      );
      expect(sent?.body?.amount).toBe(agreed * 100);
      await pay(init.body.reference);

      const receipt = await ctx.http
        .get(`/api/payments/${init.body.paymentId}/receipt.pdf`)
        .set(applicant.auth)
        .buffer(true)
        .parse(binary);
      expect(receipt.status).toBe(200);
      const text = await pdfText(receipt.body as Buffer);
      expect(text).toContain(formatNaira(agreed));
      expect(text).not.toContain(formatNaira(newTotal));
      const tenancy = await ctx.dataSource
        .getRepository(Tenancy)
        .findOneByOrFail({ applicationId: app.id });
      expect([tenancy.moveInTotal, tenancy.money.price, tenancy.money.serviceCharge]).toEqual([
        agreed,
        400_000,
        25_000,
      ]);
    });
  });

  describe('an approval is an offer with a deadline', () => {
    it('shows the deadline, reminds half way and six hours before, once each', async () => {
      const before = Date.now();
      const { app } = await approvedOffer();
      const dto = await ctx.http.get(`/api/applications/${app.id}`).set(tenant.auth);
      const deadline = Date.parse(dto.body.offerExpiresAt);
      expect(deadline).toBeGreaterThanOrEqual(before + 72 * HOUR);
      expect(deadline).toBeLessThanOrEqual(Date.now() + 72 * HOUR);

      const reminders = () => told(tenant.user.id, 'application.offer_reminder');
      const start = await reminders();
      await offers().sweep(new Date(deadline - 50 * HOUR));
      expect(await reminders()).toBe(start);
      await offers().sweep(new Date(deadline - 35 * HOUR));
      await offers().sweep(new Date(deadline - 34 * HOUR));
      expect(await reminders()).toBe(start + 1);
      await offers().sweep(new Date(deadline - 5 * HOUR));
      await offers().sweep(new Date(deadline - 4 * HOUR));
      expect(await reminders()).toBe(start + 2);
      const row = await applicationOf(app.id);
      expect(row.offerHalfRemindedAt).not.toBeNull();
      expect(row.offerFinalRemindedAt).not.toBeNull();
      const mails = (await recordedEmails(ctx, { template: 'application-offer-reminder' })).filter(
        (e) => e.to === tenant.user.email,
      );
      expect(mails.length).toBeGreaterThanOrEqual(2);
      expect(row.status).toBe('approved');
    });

    it('lapses an unpaid offer at its deadline: the listing is available, three parties told, paying refused', async () => {
      const other = await makeSignedInUser(ctx, { role: 'tenant' });
      const listing = await makeListing(ctx, landlord.user, fees);
      const waiting = await submitApplication(ctx, other.auth, listing.id);
      const app = await submitApplication(ctx, tenant.auth, listing.id);
      expect((await review(landlord, app.id, 'approved')).status).toBe(200);
      expect((await listingOf(listing.id)).status).toBe('under_contract');
      // A declined payment leaves the offer running.
      const declined = await initialize(tenant, app.id);
      paystack.settle(declined.body.reference, 'failed');
      const checked = await ctx.http
        .get(`/api/payments/verify/${declined.body.reference}`)
        .set(tenant.auth);
      expect(checked.body.status).toBe('failed');
      expect((await applicationOf(app.id)).status).toBe('approved');
      expect((await listingOf(listing.id)).status).toBe('under_contract');

      const deadline = (await applicationOf(app.id)).offerExpiresAt!;
      const lapsedFor = (who: Signed) =>
        told(who.user.id, 'application.offer_lapsed', listing.title);
      await offers().sweep(new Date(deadline.getTime() - 60_000));
      expect((await applicationOf(app.id)).status).toBe('approved');
      const { lapsed } = await offers().sweep(new Date(deadline.getTime() + 60_000));
      expect(lapsed).toBeGreaterThanOrEqual(1);

      expect((await applicationOf(app.id)).status).toBe('lapsed');
      expect((await applicationOf(waiting.id)).status).toBe('pending');
      expect((await listingOf(listing.id)).status).toBe('available');
      expect(await lapsedFor(tenant)).toBe(1);
      expect(await lapsedFor(landlord)).toBe(1);
      expect(await told(other.user.id, 'application.listing_reopened', listing.title)).toBe(1);
      const lapsedMail = (await recordedEmails(ctx, { template: 'application-offer-lapsed' })).find(
        (e) => e.to === tenant.user.email,
      );
      expect(lapsedMail).toBeDefined();

      const late = await initialize(tenant, app.id);
      expect([late.status, late.body.code]).toEqual([409, 'OFFER_LAPSED']);
      // A second sweep finds nothing more to do.
      await offers().sweep(new Date(deadline.getTime() + 120_000));
      expect(await lapsedFor(tenant)).toBe(1);
    });

    it('lets the landlord withdraw an unpaid approval with a reason, never a paid one', async () => {
      const { listing, app } = await approvedOffer();
      const withdraw = (who: Signed, id: string, reason = 'We could not reach you to pay.') =>
        ctx.http.post(`/api/applications/${id}/withdraw-approval`).set(who.auth).send({ reason });
      expect((await withdraw(tenant, app.id)).status).toBe(403);
      expect((await withdraw(landlord, app.id, 'short')).status).toBe(400);
      const done = await withdraw(landlord, app.id);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        status: 'rejected',
        reviewNote: 'We could not reach you to pay.',
      });
      expect((await listingOf(listing.id)).status).toBe('available');
      expect((await withdraw(landlord, app.id)).body.code).toBe('APPROVAL_NOT_WITHDRAWABLE');

      const paid = await letListing();
      const refused = await withdraw(admin, paid.app.id);
      expect([refused.status, refused.body.code]).toEqual([409, 'APPROVAL_NOT_WITHDRAWABLE']);
    });

    it('lets an admin release a listing stuck under contract, audited; never one a tenancy holds', async () => {
      const { listing, app } = await approvedOffer();
      const release = (who: Signed, id: string) =>
        ctx.http
          .post(`/api/admin/properties/${id}/release`)
          .set(who.auth)
          .send({ reason: 'Approved long ago and never paid; the tenant has moved on.' });
      expect((await release(support, listing.id)).status).toBe(403);
      const done = await release(admin, listing.id);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ id: listing.id, status: 'available', offersEnded: 1 });
      expect((await listingOf(listing.id)).status).toBe('available');
      expect((await applicationOf(app.id)).status).toBe('rejected');
      const audit = await ctx.dataSource
        .getRepository(AuditLog)
        .findOneByOrFail({ action: 'property.release', entityId: listing.id });
      expect(audit.actorId).toBe(admin.user.id);
      expect((await release(admin, listing.id)).body.code).toBe('LISTING_NOT_UNDER_CONTRACT');

      const { listing: let_ } = await letListing();
      const held = await release(admin, let_.id);
      expect([held.status, held.body.code]).toEqual([409, 'LISTING_HELD']);
    });
  });

  describe('the tenancy', () => {
    it('begins when an application is approved and paid, in either order, and is its parties’ to see', async () => {
      const { listing, app, tenancy, paymentId } = await letListing();
      expect(tenancy).toMatchObject({
        state: 'awaiting_signatures',
        tenantId: tenant.user.id,
        landlordId: landlord.user.id,
        propertyId: listing.id,
        paymentId,
        termMonths: 1,
        moveInDate: null,
      });
      expect((await listingOf(listing.id)).status).toBe('rented');
      expect((await applicationOf(app.id)).offerExpiresAt).not.toBeNull();

      // Paid first, approved after: the tenancy begins at the approval.
      const early = await makeListing(ctx, landlord.user, fees);
      const paidFirst = await submitApplication(ctx, tenant.auth, early.id);
      const init = await initialize(tenant, paidFirst.id);
      await pay(init.body.reference);
      expect(
        await ctx.dataSource.getRepository(Tenancy).existsBy({ applicationId: paidFirst.id }),
      ).toBe(false);
      const approved = await review(landlord, paidFirst.id, 'approved');
      expect(approved.body.offerExpiresAt).toBeNull();
      expect(
        await ctx.dataSource.getRepository(Tenancy).existsBy({ applicationId: paidFirst.id }),
      ).toBe(true);

      const mine = await ctx.http.get('/api/tenancies').set(tenant.auth);
      expect(mine.body.data.map((t: { id: string }) => t.id)).toContain(tenancy.id);
      const theirs = await ctx.http.get('/api/tenancies').set(landlord.auth);
      expect(theirs.body.data.map((t: { id: string }) => t.id)).toContain(tenancy.id);
      const one = await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(landlord.auth);
      expect(one.body).toMatchObject({
        reference: tenancyReference(tenancy.id),
        state: 'awaiting_signatures',
        property: { id: listing.id, title: listing.title },
        tenant: { id: tenant.user.id, name: 'Chioma Eze' },
        moveIn: { total: moveInCost(fees).total },
      });
      for (const who of [admin, support]) {
        expect((await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(who.auth)).status).toBe(200);
      }
      const stranger = await makeSignedInUser(ctx, { role: 'tenant' });
      const otherLandlord = await makeSignedInUser(ctx, { role: 'landlord' });
      for (const who of [stranger, otherLandlord]) {
        expect((await ctx.http.get(`/api/tenancies/${tenancy.id}`).set(who.auth)).status).toBe(404);
      }
      expect(await told(tenant.user.id, 'tenancy.started')).toBeGreaterThanOrEqual(1);
      expect(await told(landlord.user.id, 'tenancy.started')).toBeGreaterThanOrEqual(1);
    });

    it('lets the tenant pick a move-in date within thirty days, which sets the end date', async () => {
      const { tenancy } = await letListing();
      const put = (who: Signed, moveInDate: unknown) =>
        ctx.http
          .put(`/api/tenancies/${tenancy.id}/move-in-date`)
          .set(who.auth)
          .send({ moveInDate });
      const earliest = tenancy.moveInEarliest;
      const day = (n: number) =>
        new Date(Date.parse(`${earliest}T00:00:00Z`) + n * 24 * HOUR).toISOString().slice(0, 10);
      expect((await put(tenant, 'soon')).status).toBe(400);
      const tooLate = await put(tenant, day(31));
      expect([tooLate.status, tooLate.body.code]).toEqual([400, 'MOVE_IN_DATE_OUT_OF_RANGE']);
      expect(tooLate.body.details[0].field).toBe('moveInDate');
      expect((await put(tenant, day(-1))).status).toBe(400);
      expect((await put(landlord, day(3))).status).toBe(403);
      const set = await put(tenant, day(30));
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ moveInDate: day(30), moveInLatest: day(30) });
      expect(set.body.endDate > day(30)).toBe(true);
      expect(await told(landlord.user.id, 'tenancy.move_in_date_set')).toBeGreaterThanOrEqual(1);
    });

    it('opens the move-in window on the listing’s available date, and lists the home available again from the move-out date', async () => {
      const today = lagosToday();
      const availableFrom = addDays(today, 20);
      const { listing, tenancy } = await letListing(tenant, { availableFrom });
      expect(tenancy.moveInEarliest).toBe(availableFrom);
      const put = (moveInDate: string) =>
        ctx.http
          .put(`/api/tenancies/${tenancy.id}/move-in-date`)
          .set(tenant.auth)
          .send({ moveInDate });
      const early = await put(addDays(today, 5));
      expect([early.status, early.body.details[0]]).toEqual([
        400,
        {
          field: 'moveInDate',
          message: `Choose a move-in date from ${formatDay(availableFrom)} to ${formatDay(addDays(availableFrom, 30))}.`,
        },
      ]);
      expect((await put(addDays(availableFrom, 31))).status).toBe(400);
      const set = await put(addDays(availableFrom, 30));
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        moveInEarliest: availableFrom,
        moveInLatest: addDays(availableFrom, 30),
      });
      expect((await listingOf(listing.id)).availableFrom).toBe(set.body.endDate);
      const page = await ctx.http.get(`/api/properties/${listing.id}`);
      expect(page.body).toMatchObject({ status: 'rented', availableFrom: set.body.endDate });

      // A listing available from a day already past opens the window today.
      const { tenancy: now } = await letListing(tenant, { availableFrom: addDays(today, -3) });
      expect(now.moveInEarliest).toBe(today);
    });

    it('keeps a let listing from its landlord: every status change, archive and delete is refused', async () => {
      for (const state of ['awaiting_signatures', 'awaiting_move_in', 'active'] as const) {
        const { listing, tenancy } = await letListing();
        await ctx.dataSource.getRepository(Tenancy).update({ id: tenancy.id }, { state });
        for (const status of ['available', 'inactive']) {
          const res = await setStatus(listing.id, status);
          expect(res.status).toBe(409);
          expect(res.body.message).toContain(tenancyReference(tenancy.id));
        }
        const removed = await ctx.http.delete(`/api/properties/${listing.id}`).set(landlord.auth);
        expect([removed.status, removed.body.code]).toEqual([409, 'LISTING_HELD']);
        // The tenancy alone says when the home is free again.
        const dated = await ctx.http
          .patch(`/api/properties/${listing.id}`)
          .set(landlord.auth)
          .send({ availableFrom: addDays(lagosToday(), 3) });
        expect([dated.status, dated.body.code]).toEqual([409, 'LISTING_HELD']);
        expect(dated.body.message).toContain(tenancyReference(tenancy.id));
        const row = await listingOf(listing.id);
        expect([row.status, row.archivedAt, row.availableFrom]).toEqual(['rented', null, null]);
      }
    });

    it('refuses a second application’s payment on a let listing, and refunds one paid before', async () => {
      const early = await makeSignedInUser(ctx, { role: 'tenant' });
      const late = await makeSignedInUser(ctx, { role: 'tenant' });
      const listing = await makeListing(ctx, landlord.user, fees);
      const paidEarly = await submitApplication(ctx, early.auth, listing.id);
      const waiting = await submitApplication(ctx, late.auth, listing.id);
      // One applicant pays while the home is still on the market (not yet approved).
      const earlyInit = await initialize(early, paidEarly.id);
      await pay(earlyInit.body.reference);
      const first = await submitApplication(ctx, tenant.auth, listing.id);
      expect((await review(landlord, first.id, 'approved')).status).toBe(200);
      const init = await initialize(tenant, first.id);
      await pay(init.body.reference);
      const tenancy = await ctx.dataSource
        .getRepository(Tenancy)
        .findOneByOrFail({ applicationId: first.id });

      const refused = await initialize(late, waiting.id);
      expect(refused.status).toBe(409);
      expect(
        await ctx.dataSource.getRepository(Payment).countBy({ applicationId: waiting.id }),
      ).toBe(0);
      // The early payer is refunded; the tenancy and the let listing stay as they are.
      expect((await applicationOf(paidEarly.id)).status).toBe('rejected');
      expect(paystack.refundCalls(earlyInit.body.reference)).toHaveLength(1);
      expect(
        (await ctx.dataSource.getRepository(Tenancy).findOneByOrFail({ id: tenancy.id })).state,
      ).toBe('awaiting_signatures');
      expect((await listingOf(listing.id)).status).toBe('rented');
    });

    it('lists tenancies in the console with filters, for staff only', async () => {
      const { listing, tenancy } = await letListing();
      const list = (who: Signed, filter: Record<string, unknown>) =>
        ctx.http
          .get('/api/admin/tenancies')
          .query({ filter: JSON.stringify(filter) })
          .set(who.auth);
      for (const filter of [
        { propertyId: listing.id },
        { landlordId: landlord.user.id, state: 'awaiting_signatures' },
        { tenantId: tenant.user.id },
        { q: listing.title },
      ]) {
        const res = await list(support, filter);
        expect(res.status).toBe(200);
        expect(res.body.map((t: { id: string }) => t.id)).toContain(tenancy.id);
        expect(res.headers['content-range']).toMatch(/^tenancies /);
      }
      expect((await list(admin, { state: 'cancelled', propertyId: listing.id })).body).toEqual([]);
      expect((await list(admin, { landlordId: 'nope' })).status).toBe(400);
      expect((await list(landlord, {})).status).toBe(403);
      const one = await ctx.http.get(`/api/admin/tenancies/${tenancy.id}`).set(support.auth);
      expect(one.body.id).toBe(tenancy.id);
    });
  });

  describe('refunds unwind', () => {
    it('cancels the tenancy when staff approve a refund of the move-in payment: the listing is available, both told', async () => {
      const { listing, app, tenancy, paymentId } = await letListing();
      const asked = await ctx.http
        .post(`/api/payments/${paymentId}/refunds`)
        .set(tenant.auth)
        .send({ reason: 'misrepresentation', details: 'No borehole, unlike the listing says.' });
      expect(asked.status).toBe(201);
      // Refused by hand while the tenancy holds it.
      expect((await setStatus(listing.id, 'available')).status).toBe(409);
      const counts = {
        tenant: await told(tenant.user.id, 'tenancy.cancelled'),
        landlord: await told(landlord.user.id, 'tenancy.cancelled'),
      };
      const approved = await ctx.http
        .post(`/api/admin/refunds/${asked.body.id}/approve`)
        .set(admin.auth);
      expect(approved.status).toBe(200);

      const row = await ctx.dataSource.getRepository(Tenancy).findOneByOrFail({ id: tenancy.id });
      expect(row.state).toBe('cancelled');
      expect(row.cancelledAt).not.toBeNull();
      expect((await listingOf(listing.id)).status).toBe('available');
      expect((await applicationOf(app.id)).status).toBe('rejected');
      expect(await told(tenant.user.id, 'tenancy.cancelled')).toBe(counts.tenant + 1);
      expect(await told(landlord.user.id, 'tenancy.cancelled')).toBe(counts.landlord + 1);
      // The landlord has the listing back.
      expect((await setStatus(listing.id, 'inactive')).status).toBe(200);
    });
  });
});
