import {
  formatNaira,
  formatNairaCompact,
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_NAME_MAX,
  type PropertySearchQuery,
  type SavedSearchFilters,
} from '@rentnaija/shared';

/** The browse query as a saved search keeps it: its filters as text, without paging. */
export function filtersOf(query: PropertySearchQuery): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = query[key as keyof PropertySearchQuery];
    if (value === undefined || value === null || String(value).trim() === '') continue;
    if (key === 'sortBy' && value === 'newest') continue;
    filters[key] = String(value);
  }
  return filters;
}

/** A name that says what the search is: 'Flats in Lagos, 2 beds, up to ₦600K'. */
export function suggestedName(f: SavedSearchFilters): string {
  const what = f.type ? `${f.type[0].toUpperCase()}${f.type.slice(1)}s` : 'Homes';
  const where = f.city ?? f.state ?? f.location;
  const parts = [where ? `${what} in ${where}` : what];
  if (f.query) parts.push(`"${f.query}"`);
  if (f.bedrooms) parts.push(`${f.bedrooms} bed${f.bedrooms === '1' ? '' : 's'}`);
  if (f.minPrice && f.maxPrice) {
    parts.push(
      `${formatNairaCompact(Number(f.minPrice))}–${formatNairaCompact(Number(f.maxPrice))}`,
    );
  } else if (f.maxPrice) parts.push(`up to ${formatNairaCompact(Number(f.maxPrice))}`);
  else if (f.minPrice) parts.push(`from ${formatNairaCompact(Number(f.minPrice))}`);
  return parts.join(', ').slice(0, SAVED_SEARCH_NAME_MAX);
}

/** The browse page showing a saved search. */
export function searchHref(f: SavedSearchFilters): string {
  const query = new URLSearchParams(f as Record<string, string>).toString();
  return query ? `/properties?${query}` : '/properties';
}

const naira = (v: string) => formatNaira(Number(v));

/** The filters in a few words, for the list: 'Lagos · 2 beds · up to ₦600,000'. */
export function describeFilters(f: SavedSearchFilters): string {
  const bits = [
    f.query && `“${f.query}”`,
    f.location,
    f.city,
    f.state,
    f.type && `${f.type[0].toUpperCase()}${f.type.slice(1)}`,
    f.bedrooms && `${f.bedrooms} bed${f.bedrooms === '1' ? '' : 's'}`,
    f.bathrooms && `${f.bathrooms} bath${f.bathrooms === '1' ? '' : 's'}`,
    f.minPrice && `from ${naira(f.minPrice)}`,
    f.maxPrice && `up to ${naira(f.maxPrice)}`,
    f.maxServiceCharge && `service charge up to ${naira(f.maxServiceCharge)}`,
    f.amenities?.split(',').join(', '),
    f.powerSupply?.split(',').join(', '),
    f.status && f.status !== 'available' && `status: ${f.status.replace(/_/g, ' ')}`,
  ].filter(Boolean);
  return bits.length ? bits.join(' · ') : 'All available homes';
}
