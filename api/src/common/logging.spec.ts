import { fastify } from 'fastify';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { loadConfig } from '../config/app.config.js';
import { requestLogger } from './logging.js';

describe('request logging', () => {
  function appLogging(level = 'info') {
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    const app = fastify();
    requestLogger(loadConfig({ LOG_LEVEL: level }), stream)(app);
    app.get('/api/ok', async (req) => ({ id: req.id }));
    app.get('/api/broken', async (_req, reply) => reply.status(500).send({}));
    app.get('/assets/app.js', async () => '//');
    return { http: request(app.server), lines, ready: app.ready() };
  }

  it('writes one line per API request with its id, method, URL, status and duration', async () => {
    const { http, lines, ready } = appLogging();
    await ready;
    const res = await http.get('/api/ok?page=2');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.id).toBe(res.headers['x-request-id']);
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: res.headers['x-request-id'], method: 'GET', url: '/api/ok?page=2' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("keeps a client's well-formed request id and replaces any other", async () => {
    const { http, ready } = appLogging();
    await ready;
    const kept = await http.get('/api/ok').set('X-Request-Id', 'edge-1234_abc');
    expect(kept.headers['x-request-id']).toBe('edge-1234_abc');
    const replaced = await http.get('/api/ok').set('X-Request-Id', 'bad id {"level":60}');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs server errors at level error, even when only warnings are logged, and skips files', async () => {
    const { http, lines, ready } = appLogging('warn');
    await ready;
    await http.get('/api/ok');
    await http.get('/api/broken');
    const file = await http.get('/assets/app.js');
    expect(file.headers['x-request-id']).toBeDefined();
    await new Promise((r) => setImmediate(r));
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 500 } }),
    ]);
  });
});
