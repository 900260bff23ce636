import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';

/** The video hosts a listing's tour embeds (frames), asked first whether they answer. */
const VIDEO_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://drive.google.com',
  'https://player.vimeo.com',
];

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  PAYMENTS_SANDBOX: 'true',
};

describe('API documentation', () => {
  it('is hidden in production unless API_DOCS enables it', async () => {
    const ctx = await createTestApp({ env: production });
    try {
      expect((await ctx.http.get('/api/docs-json')).status).toBe(404);
      expect((await ctx.http.get('/api/docs')).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('is served in production when API_DOCS=true', async () => {
    const ctx = await createTestApp({ env: { ...production, API_DOCS: 'true' } });
    try {
      const res = await ctx.http.get('/api/docs-json');
      expect(res.status).toBe(200);
      expect(res.body.info.title).toBe('RentNaija API');
    } finally {
      await ctx.close();
    }
  });
});

/** A Content-Security-Policy header as its directives' sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe("Paystack's inline checkout in the pages' policy", () => {
  const paystack = {
    PAYSTACK_SECRET_KEY: 'sk_test_policy',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
  };

  it('is allowed (script, frame and its API) when a Paystack public key is configured', async () => {
    const ctx = await createTestApp({
      env: { ...paystack, PAYSTACK_PUBLIC_KEY: 'pk_test_policy' },
    });
    try {
      const csp = directives(
        (await ctx.http.get('/api/health')).headers['content-security-policy'],
      );
      expect(csp['script-src']).toEqual(["'self'", 'https://js.paystack.co']);
      expect(csp['frame-src']).toContain('https://checkout.paystack.com');
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://api.paystack.co',
        // The video tour asks whether its host answers before it shows the player.
        ...VIDEO_HOSTS,
      ]);
    } finally {
      await ctx.close();
    }
  });

  it('is not allowed with a secret key alone: the booking page redirects to the checkout', async () => {
    const ctx = await createTestApp({ env: paystack });
    try {
      const csp = directives(
        (await ctx.http.get('/api/health')).headers['content-security-policy'],
      );
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).not.toContain('https://checkout.paystack.com');
    } finally {
      await ctx.close();
    }
  });
});

describe('HTTP answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves the docs outside production by default', async () => {
    expect((await ctx.http.get('/api/docs-json')).status).toBe(200);
  });

  it('lets pages connect only to their own site', async () => {
    const res = await ctx.http.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1].trim().split(/\s+/);
    expect(connect?.[0]).toBe("'self'");
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
  });

  it('lets no third-party script, frame or connection into pages without an inline checkout', async () => {
    const csp = directives((await ctx.http.get('/api/health')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", ...VIDEO_HOSTS]);
    expect(csp['frame-src']).not.toContain('https://checkout.paystack.com');
  });

  it('gives every error a stable code', async () => {
    const tenant = await makeSignedInUser(ctx);
    const cases: [Promise<{ status: number; body: Record<string, unknown> }>, number, string][] = [
      [ctx.http.get('/api/no-such-route'), 404, 'NOT_FOUND'],
      [ctx.http.post('/api/contact').send({}), 400, 'VALIDATION_FAILED'],
      [ctx.http.get('/api/users/me'), 401, 'INVALID_TOKEN'],
      [ctx.http.get('/api/admin/users').set(tenant.auth), 403, 'FORBIDDEN'],
      [ctx.http.get('/api/properties/not-a-uuid'), 404, 'NOT_FOUND'],
      [
        ctx.http.get('/api/properties/00000000-0000-4000-8000-000000000000'),
        404,
        'PROPERTY_NOT_FOUND',
      ],
    ];
    for (const [req, status, code] of cases) {
      const res = await req;
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ statusCode: status, code });
      expect(typeof res.body.error).toBe('string');
      expect(typeof res.body.message).toBe('string');
    }
  });
});
