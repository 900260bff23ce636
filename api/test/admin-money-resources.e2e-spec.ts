import type { AddressInfo } from 'node:net';
import { FLAG_CHECK_MESSAGES, lagosToday } from '@rentnaija/shared';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { AuditLog } from '../src/platform/audit/entities/audit-log.entity.js';
import { Notification } from '../src/platform/notifications/entities/notification.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { submitApplication } from './support/applications.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/**
 * The console's applications, payments, refunds and viewings: who may read and decide, the
 * react-admin conventions (checked with ra-data-simple-rest's own data provider), and what a
 * decision leaves behind (audit row, notification, email).
 */
describe('the console’s applications, payments, refunds and viewings', () => {
  let ctx: TestContext;
  let admin: Signed;
  let support: Signed;
  let tenant: Signed;
  let landlord: Signed;
  /**
   * The tenant's guarantor has an account: the tenant's many applications stay within the
   * daily limit of guarantor requests to people without one.
   */
  let guarantor: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    [admin, support, tenant, landlord] = await Promise.all([
      makeSignedInUser(ctx, { role: 'admin' }),
      makeSignedInUser(ctx, { role: 'support' }),
      makeSignedInUser(ctx, { role: 'tenant', name: 'Chioma Eze' }),
      makeSignedInUser(ctx, { role: 'landlord', name: 'Babatunde Adeyemi' }),
    ]);
    guarantor = await makeSignedInUser(ctx, { role: 'tenant', name: 'Ngozi Adaeze Eze' });
  });
  afterAll(() => ctx.close());

  /** A pending application of the tenant to a new listing. */
  async function pendingApplication(overrides: Record<string, unknown> = {}) {
    const listing = await makeListing(ctx, landlord.user);
    const app = await submitApplication(ctx, tenant.auth, listing.id, {
      guarantorEmail: guarantor.user.email,
      ...overrides,
    });
    return { listing, id: app.id };
  }

  /** A completed payment of a new application, through the sandbox gateway's checkout. */
  async function completedPayment() {
    const { listing, id: applicationId } = await pendingApplication();
    const init = await ctx.http
      .post('/api/payments/initialize')
      .set(tenant.auth)
      .send({ applicationId });
    expect(init.status).toBe(201);
    await ctx.http.post(`${new URL(init.body.authorizationUrl).pathname}/pay`);
    await ctx.drainJobs();
    return { listing, applicationId, id: init.body.paymentId as string };
  }

  /** A refund the tenant asked for, waiting for staff. */
  async function requestedRefund() {
    const payment = await completedPayment();
    const asked = await ctx.http
      .post(`/api/payments/${payment.id}/refunds`)
      .set(tenant.auth)
      .send({ reason: 'misrepresentation', details: 'No borehole, unlike the listing says.' });
    expect(asked.status).toBe(201);
    return { payment, id: asked.body.id as string };
  }

  /** A viewing the tenant asked for, `days` from today (WAT) at `time`. */
  async function requestedViewing(days = 3, time = '10:30', propertyId?: string) {
    const listing = propertyId ?? (await makeListing(ctx, landlord.user)).id;
    const res = await ctx.http
      .post('/api/viewings')
      .set(tenant.auth)
      .send({
        propertyId: listing,
        viewingDate: lagosToday(new Date(Date.now() + days * 86_400_000)),
        viewingTime: time,
        viewingType: 'physical',
        message: 'After work, please.',
      });
    expect(res.status).toBe(201);
    return res.body as { id: string; viewingDate: string; property: { id: string } };
  }

  describe('role matrix: visitors 401, tenants and landlords 403, support reads, only admins decide', () => {
    interface Ids {
      application: string;
      payment: string;
      refund: string;
      viewing: string;
    }
    const reads = (ids: Ids) => [
      '/api/admin/applications',
      `/api/admin/applications/${ids.application}`,
      '/api/admin/payments',
      `/api/admin/payments/${ids.payment}`,
      '/api/admin/refunds',
      `/api/admin/refunds/${ids.refund}`,
      '/api/admin/viewings',
      `/api/admin/viewings/${ids.viewing}`,
    ];
    const decisions = (ids: Ids) =>
      [
        [`/api/admin/applications/${ids.application}/approve`, {}],
        [
          `/api/admin/applications/${ids.application}/reject`,
          { reason: 'The guarantor could not be reached.' },
        ],
        [`/api/admin/refunds/${ids.refund}/approve`, undefined],
        [`/api/admin/refunds/${ids.refund}/deny`, { reason: 'The borehole works; we checked.' }],
      ] as const;
    let ids: Ids;

    beforeAll(async () => {
      const refund = await requestedRefund();
      ids = {
        application: (await pendingApplication()).id,
        payment: refund.payment.id,
        refund: refund.id,
        viewing: (await requestedViewing()).id,
      };
    });

    it('refuses visitors, tenants and landlords every read and every decision', async () => {
      for (const url of reads(ids)) {
        expect([url, (await ctx.http.get(url)).status]).toEqual([url, 401]);
        for (const who of [tenant, landlord]) {
          expect([url, (await ctx.http.get(url).set(who.auth)).status]).toEqual([url, 403]);
        }
      }
      for (const [url, body] of decisions(ids)) {
        expect([url, (await ctx.http.post(url).send(body)).status]).toEqual([url, 401]);
        for (const who of [tenant, landlord]) {
          const res = await ctx.http.post(url).set(who.auth).send(body);
          expect([url, res.status]).toEqual([url, 403]);
        }
      }
    });

    it('lets support read everything and decide nothing', async () => {
      for (const url of reads(ids)) {
        expect([url, (await ctx.http.get(url).set(support.auth)).status]).toEqual([url, 200]);
      }
      for (const [url, body] of decisions(ids)) {
        const res = await ctx.http.post(url).set(support.auth).send(body);
        expect([url, res.status, res.body.code]).toEqual([url, 403, 'FORBIDDEN']);
      }
      const app = await ctx.http.get(`/api/admin/applications/${ids.application}`).set(admin.auth);
      const refund = await ctx.http.get(`/api/admin/refunds/${ids.refund}`).set(admin.auth);
      expect([app.body.status, refund.body.status]).toEqual(['pending', 'requested']);
    });

    it('lets admins read everything and take each decision', async () => {
      for (const url of reads(ids)) {
        expect([url, (await ctx.http.get(url).set(admin.auth)).status]).toEqual([url, 200]);
      }
      const other = await requestedRefund();
      const more: Ids = { ...ids, application: (await pendingApplication()).id, refund: other.id };
      const [approveApp, , approveRefund] = decisions(ids);
      const [, rejectApp, , denyRefund] = decisions(more);
      for (const [url, body] of [approveApp, rejectApp, approveRefund, denyRefund]) {
        const res = await ctx.http.post(url).set(admin.auth).send(body);
        expect([url, res.status]).toEqual([url, 200]);
      }
    });
  });

  describe('what a decision leaves behind', () => {
    const auditOf = (entityId: string) =>
      ctx.dataSource
        .getRepository(AuditLog)
        .find({ where: { entityId }, order: { createdAt: 'ASC' } });
    const bellOf = async (type: string) =>
      (
        await ctx.dataSource
          .getRepository(Notification)
          .find({ where: { userId: tenant.user.id, type: type as never } })
      ).map((n) => [n.message, n.link]);

    it('audits an application’s approval and rejection with the reason and request id, and tells the tenant', async () => {
      const approved = await pendingApplication();
      const rejected = await pendingApplication();
      const reason = 'The guarantor declined to stand for this application.';
      await ctx.http
        .post(`/api/admin/applications/${approved.id}/approve`)
        .set(admin.auth)
        .set('X-Request-Id', 'req-app-approve-1')
        .send({})
        .expect(200);
      await ctx.http
        .post(`/api/admin/applications/${rejected.id}/reject`)
        .set(admin.auth)
        .set('X-Request-Id', 'req-app-reject-1')
        .send({ reason })
        .expect(200);

      const [yes] = await auditOf(approved.id);
      const [no] = await auditOf(rejected.id);
      expect(
        [yes, no].map((a) => [
          a.action,
          a.entityType,
          a.actorId,
          a.actorRole,
          a.reason,
          a.requestId,
          a.before?.status,
          a.after?.status,
        ]),
      ).toEqual([
        [
          'application.approve',
          'application',
          admin.user.id,
          'admin',
          null,
          'req-app-approve-1',
          'pending',
          'approved',
        ],
        [
          'application.reject',
          'application',
          admin.user.id,
          'admin',
          reason,
          'req-app-reject-1',
          'pending',
          'rejected',
        ],
      ]);
      expect(yes.createdAt).toBeInstanceOf(Date);
      const bell = await bellOf('application.reviewed');
      expect(bell).toEqual(
        expect.arrayContaining([
          [expect.stringContaining(approved.listing.title), expect.any(String)],
          [expect.stringContaining(reason), expect.any(String)],
        ]),
      );
      const emails = await recordedEmails(ctx, {
        to: tenant.user.email,
        template: 'application-reviewed',
      });
      expect(emails.length).toBeGreaterThanOrEqual(2);
    });

    it('audits a refund’s approval and denial with the reason and request id, and tells the tenant', async () => {
      const approved = await requestedRefund();
      const denied = await requestedRefund();
      const reason = 'The borehole works; we checked with the landlord.';
      await ctx.http
        .post(`/api/admin/refunds/${approved.id}/approve`)
        .set(admin.auth)
        .set('X-Request-Id', 'req-refund-approve-1')
        .expect(200);
      await ctx.http
        .post(`/api/admin/refunds/${denied.id}/deny`)
        .set(admin.auth)
        .set('X-Request-Id', 'req-refund-deny-1')
        .send({ reason })
        .expect(200);

      const [yes] = await auditOf(approved.id);
      const [no] = await auditOf(denied.id);
      expect(
        [yes, no].map((a) => [
          a.action,
          a.entityType,
          a.actorId,
          a.reason,
          a.requestId,
          a.before?.status,
          a.after?.status,
        ]),
      ).toEqual([
        [
          'refund.approve',
          'refund',
          admin.user.id,
          null,
          'req-refund-approve-1',
          'requested',
          'approved',
        ],
        [
          'refund.deny',
          'refund',
          admin.user.id,
          reason,
          'req-refund-deny-1',
          'requested',
          'denied',
        ],
      ]);
      const bell = await bellOf('refund.decided');
      expect(bell.some(([message]) => message?.includes(reason))).toBe(true);
      expect(bell.length).toBeGreaterThanOrEqual(2);
      const emails = await recordedEmails(ctx, {
        to: tenant.user.email,
        template: 'refund-decided',
      });
      expect(emails.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('lists', () => {
    it("answers filter.status = 'open' with the applications waiting for a decision", async () => {
      const waiting = await pendingApplication();
      const reviewing = await pendingApplication();
      const decided = await pendingApplication();
      await ctx.http
        .post(`/api/applications/${reviewing.id}/review`)
        .set(landlord.auth)
        .send({ decision: 'under_review' })
        .expect(200);
      await ctx.http
        .post(`/api/admin/applications/${decided.id}/approve`)
        .set(admin.auth)
        .send({})
        .expect(200);
      const open = await ctx.http
        .get('/api/admin/applications')
        .query({ filter: JSON.stringify({ status: 'open' }), range: '[0,199]' })
        .set(support.auth);
      const ids = open.body.map((a: { id: string }) => a.id);
      expect(ids).toEqual(expect.arrayContaining([waiting.id, reviewing.id]));
      expect(ids).not.toContain(decided.id);
      expect(new Set(open.body.map((a: { status: string }) => a.status))).toEqual(
        new Set(['pending', 'under_review']),
      );
    });

    it('puts flagged payments first and filters by flag and by WAT calendar day', async () => {
      const plain = await completedPayment();
      const flagged = await completedPayment();
      await ctx.dataSource.getRepository(Payment).update(
        { id: flagged.id },
        {
          flaggedReason: 'The gateway reported 100 kobo in NGN; we asked for more.',
          flaggedAt: new Date(),
        },
      );
      const list = await ctx.http
        .get('/api/admin/payments')
        .query({ sort: '["createdAt","DESC"]', range: '[0,199]' })
        .set(support.auth);
      expect(list.body[0]).toMatchObject({
        id: flagged.id,
        flaggedReason: 'The gateway reported 100 kobo in NGN; we asked for more.',
      });
      const onlyFlagged = await ctx.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ flagged: 'true' }), range: '[0,199]' })
        .set(support.auth);
      expect(onlyFlagged.body.map((p: { id: string }) => p.id)).toEqual([flagged.id]);

      const today = lagosToday();
      const day = (from: string, to: string) =>
        ctx.http
          .get('/api/admin/payments')
          .query({ filter: JSON.stringify({ createdFrom: from, createdTo: to }), range: '[0,199]' })
          .set(support.auth);
      const todays = (await day(today, today)).body.map((p: { id: string }) => p.id);
      expect(todays).toEqual(expect.arrayContaining([plain.id, flagged.id]));
      expect((await day('2020-01-01', '2020-01-31')).body).toEqual([]);
      const bad = await day('yesterday', today);
      expect([bad.status, bad.body.details]).toEqual([
        400,
        [{ field: 'filter.createdFrom', message: 'Must be a date' }],
      ]);
    });

    it('lists every viewing to staff with its listing and landlord, filtered by status, day and listing', async () => {
      const first = await requestedViewing(4, '11:00');
      const second = await requestedViewing(5, '12:00', first.property.id);
      const other = await requestedViewing(4, '15:00');
      const list = (filter: Record<string, unknown>) =>
        ctx.http
          .get('/api/admin/viewings')
          .query({ filter: JSON.stringify(filter), sort: '["startsAt","ASC"]', range: '[0,199]' })
          .set(support.auth);

      const ofListing = await list({ propertyId: first.property.id });
      expect(ofListing.headers['content-range']).toBe('viewings 0-1/2');
      expect(ofListing.body.map((v: { id: string }) => v.id)).toEqual([first.id, second.id]);
      expect(ofListing.body[0]).toMatchObject({
        status: 'pending',
        requestedBy: 'tenant',
        tenantId: tenant.user.id,
        tenantName: 'Chioma Eze',
        message: 'After work, please.',
        viewingTime: '11:00',
        property: { id: first.property.id, city: 'Lagos' },
        landlord: { id: landlord.user.id, name: 'Babatunde Adeyemi' },
        reminderSentAt: null,
      });
      expect(ofListing.body[0]).not.toHaveProperty('canConfirm');

      const onDay = await list({ viewingDate: first.viewingDate, status: 'pending' });
      const onDayIds = onDay.body.map((v: { id: string }) => v.id);
      expect(onDayIds).toEqual(expect.arrayContaining([first.id, other.id]));
      expect(onDayIds).not.toContain(second.id);
      expect((await list({ status: 'confirmed', propertyId: first.property.id })).body).toEqual([]);
      for (const bad of ['tomorrow', '2026-02-30', ['2026-12-01']]) {
        const res = await list({ viewingDate: bad });
        expect([bad, res.status, res.body.details?.[0]?.field]).toEqual([
          bad,
          400,
          'filter.viewingDate',
        ]);
      }
      const unknown = await ctx.http
        .get('/api/admin/viewings/00000000-0000-4000-8000-000000000000')
        .set(support.auth);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'VIEWING_NOT_FOUND']);
    });

    it('records an admin’s check of a flagged payment, audited, and takes it off the payments to check', async () => {
      const flagged = await completedPayment();
      const reason = 'Paid twice: the application was already paid by another payment.';
      await ctx.dataSource
        .getRepository(Payment)
        .update({ id: flagged.id }, { flaggedReason: reason, flaggedAt: new Date() });
      const toCheck = async () =>
        (
          await ctx.http
            .get('/api/admin/payments')
            .query({ filter: JSON.stringify({ flagged: 'open' }), range: '[0,199]' })
            .set(support.auth)
        ).body.map((p: { id: string }) => p.id);
      expect(await toCheck()).toContain(flagged.id);
      const openBefore = (await ctx.http.get('/api/admin/overview').set(support.auth)).body.counts
        .flaggedPayments.count;

      const check = (who: Signed, id: string, body: { note: string }) =>
        ctx.http.post(`/api/admin/payments/${id}/check-flag`).set(who.auth).send(body);
      const note = 'Paystack shows both charges; the second one is refunded automatically.';
      expect((await check(support, flagged.id, { note })).status).toBe(403);
      const short = await check(admin, flagged.id, { note: '  ok  ' });
      expect([short.status, short.body.details]).toEqual([
        400,
        [{ field: 'note', message: FLAG_CHECK_MESSAGES.tooShort }],
      ]);
      const unknown = await check(admin, '00000000-0000-4000-8000-000000000000', { note });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
      const plain = await completedPayment();
      const notFlagged = await check(admin, plain.id, { note });
      expect([notFlagged.status, notFlagged.body.code]).toEqual([409, 'PAYMENT_NOT_FLAGGED']);

      const done = await check(admin, flagged.id, { note: `  ${note}  ` });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        id: flagged.id,
        flaggedReason: reason,
        flagCheck: { checkedBy: { id: admin.user.id, name: admin.user.name }, note },
      });
      const again = await check(admin, flagged.id, { note });
      expect([again.status, again.body.code]).toEqual([409, 'PAYMENT_FLAG_CHECKED']);

      expect(await toCheck()).not.toContain(flagged.id);
      const anyFlag = await ctx.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ flagged: 'true' }), range: '[0,199]' })
        .set(support.auth);
      expect(anyFlag.body.map((p: { id: string }) => p.id)).toContain(flagged.id);
      const overview = (await ctx.http.get('/api/admin/overview').set(support.auth)).body;
      expect(overview.counts.flaggedPayments.count).toBe(openBefore - 1);
      const [audit] = await ctx.dataSource.getRepository(AuditLog).find({
        where: { entityType: 'payment', entityId: flagged.id },
      });
      expect(audit).toMatchObject({
        action: 'payment.flag_check',
        actorId: admin.user.id,
        after: expect.objectContaining({ flagCheckNote: note }),
      });
      const bad = await ctx.http
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ flagged: 'maybe' }) })
        .set(support.auth);
      expect([bad.status, bad.body.details]).toEqual([
        400,
        [{ field: 'filter.flagged', message: 'Must be true, false or open' }],
      ]);
    });

    it('counts open applications, refund requests and flagged payments, each with the console list that shows them', async () => {
      await pendingApplication();
      await requestedRefund();
      const overview = (await ctx.http.get('/api/admin/overview').set(support.auth)).body;
      expect(overview.counts).toMatchObject({
        openApplications: {
          label: 'Applications waiting for a decision',
          resource: 'applications',
          filter: { status: 'open' },
        },
        refundRequests: {
          label: 'Refund requests waiting for a decision',
          resource: 'refunds',
          filter: { status: 'requested' },
        },
        flaggedPayments: {
          label: 'Payments flagged for a check',
          resource: 'payments',
          filter: { flagged: 'open' },
        },
      });
      for (const name of ['openApplications', 'refundRequests', 'flaggedPayments']) {
        const item = overview.counts[name];
        const list = await ctx.http
          .get(`/api/admin/${item.resource}`)
          .query({ filter: JSON.stringify(item.filter), range: '[0,0]' })
          .set(support.auth);
        expect([name, Number(list.headers['content-range'].split('/')[1])]).toEqual([
          name,
          item.count,
        ]);
        expect([name, item.count > 0]).toEqual([name, true]);
      }
    });
  });

  describe('ra-data-simple-rest’s own data provider against the live API', () => {
    let base: string;
    let provider: DataProvider;
    const asAdmin = (url: string, options: fetchUtils.Options = {}) => {
      const headers = new Headers(options.headers);
      headers.set('Authorization', admin.auth.Authorization);
      return fetchUtils.fetchJson(url, { ...options, headers });
    };
    const post = (path: string, body?: unknown) =>
      asAdmin(`${base}/${path}`, {
        method: 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => 0,
        (error: { status: number }) => error.status,
      );

    beforeAll(async () => {
      await ctx.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}/api/admin`;
      provider = simpleRestProvider(base, asAdmin);
    });

    /** Three newest-first pages of two and one, then getOne and getMany. */
    async function pages(resource: string, ids: string[], filter: Record<string, unknown>) {
      const sort = { field: 'createdAt', order: 'DESC' } as const;
      const first = await provider.getList(resource, {
        pagination: { page: 1, perPage: 2 },
        sort,
        filter,
      });
      expect(first.total).toBe(3);
      expect(first.data.map((r) => r.id)).toEqual([ids[2], ids[1]]);
      const second = await provider.getList(resource, {
        pagination: { page: 2, perPage: 2 },
        sort,
        filter,
      });
      expect(second.data.map((r) => r.id)).toEqual([ids[0]]);
      const one = await provider.getOne(resource, { id: ids[1] });
      expect(one.data.id).toBe(ids[1]);
      const many = await provider.getMany(resource, { ids: [ids[0], ids[2]] });
      expect(many.data.map((r) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
    }

    it('applications: getList (sort, range, filter), getOne, getMany, approve and reject', async () => {
      const listing = await makeListing(ctx, landlord.user);
      const tenants = await Promise.all([1, 2, 3].map(() => makeSignedInUser(ctx)));
      const ids: string[] = [];
      for (const who of tenants) ids.push((await submitApplication(ctx, who.auth, listing.id)).id);
      await pages('applications', ids, { propertyId: listing.id, status: 'pending' });
      const searched = await provider.getList('applications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'lastName', order: 'ASC' },
        filter: { propertyId: listing.id, q: 'CHIOMA' },
      });
      expect(searched.total).toBe(3);

      const rejected = await post(`applications/${ids[0]}/reject`, {
        reason: 'The guarantor could not be reached.',
      });
      expect(rejected.json).toMatchObject({
        id: ids[0],
        status: 'rejected',
        reviewNote: 'The guarantor could not be reached.',
      });
      const approved = await post(`applications/${ids[1]}/approve`, {});
      expect(approved.json).toMatchObject({ id: ids[1], status: 'approved' });
      // The listing is now under contract: the third cannot be approved too.
      expect(await refused(post(`applications/${ids[2]}/approve`, {}))).toBe(409);
      expect(await refused(post(`applications/${ids[0]}/approve`, {}))).toBe(409);
      const after = await provider.getList('applications', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: { propertyId: listing.id, status: 'open' },
      });
      expect(after.data.map((r) => r.id)).toEqual([ids[2]]);
    });

    it('payments: getList (sort, range, filter), getOne and getMany; nothing to change', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await completedPayment()).id);
      const tenantPayments = { tenantId: tenant.user.id, status: 'completed', id: ids };
      await pages('payments', ids, tenantPayments);
      const one = await provider.getOne('payments', { id: ids[0] });
      expect(one.data).toMatchObject({
        status: 'completed',
        gateway: 'sandbox',
        applicationStatus: 'pending',
        flaggedReason: null,
        gatewayResponse: expect.objectContaining({ status: 'success', channel: 'card' }),
      });
      expect(one.data.breakdown.map((i: { key: string }) => i.key)).toContain('rent');
      expect(
        await refused(
          provider.update('payments', { id: ids[0], data: {}, previousData: one.data }),
        ),
      ).toBe(404);
    });

    it('refunds: getList (sort, range, filter), getOne, getMany, approve and deny', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await requestedRefund()).id);
      await pages('refunds', ids, { status: 'requested', id: ids });
      const one = await provider.getOne('refunds', { id: ids[0] });
      expect(one.data).toMatchObject({
        automatic: false,
        reasonLabel: 'The listing misrepresented the property',
        details: 'No borehole, unlike the listing says.',
        tenant: { id: tenant.user.id },
        payment: { status: 'completed' },
      });
      const approved = await post(`refunds/${ids[0]}/approve`);
      expect(approved.json).toMatchObject({ id: ids[0], status: 'approved' });
      const denied = await post(`refunds/${ids[1]}/deny`, {
        reason: 'The borehole works; we checked with the landlord.',
      });
      expect(denied.json).toMatchObject({
        id: ids[1],
        status: 'denied',
        decisionReason: 'The borehole works; we checked with the landlord.',
      });
      expect(await refused(post(`refunds/${ids[1]}/approve`))).toBe(409);
      expect(await refused(post(`refunds/${ids[2]}/deny`, { reason: 'no' }))).toBe(400);
    });

    it('viewings: getList (sort, range, filter), getOne and getMany', async () => {
      const listing = await makeListing(ctx, landlord.user);
      const ids: string[] = [];
      for (const time of ['09:00', '09:30', '10:00'])
        ids.push((await requestedViewing(6, time, listing.id)).id);
      await pages('viewings', ids, { propertyId: listing.id });
      const byTime = await provider.getList('viewings', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'startsAt', order: 'DESC' },
        filter: { propertyId: listing.id, status: 'pending' },
      });
      expect(byTime.data.map((v) => v.viewingTime)).toEqual(['10:00', '09:30', '09:00']);
    });
  });
});
