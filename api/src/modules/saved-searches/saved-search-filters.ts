import {
  type FieldError,
  SAVED_SEARCH_FILTER_KEYS,
  type SavedSearchFilters,
} from '@rentnaija/shared';
import { badRequest } from '../../common/exceptions/domain.exception.js';
import {
  buildSearchSql,
  parseSearchQuery,
  type SearchFilters,
} from '../properties/search-query.js';

/**
 * A saved search keeps the browse page's query parameters as they were; the search itself
 * (parseSearchQuery, buildSearchSql) decides what they mean, so an alert matches exactly what
 * the browse page would show for them.
 */
export function cleanFilters(raw: Record<string, unknown>): SavedSearchFilters {
  const details: FieldError[] = [];
  const filters: SavedSearchFilters = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(SAVED_SEARCH_FILTER_KEYS as readonly string[]).includes(key)) {
      details.push({ field: `filters.${key}`, message: `Unknown filter '${key}'` });
    } else if (typeof value !== 'string' && typeof value !== 'number') {
      details.push({ field: `filters.${key}`, message: 'Must be text' });
    } else if (String(value).trim() !== '') {
      filters[key as keyof SavedSearchFilters] = String(value).trim().slice(0, 200);
    }
  }
  if (details.length > 0) throw badRequest(details[0].message, details);
  parseSearchQuery(filters); // a 400 with the search's own messages for values it refuses
  return filters;
}

/** The search's parsed form (the first page; paging means nothing to an alert). */
export const searchOf = (filters: SavedSearchFilters): SearchFilters =>
  parseSearchQuery({ ...filters, page: '1' });

/**
 * SQL that answers whether listing $1 is one of the search's results: the browse search's own
 * WHERE clause (public listings, its filters) narrowed to that one row.
 */
export function matchSql(filters: SavedSearchFilters, propertyId: string) {
  const sql = buildSearchSql(searchOf(filters));
  const params = [...sql.params, propertyId];
  return {
    text: `SELECT 1 FROM properties p ${sql.where} AND p.id = $${params.length}`,
    params,
  };
}

/** /properties?… with the search's filters, as the browse page reads them. */
export const searchPath = (filters: SavedSearchFilters) => {
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  return query ? `/properties?${query}` : '/properties';
};
