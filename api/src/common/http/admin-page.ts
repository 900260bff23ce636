import { isCalendarDate } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import type { ObjectLiteral, SelectQueryBuilder, WhereExpressionBuilder } from 'typeorm';
import { badRequest } from '../exceptions/domain.exception.js';
import { type AdminListQuery, parseAdminListQuery, setContentRange } from './admin-list.js';
import { likeContains } from '../../database/like.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a console list allows, by API field name. */
export interface AdminListSpec {
  /** Fields a list may sort by. */
  sortable: readonly string[];
  /** `filter` keys matched exactly (a list value matches any of its items). */
  exact: readonly string[];
  /** Fields searched (case-insensitive contains) by the `q` filter. */
  search: readonly string[];
  /**
   * The SQL of fields that are not entity properties of the same name, over the query's
   * alias (e.g. `to: "e.payload->>'to'"`). Other fields are `<alias>.<field>`.
   */
  fields?: Record<string, string>;
  /** An SQL expression every page is ordered by first (e.g. flagged rows before the rest). */
  orderFirst?: string;
  /**
   * Filters the list checks and applies itself, by key (a search of its own SQL, a value checked
   * against a list of states, a default when the key is absent). Each is called on every query,
   * in this order, with the key's value (a checked scalar or list, or undefined when absent).
   */
  custom?: Record<string, (qb: WhereExpressionBuilder, value: unknown) => void>;
}

export interface AdminPage<T> {
  rows: T[];
  total: number;
  query: AdminListQuery;
}

/**
 * One page of a console list (react-admin simple-rest conventions, see admin-list.ts):
 * filtered, searched and sorted as `spec` allows, on top of what `qb` already selects.
 */
export async function findAdminPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  rawQuery: Record<string, unknown>,
  spec: AdminListSpec,
): Promise<AdminPage<T>> {
  const query = parseAdminListQuery(rawQuery, spec.sortable);
  const sql = (field: string) => spec.fields?.[field] ?? `${qb.alias}.${field}`;
  const custom = spec.custom ?? {};
  for (const [key, value] of Object.entries(query.filter)) {
    if (Object.hasOwn(custom, key)) {
      continue;
    } else if (key === 'q') {
      if (typeof value !== 'string' || value.trim() === '') continue;
      const clauses = spec.search.map((field) => `${sql(field)} ILIKE :q`).join(' OR ');
      qb.andWhere(`(${clauses})`, { q: likeContains(value.trim()) });
    } else if (spec.exact.includes(key)) {
      if (value === null || value === undefined || value === '') continue;
      // A value its column cannot hold (a uuid column and any other text) matches nothing by
      // meaning, but PostgreSQL refuses the comparison: answer 400.
      const column = spec.fields?.[key]
        ? undefined
        : qb.expressionMap.mainAlias?.metadata.findColumnWithPropertyName(key);
      const values = Array.isArray(value) ? value : [value];
      if (column?.type === 'uuid') {
        if (!values.every((v) => typeof v === 'string' && UUID.test(v))) {
          throw badRequest(`filter.${key} must be an id`, [
            { field: `filter.${key}`, message: 'Must be an id' },
          ]);
        }
      }
      if (column?.type === 'date') {
        if (!values.every((v) => typeof v === 'string' && isCalendarDate(v))) {
          throw badRequest(`filter.${key} must be a date such as 2026-12-01`, [
            { field: `filter.${key}`, message: 'Must be a date such as 2026-12-01' },
          ]);
        }
      }
      const param = `f_${key}`;
      if (Array.isArray(value)) qb.andWhere(`${sql(key)} IN (:...${param})`, { [param]: value });
      else qb.andWhere(`${sql(key)} = :${param}`, { [param]: value });
    } else {
      throw badRequest(`Unknown filter '${key}'`, [
        { field: 'filter', message: `Unknown filter '${key}'` },
      ]);
    }
  }
  for (const [key, apply] of Object.entries(custom)) apply(qb, query.filter[key]);
  if (spec.orderFirst) {
    qb.addSelect(spec.orderFirst, 'order_first').orderBy('order_first', 'ASC');
    qb.addOrderBy(sql(query.sortField), query.sortOrder);
  } else {
    qb.orderBy(sql(query.sortField), query.sortOrder);
  }
  qb.addOrderBy(`${qb.alias}.id`, 'ASC').skip(query.skip).take(query.take);
  const [rows, total] = await qb.getManyAndCount();
  return { rows, total, query };
}

/** Sets the page's `Content-Range` header and returns its rows mapped for the client. */
export function sendAdminPage<T, R>(
  res: FastifyReply,
  resource: string,
  page: AdminPage<T>,
  map: (row: T) => R,
): R[] {
  setContentRange(res, resource, page.query, page.rows.length, page.total);
  return page.rows.map(map);
}

/**
 * Rewrites the `filter` of a console list query before findAdminPage reads it (e.g. a value that
 * stands for several, or keys a controller applies itself). A missing or malformed filter is
 * passed on untouched: findAdminPage answers the 400.
 */
export function mapAdminFilter(
  query: Record<string, unknown>,
  map: (filter: Record<string, unknown>) => Record<string, unknown>,
): Record<string, unknown> {
  if (typeof query.filter !== 'string' || query.filter === '') return query;
  let filter: unknown;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    return query;
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return query;
  return { ...query, filter: JSON.stringify(map(filter as Record<string, unknown>)) };
}
