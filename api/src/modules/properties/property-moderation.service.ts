import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminPropertyDto,
  type ApproveAllResponse,
  MODERATION_STATES,
  PROPERTY_STATUSES,
} from '@rentnaija/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, notFound } from '../../common/exceptions/domain.exception.js';
import type { AdminListQuery } from '../../common/http/admin-list.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { AuditService } from '../audit/audit.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { User } from '../users/entities/user.entity.js';
import { Property } from './entities/property.entity.js';
import { auditSnapshot, propertyToDto } from './property.mapper.js';
import { SearchCache } from './search-cache.js';
import { placeKey } from './search-query.js';

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

/** Staff side of listings: the console's list and the admin's approve/reject decisions. */
@Injectable()
export class PropertyModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly cache: SearchCache,
  ) {}

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
      qb.andWhere('(p.search_text LIKE :q OR lower(landlord.email) LIKE :q)', {
        q: `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      });
    }
    const moderation = oneOf('moderationStatus', MODERATION_STATES);
    if (moderation) qb.andWhere('p.moderation_status = :moderation', { moderation });
    const status = oneOf('status', PROPERTY_STATUSES);
    if (status) qb.andWhere('p.status = :status', { status });
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

  /** Publishes a listing. Approving an approved listing changes nothing. */
  async approve(actor: AuthUser, id: string): Promise<AdminPropertyDto> {
    await this.dataSource.transaction(async (m) => {
      const p = await this.lockOne(m, id);
      if (p.moderationStatus !== 'approved') await this.applyApproval(m, actor, p);
    });
    this.cache.invalidate();
    return this.get(id);
  }

  /** Approves every listing waiting for review (not the rejected ones). */
  async approveAll(actor: AuthUser): Promise<ApproveAllResponse> {
    const ids = await this.dataSource.transaction(async (m) => {
      const pending = await m.getRepository(Property).find({
        where: { moderationStatus: 'pending' },
        order: { createdAt: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      for (const p of pending) await this.applyApproval(m, actor, p);
      return pending.map((p) => p.id);
    });
    this.cache.invalidate();
    return { approved: ids.length, ids };
  }

  /** Hides a listing from the public with a reason its landlord sees. */
  async reject(actor: AuthUser, id: string, reason: string): Promise<AdminPropertyDto> {
    await this.dataSource.transaction(async (m) => {
      const p = await this.lockOne(m, id);
      const before = auditSnapshot(p);
      p.moderationStatus = 'rejected';
      p.isApproved = false;
      p.rejectionReason = reason;
      await m.getRepository(Property).save(p);
      await this.audit.record(m, actor, {
        action: 'property.reject',
        entityType: 'property',
        entityId: p.id,
        before,
        after: auditSnapshot(p),
      });
      await this.notifications.notify(m, p.landlordId, {
        type: 'listing.rejected',
        propertyId: p.id,
        title: p.title,
        reason,
      });
    });
    this.cache.invalidate();
    return this.get(id);
  }

  private async lockOne(m: EntityManager, id: string): Promise<Property> {
    const p = await m
      .getRepository(Property)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!p) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    p.landlord = await m.getRepository(User).findOneByOrFail({ id: p.landlordId });
    return p;
  }

  private async applyApproval(m: EntityManager, actor: AuthUser, p: Property): Promise<void> {
    const before = auditSnapshot(p);
    p.moderationStatus = 'approved';
    p.isApproved = true;
    p.rejectionReason = null;
    await m
      .getRepository(Property)
      .update(
        { id: p.id },
        { moderationStatus: 'approved', isApproved: true, rejectionReason: null },
      );
    await this.audit.record(m, actor, {
      action: 'property.approve',
      entityType: 'property',
      entityId: p.id,
      before,
      after: auditSnapshot(p),
    });
    await this.notifications.notify(m, p.landlordId, {
      type: 'listing.approved',
      propertyId: p.id,
      title: p.title,
    });
  }
}

function adminDto(p: Property): AdminPropertyDto {
  return {
    ...propertyToDto(p),
    landlord: {
      id: p.landlordId,
      name: p.landlord?.name ?? 'Unknown',
      email: p.landlord?.email ?? '',
    },
  };
}
