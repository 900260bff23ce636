import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../config/app.config.js';
import { createNinRegistry } from '../kyc.module.js';
import { DojahNinRegistry, isoDate } from './dojah-nin-registry.js';
import { compareWithRegistry, fullName } from './nin-match.js';
import { RegistryUnavailableError } from './nin-registry.js';
import { SANDBOX_IDENTITIES, SandboxNinRegistry } from './sandbox-nin-registry.js';

const adebayo = { firstName: 'Adebayo', lastName: 'Ogunleye', dateOfBirth: '1990-01-15' };

describe('the sandbox NIN registry', () => {
  const registry = new SandboxNinRegistry();

  it('answers its test NINs: a match, someone else, and not found', async () => {
    const match = await registry.lookup('12345678901');
    expect(match).toEqual({ found: true, identity: SANDBOX_IDENTITIES['12345678901'] });
    if (!match.found) throw new Error('unreachable');
    expect(compareWithRegistry(adebayo, match.identity)).toEqual({
      status: 'match',
      score: 100,
      fields: { firstName: 'exact', lastName: 'exact', dateOfBirth: 'exact' },
    });

    const other = await registry.lookup('33333333333');
    if (!other.found) throw new Error('unreachable');
    expect(fullName(other.identity)).toBe('Musa Ibrahim Bello');
    expect(compareWithRegistry(adebayo, other.identity)).toMatchObject({
      status: 'mismatch',
      fields: { firstName: 'different', lastName: 'different', dateOfBirth: 'different' },
    });

    expect(await registry.lookup('00000000000')).toEqual({ found: false, reason: 'not_found' });
    expect(await registry.lookup('45678901234')).toEqual({ found: false, reason: 'not_found' });
  });

  it('fails like an outage for its unavailable test NIN, so the check is retried', async () => {
    await expect(registry.lookup('99999999999')).rejects.toBeInstanceOf(RegistryUnavailableError);
  });

  it('is what the settings give by default; a vendor needs its credentials', () => {
    expect(createNinRegistry(loadConfig({}))).toBeInstanceOf(SandboxNinRegistry);
    expect(() => loadConfig({ NIN_VERIFICATION_VENDOR: 'dojah' })).toThrow(
      /NIN_VERIFICATION_API_KEY and NIN_VERIFICATION_APP_ID/,
    );
    expect(() => loadConfig({ NIN_VERIFICATION_VENDOR: 'nimc-direct' })).toThrow(
      /NIN_VERIFICATION_VENDOR/,
    );
    const dojah = createNinRegistry(
      loadConfig({
        NIN_VERIFICATION_VENDOR: 'dojah',
        NIN_VERIFICATION_API_KEY: 'test_sk_1',
        NIN_VERIFICATION_APP_ID: 'app-1',
        NIN_VERIFICATION_SANDBOX: 'false',
      }),
    );
    expect(dojah).toBeInstanceOf(DojahNinRegistry);
    expect([dojah.vendor, dojah.sandbox]).toEqual(['dojah', false]);
  });
});

describe('comparing what was typed with the registry', () => {
  const registered = {
    firstName: 'Chiamaka',
    middleName: 'Ngozi',
    lastName: 'Okafor',
    dateOfBirth: '1992-04-03',
  };
  const score = (typed: Partial<typeof adebayo>) =>
    compareWithRegistry(
      { firstName: 'Chiamaka', lastName: 'Okafor', dateOfBirth: '1992-04-03', ...typed },
      registered,
    );

  it('ignores case, accents and spacing', () => {
    expect(score({ firstName: '  CHIAMAKA ', lastName: 'Ọkáfọr' }).score).toBe(100);
  });

  it('counts a typo, a middle name used as first name and swapped names as close, not exact', () => {
    expect(score({ firstName: 'Chiamka' })).toMatchObject({
      status: 'match',
      fields: { firstName: 'close' },
    });
    expect(score({ firstName: 'Ngozi' })).toMatchObject({ fields: { firstName: 'close' } });
    // Forms often get the order of names wrong: with the right date of birth it still matches.
    expect(score({ firstName: 'Okafor', lastName: 'Chiamaka' })).toMatchObject({
      score: 90,
      status: 'match',
      fields: { firstName: 'close', lastName: 'close' },
    });
  });

  it('gives half marks for day and month swapped, none for another date', () => {
    expect(score({ dateOfBirth: '1992-03-04' })).toMatchObject({
      score: 85,
      status: 'partial',
      fields: { dateOfBirth: 'different' },
    });
    expect(score({ dateOfBirth: '1985-12-25' })).toMatchObject({ score: 70, status: 'partial' });
    expect(score({ firstName: 'Emeka', lastName: 'Nwosu', dateOfBirth: '1985-12-25' }).status).toBe(
      'mismatch',
    );
  });

  it('scores the names alone when the registry has no date of birth', () => {
    expect(
      compareWithRegistry(adebayo, { ...SANDBOX_IDENTITIES['12345678901'], dateOfBirth: null }),
    ).toMatchObject({ score: 100, fields: { dateOfBirth: 'unknown' } });
  });
});

