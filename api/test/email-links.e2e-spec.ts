import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMonths, lagosToday } from '@rentnaija/shared';
import { simpleParser } from 'mailparser';
import { MAIL_TEMPLATES } from '../src/platform/mail/mail-catalogue.js';
import {
  type NotificationEvent,
  NOTIFICATIONS,
} from '../src/platform/notifications/notification-catalogue.js';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import type { DisputeEvent } from '../src/modules/payments/gateway/payment-gateway.js';
import { PaymentDisputesService } from '../src/modules/payments/payment-disputes.service.js';
import { RefundReconciliationService } from '../src/modules/payments/refund-reconciliation.service.js';
import { ViewingRemindersService } from '../src/modules/viewings/viewing-reminders.service.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { LandlordStatementsService } from '../src/modules/tenancies/landlord-statements.service.js';
import { createTestApp, type TestContext } from './support/app.js';
import { applicationBody } from './support/applications.js';
import { recordedEmails } from './support/emails.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing } from './support/listings.js';
import { startSmtpServer } from './support/smtp.js';
import { makeTenancy } from './support/tenancies.js';
import { makeKyc } from './support/verified.js';

const ROOT = join(process.cwd(), '..');
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));

/**
 * The routes of the two web apps, read from their routers: web-public's `<Route path>`s
 * (not its catch-all) and the console's resources under /admin with the pages each one has.
 */
function siteRoutes(): RegExp[] {
  const publicApp = readFileSync(join(ROOT, 'web-public/src/App.tsx'), 'utf8');
  const paths = [...publicApp.matchAll(/<Route\s+(?:index|path="([^"]+)")/g)].map((m) => m[1]);
  const routes = paths
    .filter((p) => p !== '*')
    .map((p) => (p === undefined ? '' : p))
    .map((p) => new RegExp(`^/${p.replace(/:[A-Za-z]+/g, '[^/]+')}$`));
  const consoleApp = readFileSync(join(ROOT, 'web-admin/src/App.tsx'), 'utf8');
  for (const [, name] of consoleApp.matchAll(/<Resource\s+name="([^"]+)"/g)) {
    const index = ['index.ts', 'index.tsx']
      .map((f) => join(ROOT, 'web-admin/src', name, f))
      .find((f) => existsSync(f));
    const pages = index ? readFileSync(index, 'utf8') : '';
    routes.push(new RegExp(`^/admin/${name}$`));
    if (/\bshow\b/.test(pages)) routes.push(new RegExp(`^/admin/${name}/[^/]+/show$`));
    if (/\bedit\b/.test(pages)) routes.push(new RegExp(`^/admin/${name}/[^/]+$`));
  }
  return routes;
}

/**
 * Every link in every email opens a page: a journey through the product sends each kind of
 * email through a real SMTP peer, and each link found in them is opened against the app serving
 * the built web apps. A page link must be a route of the apps (not their not-found page nor the
 * console's dashboard by accident of a '#'), and answer 200 with the right app.
 */
