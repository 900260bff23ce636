import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FEATURED_COUNT,
  type LandlordPropertiesResponse,
  MESSAGES,
  STAFF_ROLES,
  WIZARD_CITIES,
  type Paginated,
  type PropertyCardDto,
  type PropertyDto,
  type PropertyStatus,
  type Role,
} from '@rentnaija/shared';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, forbidden, notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { BookmarkAlertsService } from '../bookmarks/bookmark-alerts.service.js';
import { MailService } from '../mail/mail.service.js';
import { FileStorage, PUBLIC_FILES_PREFIX } from '../storage/file-storage.js';
import type { CreatePropertyDto, UpdatePropertyDto } from './dto/property.dto.js';
import { Property } from './entities/property.entity.js';
import { PropertyView } from './entities/property-view.entity.js';
import type { CityCount, PublicStats } from './dto/property-stats.dto.js';
import { cardFromRow, propertyToDto, type CardRow } from './property.mapper.js';
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
    private readonly mail: MailService,
    private readonly alerts: BookmarkAlertsService,
    private readonly cache: SearchCache,
    private readonly storage: FileStorage,
  ) {}

  private readonly logger = new Logger(PropertiesService.name);

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
        `SELECT city AS name, count(*)::int AS count FROM properties
         WHERE is_approved AND status = 'available'
         GROUP BY city ORDER BY count DESC, city`,
      ),
    );
  }

  /** The home page's figures, counted from the listings visitors can open now. */
  stats(): Promise<PublicStats> {
    return this.cache.remember('stats', this.config.searchCacheSeconds * 1000, async () => {
      const [row] = await this.dataSource.query<PublicStats[]>(
        `SELECT count(*)::int AS "listings",
                count(DISTINCT city)::int AS "cities",
                count(DISTINCT landlord_id)::int AS "landlords",
                count(*) FILTER (WHERE created_at > now() - interval '7 days')::int AS "newThisWeek"
         FROM properties WHERE is_approved AND status = 'available'`,
      );
      return row;
    });
  }

  /** The home page's featured listings: the newest approved, available ones with photos. */
  async featured(): Promise<PropertyCardDto[]> {
    const rows = await this.dataSource.query<CardRow[]>(
      `SELECT ${CARD_COLUMNS} FROM properties p
       WHERE p.is_approved AND p.status = 'available' AND jsonb_array_length(p.images) > 0
       ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
      [FEATURED_COUNT],
    );
    return rows.map(cardFromRow);
  }

  /**
   * A listing page: public once approved; its landlord and staff always see it; everyone else
   * gets 404. Records one view per visitor per day, not counting the landlord or staff.
   */
  async findVisible(id: string, visitor: Visitor): Promise<PropertyDto> {
    const property = await this.dataSource
      .getRepository(Property)
      .findOne({ where: { id }, relations: { landlord: true } });
    const user = visitor.user;
    const isOwner = !!user && property?.landlordId === user.id;
    if (!property || !(property.isApproved || isOwner || isStaff(user?.role))) {
      throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    }
    if (!isOwner && !isStaff(user?.role)) await this.recordView(property.id, visitor);
    return propertyToDto(property);
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

  /**
   * Loads a listing for a change by its landlord. Someone else's listing is 404 when they
   * cannot see it, and 403 with `denied` when it is public anyway.
   */
  private async ownedForUpdate(
    m: EntityManager,
    id: string,
    user: AuthUser,
    denied: string,
  ): Promise<Property> {
    const property = await m
      .getRepository(Property)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!property || (property.landlordId !== user.id && !property.isApproved)) {
      throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    }
    if (property.landlordId !== user.id) throw forbidden(denied, 'NOT_OWNER');
    return property;
  }

  /** The landlord edits a listing; a rejected listing goes back to review. Price alerts fire. */
  async update(user: AuthUser, id: string, dto: UpdatePropertyDto): Promise<PropertyDto> {
    const { result, outboxIds, before } = await this.dataSource.transaction(async (m) => {
      const p = await this.ownedForUpdate(m, id, user, 'You can only edit your own properties.');
      const oldPrice = p.price;
      const before = photoUrls(p);
      const { images, ...fields } = dto;
      const definedFields = Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      );
      Object.assign(p, definedFields);
      if (images !== undefined) p.images = normaliseImages(images, p.title);
      checkCityState(p.city, p.state);
      p.location = locationOf(p.address, p.city, p.state);
      if (p.moderationStatus === 'rejected') {
        p.moderationStatus = 'pending';
        p.isApproved = false;
      }
      await m.getRepository(Property).save(p);
      const outboxIds = p.isApproved ? await this.alerts.priceChanged(m, p, oldPrice) : [];
      return { result: await this.reload(m, p.id), outboxIds, before };
    });
    this.cache.invalidate();
    await this.mail.dispatch(...outboxIds);
    await this.removeUnusedPhotos(before);
    return result;
  }

  async setStatus(user: AuthUser, id: string, status: PropertyStatus): Promise<PropertyDto> {
    const { result, outboxIds } = await this.dataSource.transaction(async (m) => {
      const p = await this.ownedForUpdate(m, id, user, 'You can only update your own properties.');
      const oldStatus = p.status;
      p.status = status;
      await m.getRepository(Property).save(p);
      const outboxIds = p.isApproved ? await this.alerts.statusChanged(m, p, oldStatus) : [];
      return { result: await this.reload(m, p.id), outboxIds };
    });
    this.cache.invalidate();
    await this.mail.dispatch(...outboxIds);
    return result;
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const photos = await this.dataSource.transaction(async (m) => {
      const p = await this.ownedForUpdate(m, id, user, MESSAGES.deleteOwnOnly);
      await m.getRepository(Property).delete({ id: p.id });
      return photoUrls(p);
    });
    this.cache.invalidate();
    await this.removeUnusedPhotos(photos);
  }

  /**
   * Deletes stored photos that no listing uses any more (after an edit or a delete). A photo
   * still used by any listing (the demo seed shares some) is kept; failures are only logged.
   */
  private async removeUnusedPhotos(urls: string[]): Promise<void> {
    for (const url of new Set(urls)) {
      if (!url.startsWith(`${PUBLIC_FILES_PREFIX}/properties/`)) continue;
      try {
        const [{ used }] = await this.dataSource.query<{ used: boolean }[]>(
          `SELECT EXISTS (SELECT 1 FROM properties
             WHERE images @> jsonb_build_array(jsonb_build_object('url', $1::text))
                OR images @> jsonb_build_array(jsonb_build_object('thumbnailUrl', $1::text))
                OR panorama_url = $1) AS used`,
          [url],
        );
        if (!used) await this.storage.delete(url.slice(PUBLIC_FILES_PREFIX.length + 1));
      } catch (error) {
        this.logger.warn(`Could not remove photo ${url}: ${String(error)}`);
      }
    }
  }

  /** The landlord's own listings in every moderation state, with counts and view/save totals. */
  async listForLandlord(user: AuthUser): Promise<LandlordPropertiesResponse> {
    const properties = await this.dataSource.getRepository(Property).find({
      where: { landlordId: user.id },
      relations: { landlord: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const stats = await this.dataSource.query<{ id: string; views: number; bookmarks: number }[]>(
      `SELECT p.id,
         (SELECT count(*)::int FROM property_views v WHERE v.property_id = p.id) AS views,
         (SELECT count(*)::int FROM property_bookmarks b WHERE b.property_id = p.id) AS bookmarks
       FROM properties p WHERE p.landlord_id = $1`,
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
        ...propertyToDto(p),
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
    return propertyToDto(p);
  }
}

const photoUrls = (p: Property) => [
  ...p.images.flatMap((i) => [i.url, i.thumbnailUrl]),
  ...(p.panoramaUrl ? [p.panoramaUrl] : []),
];

export const locationOf = (address: string, city: string, state: string) =>
  [address, city, state].join(', ');

function checkCityState(city: string, state: string): void {
  const expected = WIZARD_CITIES.find((c) => c.city === city)?.state;
  if (expected && expected !== state) {
    throw badRequest(`${city} is in ${expected}`, [
      { field: 'state', message: `${city} is in ${expected}` },
    ]);
  }
}

function normaliseImages(
  images: { url: string; thumbnailUrl?: string; alt?: string }[],
  title: string,
) {
  return images.map((img, i) => ({
    url: img.url,
    thumbnailUrl: img.thumbnailUrl ?? img.url,
    alt: img.alt || `${title} — photo ${i + 1}`,
  }));
}
