import type { FastifyReply } from 'fastify';
import { badRequest } from '../exceptions/domain.exception.js';
import { unsafeTextProblem } from './unsafe-text.js';

/**
 * The list conventions of react-admin's ra-data-simple-rest, used by every `/api/admin/*` list:
 * `sort=["field","ASC"]`, `range=[start,end]` (inclusive), `filter={"field":value}`; the answer
 * is a plain array with a `Content-Range: <resource> start-end/total` header.
 */
export interface AdminListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

const MAX_TAKE = 200;
/** The deepest row a console list pages to. */
const MAX_START = 10_000_000;
/** Longest text a filter value may hold (names, emails, searches). */
const MAX_FILTER_TEXT = 200;
/** Most values a filter may list (react-admin's getMany sends a page of ids). */
const MAX_FILTER_VALUES = 200;

const invalid = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, [{ field, message }]);

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(name, `${name} must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(name, `${name} must be JSON`);
  }
}

type Scalar = string | number | boolean;

/** A filter value: text, a number or a flag, or a non-empty list of those. */
function checkFilterValue(key: string, value: unknown): void {
  const field = `filter.${key}`;
  const scalar = (v: unknown): v is Scalar => {
    if (typeof v === 'string') {
      if (v.length > MAX_FILTER_TEXT)
        throw invalid(field, `Must be at most ${MAX_FILTER_TEXT} characters`);
      const problem = unsafeTextProblem(v);
      if (problem) throw invalid(field, `Value ${problem}`);
      return true;
    }
    return typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
  };
  if (value === null || scalar(value)) return;
  if (!Array.isArray(value)) throw invalid(field, 'Must be text, a number or a list of them');
  if (value.length === 0) throw invalid(field, 'Must list at least one value');
  if (value.length > MAX_FILTER_VALUES)
    throw invalid(field, `Must list at most ${MAX_FILTER_VALUES} values`);
  if (!value.every(scalar)) throw invalid(field, 'Must list text or numbers only');
}

/**
 * Parses and checks the three parameters against the sortable fields the caller allows. Every
 * refusal is a 400 naming the parameter (`sort`, `range`, `filter.<key>`); filter values are
 * scalars or non-empty lists of scalars, so a list can always be turned into SQL.
 */
export function parseAdminListQuery(
  query: Record<string, unknown>,
  sortable: readonly string[],
  defaultSort: [string, 'ASC' | 'DESC'] = ['createdAt', 'DESC'],
): AdminListQuery {
  const sort = parseJson(query.sort, 'sort') ?? defaultSort;
  const range = parseJson(query.range, 'range') ?? [0, 24];
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !sortable.includes(sort[0]) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw badRequest(`sort must be ["field","ASC|DESC"] with field one of ${sortable.join(', ')}`, [
      { field: 'sort', message: 'Unsupported sort' },
    ]);
  }
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !Number.isInteger(range[0]) ||
    !Number.isInteger(range[1]) ||
    range[0] < 0 ||
    range[1] < range[0] ||
    range[0] > MAX_START ||
    range[1] > MAX_START + MAX_TAKE
  ) {
    throw badRequest(`range must be [start,end] with 0 <= start <= end <= ${MAX_START}`, [
      { field: 'range', message: 'Invalid range' },
    ]);
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest('filter must be an object', [{ field: 'filter', message: 'Invalid filter' }]);
  }
  for (const [key, value] of Object.entries(filter)) checkFilterValue(key, value);
  return {
    sortField: sort[0],
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    skip: range[0],
    take: Math.min(range[1] - range[0] + 1, MAX_TAKE),
    filter: filter as Record<string, unknown>,
  };
}

/** Sets `Content-Range` for a page of `rows` out of `total`. */
export function setContentRange(
  res: FastifyReply,
  resource: string,
  q: AdminListQuery,
  count: number,
  total: number,
) {
  const end = count === 0 ? q.skip : q.skip + count - 1;
  res.header('Content-Range', `${resource} ${q.skip}-${end}/${total}`);
}
