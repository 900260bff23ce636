import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../config/app.config.js';
import { createGeocoder } from './geo.module.js';
import { tileOrigin } from './geo.config.js';
import { GeocoderUnavailableError } from './geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';
import { SandboxGeocoder } from './sandbox-geocoder.js';
import { placeInAddress, searchPlaces } from './gazetteer.js';

describe('the sandbox geocoder', () => {
  const geocoder = new SandboxGeocoder();

  it('finds the neighbourhood an address names, the longest name first, in its city', async () => {
    expect(placeInAddress('12 Admiralty Way, Lekki Phase 1')?.name).toBe('Lekki Phase 1');
    expect(placeInAddress('4 Road, Ikeja GRA', 'Lagos')?.name).toBe('Ikeja GRA');
    expect(placeInAddress('4 Road, Ikeja GRA', 'Abuja')).toBeUndefined();
    await expect(
      geocoder.geocode({ address: '3 Aminu Kano Crescent, Wuse II', city: 'Abuja', state: 'FCT' }),
    ).resolves.toMatchObject({ precision: 'neighbourhood', label: 'Wuse 2, Abuja' });
  });

  it("falls back to the city's centre, and knows nothing outside the listing cities", async () => {
    await expect(
      geocoder.geocode({ address: '1 Nowhere Close', city: 'Kano', state: 'Kano State' }),
    ).resolves.toMatchObject({ precision: 'city', latitude: 12.0022, longitude: 8.592 });
    await expect(
      geocoder.geocode({ address: '1 Nowhere Close', city: 'Atlantis', state: 'Sea' }),
    ).resolves.toBeNull();
  });

  it('offers places by the start of a word of their name', () => {
    expect(searchPlaces('gra').map((p) => p.name)).toEqual(
      expect.arrayContaining(['Ikeja GRA', 'GRA Phase 2', 'Old GRA', 'Agodi GRA', 'Nassarawa GRA']),
    );
    expect(searchPlaces('ra')).toEqual([]);
  });
});

describe('the Nominatim geocoder, against a fake Nominatim on loopback', () => {
  let server: Server;
  let answer: (req: IncomingMessage) => { status: number; body: string };
  const asked: IncomingMessage[] = [];
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req);
      const { status, body } = answer(req);
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const make = () =>
    new NominatimGeocoder({ baseUrl: base, userAgent: 'RentNaija (test)', minIntervalMs: 0 });
  const yaba = { address: '12 Herbert Macaulay Way, Yaba', city: 'Lagos', state: 'Lagos State' };

  it('asks for the address in Nigeria with its User-Agent and reads the first place', async () => {
    answer = () => ({
      status: 200,
      body: JSON.stringify([
        {
          lat: '6.5095',
          lon: '3.3711',
          display_name: 'Herbert Macaulay Way, Yaba',
          addresstype: 'road',
        },
      ]),
    });
    await expect(make().geocode(yaba)).resolves.toEqual({
      latitude: 6.5095,
      longitude: 3.3711,
      precision: 'address',
      label: 'Herbert Macaulay Way, Yaba',
    });
    const url = new URL(asked.at(-1)!.url!, base);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('countrycodes')).toBe('ng');
    expect(url.searchParams.get('q')).toBe(
      '12 Herbert Macaulay Way, Yaba, Lagos, Lagos State, Nigeria',
    );
    expect(asked.at(-1)!.headers['user-agent']).toBe('RentNaija (test)');
  });

  it('answers null for an address it does not know, and keeps the answer', async () => {
    answer = () => ({ status: 200, body: '[]' });
    const geocoder = make();
    const before = asked.length;
    await expect(geocoder.geocode({ ...yaba, address: '1 Unknown Road' })).resolves.toBeNull();
    await expect(geocoder.geocode({ ...yaba, address: '1 Unknown Road' })).resolves.toBeNull();
    expect(asked.length).toBe(before + 1);
  });

  it('says the service is unavailable on a 5xx, a 429 or a body that is not a list', async () => {
    for (const reply of [
      { status: 503, body: '{}' },
      { status: 429, body: '{}' },
      { status: 200, body: '<html>' },
    ]) {
      answer = () => reply;
      await expect(make().geocode(yaba)).rejects.toBeInstanceOf(GeocoderUnavailableError);
    }
  });
});

describe('geocoding and tile settings', () => {
  it('uses the sandbox and the local tiles unless told otherwise', () => {
    const config = loadConfig({});
    expect(createGeocoder(config)).toBeInstanceOf(SandboxGeocoder);
    expect(config.mapTiles.url).toBe('/api/map/tiles/{z}/{x}/{y}.svg');
    expect(tileOrigin(config)).toEqual([]);
  });

  it("uses Nominatim when named, and OpenStreetMap's tiles in production", () => {
    const config = loadConfig({
      GEOCODER_VENDOR: 'nominatim',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/rentals',
      APP_URL: 'https://rentnaija.ng',
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
    });
    expect(createGeocoder(config)).toBeInstanceOf(NominatimGeocoder);
    expect(config.mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(tileOrigin(config)).toEqual(['https://tile.openstreetmap.org']);
    expect(() => loadConfig({ GEOCODER_VENDOR: 'google' })).toThrow(/GEOCODER_VENDOR/);
  });
});
