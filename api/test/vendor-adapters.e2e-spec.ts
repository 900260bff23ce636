import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboxEntry } from '../src/platform/jobs/entities/outbox-entry.entity.js';
import { JobName } from '../src/platform/jobs/jobs.js';
import { KycRecord } from '../src/modules/kyc/entities/kyc-record.entity.js';
import { UserTextChannel } from '../src/platform/text-messages/entities/text-channel.entity.js';
import { createTestApp, type TestContext } from './support/app.js';
import { makeSignedInUser } from './support/factories.js';
import { submitKyc } from './support/kyc.js';

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;
type Answer = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;

/** A vendor's HTTP API on loopback: keeps every request it receives, answers with `answer`. */
async function fakeVendor(answer: Answer) {
  const received: {
    method: string;
    url: string;
    headers: IncomingMessage['headers'];
    body: string;
  }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      void answer(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

describe('the Dojah NIN adapter, against a fake Dojah', () => {
  /** What the fake registry answers for each NIN (typed by every user: Adebayo Ogunleye, 1990-01-15). */
  const ANSWERS: Record<string, [number, unknown]> = {
    // The shape of the vendor's API page.
    '12345678901': [
      200,
      {
        entity: {
          first_name: 'Adebayo',
          middle_name: 'Olumide',
          last_name: 'Ogunleye',
          date_of_birth: '1990-01-15',
        },
      },
    ],
    // The shape its SDK describes: surname and birth_date as DD-MM-YYYY.
    '22222222222': [
      200,
      {
        entity: {
          firstname: 'Adebayo',
          middlename: 'Olumide',
          surname: 'Ogunleye',
          birth_date: '15-01-1990',
        },
      },
    ],
    '44444444444': [200, { status: true, data: { nin: '44444444444' } }],
    '55555555555': [404, { error: 'NIN not found' }],
    '66666666666': [422, { error: 'Unable to process request' }],
  };
  let vendor: Awaited<ReturnType<typeof fakeVendor>>;
  let ctx: TestContext;
  let support: Signed;

  beforeAll(async () => {
    vendor = await fakeVendor((req, _body, res) => {
      const nin = new URL(req.url ?? '/', 'http://x').searchParams.get('nin') ?? '';
      const [status, body] = ANSWERS[nin] ?? [500, { error: 'unexpected' }];
      json(res, status, body);
    });
    ctx = await createTestApp({
      env: {
        NIN_VERIFICATION_VENDOR: 'dojah',
        NIN_VERIFICATION_API_KEY: 'test_sk_dojah',
        NIN_VERIFICATION_APP_ID: 'app-rentnaija',
        NIN_VERIFICATION_BASE_URL: vendor.url,
      },
    });
    support = await makeSignedInUser(ctx, { role: 'support' });
  });
  afterAll(async () => {
    await ctx.close();
    await vendor.close();
  });

  it('reads both documented shapes, and shows not found and unreadable answers at once, without retrying', async () => {
    const ids: Record<string, string> = {};
    for (const nin of Object.keys(ANSWERS)) {
      const user = await makeSignedInUser(ctx, { role: 'tenant' });
      ids[nin] = (await submitKyc(ctx, user, { ninNumber: nin })).id;
    }
    await ctx.drainJobs();
    const check = async (nin: string) =>
      (await ctx.http.get(`/api/admin/kyc-submissions/${ids[nin]}`).set(support.auth)).body
        .ninCheck;

    for (const nin of ['12345678901', '22222222222']) {
      expect(await check(nin)).toMatchObject({
        status: 'match',
        score: 100,
        vendor: 'dojah',
        registeredName: 'Adebayo Olumide Ogunleye',
        registeredDateOfBirth: '1990-01-15',
        fields: { firstName: 'exact', lastName: 'exact', dateOfBirth: 'exact' },
      });
    }
    expect(await check('55555555555')).toMatchObject({
      status: 'not_found',
      message: 'The registry has no record of this NIN.',
    });
    expect(await check('44444444444')).toMatchObject({
      status: 'unreadable',
      score: null,
      registeredName: null,
      message: expect.stringContaining('Dojah answered 200 without a name'),
    });
    expect(await check('66666666666')).toMatchObject({
      status: 'unreadable',
      message: expect.stringContaining('Dojah answered 422: Unable to process request'),
    });

    // One request per submission, with the vendor's headers: nothing was retried.
    expect(vendor.received.map((r) => r.url).sort()).toEqual(
      Object.keys(ANSWERS).map((nin) => `/api/v1/kyc/nin?nin=${nin}`),
    );
    for (const request of vendor.received) {
      expect([request.method, request.headers.appid, request.headers.authorization]).toEqual([
        'GET',
        'app-rentnaija',
        'test_sk_dojah',
      ]);
    }
    const jobs = await ctx.dataSource
      .getRepository(OutboxEntry)
      .findBy({ jobName: JobName.KycNinCheck });
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual(
      Object.keys(ANSWERS).map(() => ['done', 1]),
    );
    const stored = await ctx.dataSource
      .getRepository(KycRecord)
      .findOneByOrFail({ id: ids['44444444444'] });
    expect(stored.ninCheckStatus).toBe('unreadable');
  });
});

describe('the Termii adapter, against a fake Termii', () => {
  /** Phone numbers (as Termii receives them) the fake refuses, or answers too late. */
  const REFUSED = '2348035550021';
  const STALLED = '2348035550022';
  let stall = true;
  let vendor: Awaited<ReturnType<typeof fakeVendor>>;
  let ctx: TestContext;

  const sentTo = (to: string) =>
    vendor.received
      .map((r) => JSON.parse(r.body) as Record<string, string>)
      .filter((b) => b.to === to);
  const textJobs = async () =>
    (
      await ctx.dataSource
        .getRepository(OutboxEntry)
        .find({ where: { jobName: JobName.SendText }, order: { createdAt: 'ASC' } })
    ).map((j) => ({
      to: (j.payload as { to: string }).to,
      status: j.status,
      attempts: j.attempts,
      lastError: j.lastError,
      result: j.result,
    }));

  beforeAll(async () => {
    vendor = await fakeVendor(async (_req, body, res) => {
      const { to } = JSON.parse(body) as { to: string };
      if (to === REFUSED) return json(res, 400, { message: 'Sender ID not approved' });
      // Termii takes the text, then answers after the adapter has stopped waiting.
      if (to === STALLED && stall) {
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        if (!res.destroyed) json(res, 200, { code: 'ok', message_id: 'late' });
        return;
      }
      json(res, 200, { code: 'ok', message_id: `m-${vendor.received.length}` });
    });
    ctx = await createTestApp({
      env: {
        TEXT_PROVIDER: 'termii',
        TERMII_API_KEY: 'test-key',
        TERMII_SENDER_ID: 'RentNaija',
        TERMII_WHATSAPP_FROM: 'RentNaija WhatsApp',
        TERMII_BASE_URL: vendor.url,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await vendor.close();
  });

  it('sends WhatsApp from the registered device and SMS from the sender ID', async () => {
    const user = await makeSignedInUser(ctx, { phone: '08035550020' });
    await ctx.http
      .post('/api/users/me/phone/verify')
      .set(user.auth)
      .send({ channel: 'whatsapp' })
      .expect(200);
    await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({}).expect(200);
    await ctx.drainJobs();
    expect(sentTo('2348035550020').map((b) => [b.channel, b.from, b.api_key, b.type])).toEqual([
      ['whatsapp', 'RentNaija WhatsApp', 'test-key', 'plain'],
      ['dnd', 'RentNaija', 'test-key', 'plain'],
    ]);
  });

  it('takes a refusal (4xx) as final: one request, the job failed, and the user may ask again', async () => {
    const user = await makeSignedInUser(ctx, { phone: '08035550021' });
    await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({}).expect(200);
    await ctx.drainJobs();
    expect(sentTo(REFUSED)).toHaveLength(1);
    expect((await textJobs()).filter((j) => j.to === `+${REFUSED}`)).toEqual([
      {
        to: `+${REFUSED}`,
        status: 'failed',
        attempts: 1,
        lastError: expect.stringContaining(
          'Termii answered 400: {"message":"Sender ID not approved"}',
        ),
        result: expect.objectContaining({ delivery: 'refused' }),
      },
    ]);
    const again = await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({});
    expect(again.status).toBe(200);
  });

  it('never sends a second code after a timeout: the try is recorded as uncertain and the user asks again', async () => {
    const user = await makeSignedInUser(ctx, { phone: '08035550022' });
    await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({}).expect(200);
    await ctx.drainJobs(25_000);
    expect(sentTo(STALLED)).toHaveLength(1);
    const [job] = (await textJobs()).filter((j) => j.to === `+${STALLED}`);
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('the code may have been sent, so it is not sent again'),
      result: { channel: 'sms', delivery: 'uncertain', body: expect.stringContaining('REDACTED') },
    });
    // The pending code is kept: if the late text arrives, it still works until it expires.
    const row = await ctx.dataSource
      .getRepository(UserTextChannel)
      .findOneByOrFail({ userId: user.user.id });
    expect(row.pendingPhone).toBe(`+${STALLED}`);

    // The user asks again; this time Termii answers in time, and the new code verifies the phone.
    stall = false;
    await ctx.http.post('/api/users/me/phone/verify').set(user.auth).send({}).expect(200);
    await ctx.drainJobs();
    const texts = sentTo(STALLED);
    expect(texts).toHaveLength(2);
    const code = /code is (\d{6})/.exec(texts[1].sms)?.[1];
    const confirmed = await ctx.http
      .post('/api/users/me/phone/confirm')
      .set(user.auth)
      .send({ code });
    expect([confirmed.status, confirmed.body.phoneVerified]).toEqual([200, true]);
  }, 60_000);
});
