import { addDays, lagosToday } from '@rentnaija/shared';
import fc from 'fast-check';
import { createHmac, randomUUID } from 'node:crypto';
import { Bookmark } from '../src/modules/bookmarks/entities/bookmark.entity.js';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity.js';
import { PAYMENT_GATEWAY } from '../src/modules/payments/gateway/payment-gateway.js';
import type { SandboxGateway } from '../src/modules/payments/gateway/sandbox.gateway.js';
import { Property } from '../src/modules/properties/entities/property.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { authHeader, makeSignedInUser, makeUser, signIn } from './support/factories.js';
import { makeListing, newListingBody } from './support/listings.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const ADMIN_LISTS = [
  '/api/admin/properties',
  '/api/admin/users',
  '/api/admin/contact-messages',
  '/api/admin/email-outbox',
  '/api/admin/audit-log',
];

/**
 * What hostile clients send: bad input must answer 4xx (never 5xx), and a refused request must
 * leave the database as it was.
 */
describe('hostile input', () => {
  let ctx: TestContext;
  let landlord: Signed;
  let tenant: Signed;
  let admin: Signed;
  let listing: Property;
  let bookmark: Bookmark;
  let target: User;
  let contact: ContactMessage;
  let address = 0;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    landlord = await makeSignedInUser(ctx, { role: 'landlord' });
    tenant = await makeSignedInUser(ctx, { role: 'tenant' });
    admin = await makeSignedInUser(ctx, { role: 'admin' });
    listing = await makeListing(ctx, landlord.user);
    bookmark = await ctx.dataSource
      .getRepository(Bookmark)
      .save({ tenantId: tenant.user.id, propertyId: listing.id });
    target = await makeUser(ctx, { role: 'landlord' });
    contact = await ctx.dataSource.getRepository(ContactMessage).save({
      fullName: 'Halima Sani',
      email: 'halima@example.com',
      category: 'general-inquiry',
      subject: 'Hello',
      message: 'Hello there',
    });
  });
  afterAll(() => ctx.close());

  /** One line per table: row count and newest row version. Any insert, update or delete shows. */
  async function fingerprint(): Promise<string> {
    const tables: { tablename: string }[] = await ctx.dataSource.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const parts = tables.map(
      ({ tablename }) =>
        `(SELECT '${tablename}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM "${tablename}")`,
    );
    const [row] = await ctx.dataSource.query(`SELECT concat_ws('|', ${parts.join(', ')}) AS f`);
    return row.f as string;
  }

  const from = () => `203.0.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

  describe('numbers, NUL characters, nulls and console list parameters', () => {
    it.each([
      ['minPrice', String(2 ** 31)],
      ['maxPrice', String(2 ** 31)],
      ['maxServiceCharge', '99999999999999999999'],
      ['minPrice', '2147483648.5'],
      ['page', '99999999999999999999'],
      ['perPage', '99999999999999999999'],
    ])('refuses search %s=%s with 400 and a field message', async (field, value) => {
      const res = await ctx.http.get('/api/properties').query({ [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    });

    it('still searches with the largest prices a listing may have', async () => {
      const res = await ctx.http
        .get('/api/properties')
        .query({ minPrice: '0', maxPrice: '1000000000', maxServiceCharge: '100000000' });
      expect(res.status).toBe(200);
    });

    it.each([
      ['GET', '/api/properties?query=a%00b', 'query'],
      ['POST', '/api/contact', 'subject'],
      ['POST', '/api/auth/register', 'name'],
      ['PATCH', '/api/users/me', 'name'],
      ['POST', '/api/properties', 'title'],
    ])('refuses a NUL character: %s %s (%s) with 400', async (method, path, field) => {
      const bodies: Record<string, object> = {
        '/api/contact': {
          fullName: 'Halima',
          email: 'nul@example.com',
          category: 'general-inquiry',
          subject: 'a\u0000b',
          message: 'hello',
        },
        '/api/auth/register': {
          name: 'Nul\u0000Name',
          email: 'nul@example.com',
          password: 'Str0ng!pass',
          role: 'tenant',
        },
        '/api/users/me': { name: 'Kemi\u0000' },
        '/api/properties': newListingBody({ title: 'Flat\u0000' }),
      };
      const auth = path === '/api/users/me' ? tenant.auth : landlord.auth;
      const before = await fingerprint();
      const res = await ctx.http[method.toLowerCase() as 'get' | 'post' | 'patch'](path)
        .set(auth)
        .set('X-Forwarded-For', from())
        .send(bodies[path]);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
      expect(await fingerprint()).toBe(before);
    });

    const requiredListingFields = [
      'title',
      'description',
      'propertyType',
      'area',
      'bedrooms',
      'bathrooms',
      'address',
      'city',
      'state',
      'price',
      'securityDeposit',
      'serviceCharge',
      'amenities',
      'powerSupply',
      'images',
    ];
    it.each(requiredListingFields)(
      'refuses an explicit null for the listing field %s on create and edit',
      async (field) => {
        const before = await fingerprint();
        const created = await ctx.http
          .post('/api/properties')
          .set(landlord.auth)
          .send(newListingBody({ [field]: null }));
        const edited = await ctx.http
          .patch(`/api/properties/${listing.id}`)
          .set(landlord.auth)
          .send({ [field]: null });
        for (const res of [created, edited]) {
          expect(res.status).toBe(400);
          expect(res.body.details).toEqual(
            expect.arrayContaining([expect.objectContaining({ field })]),
          );
        }
        expect(await fingerprint()).toBe(before);
      },
    );

    it('still clears the optional listing fields with null', async () => {
      const res = await ctx.http.patch(`/api/properties/${listing.id}`).set(landlord.auth).send({
        postalCode: null,
        waterSupply: null,
        videoTourUrl: null,
        panoramaUrl: null,
      });
      expect(res.status).toBe(200);
      // The edit's follow-ups (its fraud signals' check) finish before the next case's count.
      await ctx.drainJobs();
    });

    const nullCases: [
      string,
      string,
      () => string,
      () => object,
      string | null,
      () => Record<string, string>,
    ][] = [
      [
        'profile name',
        'PATCH',
        () => '/api/users/me',
        () => ({ name: null }),
        'name',
        () => tenant.auth,
      ],
      [
        'profile phone',
        'PATCH',
        () => '/api/users/me',
        () => ({ phone: null }),
        null,
        () => tenant.auth,
      ],
      [
        'user role',
        'PUT',
        () => `/api/admin/users/${target.id}`,
        () => ({ role: null }),
        'role',
        () => admin.auth,
      ],
      [
        'user status',
        'PUT',
        () => `/api/admin/users/${target.id}`,
        () => ({ status: null }),
        'status',
        () => admin.auth,
      ],
      [
        'bookmark flag on edit',
        'PATCH',
        () => `/api/bookmarks/${bookmark.id}`,
        () => ({ notifyPriceChange: null }),
        'notifyPriceChange',
        () => tenant.auth,
      ],
      [
        'bookmark flag on save',
        'POST',
        () => '/api/bookmarks',
        () => ({ propertyId: listing.id, notifyStatusChange: null }),
        'notifyStatusChange',
        () => tenant.auth,
      ],
      [
        'contact message status',
        'PUT',
        () => `/api/admin/contact-messages/${contact.id}`,
        () => ({ status: null }),
        'status',
        () => admin.auth,
      ],
    ];
    it.each(nullCases)(
      'answers an explicit null for the %s: 400 where a value is required, 200 where null clears',
      async (_label, method, path, body, field, auth) => {
        const before = await fingerprint();
        const res = await ctx.http[method.toLowerCase() as 'put' | 'patch' | 'post'](path())
          .set(auth())
          .send(body());
        if (field === null) {
          expect(res.status).toBe(200);
          return;
        }
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual(
          expect.arrayContaining([expect.objectContaining({ field })]),
        );
        expect(await fingerprint()).toBe(before);
      },
    );

    const badLists: [string, string, string][] = [
      ['a huge range', 'range', '[99999999999999999999,99999999999999999999]'],
      ['a huge range end', 'range', '[0,99999999999999999999]'],
      ['an infinite range', 'range', '[1e400,1e400]'],
      ['an empty range', 'range', '[]'],
      ['a one-number range', 'range', '[0]'],
      ['an empty sort', 'sort', '[]'],
      ['a sort of empty strings', 'sort', '["",""]'],
      ['a 4,500-character sort field', 'sort', JSON.stringify(['createdAt'.repeat(500), 'ASC'])],
      ['a filter array', 'filter', '[]'],
      ['a filter string', 'filter', '""'],
      ['an empty filter list', 'filter', '{"status":[]}'],
      ['a filter object value', 'filter', '{"status":{"a":1}}'],
      ['a nested filter list', 'filter', '{"status":[[1]]}'],
      ['a 5,000-character search', 'filter', JSON.stringify({ q: 'x'.repeat(5000) })],
      ['a NUL in a filter', 'filter', '{"status":"a\\u0000"}'],
    ];
    it.each(ADMIN_LISTS.flatMap((list) => badLists.map(([label, p, v]) => [list, label, p, v])))(
      'refuses %s with %s with 400 and a field message',
      async (list, _label, param, value) => {
        const res = await ctx.http
          .get(list)
          .query({ [param]: value })
          .set(admin.auth);
        expect(res.status).toBe(400);
        expect(res.body.details?.[0]?.field).toMatch(new RegExp(`^${param}`));
      },
    );

    it.each([
      ['an actor id that is no id', { actorId: 'not-an-id' }],
      ['a 500-character entity id', { entityId: 'x'.repeat(500) }],
    ])('refuses an audit-log filter with %s', async (_label, filter) => {
      const list = '/api/admin/audit-log';
      const res = await ctx.http
        .get(list)
        .query({ filter: JSON.stringify(filter) })
        .set(admin.auth);
      expect(res.status).toBe(400);
    });

    it('refuses a JSON array or scalar where an object is expected', async () => {
      for (const body of ['[]', '[{"email":"a@example.com"}]', '"text"', '42', 'null']) {
        const res = await ctx.http
          .post('/api/auth/forgot-password')
          .set('X-Forwarded-For', from())
          .set('Content-Type', 'application/json')
          .send(body);
        expect(res.status).toBe(400);
      }
    });
  });

  describe('generated bodies and queries (fast-check)', () => {
    interface Schema {
      type?: string;
      enum?: unknown[];
      example?: unknown;
      format?: string;
      minimum?: number;
      maximum?: number;
      items?: Schema;
      properties?: Record<string, Schema>;
      required?: string[];
      $ref?: string;
      allOf?: Schema[];
      nullable?: boolean;
    }
    interface Operation {
      requestBody?: { content?: Record<string, { schema?: Schema }> };
      parameters?: { name: string; in: string; schema?: Schema }[];
    }
    let doc: {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Schema> };
    };

    beforeAll(async () => {
      const res = await ctx.http.get('/api/docs-json');
      doc = res.body;
    });

    const resolve = (s: Schema): Schema =>
      s.$ref
        ? resolve(doc.components.schemas[s.$ref.split('/').pop()!])
        : s.allOf?.[0]
          ? resolve(s.allOf[0])
          : s;

    const nested = (depth: number): unknown => {
      let v: unknown = [];
      for (let i = 0; i < depth; i++) v = [v];
      return v;
    };

    /**
     * Characters PostgreSQL cannot store (NUL; half a surrogate pair in jsonb) and other control
     * characters no person types.
     */
    const unsafeChar = fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
      '\ud800',
      '\udfff',
    );
    const unsafeText = fc
      .tuple(fc.string({ maxLength: 8 }), unsafeChar, fc.string({ maxLength: 8 }))
      .map(([a, c, b]) => `${a}${c}${b}`);

    /** Dates no calendar has, the year PostgreSQL lacks, and far beyond any booking window. */
    const badDate = fc.constantFrom(
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '9999-12-31',
      '+275760-09-13',
      '-000001-01-01',
      '2026-2-3',
      '2026-02-28T25:00',
      '20260301',
      ' 2026-03-01',
    );
    const today = lagosToday();
    /** A date field: around today's booking window, a plausible birth date, or a bad date. */
    const dateValue: fc.Arbitrary<string> = fc.oneof(
      fc.integer({ min: -3, max: 100 }).map((n) => addDays(today, n)),
      fc.integer({ min: 17 * 365, max: 90 * 365 }).map((n) => addDays(today, -n)),
      badDate,
    );

    /** Values that break naive servers. */
    const hostile: fc.Arbitrary<unknown> = fc.oneof(
      { weight: 2, arbitrary: unsafeText },
      { weight: 1, arbitrary: badDate },
      { weight: 4, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, -1, 0.5, 1e20),
      },
      { weight: 1, arbitrary: fc.constantFrom('', '   ', true, false, [], {}) },
      {
        weight: 1,
        arbitrary: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), {
          maxLength: 3,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
      },
      { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)) },
      { weight: 1, arbitrary: fc.integer({ min: 33, max: 60 }).map(nested) },
      {
        weight: 1,
        arbitrary: fc.oneof(
          fc.string(),
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        ),
      },
    );

    const fieldValue = (name: string, raw: Schema): fc.Arbitrary<unknown> => {
      const s = resolve(raw);
      if (name === 'propertyId') return fc.constantFrom(listing.id, randomUUID());
      if (name === 'email') return fc.emailAddress();
      if (name === 'password') return fc.constant('Str0ng!pass');
      if (s.format === 'date') return dateValue;
      if (s.enum) return fc.constantFrom(...s.enum);
      if (s.type === 'integer' || s.type === 'number')
        return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 1000, 1_000_000) });
      if (s.type === 'boolean') return fc.boolean();
      if (s.type === 'array') {
        const items = s.items ? resolve(s.items) : {};
        if (items.enum) return fc.subarray(items.enum);
        return fc.array(validObject(items), { maxLength: 2 });
      }
      if (s.type === 'object' || s.properties) return validObject(s);
      if (s.example !== undefined) return fc.constant(s.example);
      return fc.string({ minLength: 1, maxLength: 40 });
    };

    /** An object whose fields are each plausible. */
    function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
      const props = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([name, s]) => [name, fieldValue(name, s)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
      );
    }

    /** A plausible body with one to three faults: a hostile value, or an unknown field. */
    const bodyFor = (raw: Schema): fc.Arbitrary<unknown> => {
      const schema = resolve(raw);
      const names = Object.keys(schema.properties ?? {});
      const fault = fc.tuple(
        fc.oneof(fc.constantFrom(...names, 'unexpectedField'), unsafeText),
        hostile,
      );
      return fc.oneof(
        {
          weight: 9,
          arbitrary: fc
            .tuple(validObject(schema), fc.array(fault, { minLength: 1, maxLength: 3 }))
            .map(([base, faults]) => ({ ...base, ...Object.fromEntries(faults) })),
        },
        { weight: 1, arbitrary: hostile },
      );
    };

    /**
     * Cases per route and run. Each run draws new ones (fast-check seeds from the clock and
     * prints the seed of a failure to replay it), so the runs together cover far more.
     */
    const RUNS_PER_ROUTE = 30;
    /** Each property test sends a thousand requests or more: minutes on a loaded machine. */
    const PROPERTY_TEST_TIMEOUT_MS = 600_000;

    const idFor = (path: string): string => {
      if (path.startsWith('/api/properties/{id}')) return listing.id;
      if (path.startsWith('/api/bookmarks/{id}')) return bookmark.id;
      if (path.startsWith('/api/admin/users/{id}')) return target.id;
      if (path.startsWith('/api/admin/contact-messages/{id}')) return contact.id;
      if (path.startsWith('/api/admin/properties/{id}')) return listing.id;
      return randomUUID();
    };

    /** The path with every parameter filled: a known id where the route has one, else any. */
    const urlFor = (path: string): string =>
      path.replace(/\{(\w+)\}/g, (_match, name: string) =>
        name === 'id' ? idFor(path) : `${name}-${randomUUID()}`,
      );

    /** Routes a tenant uses (the rest: landlords, or staff under /api/admin). */
    const TENANT_ROUTES = [
      '/api/bookmarks',
      '/api/users',
      '/api/kyc',
      '/api/applications',
      '/api/payments',
      '/api/saved-searches',
    ];
    /** Routes both take, with different rules: each is tried as both. */
    const BOTH_ROUTES = ['/api/viewings', '/api/conversations'];

    const authFor = async (path: string, asTenant = false): Promise<Record<string, string>> => {
      if (path === '/api/auth/logout') {
        const { accessToken } = await signIn(ctx, await makeUser(ctx));
        return authHeader(accessToken);
      }
      if (path.startsWith('/api/admin')) return admin.auth;
      if (TENANT_ROUTES.some((p) => path.startsWith(p))) return tenant.auth;
      if (asTenant && BOTH_ROUTES.some((p) => path.startsWith(p))) return tenant.auth;
      return landlord.auth;
    };

    /** The gateway's webhook is signed: unsigned bodies would only ever meet the 401. */
    const WEBHOOK = '/api/payments/webhook/paystack';
    const signatureFor = (raw: string): Record<string, string> => {
      const secret = ctx.app.get<SandboxGateway>(PAYMENT_GATEWAY).webhookSecret;
      return {
        'x-paystack-signature': createHmac('sha512', secret).update(raw).digest('hex'),
      };
    };

    /** The schemas of a route's JSON body and query parameters, with a date somewhere in them. */
    const hasDate = (schema: Schema | undefined, seen = new Set<Schema>()): boolean => {
      if (!schema || seen.has(schema)) return false;
      seen.add(schema);
      const s = resolve(schema);
      if (s.format === 'date') return true;
      return [...Object.values(s.properties ?? {}), ...(s.items ? [s.items] : [])].some((p) =>
        hasDate(p, seen),
      );
    };

    async function expectNoHarm(
      label: string,
      send: () => Promise<{ status: number; body: unknown }>,
      allowWritesOn401 = false,
    ) {
      const before = await fingerprint();
      const res = await send();
      if (res.status >= 500)
        throw new Error(`${label} answered ${res.status}: ${JSON.stringify(res.body)}`);
      if (res.status >= 400 && !(allowWritesOn401 && res.status === 401)) {
        const after = await fingerprint();
        if (after !== before)
          throw new Error(`${label} answered ${res.status} but wrote to the database`);
      }
      if (res.status < 400) await ctx.drainJobs();
    }

    it(
      'answers every generated body with no 5xx and writes nothing when refusing',
      async () => {
        const routes: { method: string; path: string; schema: Schema }[] = [];
        for (const [path, ops] of Object.entries(doc.paths)) {
          for (const [method, op] of Object.entries(ops)) {
            const schema = op.requestBody?.content?.['application/json']?.schema;
            if (schema) routes.push({ method, path, schema });
          }
        }
        expect(routes.length).toBeGreaterThanOrEqual(15);
        // Every body with a date, and the webhook, are among them (found, not listed by hand).
        expect(routes.filter((r) => hasDate(r.schema)).map((r) => r.path)).toEqual(
          expect.arrayContaining(['/api/viewings', '/api/applications', '/api/kyc/me']),
        );
        expect(routes.map((r) => r.path)).toContain(WEBHOOK);
        for (const route of routes) {
          const url = urlFor(route.path);
          await fc.assert(
            fc.asyncProperty(bodyFor(route.schema), fc.boolean(), async (body, asTenant) => {
              const auth = await authFor(route.path, asTenant);
              const raw = JSON.stringify(body) ?? 'null';
              await expectNoHarm(
                `${route.method.toUpperCase()} ${url} ${raw.slice(0, 300)}`,
                () =>
                  ctx.http[route.method as 'post' | 'put' | 'patch'](url)
                    .set(auth)
                    .set(route.path === WEBHOOK ? signatureFor(raw) : {})
                    .set('X-Forwarded-For', from())
                    .set('Content-Type', 'application/json')
                    .send(raw),
                route.path === '/api/auth/login' || route.path === '/api/auth/refresh',
              );
            }),
            { numRuns: RUNS_PER_ROUTE },
          );
        }
      },
      PROPERTY_TEST_TIMEOUT_MS,
    );

    const queryValue: fc.Arbitrary<string> = fc.oneof(
      fc.constantFrom('', '0', '-1', '2147483648', '99999999999999999999', '1e400', 'NaN', '1.5'),
      fc.constantFrom('[]', '{}', '[0,99999999999999999999]', '[99999999999999999999,1e21]'),
      fc.constantFrom('{"status":[]}', '{"id":[]}', '{"role":{"a":1}}', '[1e400,1]', 'null'),
      fc.constantFrom('["createdAt","ASC"]', '{"q":"a"}', '{"actorId":"x"}', '[0,9]'),
      // The console's date filters, and a date column matched exactly.
      fc
        .tuple(
          fc.constantFrom('viewingDate', 'createdFrom', 'createdTo', 'dateOfBirth', 'createdAt'),
          fc.oneof(
            dateValue,
            badDate.map((d) => `${d}T10:00:00Z`),
          ),
        )
        .map(([key, date]) => JSON.stringify({ [key]: date })),
      unsafeText,
      unsafeText.map((text) => JSON.stringify({ q: text })),
      dateValue,
      fc.integer({ min: 200, max: 4000 }).map((n) => 'y'.repeat(n)),
      fc.string({ maxLength: 20 }),
    );

    it(
      'answers every generated query string of the lists and the search with no 5xx',
      async () => {
        const lists = Object.entries(doc.paths)
          .filter(([path, ops]) => ops.get && path !== '/api/docs-json')
          .map(([path, ops]) => {
            const query = (ops.get.parameters ?? []).filter((p) => p.in === 'query');
            return {
              path,
              params: [
                ...query.map((p) => p.name),
                ...(path.startsWith('/api/admin/') && !path.includes('{')
                  ? ['sort', 'range', 'filter']
                  : []),
              ],
              dates: query.filter((p) => hasDate(p.schema)).map((p) => p.name),
            };
          })
          .filter((l) => l.params.length > 0);
        expect(lists.map((l) => l.path)).toEqual(
          expect.arrayContaining(['/api/properties', ...ADMIN_LISTS]),
        );
        expect(lists.filter((l) => l.dates.length > 0).map((l) => l.path)).toContain(
          '/api/viewings',
        );
        for (const list of lists) {
          const url = urlFor(list.path);
          const param = fc
            .constantFrom(...list.params)
            .chain((name) =>
              fc.tuple(
                fc.constant(name),
                list.dates.includes(name) ? fc.oneof(dateValue, queryValue) : queryValue,
              ),
            );
          await fc.assert(
            fc.asyncProperty(
              fc.array(param, { minLength: 1, maxLength: 4 }),
              fc.boolean(),
              async (pairs, asTenant) => {
                const auth = await authFor(list.path, asTenant);
                const qs = new URLSearchParams(pairs).toString();
                await expectNoHarm(`GET ${url}?${qs.slice(0, 300)}`, () =>
                  ctx.http.get(`${url}?${qs}`).set(auth),
                );
              },
            ),
            { numRuns: RUNS_PER_ROUTE },
          );
        }
      },
      PROPERTY_TEST_TIMEOUT_MS,
    );
  });
});
