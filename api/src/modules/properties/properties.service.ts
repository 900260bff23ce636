import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FEATURED_COUNT,
  type LandlordPropertiesResponse,
  STAFF_ROLES,
  type Paginated,
  type PropertyCardDto,
  type PropertyDto,
  type Role,
} from '@rentnaija/shared';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { CreatePropertyDto } from './dto/property.dto.js';
import { Property } from './entities/property.entity.js';
import { PropertyView } from './entities/property-view.entity.js';
import { checkCityState, locationOf, normaliseImages } from './listing-lifecycle.service.js';
import { cardFromRow, type CardRow, isPublicListing, propertyToDto } from './property.mapper.js';
import type { CityCount, PublicStats } from './dto/property-stats.dto.js';
import { SearchCache } from './search-cache.js';
import {
  buildSearchSql,
  cappedCountSql,
  CARD_COLUMNS,
  CHECKPOINT_EVERY,
  type Checkpoint,
  checkpointsSql,
  countSql,
  pageSql,
  PUBLIC_LISTING,
  type SearchFilters,
} from './search-query.js';

/** Searches with at most this many matches are counted exactly at every request. */
const EXACT_COUNT_LIMIT = 1000;

export const isStaff = (role?: Role) => !!role && (STAFF_ROLES as readonly Role[]).includes(role);

/** Who is looking at a listing page, for the daily view count. */
export interface Visitor {
  user?: AuthUser;
  ip?: string;
  userAgent?: string;
}

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

