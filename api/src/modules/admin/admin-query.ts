import type { ObjectLiteral, Repository } from 'typeorm';
import { type AdminListQuery, parseAdminListQuery } from '../../common/http/admin-list.js';
import { badRequest } from '../../common/exceptions/domain.exception.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminResource {
  /** Entity properties a list may sort by. */
  sortable: readonly string[];
  /** `filter` keys matched exactly against the entity property of the same name. */
  exact: readonly string[];
  /** Entity properties searched (case-insensitive contains) by the `q` filter. */
  search: readonly string[];
}

/** One page of a console list, filtered, searched and sorted per the resource's allowances. */
export async function findAdminPage<T extends ObjectLiteral>(
  repo: Repository<T>,
  rawQuery: Record<string, unknown>,
  resource: AdminResource,
): Promise<{ rows: T[]; total: number; query: AdminListQuery }> {
  const query = parseAdminListQuery(rawQuery, resource.sortable);
  const qb = repo.createQueryBuilder('e');
  for (const [key, value] of Object.entries(query.filter)) {
    if (key === 'q') {
      if (typeof value !== 'string' || value.trim() === '') continue;
      const clauses = resource.search.map((col) => `e.${col} ILIKE :q`).join(' OR ');
      qb.andWhere(`(${clauses})`, { q: `%${value.trim().replace(/[\\%_]/g, '\\$&')}%` });
    } else if (resource.exact.includes(key)) {
      if (value === null || value === undefined || value === '') continue;
      // A value its column cannot hold (a uuid column and any other text) matches nothing by
      // meaning, but PostgreSQL refuses the comparison: answer 400.
      if (repo.metadata.findColumnWithPropertyName(key)?.type === 'uuid') {
        const values = Array.isArray(value) ? value : [value];
        if (!values.every((v) => typeof v === 'string' && UUID.test(v))) {
          throw badRequest(`filter.${key} must be an id`, [
            { field: `filter.${key}`, message: 'Must be an id' },
          ]);
        }
      }
      if (Array.isArray(value)) qb.andWhere(`e.${key} IN (:...${key})`, { [key]: value });
      else qb.andWhere(`e.${key} = :${key}`, { [key]: value });
    } else {
      throw badRequest(`Unknown filter '${key}'`, [
        { field: 'filter', message: `Unknown filter '${key}'` },
      ]);
    }
  }
  qb.orderBy(`e.${query.sortField}`, query.sortOrder)
    .addOrderBy('e.id', 'ASC')
    .skip(query.skip)
    .take(query.take);
  const [rows, total] = await qb.getManyAndCount();
  return { rows, total, query };
}
