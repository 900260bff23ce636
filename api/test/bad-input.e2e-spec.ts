import { addDays, lastViewingDay, lagosToday, VIEWING_MESSAGES } from '@rentnaija/shared';
import { createHmac } from 'node:crypto';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity.js';
import { PaymentWebhookEvent } from '../src/modules/payments/entities/payment-webhook-event.entity.js';
import { Viewing } from '../src/modules/viewings/entities/viewing.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { applicationBody } from './support/applications.js';
import { makeSignedInUser } from './support/factories.js';
import { kycBody } from './support/kyc.js';
import { makeListing } from './support/listings.js';
import { postWebhook } from './support/payments.js';
import {
  startFakePaystack,
  TEST_PAYSTACK_SECRET,
  type FakePaystack,
  paystackEnv,
} from './support/paystack.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const sign = (raw: string) => createHmac('sha512', TEST_PAYSTACK_SECRET).update(raw).digest('hex');

/** Impossible dates, a date the database's calendar lacks, and a date far beyond any window. */
describe('bad input answers 400 with a field message, never 500', () => {
  let ctx: TestContext;
  let paystack: FakePaystack;
  let landlord: Signed;
  let tenant: Signed;
  let admin: Signed;

  beforeAll(async () => {
    paystack = await startFakePaystack();
    ctx = await createTestApp({
      env: {
        ...paystackEnv(paystack),
      },
    });
    [landlord, tenant, admin] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'tenant' }),
      makeSignedInUser(ctx, { role: 'admin' }),
    ]);
  });
  afterAll(async () => {
    await ctx.close();
    await paystack.close();
  });

  const expectFieldError = (
    res: { status: number; body: { details?: { field: string; message: string }[] } },
    field: string,
    message?: string | RegExp,
  ) => {
    expect(res.status).toBe(400);
    const detail = res.body.details?.find((d) => d.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail!.message).toMatch(message);
  };

  describe('dates', () => {
    it.each(['2026-02-30', '2025-02-29', '2026-13-01', '0000-01-01', '2026-2-3', 'tomorrow'])(
      'refuses the viewings filter date=%s',
      async (date) => {
        const res = await ctx.http.get('/api/viewings').query({ date }).set(tenant.auth);
        expectFieldError(res, 'date', /real date/);
      },
    );

    it('still filters viewings by a real date, leap days included', async () => {
      for (const date of ['2028-02-29', lagosToday()]) {
        const res = await ctx.http.get('/api/viewings').query({ date }).set(tenant.auth);
        expect(res.status).toBe(200);
      }
    });

    it('books a viewing up to 90 days ahead and refuses impossible or later dates', async () => {
      const listing = await makeListing(ctx, landlord.user);
      const request = (viewingDate: string) =>
        ctx.http.post('/api/viewings').set(tenant.auth).send({
          propertyId: listing.id,
          viewingDate,
          viewingTime: '10:00',
          viewingType: 'physical',
        });
      expectFieldError(await request('2026-02-30'), 'viewingDate', VIEWING_MESSAGES.invalidDate);
      expectFieldError(await request('0000-01-01'), 'viewingDate', VIEWING_MESSAGES.invalidDate);
      for (const far of ['9999-12-31', addDays(lastViewingDay(), 1)]) {
        expectFieldError(await request(far), 'viewingDate', VIEWING_MESSAGES.tooFarAhead);
      }
      expect(await ctx.dataSource.getRepository(Viewing).countBy({ propertyId: listing.id })).toBe(
        0,
      );
      const last = await request(lastViewingDay());
      expect(last.status).toBe(201);
      expect(last.body.viewingDate).toBe(lastViewingDay());
    });

    it.each(['1990-02-30', '0000-01-01', '1990-02-29'])(
      'refuses the birth date %s on an application and on KYC',
      async (dateOfBirth) => {
        const listing = await makeListing(ctx, landlord.user);
        const applied = await ctx.http
          .post('/api/applications')
          .set(tenant.auth)
          .send(applicationBody(listing.id, { dateOfBirth }));
        expectFieldError(applied, 'dateOfBirth');
        const kyc = await ctx.http
          .put('/api/kyc/me')
          .set(tenant.auth)
          .send(
            kycBody(
              {
                governmentIdDocumentId: '00000000-0000-4000-8000-000000000000',
                proofOfResidencyDocumentId: '00000000-0000-4000-8000-000000000001',
              },
              { dateOfBirth },
            ),
          );
        expectFieldError(kyc, 'dateOfBirth');
      },
    );

    it.each([
      ['/api/admin/payments', { createdFrom: '2026-02-30' }, 'filter.createdFrom'],
      ['/api/admin/payments', { createdTo: '2026-02-30T10:00:00Z' }, 'filter.createdTo'],
      ['/api/admin/viewings', { viewingDate: '0000-01-01' }, 'filter.viewingDate'],
      ['/api/admin/viewings', { viewingDate: ['2026-02-30'] }, 'filter.viewingDate'],
    ])('refuses the console filter %s %j', async (list, filter, field) => {
      const res = await ctx.http
        .get(list)
        .query({ filter: JSON.stringify(filter) })
        .set(admin.auth);
      expectFieldError(res, field);
    });

    it('still filters console payments by a day or a timestamp', async () => {
      for (const filter of [
        { createdFrom: '2026-02-28', createdTo: '2026-03-01' },
        { createdFrom: '2026-02-28T10:00:00Z', createdTo: '2026-03-01T09:30:00+01:00' },
      ]) {
        const res = await ctx.http
          .get('/api/admin/payments')
          .query({ filter: JSON.stringify(filter) })
          .set(admin.auth);
        expect(res.status).toBe(200);
      }
    });
  });

  describe('control characters', () => {
    const contact = (overrides: Record<string, unknown>) => ({
      fullName: 'Halima Sani',
      email: 'halima@example.com',
      category: 'general-inquiry',
      subject: 'Hello',
      message: 'Hello there',
      ...overrides,
    });

    it.each([
      ['a NUL', 'a\u0000b', /NUL/],
      ['an escape', 'a\u001b[31mred', /control characters/],
      ['a DEL', 'a\u007f', /control characters/],
      ['a C1 control', 'a\u0085b', /control characters/],
      ['half a surrogate pair', 'a\ud800b', /valid Unicode/],
    ])('refuses %s in a JSON body with 400 naming the field', async (_label, subject, message) => {
      const before = await ctx.dataSource.getRepository(ContactMessage).count();
      const res = await ctx.http.post('/api/contact').send(contact({ subject }));
      expectFieldError(res, 'subject', message);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(await ctx.dataSource.getRepository(ContactMessage).count()).toBe(before);
    });

    it('names the nested field, and refuses a control character in a field name', async () => {
      const nested = await ctx.http
        .post('/api/properties')
        .set(landlord.auth)
        .send({ title: 'Flat', images: [{ url: '/uploads/properties/a.jpg', alt: 'x\u0007' }] });
      expectFieldError(nested, 'images.0.alt', /control characters/);
      const key = await ctx.http.post('/api/contact').send({ ...contact({}), 'a\u0000': 1 });
      expectFieldError(key, 'body', /Field names must not contain NUL/);
    });

    it('refuses them on routes that read no body, and in query strings', async () => {
      const listing = await makeListing(ctx, landlord.user);
      const res = await ctx.http
        .post(`/api/properties/${listing.id}/ownership-proofs`)
        .set(landlord.auth)
        .set('Content-Type', 'application/json')
        .send('{"documentType":"deed\\u0000"}');
      expectFieldError(res, 'documentType', /NUL/);
      const search = await ctx.http.get('/api/properties').query({ query: 'flat\u0001' });
      expectFieldError(search, 'query', /control characters/);
    });

    it('keeps tabs, line breaks and every script', async () => {
      const res = await ctx.http.post('/api/contact').send(
        contact({
          subject: 'Ẹ kú àárọ̀ — 你好 🏠',
          message: 'Line one\r\n\tLine two\nLine three',
        }),
      );
      expect(res.status).toBe(201);
      const row = await ctx.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ id: res.body.id });
      expect(row.message).toBe('Line one\r\n\tLine two\nLine three');
      expect(row.subject).toBe('Ẹ kú àárọ̀ — 你好 🏠');
    });

    it('answers a signed Paystack webhook holding a NUL with 200 and records it as unreadable', async () => {
      const raw = JSON.stringify({
        event: 'charge.success',
        data: {
          id: 99001,
          reference: 'RN-NUL-1',
          status: 'success',
          amount: 500000,
          currency: 'NGN',
          customer: { first_name: 'Ada\u0000', last_name: 'Eze' },
        },
      });
      expect(raw).toContain('\\u0000');
      const events = ctx.dataSource.getRepository(PaymentWebhookEvent);

      expect((await postWebhook(ctx, raw)).status).toBe(401);
      expect(await events.countBy({ reference: 'RN-NUL-1' })).toBe(0);

      for (let i = 0; i < 2; i++) {
        const res = await postWebhook(ctx, raw, sign(raw));
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ received: true });
      }
      await ctx.drainJobs();
      const rows = await events.findBy({ reference: 'RN-NUL-1' });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        event: 'charge.success',
        status: 'unreadable',
        outcome: 'unreadable: data.customer.first_name must not contain NUL (\\u0000) characters',
      });
      expect(rows[0].payload).toMatchObject({
        data: { customer: { first_name: 'Ada\uFFFD', last_name: 'Eze' } },
      });
    });

    it('answers a signed webhook whose JSON is a list with 200 (recorded, not applied)', async () => {
      for (const raw of ['[1,2]', '[]']) {
        const res = await postWebhook(ctx, raw, sign(raw));
        expect(res.status).toBe(200);
      }
      await ctx.drainJobs();
      const unknown = await ctx.dataSource
        .getRepository(PaymentWebhookEvent)
        .findBy({ event: 'unknown' });
      expect(unknown.map((e) => e.status)).toEqual(['ignored', 'ignored']);
      // A bare JSON value is no event at all: the body parser refuses it before the route.
      const bare = await postWebhook(ctx, 'null', sign('null'));
      expect([bare.status, bare.body.code]).toEqual([400, 'MALFORMED_JSON']);
    });
  });
});
