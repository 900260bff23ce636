import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboxEntry } from '../src/platform/jobs/entities/outbox-entry.entity.js';
import { JobName } from '../src/platform/jobs/jobs.js';
import { TextMessage } from '../src/platform/text-messages/entities/text-message.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

const codeIn = (body: string) => /code is (\d{6})/.exec(body)?.[1];

describe('text messages (sandbox)', () => {
  let ctx: TestContext;
  let admin: Signed;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await makeSignedInUser(ctx, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const textsTo = (to: string) =>
    ctx.dataSource.getRepository(TextMessage).find({ where: { to }, order: { createdAt: 'ASC' } });

  it('verifies a phone with a texted code, then lets the user opt into SMS and WhatsApp', async () => {
    const user = await makeSignedInUser(ctx, { phone: '08035550001' });
    const before = await ctx.http.get('/api/users/me/text-channels').set(user.auth);
    expect(before.body).toEqual({
      phone: '+2348035550001',
      phoneVerified: false,
      phoneVerifiedAt: null,
      sms: false,
      whatsapp: false,
    });
    const early = await ctx.http
      .patch('/api/users/me/text-channels')
      .set(user.auth)
      .send({ sms: true });
    expect([early.status, early.body.code]).toEqual([409, 'PHONE_NOT_VERIFIED']);

    const sent = await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({});
    expect(sent.status).toBe(200);
    expect(sent.body.phone).toBe('+2348035550001');
    await ctx.drainJobs();
    const [text] = await textsTo('+2348035550001');
    expect(text.channel).toBe('sms');
    const code = codeIn(text.body)!;
    expect(code).toMatch(/^\d{6}$/);
    // Staff see the text with the code redacted, in the console and in the outbox.
    expect(text.shownBody).toContain('code is REDACTED');
    const console = await ctx.http.get(`/api/admin/text-messages/${text.id}`).set(admin.auth);
    expect(console.body.body).not.toContain(code);
    const list = await ctx.http.get('/api/admin/text-messages').set(admin.auth);
    expect(list.headers['content-range']).toMatch(/^text-messages 0-\d+\/\d+$/);
    expect(JSON.stringify(list.body)).not.toContain(code);
    const jobs = await ctx.dataSource
      .getRepository(OutboxEntry)
      .findBy({ jobName: JobName.SendText });
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(JSON.stringify([job.payload, job.result])).not.toContain(code);
    expect((await ctx.http.get('/api/admin/text-messages').set(user.auth)).status).toBe(403);

    const wrong = await ctx.http
      .post('/api/users/me/phone/confirm')
      .set(user.auth)
      .send({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const right = await ctx.http.post('/api/users/me/phone/confirm').set(user.auth).send({ code });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ phone: '+2348035550001', phoneVerified: true });
    const reused = await ctx.http.post('/api/users/me/phone/confirm').set(user.auth).send({ code });
    expect([reused.status, reused.body.code]).toEqual([400, 'PHONE_CODE_EXPIRED']);

    const on = await ctx.http
      .patch('/api/users/me/text-channels')
      .set(user.auth)
      .send({ sms: true, whatsapp: true });
    expect(on.body).toMatchObject({ sms: true, whatsapp: true });
  });

  it('spends a code after five wrong tries, and refuses an expired one', async () => {
    const user = await makeSignedInUser(ctx);
    await ctx.http
      .post('/api/users/me/phone/verify')
      .set(user.auth)
      .send({ phone: '0803 555 0002', channel: 'whatsapp' })
      .expect(200);
    await ctx.drainJobs();
    const [text] = await textsTo('+2348035550002');
    expect(text.channel).toBe('whatsapp');
    const code = codeIn(text.body)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await ctx.http.post('/api/users/me/phone/confirm').set(user.auth).send({ code: wrong }))
          .status,
      );
    }
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const late = await ctx.http.post('/api/users/me/phone/confirm').set(user.auth).send({ code });
    expect([late.status, late.body.code]).toEqual([400, 'PHONE_CODE_EXPIRED']);

    await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({ phone: '08035550002' });
    await ctx.drainJobs();
    const fresh = codeIn((await textsTo('+2348035550002')).at(-1)!.body)!;
    await ctx.dataSource.query(
      `UPDATE user_text_channels SET code_expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.user.id],
    );
    const expired = await ctx.http
      .post('/api/users/me/phone/confirm')
      .set(user.auth)
      .send({ code: fresh });
    expect([expired.status, expired.body.code]).toEqual([400, 'PHONE_CODE_EXPIRED']);
  });

  it('limits how many codes one account can ask for', async () => {
    const user = await makeSignedInUser(ctx, { phone: '08035550003' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({})).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const bad = await makeSignedInUser(ctx);
    const noPhone = await ctx.http.post('/api/users/me/phone/verify').set(bad.auth).send({});
    expect([noPhone.status, noPhone.body.details[0].field]).toEqual([400, 'phone']);
  });
});

describe('text messages (Termii)', () => {
  let server: Server;
  const received: { path: string; body: Record<string, unknown> }[] = [];
  let failNext = 0;
  let ctx: TestContext;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse(await read(req)) as Record<string, unknown>;
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"busy"}');
        return;
      }
      received.push({ path: req.url ?? '', body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          code: 'ok',
          message_id: `m-${received.length}`,
          message: 'Successfully Sent',
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestApp({
      env: {
        TEXT_PROVIDER: 'termii',
        TERMII_API_KEY: 'test-key',
        TERMII_SENDER_ID: 'RentNaija',
        TERMII_BASE_URL: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the code through the provider’s API, retrying when it fails, and records nothing in the sandbox', async () => {
    failNext = 1;
    const user = await makeSignedInUser(ctx, { phone: '08035550004' });
    await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({}).expect(200);
    await ctx.drainJobs(30_000);
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe('/api/sms/send');
    expect(received[0].body).toMatchObject({
      api_key: 'test-key',
      to: '2348035550004',
      from: 'RentNaija',
      type: 'plain',
      channel: 'dnd',
    });
    const code = codeIn(String(received[0].body.sms))!;
    const ok = await ctx.http.post('/api/users/me/phone/confirm').set(user.auth).send({ code });
    expect(ok.status).toBe(200);
    const [job] = await ctx.dataSource
      .getRepository(OutboxEntry)
      .findBy({ jobName: JobName.SendText });
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(job.result).toMatchObject({
      messageId: 'm-1',
      body: expect.stringContaining('REDACTED'),
    });
    expect(await ctx.dataSource.getRepository(TextMessage).count()).toBe(0);
  });
});
