import {
  AMENITIES,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BROWSE_CITIES,
  PAGE_SIZE,
  POWER_SUPPLY_OPTIONS,
  PRICE_PRESETS,
  PRICE_RANGE_MESSAGE,
  formatBbox,
  formatNaira,
  formatNear,
  MAX_RADIUS_KM,
  parseBbox,
  parseNear,
  PROPERTY_TYPES,
  type Bbox,
  SORT_OPTIONS,
  type PropertySearchQuery,
  type SortOption,
} from '@rentnaija/shared';
import { capitalise } from './labels';

/** The browse page's filters, as read from and written to the address. */
export interface BrowseFilters {
  query: string;
  /** The home search's location box, kept beside a text (both apply; docs/0008). */
  location: string;
  city: string;
  state: string;
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: string;
  bathrooms: string;
  type: string;
  amenities: string[];
  powerSupply: string[];
  maxServiceCharge: number | null;
  /** Only listings whose owner staff verified. */
  verifiedOwner: boolean;
  /** 'Search this area': the map's box when it was asked. */
  bbox: Bbox | null;
  /** 'Within N km of': a point (a city's centre or a picked place), its name, and the radius. */
  near: { lat: number; lng: number } | null;
  nearName: string;
  radiusKm: number | null;
  /** The map is open beside the list. */
  map: boolean;
  sortBy: SortOption;
  page: number;
}

export const DEFAULT_SORT: SortOption = 'newest';

export const EMPTY_FILTERS: BrowseFilters = {
  query: '',
  location: '',
  city: '',
  state: '',
  minPrice: null,
  maxPrice: null,
  bedrooms: '',
  bathrooms: '',
  type: '',
  amenities: [],
  powerSupply: [],
  maxServiceCharge: null,
  verifiedOwner: false,
  bbox: null,
  near: null,
  nearName: '',
  radiusKm: null,
  map: false,
  sortBy: DEFAULT_SORT,
  page: 1,
};

function text(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim();
}

/** A non-negative whole number, or null when absent or not numeric. */
function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return null;
  return Math.floor(n);
}