@Injectable()
export class PropertiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: SearchCache,
  ) {}

  /**
   * Public search: approved listings only, filters and sort of spec/1 section 5. Small result
   * sets are counted exactly each time; the totals and deep-page checkpoints of large ones come
   * from the search cache (see SearchCache), and a whole page may be answered from memory for
   * `searchCacheSeconds` (cleared by every listing change made through this server).
   */
  search(f: SearchFilters): Promise<Paginated<PropertyCardDto>> {
    return this.cache.remember(
      `page:${JSON.stringify(f)}`,
      this.config.searchCacheSeconds * 1000,
      () => this.runSearch(f),
    );
  }

  private async runSearch(f: SearchFilters): Promise<Paginated<PropertyCardDto>> {
    const sql = buildSearchSql(f);
    const key = `${sql.where}|${JSON.stringify(sql.params)}`;
    const query = <T>(q: { text: string; params: unknown[] }) =>
      this.dataSource.query<T[]>(q.text, q.params);
    const fullCount = async () => (await query<{ total: number }>(countSql(sql)))[0].total;
    const totalOf = async () => {
      const known = this.cache.peek<number>(`count:${key}`, fullCount);
      if (known !== undefined) return known;
      // A capped count lets the planner pick a sequential scan, which is slow for rare words;
      // text searches are counted in full through the trigram index instead.
      if (f.text) {
        const total = await fullCount();
        return total <= EXACT_COUNT_LIMIT
          ? total
          : this.cache.get(`count:${key}`, async () => total);
      }
      const [{ total }] = await query<{ total: number }>(cappedCountSql(sql, EXACT_COUNT_LIMIT));
      return total <= EXACT_COUNT_LIMIT ? total : this.cache.get(`count:${key}`, fullCount);
    };
    const offset = (f.page - 1) * f.perPage;
    let rows: CardRow[];
    let total: number;
    if (offset < CHECKPOINT_EVERY) {
      [rows, total] = await Promise.all([query<CardRow>(pageSql(f, sql)), totalOf()]);
    } else {
      total = await totalOf();
      let from: Checkpoint | undefined;
      if (total > EXACT_COUNT_LIMIT && offset < total) {
        const checkpoints = await this.cache.get(`pages:${f.sortBy}:${key}`, async () => {
          const q = checkpointsSql(f, sql);
          const found = await query<Record<string, string> & { position: number }>(q);
          return found.map((r) => ({ position: r.position, values: q.columns.map((c) => r[c]) }));
        });
        from = checkpoints.findLast((c) => c.position <= offset);
      }
      rows = offset < total ? await query<CardRow>(pageSql(f, sql, from)) : [];
    }
    return {
      data: rows.map(cardFromRow),
      pagination: {
        currentPage: f.page,
        lastPage: Math.max(1, Math.ceil(total / f.perPage)),
        perPage: f.perPage,
        total,
      },
    };
  }

  /** Open listings (approved and available) per city, most first; cities without any are left out. */
  cityCounts(): Promise<CityCount[]> {
    return this.cache.remember('cities', this.config.searchCacheSeconds * 1000, () =>
      this.dataSource.query<CityCount[]>(
        `SELECT p.city AS name, count(*)::int AS count FROM properties p
         WHERE ${PUBLIC_LISTING} AND p.status = 'available'
         GROUP BY p.city ORDER BY count DESC, p.city`,
      ),
    );
  }

  /** The home page's figures, counted from the listings visitors can open now. */
  stats(): Promise<PublicStats> {
    return this.cache.remember('stats', this.config.searchCacheSeconds * 1000, async () => {
      const [row] = await this.dataSource.query<PublicStats[]>(
        `SELECT count(*)::int AS "listings",
                count(DISTINCT p.city)::int AS "cities",
                count(DISTINCT p.landlord_id)::int AS "landlords",
                count(*) FILTER (WHERE p.created_at > now() - interval '7 days')::int AS "newThisWeek"
         FROM properties p WHERE ${PUBLIC_LISTING} AND p.status = 'available'`,
      );
      return row;
    });
  }

  /** The home page's featured listings: the newest approved, available ones with photos. */
  async featured(): Promise<PropertyCardDto[]> {
    const rows = await this.dataSource.query<CardRow[]>(
      `SELECT ${CARD_COLUMNS} FROM properties p
       WHERE ${PUBLIC_LISTING} AND p.status = 'available' AND jsonb_array_length(p.images) > 0
       ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
      [FEATURED_COUNT],
    );
    return rows.map(cardFromRow);
  }

  /**
   * A listing page: public once approved (and not archived, its landlord not suspended); its
   * landlord sees it unless archived, staff always; everyone else gets 404. Records one view
   * per visitor per day, not counting the landlord or staff.
   */
  async findVisible(id: string, visitor: Visitor): Promise<PropertyDto> {
    const property = await this.dataSource
      .getRepository(Property)
      .findOne({ where: { id }, relations: { landlord: true } });
    const user = visitor.user;
    const isOwner = !!user && property?.landlordId === user.id && !property.archivedAt;
    const staff = isStaff(user?.role);
    if (!property || !(isPublicListing(property) || isOwner || staff)) {
      throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    }
    if (!isOwner && !staff) await this.recordView(property.id, visitor);
    return propertyToDto(property, isOwner || staff);
  }

  private async recordView(propertyId: string, visitor: Visitor): Promise<void> {
    const visitorKey =
      visitor.user?.id ??
      createHash('sha256')
        .update(`${visitor.ip ?? ''}|${visitor.userAgent ?? ''}`)
        .digest('hex');
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(PropertyView)
      .values({
        propertyId,
        visitorKey,
        userId: visitor.user?.id ?? null,
        viewedOn: lagosDay.format(new Date()),
      })
      .orIgnore()
      .execute();
  }

  async create(user: AuthUser, dto: CreatePropertyDto): Promise<PropertyDto> {
    checkCityState(dto.city, dto.state);
    const repo = this.dataSource.getRepository(Property);
    const saved = await repo.save(
      repo.create({
        ...dto,
        postalCode: dto.postalCode ?? null,
        serviceCharge: dto.serviceCharge ?? 0,
        amenities: dto.amenities ?? [],
        powerSupply: dto.powerSupply ?? [],
        waterSupply: dto.waterSupply ?? null,
        images: normaliseImages(dto.images ?? [], dto.title),
        videoTourUrl: dto.videoTourUrl ?? null,
        panoramaUrl: dto.panoramaUrl ?? null,
        location: locationOf(dto.address, dto.city, dto.state),
        status: 'available',
        moderationStatus: 'pending',
        isApproved: false,
        rejectionReason: null,
        landlordId: user.id,
      }),
    );
    this.cache.invalidate();
    return this.reload(this.dataSource.manager, saved.id);
  }

  /** The landlord's own listings in every moderation state, with counts and view/save totals. */
  async listForLandlord(user: AuthUser): Promise<LandlordPropertiesResponse> {
    const properties = await this.dataSource.getRepository(Property).find({
      where: { landlordId: user.id, archivedAt: IsNull() },
      relations: { landlord: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const stats = await this.dataSource.query<{ id: string; views: number; bookmarks: number }[]>(
      `SELECT p.id,
         (SELECT count(*)::int FROM property_views v WHERE v.property_id = p.id) AS views,
         (SELECT count(*)::int FROM property_bookmarks b WHERE b.property_id = p.id) AS bookmarks
       FROM properties p WHERE p.landlord_id = $1 AND p.archived_at IS NULL`,
      [user.id],
    );
    const byId = new Map(stats.map((s) => [s.id, s]));
    const counts = {
      total: properties.length,
      pending: 0,
      approved: 0,
      rejected: 0,
      available: 0,
      under_contract: 0,
      rented: 0,
      inactive: 0,
    };
    for (const p of properties) {
      counts[p.moderationStatus] += 1;
      counts[p.status] += 1;
    }
    return {
      data: properties.map((p) => ({
        ...propertyToDto(p, true),
        views: byId.get(p.id)?.views ?? 0,
        bookmarks: byId.get(p.id)?.bookmarks ?? 0,
      })),
      counts,
    };
  }

  private async reload(m: EntityManager, id: string): Promise<PropertyDto> {
    const p = await m
      .getRepository(Property)
      .findOneOrFail({ where: { id }, relations: { landlord: true } });
    return propertyToDto(p, true);
  }
}

export { locationOf };
