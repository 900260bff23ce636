import type { Response } from 'express';
import { badRequest } from '../exceptions/domain.exception.js';

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

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string')
    throw badRequest(`${name} must be JSON`, [{ field: name, message: `${name} must be JSON` }]);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`${name} must be JSON`, [{ field: name, message: `${name} must be JSON` }]);
  }
}

/** Parses and checks the three parameters against the sortable fields the caller allows. */
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
    !Number.isInteger(range[0]) ||
    !Number.isInteger(range[1]) ||
    range[0] < 0 ||
    range[1] < range[0]
  ) {
    throw badRequest('range must be [start,end]', [{ field: 'range', message: 'Invalid range' }]);
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest('filter must be an object', [{ field: 'filter', message: 'Invalid filter' }]);
  }
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
  res: Response,
  resource: string,
  q: AdminListQuery,
  count: number,
  total: number,
) {
  const end = count === 0 ? q.skip : q.skip + count - 1;
  res.setHeader('Content-Range', `${resource} ${q.skip}-${end}/${total}`);
}
