import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminPropertyDto,
  type ApproveAllResponse,
  LISTING_FRESHNESS,
  MODERATION_STATES,
  PROPERTY_STATUSES,
  SENIOR_REVIEW_SCORE,
} from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import type { Reviewer } from '../../common/http/review-controller.js';
import type { ApprovePropertyDto } from './dto/property.dto.js';
import { Property } from './entities/property.entity.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
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
  'riskScore',
  'confirmedAvailableAt',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter's value as trimmed text, undefined when absent; anything but text is a 400. */
function text(key: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    throw badRequest(`filter.${key} must be text`, [
      { field: `filter.${key}`, message: 'Must be text' },
    ]);
  }
  return value.trim();
}

/** A filter's value among `allowed`, undefined when absent; anything else is a 400. */
function oneOf(key: string, value: unknown, allowed: readonly string[]): string | undefined {
  const v = text(key, value);
  if (v !== undefined && !allowed.includes(v)) {
    throw badRequest(`filter.${key} must be one of ${allowed.join(', ')}`, [
      { field: `filter.${key}`, message: `Must be one of ${allowed.join(', ')}` },
    ]);
  }
  return v;
}

/**
 * What the console's list of listings allows. Its filters are its own: the search reads the
 * listing's indexed words (and the landlord's email), states are checked, archived listings are
 * left out unless asked for, and an id the console's free-text boxes cannot match (a landlord's
 * id half typed) matches nothing rather than answering 400.
 */
export const LISTINGS_LIST: AdminListSpec = {
  sortable: ADMIN_PROPERTY_SORTS,
  exact: [],
  search: [],
  custom: {
    q: (qb, value) => {
      const search = text('q', value);
      if (!search) return;
      qb.andWhere(`(p.search_words LIKE ${containsLike(':q')} OR lower(landlord.email) LIKE :q)`, {
        q: likeContains(search.toLowerCase()),
      });
    },
    moderationStatus: (qb, value) => {
      const moderation = oneOf('moderationStatus', value, MODERATION_STATES);
      if (moderation) qb.andWhere('p.moderation_status = :moderation', { moderation });
    },
    status: (qb, value) => {
      const status = oneOf('status', value, PROPERTY_STATUSES);
      if (status) qb.andWhere('p.status = :status', { status });
    },
    // Archived listings are records only: listed when asked for, on their own.
    archived: (qb, value) => {
      const archived = oneOf('archived', value, ['true', 'false']) ?? 'false';
      qb.andWhere(archived === 'true' ? 'p.archived_at IS NOT NULL' : 'p.archived_at IS NULL');
    },
    pendingChanges: (qb, value) => {
      const changes = oneOf('pendingChanges', value, ['true', 'false']);
      if (changes) {
        qb.andWhere(
          changes === 'true' ? 'p.pending_changes IS NOT NULL' : 'p.pending_changes IS NULL',
        );
      }
    },
    // Held for a senior review by its fraud signals, or flagged by any signal.
    risk: (qb, value) => {
      const risk = oneOf('risk', value, ['held', 'flagged']);
      if (risk === 'held') qb.andWhere('p.risk_score >= :held', { held: SENIOR_REVIEW_SCORE });
      if (risk === 'flagged') qb.andWhere('p.risk_score > 0');
    },
    // 'stale': may no longer be available or hidden for want of a confirmation; 'hidden': only
    // the latter; 'fresh': confirmed within 14 days (or not available, so nothing to confirm).
    freshness: (qb, value) => {
      const freshness = oneOf('freshness', value, LISTING_FRESHNESS);
      if (freshness === 'stale') qb.andWhere('p.staleness > 0');
      else if (freshness === 'hidden') qb.andWhere('p.staleness = 2');
      else if (freshness === 'fresh') qb.andWhere('p.staleness = 0');
    },
    city: (qb, value) => {
      const city = text('city', value);
      if (city) qb.andWhere('p.city_key LIKE :city', { city: `${placeKey(city)}%` });
    },
    landlordId: (qb, value) => {
      const landlordId = text('landlordId', value);
      if (!landlordId) return;
      if (UUID.test(landlordId)) qb.andWhere('p.landlord_id = :landlordId', { landlordId });
      else qb.andWhere('FALSE');
    },
    id: (qb, value) => {
      if (value === undefined) return;
      const ids = (Array.isArray(value) ? value : [value])
        .map(String)
        .filter((id) => UUID.test(id));
      if (ids.length > 0) qb.andWhere({ id: In(ids) });
      else qb.andWhere('FALSE');
    },
  },
};

/**
 * Staff side of listings: the console's list and records, and the decisions on a listing or the
 * changes waiting on it, taken by ListingLifecycleService (which owns every moderation change).
 */
@Injectable()
export class PropertyModerationService implements Reviewer<AdminPropertyDto, ApprovePropertyDto> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: ListingLifecycleService,
  ) {}

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<AdminPropertyDto[]> {
    const qb = this.dataSource
      .getRepository(Property)
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.landlord', 'landlord');
    const page = await findAdminPage(qb, query, LISTINGS_LIST);
    return sendAdminPage(res, 'properties', page, adminDto);
  }

  async get(id: string): Promise<AdminPropertyDto> {
    const p = await this.dataSource
      .getRepository(Property)
      .findOne({ where: { id }, relations: { landlord: true } });
    if (!p) throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    return adminDto(p);
  }

  async approve(
    actor: AuthUser,
    id: string,
    approval: ApprovePropertyDto,
  ): Promise<AdminPropertyDto> {
    await this.lifecycle.approve(actor, id, approval.note);
    return this.get(id);
  }

  async reject(actor: AuthUser, id: string, reason: string): Promise<AdminPropertyDto> {
    await this.lifecycle.reject(actor, id, reason);
    return this.get(id);
  }

  approveAll(actor: AuthUser): Promise<ApproveAllResponse> {
    return this.lifecycle.approveAll(actor);
  }
}

function adminDto(p: Property): AdminPropertyDto {
  return {
    ...propertyToDto(p, true),
    archivedAt: p.archivedAt?.toISOString() ?? null,
    landlordSuspended: p.landlordSuspended,
    hiddenByReports: p.hiddenByReports,
    risk: {
      score: p.riskScore,
      held: p.riskScore >= SENIOR_REVIEW_SCORE,
      checkedAt: p.riskCheckedAt?.toISOString() ?? null,
      signals: p.riskSignals,
    },
    landlord: {
      id: p.landlordId,
      name: p.landlord?.name ?? 'Unknown',
      email: p.landlord?.email ?? '',
    },
  };
}
