import {
  AMENITIES,
  type Bbox,
  BROWSE_CITIES,
  CITIES,
  EARTH_RADIUS_KM,
  type FieldError,
  MAX_PAGE_SIZE,
  MAX_RADIUS_KM,
  type Near,
  PAGE_SIZE,
  POWER_SUPPLY_OPTIONS,
  PRICE_RANGE_MESSAGE,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  parseBbox,
  parseNear,
  SORT_OPTIONS,
  type SortOption,
  WIZARD_CITIES,
} from '@rentnaija/shared';
import { badRequest } from '../../common/exceptions/domain.exception.js';
import { likeContains } from '../../database/like.js';

/** The public search, parsed and checked: what `buildSearchSql` turns into SQL. */
export interface SearchFilters {
  text?: string;
  cityKey?: string;
  place: string[];
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: { value: number; atLeast: boolean };
  bathrooms?: { value: number; atLeast: boolean };
  propertyType?: string;
  amenities: string[];
  powerSupply: string[];
  maxServiceCharge?: number;
  /** undefined = any status ('all'). */
  status?: string;
  /** Only listings whose owner is verified. */
  verifiedOwner?: boolean;
  /** Only listings whose public location is in this box (edges included). */
  bbox?: Bbox;
  /** Only listings whose public location is within `radiusKm` of a point. */
  near?: Near;
  sortBy: SortOption;
  page: number;
  perPage: number;
}

const SORTS = SORT_OPTIONS.map((s) => s.value) as readonly string[];

/** Lower-case, letters and digits only: 'Port Harcourt' and 'portharcourt' give the same key. */
export const placeKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Cities whose name is matched on the indexed `city_key` column rather than by text. */
const KNOWN_CITY_KEYS = new Set(
  [...CITIES.map((c) => c.name), ...BROWSE_CITIES, ...WIZARD_CITIES.map((c) => c.city)].map(
    placeKey,
  ),
);

const str = (v: unknown): string | undefined => {
  const value = Array.isArray(v) ? v[v.length - 1] : v;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s.slice(0, 200);
};

/** The largest amount a search may name: the range of the integer columns it is compared with. */
const MAX_AMOUNT = 2_147_483_647;

/**
 * A whole number from 0 to MAX_AMOUNT, or undefined when the value is not numeric (then the
 * filter is ignored); a number beyond the range is a 400.
 */
const amount = (v: unknown, field: string, errors: FieldError[]): number | undefined => {
  const s = str(v);
  if (s === undefined || !/^\d+(\.\d+)?$/.test(s)) return undefined;
  const n = Math.round(Number(s));
  if (n > MAX_AMOUNT) {
    errors.push({ field, message: `${field} must be at most ${MAX_AMOUNT}` });
    return undefined;
  }
  return n;
};

