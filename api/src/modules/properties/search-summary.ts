import { buildSearchSql, type SearchFilters } from './search-query.js';

/**
 * The public listings that match a text (or all of them), grouped by status, city, type and
 * bedrooms, with each group's rents (sorted here: sorting them in the query costs ten times
 * more). From it the size of any search for that
 * text that filters only on those fields and on rent is counted in memory, whatever the filters:
 * one query per text, instead of one count per combination of filters.
 */
export interface SearchSummary {
  groups: {
    status: string;
    cityKey: string;
    propertyType: string;
    bedrooms: number;
    /** Ascending. */
    prices: Int32Array;
  }[];
}

/** Whether a summary can count this search: no filter other than those it groups by. */
export const summarizable = (f: SearchFilters) =>
  f.place.length === 0 &&
  f.amenities.length === 0 &&
  f.powerSupply.length === 0 &&
  f.bathrooms === undefined &&
  f.maxServiceCharge === undefined &&
  !f.verifiedOwner &&
  f.bbox === undefined &&
  f.near === undefined;

/** The query of the summary of a text (or of all listings), with the search's own condition. */
export function summarySql(text?: string) {
  const sql = buildSearchSql({
    text,
    place: [],
    amenities: [],
    powerSupply: [],
    status: undefined,
    sortBy: 'newest',
    page: 1,
    perPage: 1,
  });
  return {
    text: `SELECT p.status, p.city_key, p.property_type, p.bedrooms,
        string_agg(p.price::text, ',') AS prices
      FROM properties p ${sql.where} GROUP BY 1, 2, 3, 4`,
    params: sql.params,
  };
}

export interface SummaryRow {
  status: string;
  city_key: string;
  property_type: string;
  bedrooms: number;
  prices: string;
}

export const summaryFromRows = (rows: SummaryRow[]): SearchSummary => ({
  groups: rows.map((r) => ({
    status: r.status,
    cityKey: r.city_key,
    propertyType: r.property_type,
    bedrooms: Number(r.bedrooms),
    prices: parseRents(r.prices).sort(),
  })),
});

/** '150000,90000,…' as numbers, without making a string per number (summaries hold thousands). */
function parseRents(list: string): Int32Array {
  let count = 1;
  for (let i = 0; i < list.length; i++) if (list.charCodeAt(i) === 44) count += 1;
  const rents = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charCodeAt(i);
    if (c === 44) {
      rents[n++] = value;
      value = 0;
    } else value = value * 10 + (c - 48);
  }
  rents[n] = value;
  return rents;
}

/** The number of entries of `sorted` that are below `value` (or at most `value` with `orEqual`). */
function rank(sorted: Int32Array, value: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value || (orEqual && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

type SummarizedFilters = Pick<
  SearchFilters,
  'status' | 'cityKey' | 'propertyType' | 'bedrooms' | 'minPrice' | 'maxPrice'
>;

/** The exact number of the summary's listings that a search matches, as `buildSearchSql` would. */
export function countFromSummary(summary: SearchSummary, f: SummarizedFilters): number {
  let total = 0;
  for (const g of summary.groups) {
    if (f.status !== undefined && g.status !== f.status) continue;
    if (f.cityKey !== undefined && g.cityKey !== f.cityKey) continue;
    if (f.propertyType !== undefined && g.propertyType !== f.propertyType) continue;
    if (f.bedrooms) {
      const { value, atLeast } = f.bedrooms;
      if (atLeast ? g.bedrooms < value : g.bedrooms !== value) continue;
    }
    const from = f.minPrice === undefined ? 0 : rank(g.prices, f.minPrice, false);
    const to = f.maxPrice === undefined ? g.prices.length : rank(g.prices, f.maxPrice, true);
    total += Math.max(0, to - from);
  }
  return total;
}