function list(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Links from the home page and the footer use 'lagos', 'port harcourt' or 'portharcourt';
 * the browse select uses the display names. Known cities become their display name.
 */
export function normaliseCity(value: string): string {
  const v = value.trim();
  if (!v) return '';
  return BROWSE_CITIES.find((c) => squash(c) === squash(v)) ?? v;
}

function oneOf<T extends string>(value: string, options: readonly T[]): T | '' {
  return (options as readonly string[]).includes(value) ? (value as T) : '';
}

/** 'Within N km of': kept only whole (a point and a radius the server accepts). */
function radius(params: URLSearchParams): Pick<BrowseFilters, 'near' | 'nearName' | 'radiusKm'> {
  const near = parseNear(text(params, 'near'));
  const km = Number(text(params, 'radiusKm'));
  if (!near || !(km > 0 && km <= MAX_RADIUS_KM))
    return { near: null, nearName: '', radiusKm: null };
  return { near, nearName: text(params, 'nearName').slice(0, 80), radiusKm: km };
}

/** Reads the browse filters from the address's query string. */
export function parseFilters(params: URLSearchParams): BrowseFilters {
  const sortValues = SORT_OPTIONS.map((o) => o.value) as SortOption[];
  const sort = text(params, 'sortBy');
  const page = Number(text(params, 'page'));
  const type = text(params, 'type') || text(params, 'propertyType');
  return {
    query: text(params, 'query') || text(params, 'location'),
    location: text(params, 'query') ? text(params, 'location') : '',
    city: normaliseCity(text(params, 'city')),
    state: text(params, 'state'),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    bedrooms: oneOf(text(params, 'bedrooms'), BEDROOM_OPTIONS),
    bathrooms: oneOf(text(params, 'bathrooms'), BATHROOM_OPTIONS),
    type: oneOf(type.toLowerCase(), PROPERTY_TYPES),
    // Unknown values (an old or hand-made link) are dropped rather than refused by the server.
    amenities: list(params.get('amenities')).filter((a) =>
      (AMENITIES as readonly string[]).includes(a),
    ),
    powerSupply: list(params.get('powerSupply')).filter((p) =>
      (POWER_SUPPLY_OPTIONS as readonly string[]).includes(p),
    ),
    maxServiceCharge: amount(params.get('maxServiceCharge')),
    verifiedOwner: text(params, 'verifiedOwner') === 'true',
    bbox: parseBbox(text(params, 'bbox')) ?? null,
    ...radius(params),
    map: text(params, 'map') === '1',
    sortBy: sortValues.includes(sort as SortOption) ? (sort as SortOption) : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the active filters (defaults left out) as a query string. */
export function serializeFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('query', filters.query.trim());
  if (filters.query.trim()) set('location', filters.location.trim());
  set('city', filters.city);
  set('state', filters.state);
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('bedrooms', filters.bedrooms);
  set('bathrooms', filters.bathrooms);
  set('type', filters.type);
  set('amenities', filters.amenities.join(','));
  set('powerSupply', filters.powerSupply.join(','));
  set('maxServiceCharge', filters.maxServiceCharge);
  if (filters.verifiedOwner) set('verifiedOwner', 'true');
  if (filters.near && filters.radiusKm) {
    set('near', formatNear(filters.near));
    set('nearName', filters.nearName.trim());
    set('radiusKm', filters.radiusKm);
  }
  if (filters.bbox) set('bbox', formatBbox(filters.bbox));
  if (filters.map) set('map', '1');
  if (filters.sortBy !== DEFAULT_SORT) set('sortBy', filters.sortBy);
  if (filters.page > 1) set('page', filters.page);
  return params;
}

/** How many filters of the Filters panel are set (search text, sort and page excluded). */
export function countActiveFilters(filters: BrowseFilters): number {
  return [
    filters.location.trim() !== '',
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.bedrooms !== '',
    filters.bathrooms !== '',
    filters.type !== '',
    filters.city !== '',
    filters.state !== '',
    filters.amenities.length > 0,
    filters.powerSupply.length > 0,
    filters.maxServiceCharge !== null,
    filters.verifiedOwner,
    filters.near !== null,
  ].filter(Boolean).length;
}

/** True when anything narrows the results (the search text included). */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return filters.query.trim() !== '' || countActiveFilters(filters) > 0 || filters.bbox !== null;
}

/** The request for GET /api/properties. */
export function toSearchQuery(filters: BrowseFilters): PropertySearchQuery {
  const q: PropertySearchQuery = { sortBy: filters.sortBy, page: filters.page, perPage: PAGE_SIZE };
  if (filters.query.trim()) q.query = filters.query.trim();
  if (filters.query.trim() && filters.location.trim()) q.location = filters.location.trim();
  if (filters.city) q.city = filters.city;
  if (filters.state) q.state = filters.state;
  if (filters.minPrice !== null) q.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) q.maxPrice = filters.maxPrice;
  if (filters.bedrooms) q.bedrooms = filters.bedrooms;
  if (filters.bathrooms) q.bathrooms = filters.bathrooms;
  if (filters.type) q.type = filters.type;
  if (filters.amenities.length) q.amenities = filters.amenities.join(',');
  if (filters.powerSupply.length) q.powerSupply = filters.powerSupply.join(',');
  if (filters.maxServiceCharge !== null) q.maxServiceCharge = filters.maxServiceCharge;
  if (filters.verifiedOwner) q.verifiedOwner = 'true';
  if (filters.bbox) q.bbox = formatBbox(filters.bbox);
  if (filters.near && filters.radiusKm) {
    q.near = formatNear(filters.near);
    q.radiusKm = filters.radiusKm;
  }
  return q;
}

/** The preset whose range equals the given min/max exactly, if any. */
export function presetFromRange(min: number | null, max: number | null): string | undefined {
  return PRICE_PRESETS.find((p) => p.min === min && (p.max ?? null) === max)?.value;
}

