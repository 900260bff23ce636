import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Controller, Module, Post, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import request from 'supertest';
import { AllExceptionsFilter } from '../filters/all-exceptions.filter.js';
import { jsonDepthExceeds, useBodyParsers } from './json-body.js';

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

@Controller()
class EchoController {
  @Post('echo')
  echo(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    return { body: req.body as unknown, raw: req.rawBody?.toString('utf8') };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('useBodyParsers', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(EchoModule, new FastifyAdapter(), {
      bodyParser: false,
      rawBody: true,
      logger: false,
    });
    useBodyParsers(app, 1024);
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  it('keeps the exact bytes of the body beside the parsed value', async () => {
    const sent = '{ "amount" : 500000,"ref":"RN-1" }';
    const res = await request(app.getHttpServer())
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send(sent);
    expect(res.body).toEqual({ body: { amount: 500000, ref: 'RN-1' }, raw: sent });
  });

  it('refuses deep nesting with 400 and a large body with 413', async () => {
    const deep = await request(app.getHttpServer())
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('['.repeat(40) + ']'.repeat(40));
    expect([deep.status, deep.body.code]).toEqual([400, 'JSON_TOO_DEEP']);
    const large = await request(app.getHttpServer())
      .post('/echo')
      .send({ text: 'x'.repeat(2000) });
    expect([large.status, large.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});
