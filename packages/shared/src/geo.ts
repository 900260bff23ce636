/**
 * Where listings are: coordinates, the public (approximate) location, the map search's box and
 * radius (docs/0025-map-search.md).
 */

/** A box in degrees, in GeoJSON's order: west, south, east, north. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A radius search: within `radiusKm` of a point. */
export interface Near {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The radii the browse page offers ('within N km of'). */
export const RADIUS_OPTIONS_KM = [1, 2, 5, 10, 20, 50] as const;
/** The largest radius the search accepts. */
export const MAX_RADIUS_KM = 100;

/**
 * Until a viewing is confirmed for the person looking, a listing's location is given to this
 * many decimals of a degree (about 1.1 km), and shown as a circle of this radius around it:
 * the rounding moves a point at most 0.005° in each direction (under 800 m), so the circle
 * always holds the home.
 */
export const APPROXIMATE_DECIMALS = 2;
export const APPROXIMATE_RADIUS_METRES = 1000;

/** The Earth's mean radius, as the search's distance uses it. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * A coordinate rounded to `APPROXIMATE_DECIMALS` decimals, half away from zero, as PostgreSQL's
 * `round(numeric, 2)` rounds it (the digits are read as written, not as the nearest binary
 * fraction: 6.435 gives 6.44).
 */
export function approximateCoordinate(value: number): number {
  const scale = 10 ** APPROXIMATE_DECIMALS;
  const scaled = Number((Math.abs(value) * scale).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / scale;
}

/** The great-circle distance in km (haversine), as the search computes it. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `bbox` as the address and the API write it: west,south,east,north with 5 decimals at most. */
export const formatBbox = (b: Bbox) =>
  [b.west, b.south, b.east, b.north].map((v) => String(Number(v.toFixed(5)))).join(',');

/** `near` as the address and the API write it: lat,lng. */
export const formatNear = (n: { lat: number; lng: number }) =>
  `${Number(n.lat.toFixed(5))},${Number(n.lng.toFixed(5))}`;

/** Reads `west,south,east,north`; undefined when it is not four numbers in range. */
export function parseBbox(raw: string): Bbox | undefined {
  const parts = raw.split(',').map((s) => s.trim());
  if (parts.length !== 4 || parts.some((s) => !/^-?\d{1,3}(\.\d+)?$/.test(s))) return undefined;
  const [west, south, east, north] = parts.map(Number);
  if ([west, east].some((v) => v < -180 || v > 180)) return undefined;
  if ([south, north].some((v) => v < -90 || v > 90)) return undefined;
  if (south > north) return undefined;
  return { west, south, east, north };
}

/** Reads `lat,lng`; undefined when it is not two numbers in range. */
export function parseNear(raw: string): { lat: number; lng: number } | undefined {
  const parts = raw.split(',').map((s) => s.trim());
  if (parts.length !== 2 || parts.some((s) => !/^-?\d{1,3}(\.\d+)?$/.test(s))) return undefined;
  const [lat, lng] = parts.map(Number);
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return undefined;
  return { lat, lng };
}

/** The centre of each city the search offers, for 'within N km of' a city and the map's start. */
export const CITY_CENTRES: Readonly<Record<string, { lat: number; lng: number }>> = {
  Lagos: { lat: 6.5244, lng: 3.3792 },
  Abuja: { lat: 9.0579, lng: 7.4951 },
  'Port Harcourt': { lat: 4.8156, lng: 7.0498 },
  Ibadan: { lat: 7.3775, lng: 3.947 },
  Kano: { lat: 12.0022, lng: 8.592 },
  Enugu: { lat: 6.4584, lng: 7.5464 },
  Kaduna: { lat: 10.5105, lng: 7.4165 },
  Jos: { lat: 9.8965, lng: 8.8583 },
  Calabar: { lat: 4.9757, lng: 8.3417 },
};

/** Nigeria, for a map with no city chosen. */
export const NIGERIA_BBOX: Bbox = { west: 2.67, south: 4.27, east: 14.68, north: 13.89 };
