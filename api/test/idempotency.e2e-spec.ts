import { lagosToday } from '@rentnaija/shared';
import { randomUUID } from 'node:crypto';
import type { ObjectType } from 'typeorm';
import { PropertyApplication } from '../src/modules/applications/entities/property-application.entity.js';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity.js';
import { Message } from '../src/modules/messaging/entities/message.entity.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { Viewing } from '../src/modules/viewings/entities/viewing.entity.js';
import { IdempotencyKey } from '../src/platform/idempotency/entities/idempotency-key.entity.js';
import { IdempotencyService } from '../src/platform/idempotency/idempotency.service.js';
import { applicationBody } from './support/applications.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { makeListing, newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

/** A date `days` from today in West Africa Time. */
const inDays = (days: number) => lagosToday(new Date(Date.now() + days * 86_400_000));

describe('Idempotency-Key on requests that create something', () => {
  let ctx: TestContext;
  let landlord: Signed;

  beforeAll(async () => {
    // Behind one trusted proxy, so X-Forwarded-For separates anonymous clients.
    ctx = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
  });
  afterAll(() => ctx.close());

  const post = (auth: Record<string, string>, path: string, body: object, key?: string) => {
    const req = ctx.http.post(path).set(auth);
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  const count = (entity: ObjectType<{ id: string }>, where: Record<string, unknown>) =>
    ctx.dataSource.getRepository(entity).countBy(where);

  /** What a client sees of an answer: status and body. */
  const seen = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  interface Resource {
    name: string;
    /** A fresh caller and what it sends; `rows()` counts what it created. */
    setUp(): Promise<{
      auth: Record<string, string>;
      path: string;
      body: Record<string, unknown>;
      rows(): Promise<number>;
    }>;
  }

  const resources: Resource[] = [
    {
      name: 'a listing',
      async setUp() {
        const owner = await makeSignedInUser(ctx, { role: 'landlord' });
        return {
          auth: owner.auth,
          path: '/api/properties',
          body: newListingBody(),
          rows: () => count(Property, { landlordId: owner.user.id }),
        };
      },
    },
    {
      name: 'a viewing request',
      async setUp() {
        const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
        const listing = await makeListing(ctx, landlord.user);
        return {
          auth: tenant.auth,
          path: '/api/viewings',
          body: {
            propertyId: listing.id,
            viewingDate: inDays(3),
            viewingTime: '11:00',
            viewingType: 'physical',
          },
          rows: () => count(Viewing, { propertyId: listing.id }),
        };
      },
    },
    {
      name: 'an application',
      async setUp() {
        const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
        const listing = await makeListing(ctx, landlord.user);
        return {
          auth: tenant.auth,
          path: '/api/applications',
          body: applicationBody(listing.id),
          rows: () => count(PropertyApplication, { propertyId: listing.id }),
        };
      },
    },
    {
      name: 'a message',
      async setUp() {
        const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
        const listing = await makeListing(ctx, landlord.user);
        const started = await post(tenant.auth, '/api/conversations', {
          propertyId: listing.id,
          message: 'Is the flat still available?',
        });
        expect(started.status).toBe(201);
        const conversationId = started.body.id as string;
        return {
          auth: tenant.auth,
          path: `/api/conversations/${conversationId}/messages`,
          body: { content: 'Can I see it on Saturday?' },
          rows: () => count(Message, { conversationId }),
        };
      },
    },
  ];

  describe.each(resources)('$name', (resource) => {
    it('is created once when the same request is sent twice, and both answers are the first', async () => {
      const { auth, path, body, rows } = await resource.setUp();
      const before = await rows();
      const key = randomUUID();
      const first = await post(auth, path, body, key);
      expect(first.status).toBe(201);
      const second = await post(auth, path, body, key);
      expect(seen(second)).toEqual(seen(first));
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await rows()).toBe(before + 1);
    });

    it('is created once when five requests with one key arrive at the same time', async () => {
      const { auth, path, body, rows } = await resource.setUp();
      const before = await rows();
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(auth, path, body, key)),
      );
      expect(answers[0].status).toBe(201);
      for (const answer of answers) expect(seen(answer)).toEqual(seen(answers[0]));
      expect(await rows()).toBe(before + 1);
    });
  });

  it('refuses the same key with a different body with 422 and creates nothing more', async () => {
    const key = randomUUID();
    const first = await post(landlord.auth, '/api/properties', newListingBody(), key);
    expect(first.status).toBe(201);
    const other = await post(
      landlord.auth,
      '/api/properties',
      newListingBody({ title: 'Another flat in Yaba' }),
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await count(Property, { title: 'Another flat in Yaba' })).toBe(0);
  });

  it('keeps the keys of different users apart', async () => {
    const [a, b] = await Promise.all([
      makeSignedInUser(ctx, { role: 'landlord' }),
      makeSignedInUser(ctx, { role: 'landlord' }),
    ]);
    const key = randomUUID();
    const mine = await post(a.auth, '/api/properties', newListingBody(), key);
    const theirs = await post(b.auth, '/api/properties', newListingBody(), key);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await count(Property, { landlordId: a.user.id })).toBe(1);
    expect(await count(Property, { landlordId: b.user.id })).toBe(1);
  });

  it('creates as before without a key: two requests, two listings', async () => {
    const owner = await makeSignedInUser(ctx, { role: 'landlord' });
    const first = await post(owner.auth, '/api/properties', newListingBody());
    const second = await post(owner.auth, '/api/properties', newListingBody());
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(Property, { landlordId: owner.user.id })).toBe(2);
  });

  it('gives a refusal again for a repeat, rather than running the request a second time', async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const listing = await makeListing(ctx, landlord.user);
    const key = randomUUID();
    const body = { propertyId: listing.id, viewingTime: '11:00', viewingType: 'physical' };
    const first = await post(tenant.auth, '/api/viewings', body, key);
    expect(first.status).toBe(400);
    const again = await post(tenant.auth, '/api/viewings', body, key);
    expect(seen(again)).toEqual(seen(first));
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('keys an anonymous form by the key and the client address', async () => {
    const message = {
      fullName: 'Halima Sani',
      email: 'halima@example.com',
      phone: '08031234567',
      category: 'tenant-support',
      subject: `Viewing ${randomUUID()}`,
      message: 'Can I view the flat this Saturday?',
    };
    const key = randomUUID();
    const from = (address: string) =>
      ctx.http
        .post('/api/contact')
        .set('X-Forwarded-For', address)
        .set('Idempotency-Key', key)
        .send(message);
    const first = await from('10.9.0.1');
    const again = await from('10.9.0.1');
    expect(first.status).toBe(201);
    expect(seen(again)).toEqual(seen(first));
    expect(await count(ContactMessage, { subject: message.subject })).toBe(1);
    // Another client that happens to send the same key is another request.
    expect((await from('10.9.0.2')).status).toBe(201);
    expect(await count(ContactMessage, { subject: message.subject })).toBe(2);
  });

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['outside printable ASCII', 'clé-\u00e9t\u00e9'],
    ['blank', '   '],
  ])('refuses a key %s with 400', async (_what, key) => {
    const res = await ctx.http
      .post('/api/properties')
      .set(landlord.auth)
      .set('Idempotency-Key', key)
      .send(newListingBody());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('answers 409 REQUEST_IN_PROGRESS with Retry-After while the first request has not ended', async () => {
    const owner = await makeSignedInUser(ctx, { role: 'landlord' });
    const key = randomUUID();
    const body = newListingBody();
    const first = await post(owner.auth, '/api/properties', body, key);
    // As if the first request of this key had begun a moment ago and not answered yet.
    await ctx.dataSource
      .getRepository(IdempotencyKey)
      .update({ key }, { statusCode: null, completedAt: null });
    const started = Date.now();
    const waiting = await post(owner.auth, '/api/properties', body, key);
    expect(waiting.status).toBe(409);
    expect(waiting.body.code).toBe('REQUEST_IN_PROGRESS');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
    expect(first.status).toBe(201);
    expect(await count(Property, { landlordId: owner.user.id })).toBe(1);
  });

  it('keeps no answer of a server-side failure: a retry with the key runs again', async () => {
    const tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    const listing = await makeListing(ctx, landlord.user);
    const key = randomUUID();
    const body = {
      propertyId: listing.id,
      viewingDate: inDays(5),
      viewingTime: '15:00',
      viewingType: 'physical',
    };
    await ctx.dataSource.query(`ALTER TABLE viewings RENAME TO viewings_away`);
    let failed;
    try {
      failed = await post(tenant.auth, '/api/viewings', body, key);
    } finally {
      await ctx.dataSource.query(`ALTER TABLE viewings_away RENAME TO viewings`);
    }
    expect(failed.status).toBe(500);
    const retried = await post(tenant.auth, '/api/viewings', body, key);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(Viewing, { propertyId: listing.id })).toBe(1);
  });

  it('forgets keys after a day: the daily sweep removes them and the key runs again', async () => {
    const keys = ctx.dataSource.getRepository(IdempotencyKey);
    const owner = await makeSignedInUser(ctx, { role: 'landlord' });
    const key = randomUUID();
    const created = await post(owner.auth, '/api/properties', newListingBody(), key);
    expect(created.status).toBe(201);
    expect(await keys.countBy({ key })).toBe(1);
    await keys.update({ key }, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect(await ctx.app.get(IdempotencyService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await keys.countBy({ key })).toBe(0);
    const again = await post(owner.auth, '/api/properties', newListingBody(), key);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(created.body.id);
  });
});
