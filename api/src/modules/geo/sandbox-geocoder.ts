import { CITY_CENTRES } from '@rentnaija/shared';
import { placeInAddress } from './gazetteer.js';
import { type AddressQuery, Geocoder, type GeocodeResult } from './geocoder.js';

/**
 * The offline geocoder of the default run and the tests: the neighbourhood an address names
 * (gazetteer.ts), else the centre of its city; nothing leaves the machine.
 */
export class SandboxGeocoder extends Geocoder {
  readonly vendor = 'sandbox';
  readonly sandbox = true;

  geocode(q: AddressQuery): Promise<GeocodeResult | null> {
    const place = placeInAddress(q.address, q.city);
    if (place) {
      return Promise.resolve({
        latitude: place.lat,
        longitude: place.lng,
        precision: 'neighbourhood',
        label: `${place.name}, ${place.city}`,
      });
    }
    const centre = CITY_CENTRES[q.city];
    return Promise.resolve(
      centre
        ? { latitude: centre.lat, longitude: centre.lng, precision: 'city', label: q.city }
        : null,
    );
  }
}