const list = (v: unknown): string[] =>
  (str(v) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function rooms(
  raw: unknown,
  field: string,
  errors: FieldError[],
): { value: number; atLeast: boolean } | undefined {
  const s = str(raw);
  if (s === undefined || s === 'any' || s === 'all') return undefined;
  const m = /^(\d{1,2})(\+)?$/.exec(s);
  if (!m) {
    errors.push({ field, message: `${field} must be a number such as 2 or 4+` });
    return undefined;
  }
  return { value: Number(m[1]), atLeast: m[2] === '+' };
}

/** `near=lat,lng&radiusKm=N`: both or neither; the radius from more than 0 to MAX_RADIUS_KM. */
function geoNear(raw: Record<string, unknown>, errors: FieldError[]): Near | undefined {
  const nearRaw = str(raw.near);
  const radiusRaw = str(raw.radiusKm);
  if (nearRaw === undefined && radiusRaw === undefined) return undefined;
  const point = nearRaw === undefined ? undefined : parseNear(nearRaw);
  if (nearRaw === undefined) {
    errors.push({ field: 'near', message: 'near (lat,lng) is required with radiusKm' });
  } else if (!point) {
    errors.push({
      field: 'near',
      message: 'near must be lat,lng in degrees (latitude -90 to 90, longitude -180 to 180)',
    });
  }
  const radiusKm = radiusRaw === undefined ? NaN : Number(radiusRaw);
  if (!(radiusKm > 0 && radiusKm <= MAX_RADIUS_KM) || !/^\d+(\.\d+)?$/.test(radiusRaw ?? '')) {
    errors.push({
      field: 'radiusKm',
      message:
        radiusRaw === undefined
          ? 'radiusKm is required with near'
          : `radiusKm must be a number of km above 0 and at most ${MAX_RADIUS_KM}`,
    });
    return undefined;
  }
  return point ? { ...point, radiusKm } : undefined;
}

/**
 * Reads the browse page's query parameters (text, place, type, price, rooms, sort). Bad values
 * give a 400.
 */
export function parseSearchQuery(raw: Record<string, unknown>): SearchFilters {
  const errors: FieldError[] = [];
  const text = str(raw.query) ?? str(raw.location);

  const place: string[] = [];
  let cityKey: string | undefined;
  const city = str(raw.city);
  if (city && city.toLowerCase() !== 'all') {
    const key = placeKey(city);
    if (KNOWN_CITY_KEYS.has(key)) cityKey = key;
    else place.push(city.toLowerCase());
  }
  const state = str(raw.state);
  if (state && state.toLowerCase() !== 'all') place.push(state.toLowerCase());
  // Both boxes of the home search apply: with a text, the location narrows the place as well
  // (keeping the location only when the text was empty would silently drop it; docs/0008).
  const location = str(raw.location);
  if (str(raw.query) && location) place.push(location.toLowerCase());

  const type = (str(raw.type) ?? str(raw.propertyType))?.toLowerCase();
  let propertyType: string | undefined;
  if (type && type !== 'all') {
    if ((PROPERTY_TYPES as readonly string[]).includes(type)) propertyType = type;
    else
      errors.push({ field: 'type', message: `type must be one of ${PROPERTY_TYPES.join(', ')}` });
  }

  const amenities = list(raw.amenities).map((a) => {
    const known = AMENITIES.find((x) => x.toLowerCase() === a.toLowerCase());
    if (!known) errors.push({ field: 'amenities', message: `Unknown amenity '${a}'` });
    return known ?? a;
  });
  const powerSupply = list(raw.powerSupply).map((p) => {
    const known = POWER_SUPPLY_OPTIONS.find((x) => x === p.toLowerCase());
    if (!known) errors.push({ field: 'powerSupply', message: `Unknown power supply '${p}'` });
    return known ?? p;
  });

  const statusRaw = str(raw.status)?.toLowerCase().replace(/[\s-]/g, '_') ?? 'available';
  let status: string | undefined = statusRaw;
  if (statusRaw === 'all') status = undefined;
  else if (!(PROPERTY_STATUSES as readonly string[]).includes(statusRaw)) {
    errors.push({
      field: 'status',
      message: `status must be one of all, ${PROPERTY_STATUSES.join(', ')}`,
    });
  }

  const verifiedRaw = str(raw.verifiedOwner)?.toLowerCase();
  if (verifiedRaw !== undefined && verifiedRaw !== 'true' && verifiedRaw !== 'false') {
    errors.push({ field: 'verifiedOwner', message: 'verifiedOwner must be true or false' });
  }

  const bbox = str(raw.bbox) === undefined ? undefined : parseBbox(str(raw.bbox)!);
  if (str(raw.bbox) !== undefined && !bbox) {
    errors.push({
      field: 'bbox',
      message:
        'bbox must be west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90, south not above north)',
    });
  }
  const near = geoNear(raw, errors);

  const sortBy = (str(raw.sortBy) ?? 'newest') as SortOption;
  if (!SORTS.includes(sortBy)) {
    errors.push({ field: 'sortBy', message: `sortBy must be one of ${SORTS.join(', ')}` });
  }

  const pageRaw = str(raw.page);
  const page = pageRaw === undefined ? 1 : Number(pageRaw);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) {
    errors.push({ field: 'page', message: 'page must be a whole number from 1' });
  }
  const perPageRaw = str(raw.perPage);
  const perPageNum = perPageRaw === undefined ? PAGE_SIZE : Number(perPageRaw);
  if (!Number.isInteger(perPageNum) || perPageNum < 1 || perPageNum > MAX_AMOUNT) {
    errors.push({
      field: 'perPage',
      message: `perPage must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
    });
  }

  const filters: SearchFilters = {
    text: text?.toLowerCase(),
    cityKey,
    place,
    minPrice: amount(raw.minPrice, 'minPrice', errors),
    maxPrice: amount(raw.maxPrice, 'maxPrice', errors),
    bedrooms: rooms(raw.bedrooms, 'bedrooms', errors),
    bathrooms: rooms(raw.bathrooms, 'bathrooms', errors),
    propertyType,
    amenities,
    powerSupply,
    maxServiceCharge: amount(raw.maxServiceCharge, 'maxServiceCharge', errors),
    status,
    ...(verifiedRaw === 'true' ? { verifiedOwner: true } : {}),
    ...(bbox ? { bbox } : {}),
    ...(near ? { near } : {}),
    sortBy,
    page,
    perPage: Math.min(perPageNum, MAX_PAGE_SIZE),
  };
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    errors.push({ field: 'maxPrice', message: PRICE_RANGE_MESSAGE });
  }
  if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(', '), errors);
  return filters;
}

/**
 * A LIKE pattern over `search_words` (the listing's text with a mark before every word, see the
 * migration SearchWordStarts) that finds the text where a word starts: the pattern is marked the
 * same way, so its first word must begin a word of the listing ('house' finds 'guest-house', not
 * 'penthouse') and a phrase's later words line up with the listing's ('ikeja gra' finds
 * 'Ikeja GRA'). Marking the pattern in SQL uses the very rule that marked the listing.
 */
export const wordStartsLike = (pattern: string) => `mark_word_starts(${pattern})`;

/**
 * A LIKE pattern over `search_words` that finds the text anywhere, as a plain 'contains' would
 * (the console's search): marked like `wordStartsLike`, but its first word may begin inside a
 * word of the listing.
 */
export const containsLike = (pattern: string) =>
  `regexp_replace(mark_word_starts(${pattern}), '^%' || chr(1), '%')`;

/**
 * The conditions that make a listing (alias `p`) public: approved, not archived, its landlord not
 * suspended, not hidden by reports, not left unconfirmed for LISTING_HIDDEN_DAYS (staleness 2).
 * Every public read (search, featured, counts) starts from these, and the search indexes are
 * partial on exactly this predicate (migrations SearchWordStarts, ListingReports,
 * ListingFreshness), so a change here needs a migration of those indexes too.
 */
export function publicListingConditions(): string[] {
  return [
    'p.is_approved',
    'p.archived_at IS NULL',
    'NOT p.landlord_suspended',
    'NOT p.hidden_by_reports',
    'p.staleness < 2',
  ];
}

/** `publicListingConditions()` as one SQL condition. */
export const PUBLIC_LISTING = publicListingConditions().join(' AND ');

export interface SearchSql {
  /** `WHERE …` over `properties p`, with $n placeholders. */
  where: string;
  orderBy: string;
  params: unknown[];
  /**
   * The search has conditions on text (the words, or a place that is not a known city): found
   * through trigram indexes and checked row by row, so it is never counted with a LIMIT, which
   * could make the planner trade the indexes for a scan that hopes to stop early.
   */
  textual: boolean;
}

type SortKey = readonly [column: string, direction: 'ASC' | 'DESC', type: string];
const NEWEST: SortKey[] = [
  ['created_at', 'DESC', 'timestamptz'],
  ['id', 'DESC', 'uuid'],
];
/**
 * Each sort ends with created_at and id, so every order is total and pages are stable. The
 * default order puts listings confirmed within LISTING_STALE_DAYS before those that may no
 * longer be available (`staleness` 0 before 1), newest first within each (docs/0024).
 */
const SORT_KEYS: Record<SortOption, SortKey[]> = {
  newest: [['staleness', 'ASC', 'smallint'], ...NEWEST],
  'price-low': [['price', 'ASC', 'int'], ...NEWEST],
  'price-high': [['price', 'DESC', 'int'], ...NEWEST],
  bedrooms: [['bedrooms', 'DESC', 'int'], ...NEWEST],
};
const orderOf = (keys: SortKey[], alias = 'p') =>
  `ORDER BY ${keys.map(([c, d]) => `${alias}.${c} ${d}`).join(', ')}`;

/**
 * The WHERE and ORDER BY of a public search (approved listings only). With `textRowByRow`, the text
 * is checked on each row the other filters find instead of through the trigram index: cheaper when
 * those filters are narrow and the word is common (the index would gather tens of thousands of rows
 * to keep a few hundred). With `placeRowByRow`, the box and the radius are checked the same way
 * (for the walk of a large map search).
 */
export function buildSearchSql(
  f: SearchFilters,
  { textRowByRow = false, placeRowByRow = false } = {},
): SearchSql {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = publicListingConditions();
  if (f.status) where.push(`p.status = ${p(f.status)}`);
  if (f.text) {
    const words = textRowByRow ? `(p.search_words || '')` : 'p.search_words';
    where.push(`${words} LIKE ${wordStartsLike(p(likeContains(f.text)))}`);
  }
  if (f.cityKey) where.push(`p.city_key = ${p(f.cityKey)}`);
  for (const place of f.place) {
    where.push(`lower(p.location || ' ' || p.state) LIKE ${p(likeContains(place))}`);
  }
  if (f.minPrice !== undefined) where.push(`p.price >= ${p(f.minPrice)}`);
  if (f.maxPrice !== undefined) where.push(`p.price <= ${p(f.maxPrice)}`);
  for (const [column, rule] of [
    ['bedrooms', f.bedrooms],
    ['bathrooms', f.bathrooms],
  ] as const) {
    if (rule) where.push(`p.${column} ${rule.atLeast ? '>=' : '='} ${p(rule.value)}`);
  }
  if (f.propertyType) where.push(`p.property_type = ${p(f.propertyType)}`);
  if (f.amenities.length > 0) where.push(`p.amenities && ${p(f.amenities)}::text[]`);
  if (f.powerSupply.length > 0) where.push(`p.power_supply && ${p(f.powerSupply)}::text[]`);
  if (f.maxServiceCharge !== undefined) {
    where.push(`p.service_charge <= ${p(f.maxServiceCharge)}`);
  }
  if (f.verifiedOwner) where.push('p.verified_owner');
  // Walked in the sort order, a large map search checks its place on each row it passes: the
  // planner, which cannot estimate how much of the map a box holds (it guesses 0.1%), would
  // otherwise gather the whole box through the GiST index and sort it for every page.
  // The CASE hides the condition from the planner's estimates (it takes `<> 0` to keep nearly
  // every row), so that it walks the sort order instead of scanning the map index and sorting.
  const place = (condition: string) =>
    placeRowByRow ? `CASE WHEN ${condition} THEN 1 ELSE 0 END <> 0` : condition;
  if (f.bbox) where.push(place(boxCondition(f.bbox, p)));
  if (f.near) where.push(...nearConditions(f.near, p).map(place));
  return {
    where: `WHERE ${where.join(' AND ')}`,
    orderBy: orderOf(SORT_KEYS[f.sortBy]),
    params,
    textual: !!f.text || f.place.length > 0,
  };
}

/**
 * The public point in a box, through the GiST index. A box whose west edge is east of its east
 * edge crosses the antimeridian (as GeoJSON allows) and is searched as its two halves.
 */
function boxCondition(b: Bbox, p: (v: unknown) => string): string {
  const box = (w: number, e: number) =>
    `p.public_point <@ box(point(${p(w)}::float8, ${p(b.south)}::float8), point(${p(e)}::float8, ${p(b.north)}::float8))`;
  return b.west <= b.east ? box(b.west, b.east) : `(${box(b.west, 180)} OR ${box(-180, b.east)})`;
}

const DEG_KM = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * Within a radius of a point: the box around the circle through the GiST index, then the
 * haversine distance (the formula of `distanceKm` in packages/shared) on what the box finds.
 */
function nearConditions(n: Near, p: (v: unknown) => string): string[] {
  const dLat = n.radiusKm / DEG_KM;
  const farthestLat = Math.min(90, Math.abs(n.lat) + dLat);
  const cos = Math.cos((farthestLat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  const around: Bbox = {
    west: n.lng - dLng < -180 ? -180 : n.lng - dLng,
    east: n.lng + dLng > 180 ? 180 : n.lng + dLng,
    south: Math.max(-90, n.lat - dLat),
    north: Math.min(90, n.lat + dLat),
  };
  // A circle that reaches over the antimeridian takes every longitude: the distance decides.
  if (n.lng - dLng < -180 || n.lng + dLng > 180) Object.assign(around, { west: -180, east: 180 });
  const lat = `p.public_point[1]`;
  const lng = `p.public_point[0]`;
  const [lat0, lng0] = [p(n.lat), p(n.lng)];
  const distance = `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${lat} - ${lat0}::float8) / 2), 2)
      + cos(radians(${lat0}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${lng0}::float8) / 2), 2))))`;
  return [boxCondition(around, p), `${distance} <= ${p(n.radiusKm)}::float8`];
}

/**
 * Columns a card needs; the cover is the first photo only; the location is the public one (the
 * pin rounded, see APPROXIMATE_DECIMALS).
 */
export const CARD_COLUMNS = `p.id, p.title, p.location, p.city, p.state, p.price, p.security_deposit,
  p.service_charge, p.agency_fee, p.bedrooms, p.bathrooms, p.area, p.property_type, p.status,
  p.power_supply, p.images -> 0 AS image, p.verified_owner, p.confirmed_available_at, p.staleness,
  p.created_at, p.public_point[1] AS latitude, p.public_point[0] AS longitude`;

/** A row's sort values (as text) at a known position of a search's order. */
export interface Checkpoint {
  position: number;
  values: string[];
}

/** Deep pages start from the nearest checkpoint every this many rows. */
export const CHECKPOINT_EVERY = 100;

/**
 * Rows strictly after `values` in the sort order: a row comparison when every key runs the same
 * way, else the expanded form plus a bound on the first key so that an index range applies.
 */
function afterSql(keys: SortKey[], values: string[], p: (v: unknown) => string): string {
  const refs = keys.map(([, , type], i) => `${p(values[i])}::${type}`);
  const cols = keys.map(([c]) => `p.${c}`);
  if (keys.every(([, d]) => d === keys[0][1])) {
    return `(${cols.join(', ')}) ${keys[0][1] === 'DESC' ? '<' : '>'} (${refs.join(', ')})`;
  }
  const ors = keys.map(([, d], i) => {
    const equal = cols.slice(0, i).map((c, j) => `${c} = ${refs[j]}`);
    return `(${[...equal, `${cols[i]} ${d === 'DESC' ? '<' : '>'} ${refs[i]}`].join(' AND ')})`;
  });
  const bound = `${cols[0]} ${keys[0][1] === 'DESC' ? '<=' : '>='} ${refs[0]}`;
  return `${bound} AND (${ors.join(' OR ')})`;
}

/** Appends $n parameters to a copy of a search's parameters. */
function withParams(sql: SearchSql) {
  const params = [...sql.params];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, p };
}

/**
 * Counts a search and, when that count is exact, returns its page in the same query: every
 * match (or the first `cap` + 1) is collected with its sort values, counted, and the page is
 * sorted out of that set. Collecting without an order lets the planner find the matches through
 * the filter indexes (a bitmap scan for selective filters) instead of walking the sort order,
 * which costs the whole index when the filters match little or nothing. Answers one row per
 * card of the page (none when the count exceeds `cap`), or a single row without a card; `total`
 * is on every row.
 */
export function collectSql(f: SearchFilters, sql: SearchSql, cap?: number) {
  const { params, p } = withParams(sql);
  const keys = SORT_KEYS[f.sortBy];
  const columns = keys.map(([c]) => `p.${c}`).join(', ');
  const limit = cap === undefined ? '' : `LIMIT ${p(cap + 1)}`;
  const exact = cap === undefined ? '' : `WHERE (SELECT total FROM t) <= ${p(cap)}`;
  return {
    text: `WITH m AS MATERIALIZED (SELECT ${columns} FROM properties p ${sql.where} ${limit}),
      t AS (SELECT count(*)::int AS total FROM m),
      page AS (SELECT m.id FROM m ${exact} ${orderOf(keys, 'm')}
               LIMIT ${p(f.perPage)} OFFSET ${p((f.page - 1) * f.perPage)})
      SELECT t.total, c.* FROM t LEFT JOIN (
        SELECT ${CARD_COLUMNS} FROM properties p JOIN page ON page.id = p.id) c ON true
      ${orderOf(keys, 'c')}`,
    params,
  };
}

/**
 * The page query as a deferred join: the ids of the page are found first (an index-only walk
 * in the sort order, with the filters checked inside the index), then only those rows are read.
 * From a checkpoint, a deep page reads fewer than CHECKPOINT_EVERY + perPage matches instead of
 * the whole offset.
 */
export function pageSql(f: SearchFilters, sql: SearchSql, from?: Checkpoint) {
  const { params, p } = withParams(sql);
  let where = sql.where;
  let offset = (f.page - 1) * f.perPage;
  if (from) {
    where += ` AND ${afterSql(SORT_KEYS[f.sortBy], from.values, p)}`;
    offset -= from.position;
  }
  return {
    text: `SELECT ${CARD_COLUMNS} FROM properties p
      JOIN (SELECT p.id FROM properties p ${where} ${sql.orderBy} LIMIT ${p(f.perPage)} OFFSET ${p(offset)}) page
      ON page.id = p.id ${sql.orderBy}`,
    params,
  };
}

/**
 * The checkpoints of a search after `from` (or from the start) up to position `upTo`: walks
 * that many matches in the sort order once and keeps the sort values of every
 * CHECKPOINT_EVERY-th and of the last (the row before a deep page, so that asking for that page
 * again skips nothing). Deep pages build only the range they need, a step at a time.
 */
export function checkpointsSql(
  f: SearchFilters,
  sql: SearchSql,
  from: Checkpoint | undefined,
  upTo: number,
) {
  const { params, p } = withParams(sql);
  const keys = SORT_KEYS[f.sortBy];
  const start = from?.position ?? 0;
  const where = from ? `${sql.where} AND ${afterSql(keys, from.values, p)}` : sql.where;
  return {
    text: `SELECT position, ${keys.map(([c]) => `${c}::text AS ${c}`).join(', ')}
      FROM (SELECT p.*, (row_number() OVER (${sql.orderBy}) + ${start})::int AS position
            FROM (SELECT ${keys.map(([c]) => `p.${c}`).join(', ')} FROM properties p ${where}
                  ${sql.orderBy} LIMIT ${p(upTo - start)}) p) s
      WHERE position % ${CHECKPOINT_EVERY} = 0 OR position = ${p(upTo)} ORDER BY position`,
    params,
    columns: keys.map(([c]) => c),
  };
}

/** The exact number of matches. */
export function countSql(sql: SearchSql) {
  return {
    text: `SELECT count(*)::int AS total FROM properties p ${sql.where}`,
    params: sql.params,
  };
}