describe('the Dojah adapter, against a fake of its API on loopback', () => {
  let server: Server;
  let base: string;
  const seen: { url: string; appId?: string; authorization?: string }[] = [];
  let reply: (req: IncomingMessage) => [number, unknown];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({
        url: req.url ?? '',
        appId: req.headers.appid as string | undefined,
        authorization: req.headers.authorization,
      });
      const [status, body] = reply(req);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const registry = () =>
    new DojahNinRegistry({ appId: 'app-1', apiKey: 'test_sk_1', sandbox: true, baseUrl: base });

  it('looks a NIN up with the app id and secret key, and reads the registered identity', async () => {
    reply = () => [
      200,
      {
        entity: {
          first_name: 'Adebayo',
          middle_name: 'Olumide',
          last_name: 'Ogunleye',
          date_of_birth: '15-01-1990',
          nin: '12345678901',
        },
      },
    ];
    expect(await registry().lookup('12345678901')).toEqual({
      found: true,
      identity: {
        firstName: 'Adebayo',
        middleName: 'Olumide',
        lastName: 'Ogunleye',
        dateOfBirth: '1990-01-15',
      },
    });
    expect(seen.at(-1)).toEqual({
      url: '/api/v1/kyc/nin?nin=12345678901',
      appId: 'app-1',
      authorization: 'test_sk_1',
    });
  });

  it('reads the shape its SDK describes: firstname, surname and birth_date as DD-MM-YYYY', async () => {
    reply = () => [
      200,
      { entity: { firstname: 'Adebayo', surname: 'Ogunleye', birth_date: '15-01-1990' } },
    ];
    expect(await registry().lookup('12345678901')).toEqual({
      found: true,
      identity: {
        firstName: 'Adebayo',
        middleName: null,
        lastName: 'Ogunleye',
        dateOfBirth: '1990-01-15',
      },
    });
  });

  it('reads a NIN it does not know as not found', async () => {
    reply = () => [404, { error: 'NIN not found' }];
    expect(await registry().lookup('00000000000')).toEqual({ found: false, reason: 'not_found' });
    reply = () => [400, { error: 'Nin not found' }];
    expect(await registry().lookup('00000000000')).toEqual({ found: false, reason: 'not_found' });
  });

  it('reads an answer it cannot understand as unreadable, a final answer', async () => {
    for (const [answer, detail] of [
      [[200, { entity: {} }], 'Dojah answered 200 without a name in its entity'],
      [[200, { data: { surname: 'Ogunleye' } }], 'Dojah answered 200 without a name in its entity'],
      [[200, 'Service temporarily moved'], 'Dojah answered 200 without a name in its entity'],
      [[422, { error: 'Invalid NIN' }], 'Dojah answered 422: Invalid NIN'],
    ] as [[number, unknown], string][]) {
      reply = () => answer;
      expect(await registry().lookup('12345678901')).toEqual({
        found: false,
        reason: 'unreadable',
        detail,
      });
    }
  });

  it('throws RegistryUnavailable for refused credentials, rate limits and outages', async () => {
    for (const answer of [
      [401, { error: 'Unauthorized' }],
      [429, { error: 'Too many requests' }],
      [503, { error: 'Service unavailable' }],
    ] as [number, unknown][]) {
      reply = () => answer;
      await expect(registry().lookup('12345678901')).rejects.toBeInstanceOf(
        RegistryUnavailableError,
      );
    }
    const closed = new DojahNinRegistry({
      appId: 'a',
      apiKey: 'k',
      sandbox: true,
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(closed.lookup('12345678901')).rejects.toBeInstanceOf(RegistryUnavailableError);
  });

  it('reads both date orders the vendor uses', () => {
    expect([
      isoDate('1990-01-15'),
      isoDate('1990-01-15T00:00:00.000Z'),
      isoDate('15-01-1990'),
      isoDate('15/01/1990'),
      isoDate(''),
      isoDate('January 1990'),
    ]).toEqual(['1990-01-15', '1990-01-15', '1990-01-15', '1990-01-15', null, null]);
  });
});
