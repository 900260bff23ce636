import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AdminPropertyDto, MODERATION_STATES, PROPERTY_STATUSES } from '@rentnaija/shared';
import { DataSource, In } from 'typeorm';
import { badRequest, notFound } from '../../common/exceptions/domain.exception.js';
import type { AdminListQuery } from '../../common/http/admin-list.js';
import { Property } from './entities/property.entity.js';
import { propertyToDto } from './property.mapper.js';
import { containsLike, placeKey } from './search-query.js';
import { likeContains } from '../../database/like.js';

/** Fields the console may sort the listings by. */
export const ADMIN_PROPERTY_SORTS = [
  'createdAt',
  'updatedAt',
  'title',
  'city',
  'price',
  'bedrooms',
  'status',
  'moderationStatus',
] as const;

/** Staff side of listings: the console's list and records (decisions: ListingLifecycleService). */
@Injectable()
export class PropertyModerationService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(q: AdminListQuery): Promise<{ rows: AdminPropertyDto[]; total: number }> {
    const qb = this.dataSource
      .getRepository(Property)
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.landlord', 'landlord');
    const f = q.filter;
    const text = (key: string) => {
      const v = f[key];
      if (v === undefined || v === null || v === '') return undefined;
      if (typeof v !== 'string') {
        throw badRequest(`filter.${key} must be text`, [
          { field: `filter.${key}`, message: 'Must be text' },
        ]);
      }
      return v.trim();
    };
    const oneOf = (key: string, allowed: readonly string[]) => {
      const v = text(key);
      if (v !== undefined && !allowed.includes(v)) {
        throw badRequest(`filter.${key} must be one of ${allowed.join(', ')}`, [
          { field: `filter.${key}`, message: `Must be one of ${allowed.join(', ')}` },
        ]);
      }
      return v;
    };
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const search = text('q');
    if (search) {
      qb.andWhere(`(p.search_words LIKE ${containsLike(':q')} OR lower(landlord.email) LIKE :q)`, {
        q: likeContains(search.toLowerCase()),
      });
    }
    const moderation = oneOf('moderationStatus', MODERATION_STATES);
    if (moderation) qb.andWhere('p.moderation_status = :moderation', { moderation });
    const status = oneOf('status', PROPERTY_STATUSES);
    if (status) qb.andWhere('p.status = :status', { status });
    // Archived listings are records only: listed when asked for, on their own.
    const archived = oneOf('archived', ['true', 'false']) ?? 'false';
    qb.andWhere(archived === 'true' ? 'p.archived_at IS NOT NULL' : 'p.archived_at IS NULL');
    const changes = oneOf('pendingChanges', ['true', 'false']);
    if (changes) {
      qb.andWhere(
        changes === 'true' ? 'p.pending_changes IS NOT NULL' : 'p.pending_changes IS NULL',
      );
    }
    const city = text('city');
    if (city) qb.andWhere('p.city_key LIKE :city', { city: `${placeKey(city)}%` });
    const landlordId = text('landlordId');
    if (landlordId) {
      if (!uuid.test(landlordId)) return { rows: [], total: 0 };
      qb.andWhere('p.landlord_id = :landlordId', { landlordId });
    }
    if (f.id !== undefined) {
      const ids = (Array.isArray(f.id) ? f.id : [f.id]).map(String).filter((id) => uuid.test(id));
      if (ids.length === 0) return { rows: [], total: 0 };
      qb.andWhere({ id: In(ids) });
    }
    qb.orderBy(`p.${q.sortField}`, q.sortOrder)
      .addOrderBy('p.id', q.sortOrder)
      .skip(q.skip)
      .take(q.take);
    const [rows, total] = await qb.getManyAndCount();
    return { rows: rows.map(adminDto), total };
  }

  async get(id: string): Promise<AdminPropertyDto> {
    const p = await this.dataSource
      .getRepository(Property)
      .findOne({ where: { id }, relations: { landlord: true } });
    if (!p) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    return adminDto(p);
  }
}

function adminDto(p: Property): AdminPropertyDto {
  return {
    ...propertyToDto(p, true),
    archivedAt: p.archivedAt?.toISOString() ?? null,
    landlordSuspended: p.landlordSuspended,
    landlord: {
      id: p.landlordId,
      name: p.landlord?.name ?? 'Unknown',
      email: p.landlord?.email ?? '',
    },
  };
}
