import { createServer, type Server, type Socket, connect } from 'node:net';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';

/**
 * A TCP relay in front of PostgreSQL that the test can cut: closing it refuses new connections
 * (ECONNREFUSED) and ends the open ones (the pool's clients see their connection terminated).
 */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    if (this.server?.listening) return;
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

describe('when PostgreSQL goes away', () => {
  let ctx: TestContext;
  let relay: Relay;
  let tenant: Awaited<ReturnType<typeof makeSignedInUser>>;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/');
    relay = new Relay(target.hostname, Number(target.port || 5432));
    await relay.open();
    ctx = await createTestApp({
      databaseUrl: (url) => {
        const u = new URL(url);
        u.hostname = '127.0.0.1';
        u.port = String(relay.port);
        return u.toString();
      },
    });
    tenant = await makeSignedInUser(ctx);
  });
  afterEach(() => relay.open());
  afterAll(async () => {
    await ctx.close();
    await relay.cut();
  });

  it('answers 503 with Retry-After while the database is unreachable, and recovers', async () => {
    expect((await ctx.http.get('/api/properties')).status).toBe(200);
    await relay.cut();

    for (const req of [
      ctx.http.get('/api/properties'),
      ctx.http.get('/api/properties/featured'),
      ctx.http.post('/api/auth/login').send({ email: 'a@example.com', password: 'Rentals#2026' }),
      ctx.http.get('/api/users/me').set(tenant.auth),
    ]) {
      const res = await req;
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|terminated|127\.0\.0\.1/);
    }

    await relay.open();
    expect((await ctx.http.get('/api/properties')).status).toBe(200);
    expect((await ctx.http.get('/api/users/me').set(tenant.auth)).status).toBe(200);
  });

  it('still answers a bug with 500 and a request id, not 503', async () => {
    await ctx.dataSource.query('ALTER TABLE contact_messages RENAME TO contact_messages_moved');
    try {
      const res = await ctx.http.post('/api/contact').send({
        fullName: 'Halima Sani',
        email: 'halima@example.com',
        category: 'general-inquiry',
        subject: 'Hello',
        message: 'Just saying hello.',
      });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: 'INTERNAL_ERROR', requestId: expect.any(String) });
      expect(res.headers['retry-after']).toBeUndefined();
    } finally {
      await ctx.dataSource.query('ALTER TABLE contact_messages_moved RENAME TO contact_messages');
    }
  });
});