describe('links in emails', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const routes = siteRoutes();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The built clients (`npm test` builds them first), as `npm start` serves them.
    // Behind one trusted proxy, so X-Forwarded-For tells the sign-in attempts' addresses apart.
    ctx = await createTestApp({
      smtpUrl: smtp.url,
      serveClients: true,
      env: { TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** Opens one link found in an email; answers what is wrong with it, or null. */
  async function problemWith(href: string): Promise<string | null> {
    if (href.startsWith('mailto:') || href.startsWith('tel:')) return null;
    if (!href.startsWith(`${ctx.config.appUrl}/`)) return 'points outside the app';
    const url = new URL(href);
    if (url.hash.startsWith('#/')) return 'routes by hash, which the apps do not';
    const res = await ctx.http.get(`${url.pathname}${url.search}`);
    if (res.status !== 200) return `answers ${res.status}`;
    if (url.pathname.startsWith('/api/')) return null;
    if (!routes.some((r) => r.test(url.pathname))) return 'is no route of the web apps';
    const inConsole = String(res.text).includes('<title>RentNaija console</title>');
    const page = String(res.text).includes('<div id="root">');
    if (!page || inConsole !== url.pathname.startsWith('/admin/')) {
      return 'is not served by its web app';
    }
    return null;
  }

  /** Every href of every message the SMTP peer received, with its template's subject. */
  async function deliveredLinks() {
    await ctx.drainJobs();
    const links: { subject: string; to: string; href: string }[] = [];
    for (const mail of smtp.received) {
      const parsed = await simpleParser(mail.raw);
      const html = String(parsed.html || '');
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
        links.push({
          subject: mail.subject,
          to: mail.to.join(','),
          href: href.replace(/&amp;/g, '&'),
        });
      }
    }
    return links;
  }

  it('sends each kind of email with links that open a page of the apps', async () => {
    const admin = await makeSignedInUser(ctx, { role: 'admin' });
    const landlord = await makeSignedInUser(ctx, { role: 'landlord', name: 'Bola Adewale' });
    await makeKyc(ctx, landlord.user);
    const tenant = await makeSignedInUser(ctx, { role: 'tenant', name: 'Ada Obi' });
    const rival = await makeSignedInUser(ctx, { role: 'tenant', name: 'Emeka Nwosu' });
    const ok = (res: { status: number; body: unknown }, status: number) => {
      if (res.status !== status) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
      return res.body as { id: string };
    };

    // Accounts: confirmation, password reset.
    ok(
      await ctx.http.post('/api/auth/register').send({
        name: 'Kemi Bello',
        email: 'kemi.links@example.com',
        password: 'Str0ng!pass',
        role: 'tenant',
      }),
      201,
    );
    ok(await ctx.http.post('/api/auth/forgot-password').send({ email: tenant.user.email }), 200);
    // Ten wrong passwords lock the account and tell its owner.
    const locked = await makeSignedInUser(ctx, { role: 'tenant' });
    for (let i = 0; i < 10; i += 1) {
      await ctx.http
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.9.0.${i}`)
        .send({ email: locked.user.email, password: 'Wrong#pass1' });
    }

    // Contact: the receipt and staff's reply.
    const contact = ok(
      await ctx.http.post('/api/contact').send({
        fullName: 'Kemi Bello',
        email: 'kemi.contact@example.com',
        category: 'tenant-support',
        subject: 'Viewing times',
        message: 'Can I see a flat on Saturday?',
      }),
      201,
    );
    ok(
      await ctx.http
        .post(`/api/admin/contact-messages/${contact.id}/reply`)
        .set(admin.auth)
        .send({ message: 'Yes, landlords show flats on Saturdays.' }),
      200,
    );

    // Listings: approved (a tenant's instant saved search hears of it) and rejected.
    ok(
      await ctx.http
        .post('/api/saved-searches')
        .set(rival.auth)
        .send({ name: 'Lagos now', filters: { city: 'Lagos' }, frequency: 'instant' }),
      201,
    );
    const pending = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
    const refused = await makeListing(ctx, landlord.user, { moderationStatus: 'pending' });
    ok(await ctx.http.post(`/api/admin/properties/${pending.id}/approve`).set(admin.auth), 200);
    ok(
      await ctx.http
        .post(`/api/admin/properties/${refused.id}/reject`)
        .set(admin.auth)
        .send({ reason: 'The photos show another building.' }),
      200,
    );

    // Viewings: a request, the invite, a cancellation, the reminder.
    const home = await makeListing(ctx, landlord.user, { title: 'Links flat' });
    const request = ok(
      await ctx.http
        .post('/api/viewings')
        .set(tenant.auth)
        .send({
          propertyId: home.id,
          viewingDate: inDays(2),
          viewingTime: '10:00',
          viewingType: 'physical',
        }),
      201,
    );
    ok(await ctx.http.post(`/api/viewings/${request.id}/confirm`).set(landlord.auth), 200);
    const outside = ok(
      await ctx.http
        .post('/api/viewings')
        .set(landlord.auth)
        .send({
          propertyId: home.id,
          viewingDate: inDays(2),
          viewingTime: '11:00',
          viewingType: 'virtual',
          videoLink: 'https://meet.google.com/abc-defg-hij',
          tenantName: 'Chidi Okafor',
          tenantEmail: 'chidi.links@example.com',
          tenantPhone: '08031234567',
          notes: 'See you at https://evil.example',
        }),
      201,
    );
    ok(await ctx.http.post(`/api/viewings/${outside.id}/cancel`).set(landlord.auth), 200);
    const startsAt = new Date((request as unknown as { startsAt: string }).startsAt).getTime();
    await ctx.app.get(ViewingRemindersService).sweep(new Date(startsAt - 20 * 3600_000));

    // Applications: the guarantor's request, the enquiry, the landlord's notice, the guarantor's
    // answer, the decision, and the other applicant told the home is promised.
    const application = ok(
      await ctx.http
        .post('/api/applications')
        .set(tenant.auth)
        .send(applicationBody(home.id, { guarantorEmail: 'guarantor.links@example.com' })),
      201,
    );
    ok(
      await ctx.http
        .post('/api/applications')
        .set(rival.auth)
        .send(applicationBody(home.id, { guarantorEmail: 'guarantor2.links@example.com' })),
      201,
    );
    await ctx.drainJobs();
    const consent = smtp.received.find((m) => m.to.includes('guarantor.links@example.com'))!;
    const token = /\/guarantor\/([A-Za-z0-9_-]+)/.exec(consent.decoded)![1];
    ok(
      await ctx.http
        .post(`/api/guarantor-requests/${token}`)
        .send({ decision: 'confirm', fullName: 'Ngozi Adaeze Eze' }),
      200,
    );
    ok(
      await ctx.http
        .post(`/api/applications/${application.id}/review`)
        .set(landlord.auth)
        .send({ decision: 'approved' }),
      200,
    );

    // KYC: approved and rejected by staff.
    const approvedKyc = await makeKyc(ctx, rival.user, 'pending');
    ok(
      await ctx.http.post(`/api/admin/kyc-submissions/${approvedKyc.id}/approve`).set(admin.auth),
      200,
    );
    const other = await makeSignedInUser(ctx, { role: 'landlord' });
    const rejectedKyc = await makeKyc(ctx, other.user, 'pending');
    ok(
      await ctx.http
        .post(`/api/admin/kyc-submissions/${rejectedKyc.id}/reject`)
        .set(admin.auth)
        .send({ reason: 'The ID photo is too blurred.' }),
      200,
    );

    const links = await deliveredLinks();
    const sent = new Set((await recordedEmails(ctx, {})).map((e) => e.template));
    expect([...sent].sort()).toEqual(
      [
        'application-enquiry',
        'application-listing-taken',
        'application-reviewed',
        'application-submitted',
        'account-locked',
        'confirm-email',
        'contact-acknowledgement',
        'contact-reply',
        'guarantor-answered',
        'guarantor-request',
        'kyc-approved',
        'kyc-rejected',
        'listing-approved',
        'listing-rejected',
        'reset-password',
        'saved-search-matches',
        'viewing-cancelled',
        'viewing-invite',
        'viewing-reminder',
        'viewing-requested',
      ].sort(),
    );
    expect(links.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const link of links) {
      const problem = await problemWith(link.href);
      if (problem) problems.push(`${link.subject} → ${link.href}: ${problem}`);
    }
    expect(problems).toEqual([]);
    // The enquiry opens the application in the console, by path.
    expect(links.map((l) => l.href)).toContain(
      `${ctx.config.appUrl}/admin/applications/${application.id}/show`,
    );
  });

  it("links the team's money emails (stranded payments, chargebacks) to the console", async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const listing = await makeListing(ctx, landlord.user);
    const applied = await ctx.http
      .post('/api/applications')
      .set(tenant.auth)
      .send(applicationBody(listing.id));
    expect(applied.status).toBe(201);
    const init = await ctx.http
      .post('/api/payments/initialize')
      .set(tenant.auth)
      .send({ applicationId: applied.body.id });
    expect(init.status).toBe(201);
    await ctx.http.post(`${new URL(init.body.authorizationUrl).pathname}/pay`);
    await ctx.drainJobs();
    const reference = init.body.reference as string;
    // A chargeback on the payment, opened and resolved, as the gateway's webhooks report it.
    const dispute = (action: 'create' | 'resolve'): DisputeEvent => ({
      kind: 'dispute',
      action,
      disputeId: 'DSP-links-1',
      transactionReference: reference,
      status: action === 'create' ? 'awaiting-merchant-feedback' : 'resolved',
      category: 'chargeback',
      amountKobo: null,
      dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      openedAt: null,
      resolution: action === 'resolve' ? 'declined' : null,
      resolvedAt: null,
    });
    for (const action of ['create', 'resolve'] as const) {
      await ctx.dataSource.transaction((m) =>
        ctx.app.get(PaymentDisputesService).apply(m, dispute(action)),
      );
    }
    // Planted: an application closed without the refund that should have followed.
    await ctx.dataSource
      .getRepository(PropertyApplication)
      .update({ id: applied.body.id }, { status: 'rejected', reviewedAt: new Date() });
    expect((await ctx.app.get(RefundReconciliationService).reconcile()).refunded).toEqual([
      reference,
    ]);

    const links = (await deliveredLinks()).filter((l) => /Chargeback|Refund check/.test(l.subject));
    expect(links.map((l) => l.subject.replace(/[:(].*$/, '').trim()).sort()).toEqual([
      `Chargeback on ${reference}`,
      'Chargeback resolved',
      'Refund check',
    ]);
    const problems: string[] = [];
    for (const link of links) {
      const problem = await problemWith(link.href);
      if (problem) problems.push(`${link.subject} → ${link.href}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("links a landlord's monthly statement to each tenancy's Money tab", async () => {
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const tenancy = await makeTenancy(ctx, tenant.user, await makeListing(ctx, landlord.user));
    const payment = await ctx.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ id: tenancy.paymentId });
    await ctx.dataSource.transaction((m) => ctx.app.get(LedgerService).recordPayment(m, payment));
    const nextMonth = addMonths(`${lagosToday().slice(0, 7)}-01`, 1);
    await ctx.app.get(LandlordStatementsService).sweep(new Date(`${nextMonth}T08:00:00+01:00`));
    const links = (await deliveredLinks()).filter(
      (l) => l.to === landlord.user.email && l.subject.startsWith('Your RentNaija statement'),
    );
    expect(links.map((l) => l.href)).toEqual([
      `${ctx.config.appUrl}/tenancies/${tenancy.id}?tab=money`,
    ]);
    expect(await problemWith(links[0].href)).toBeNull();
  });

  it('every other email a notification sends links to a route of the apps', async () => {
    // The emails the journey above does not send are sent by notify(): their link is
    // `APP_URL` + the notification's path. Each path, made from a real listing and
    // conversation-like ids, must open a page.
    const landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    const listing = await makeListing(ctx, landlord.user);
    const ids = {
      propertyId: listing.id,
      conversationId: '2f1c0a8e-5d4b-4c3a-9b2a-1e0f9d8c7b6a',
      tenancyId: '6b9d2c1e-4f3a-4e8b-9c7d-2a1b0c9d8e7f',
      listings: [{ id: listing.id }],
      searchPath: '/properties?city=Lagos',
      // The days a notice or a renewal names (YYYY-MM-DD, WAT).
      moveOutDate: '2027-05-27',
      startsOn: '2027-06-01',
      endsOn: '2028-06-01',
      // A month's rent due, its retry and release; a deadline to answer; a link's expiry.
      dueDate: '2027-06-01',
      retryOn: '2027-06-03',
      respondBy: '2027-06-08T09:00:00.000Z',
      releaseAt: '2027-06-02T09:00:00.000Z',
      expiresAt: '2027-06-09T09:00:00.000Z',
      // Why a landlord is asked whether a listing is still available.
      reason: 'due',
    };
    const problems: string[] = [];
    const byNotification = new Set<string>();
    for (const [type, definition] of Object.entries(NOTIFICATIONS)) {
      if (!definition.email) continue;
      const event = { type, ...ids } as unknown as NotificationEvent;
      const path = (definition.link as (e: NotificationEvent) => string | null)(event);
      const link = `${ctx.config.appUrl}${path ?? ''}`;
      const problem = await problemWith(link);
      if (problem) problems.push(`${type} → ${path}: ${problem}`);
      const email = definition.email as (e: unknown, u: unknown, l: string) => { template: string };
      byNotification.add(email(event, { name: 'Ada' }, link).template);
    }
    expect(problems).toEqual([]);
    // Every template is either sent in the journey above or by a notification checked here.
    const journey = new Set((await recordedEmails(ctx, {})).map((e) => e.template));
    const unchecked = Object.keys(MAIL_TEMPLATES).filter(
      (t) => !journey.has(t) && !byNotification.has(t),
    );
    expect(unchecked).toEqual([]);
  });
});
