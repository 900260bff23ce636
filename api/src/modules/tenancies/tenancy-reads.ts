import type { TenancyDto } from '@rentnaija/shared';
import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { Property } from '../properties/entities/property.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { TENANCY_RELATIONS, tenancyDtos } from './tenancy.mapper.js';

/** What anyone reads about a tenancy they may not see, or that does not exist. */
export const TENANCY_NOT_FOUND = () => notFound('Tenancy not found', 'TENANCY_NOT_FOUND');

/**
 * The tenancy `where` finds (scoped by the caller: its id and the signed-in party), locked for
 * a change; 404 when there is none.
 */
export async function lockTenancy(
  m: EntityManager,
  where: FindOptionsWhere<Tenancy> | FindOptionsWhere<Tenancy>[],
): Promise<Tenancy> {
  const tenancy = await m
    .getRepository(Tenancy)
    .findOne({ where, lock: { mode: 'pessimistic_write' } });
  if (!tenancy) throw TENANCY_NOT_FOUND();
  return tenancy;
}

/** The title of the listing a tenancy lets, for what its parties are told. */
export async function tenancyTitle(m: EntityManager, tenancy: Tenancy): Promise<string> {
  return (await m.getRepository(Property).findOneByOrFail({ id: tenancy.propertyId })).title;
}

/** The tenancy as its parties see it, read again after a change. */
export async function reloadTenancy(m: EntityManager, id: string): Promise<TenancyDto> {
  const [dto] = await tenancyDtos(m, [
    await m.getRepository(Tenancy).findOneOrFail({ where: { id }, relations: TENANCY_RELATIONS }),
  ]);
  return dto;
}
