import express from 'express';
import request from 'supertest';
import { bodyParsers, jsonDepthExceeds } from './json-body.js';

const bytes = (s: string) => Buffer.from(s, 'utf8');

describe('jsonDepthExceeds', () => {
  it('counts nested objects and arrays', () => {
    expect(jsonDepthExceeds(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(jsonDepthExceeds(bytes('{"a":[{"b":[[1]]}]}'), 4)).toBe(true);
    expect(jsonDepthExceeds(bytes('['.repeat(49_000) + ']'.repeat(49_000)))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(bytes(`{"m":"${'[{'.repeat(100)}"}`), 2)).toBe(false);
    expect(jsonDepthExceeds(bytes(`{"m":"\\"[[[[[[\\\\","n":[]}`), 2)).toBe(false);
    expect(jsonDepthExceeds(bytes(`{"m":"\\\\","n":[[[]]]}`), 2)).toBe(true);
  });
});

describe('bodyParsers', () => {
  const app = express();
  app.use(...bodyParsers('1kb'));
  app.post('/echo', (req, res) => {
    const raw = (req as typeof req & { rawBody?: Buffer }).rawBody;
    res.json({ body: req.body as unknown, raw: raw?.toString('utf8') });
  });
  app.use(
    (
      err: { status?: number; code?: string },
      _req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      res.status(err.status ?? 500).json({ code: err.code });
    },
  );

  it('keeps the exact bytes of the body beside the parsed value', async () => {
    const sent = '{ "amount" : 500000,"ref":"RN-1" }';
    const res = await request(app).post('/echo').set('Content-Type', 'application/json').send(sent);
    expect(res.body).toEqual({ body: { amount: 500000, ref: 'RN-1' }, raw: sent });
  });

  it('refuses deep nesting with 400 and a large body with 413', async () => {
    const deep = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('['.repeat(40) + ']'.repeat(40));
    expect([deep.status, deep.body.code]).toEqual([400, 'JSON_TOO_DEEP']);
    const large = await request(app)
      .post('/echo')
      .send({ text: 'x'.repeat(2000) });
    expect([large.status, large.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});
