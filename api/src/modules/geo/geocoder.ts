/** What the wizard asks: an address in a city. */
export interface AddressQuery {
  address: string;
  city: string;
  state: string;
}

/** Where a geocoder put an address, and how closely ('city': only the city was recognised). */
export interface GeocodeResult {
  latitude: number;
  longitude: number;
  precision: 'address' | 'neighbourhood' | 'city';
  label: string;
}

/** The geocoder could not be asked now (network, outage, rate limit): the landlord places the pin. */
export class GeocoderUnavailableError extends Error {}

/**
 * Turns an address into coordinates for the wizard's pin (docs/0025-map-search.md). `null`: the
 * address is not known. Implementations: the offline sandbox gazetteer, a Nominatim-compatible
 * HTTP service.
 */
export abstract class Geocoder {
  abstract readonly vendor: string;
  abstract readonly sandbox: boolean;
  abstract geocode(query: AddressQuery): Promise<GeocodeResult | null>;
}