/** The min/max a preset stands for; no preset clears both. */
export function rangeFromPreset(value: string | undefined): {
  minPrice: number | null;
  maxPrice: number | null;
} {
  const preset = PRICE_PRESETS.find((p) => p.value === value);
  if (!preset) return { minPrice: null, maxPrice: null };
  return { minPrice: preset.min, maxPrice: preset.max ?? null };
}

/** The min/max pair's message when the minimum is above the maximum (the server refuses it too). */
export function priceRangeError(minPrice: number | null, maxPrice: number | null): string | null {
  return minPrice !== null && maxPrice !== null && minPrice > maxPrice ? PRICE_RANGE_MESSAGE : null;
}

/** One active filter, shown as a chip; `remove` is the change that takes it away. */
export interface FilterChip {
  key: string;
  label: string;
  remove: Partial<BrowseFilters>;
}

function priceLabel(min: number | null, max: number | null): string {
  const preset = PRICE_PRESETS.find((p) => p.min === min && (p.max ?? null) === max);
  if (preset) return preset.label;
  if (min !== null && max !== null) return `${formatNaira(min)} - ${formatNaira(max)}`;
  return min !== null ? `From ${formatNaira(min)}` : `Up to ${formatNaira(max ?? 0)}`;
}

const rooms = (value: string, noun: string) => `${value} ${value === '1' ? noun : `${noun}s`}`;

/** Every active filter, the search text and the typed location included, in panel order. */
export function filterChips(filters: BrowseFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const query = filters.query.trim();
  const location = filters.location.trim();
  // Without the search text the location takes its place (the address keeps one of them).
  if (query)
    chips.push({ key: 'query', label: `“${query}”`, remove: { query: location, location: '' } });
  if (query && location)
    chips.push({ key: 'location', label: `Location: ${location}`, remove: { location: '' } });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: priceLabel(filters.minPrice, filters.maxPrice),
      remove: { minPrice: null, maxPrice: null },
    });
  }
  if (filters.bedrooms)
    chips.push({
      key: 'bedrooms',
      label: rooms(filters.bedrooms, 'Bedroom'),
      remove: { bedrooms: '' },
    });
  if (filters.bathrooms)
    chips.push({
      key: 'bathrooms',
      label: rooms(filters.bathrooms, 'Bathroom'),
      remove: { bathrooms: '' },
    });
  if (filters.type)
    chips.push({ key: 'type', label: capitalise(filters.type), remove: { type: '' } });
  if (filters.city) chips.push({ key: 'city', label: filters.city, remove: { city: '' } });
  if (filters.state) chips.push({ key: 'state', label: filters.state, remove: { state: '' } });
  for (const p of filters.powerSupply) {
    chips.push({
      key: `power:${p}`,
      label: capitalise(p),
      remove: { powerSupply: filters.powerSupply.filter((x) => x !== p) },
    });
  }
  if (filters.maxServiceCharge !== null) {
    chips.push({
      key: 'service',
      label: `Service charge up to ${formatNaira(filters.maxServiceCharge)}/mo`,
      remove: { maxServiceCharge: null },
    });
  }
  if (filters.verifiedOwner)
    chips.push({
      key: 'verified',
      label: 'Verified owners only',
      remove: { verifiedOwner: false },
    });
  if (filters.near && filters.radiusKm) {
    chips.push({
      key: 'near',
      label: `Within ${filters.radiusKm} km of ${filters.nearName || formatNear(filters.near)}`,
      remove: { near: null, nearName: '', radiusKm: null },
    });
  }
  if (filters.bbox) chips.push({ key: 'bbox', label: 'In the map area', remove: { bbox: null } });
  for (const a of filters.amenities) {
    chips.push({
      key: `amenity:${a}`,
      label: a,
      remove: { amenities: filters.amenities.filter((x) => x !== a) },
    });
  }
  return chips;
}
