import {
  type AddressQuery,
  Geocoder,
  type GeocodeResult,
  GeocoderUnavailableError,
} from './geocoder.js';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  addresstype?: string;
}

/** Nominatim's address types that say the answer is a street or a building. */
const ADDRESS_TYPES = new Set(['house', 'building', 'road', 'street', 'residential', 'amenity']);
const CITY_TYPES = new Set(['city', 'town', 'state', 'county', 'municipality']);

/**
 * A Nominatim-compatible geocoder (`GET /search?format=jsonv2`, limited to Nigeria). Nominatim's
 * public service asks for an identifying User-Agent and at most one request a second: requests
 * are spaced by `minIntervalMs` and answers kept for the process's life (one landlord types the
 * same address again as they edit).
 */
export class NominatimGeocoder extends Geocoder {
  readonly vendor = 'nominatim';
  readonly sandbox = false;
  private readonly answers = new Map<string, GeocodeResult | null>();
  private next = Promise.resolve();

  constructor(
    private readonly options: {
      baseUrl: string;
      userAgent: string;
      email?: string;
      minIntervalMs?: number;
      timeoutMs?: number;
    },
  ) {
    super();
  }

  async geocode(q: AddressQuery): Promise<GeocodeResult | null> {
    const text = `${q.address}, ${q.city}, ${q.state}, Nigeria`;
    const key = text.toLowerCase();
    if (this.answers.has(key)) return this.answers.get(key)!;
    const result = await this.spaced(() => this.ask(text));
    if (this.answers.size >= 1000) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, result);
    return result;
  }

  /** Runs `task` at least `minIntervalMs` after the previous one started. */
  private spaced<T>(task: () => Promise<T>): Promise<T> {
    const run = this.next.then(task);
    const gap = this.options.minIntervalMs ?? 1000;
    this.next = this.next.then(() => new Promise((resolve) => setTimeout(resolve, gap)));
    return run;
  }

  private async ask(text: string): Promise<GeocodeResult | null> {
    const url = new URL('search', this.options.baseUrl.replace(/\/?$/, '/'));
    url.searchParams.set('q', text);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('countrycodes', 'ng');
    url.searchParams.set('limit', '1');
    if (this.options.email) url.searchParams.set('email', this.options.email);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(`Geocoder unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      throw new GeocoderUnavailableError(`Geocoder answered ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as NominatimPlace[] | null;
    if (!Array.isArray(body)) throw new GeocoderUnavailableError('Geocoder answer was not a list');
    const first = body[0];
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const type = first.addresstype ?? '';
    return {
      latitude,
      longitude,
      precision: ADDRESS_TYPES.has(type)
        ? 'address'
        : CITY_TYPES.has(type)
          ? 'city'
          : 'neighbourhood',
      label: first.display_name ?? text,
    };
  }
}
