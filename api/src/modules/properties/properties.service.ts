import { discardDraft } from '../drafts/drafts.service.js';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FEATURED_COUNT,
  LANDLORD_LISTINGS_PAGE,
  type LandlordListingSort,
  type LandlordPropertiesQuery,
  type LandlordPropertiesResponse,
  MODERATION_STATES,
  type ModerationState,
  type PropertyStatus,
  STAFF_ROLES,
  type Paginated,
  type PropertyCardDto,
  type PropertyDto,
  type Role,
  type TenancyRules,
} from '@rentnaija/shared';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { pageInfo } from '../../common/http/page-query.js';
import { likeContains } from '../../database/like.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { CreatePropertyDto } from './dto/property.dto.js';
import { Property } from './entities/property.entity.js';
import { PropertyView } from './entities/property-view.entity.js';
import {
  checkCityState,
  checkTenancyRules,
  locationOf,
  normaliseImages,
} from './listing-lifecycle.service.js';
import { cardFromRow, type CardRow, isPublicListing, propertyToDto } from './property.mapper.js';
import type { CityCount, PublicStats } from './dto/property-stats.dto.js';
import { ListingSignalsService } from './listing-signals.service.js';
import { SearchCache } from './search-cache.js';
import {
  countFromSummary,
  type SearchSummary,
  summarizable,
  summaryFromRows,
  type SummaryRow,
  summarySql,
} from './search-summary.js';
import {
  buildSearchSql,
  CARD_COLUMNS,
  CHECKPOINT_EVERY,
  type Checkpoint,
  checkpointsSql,
  collectSql,
  countSql,
  pageSql,
  PUBLIC_LISTING,
  type SearchFilters,
  type SearchSql,
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

/** A listing's recorded views, over `properties p`. */
const VIEWS_OF_LISTING = '(SELECT count(*)::int FROM property_views v WHERE v.property_id = p.id)';

/** The landlord's orders of their listings: a column (or views) and its direction. */
const LISTING_ORDER: Record<LandlordListingSort, [string, 'ASC' | 'DESC']> = {
  newest: ['p.created_at', 'DESC'],
  oldest: ['p.created_at', 'ASC'],
  price_desc: ['p.price', 'DESC'],
  price_asc: ['p.price', 'ASC'],
  views: [VIEWS_OF_LISTING, 'DESC'],
  title: ['lower(p.title)', 'ASC'],
};

@Injectable()
export class PropertiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: SearchCache,
    private readonly signals: ListingSignalsService,
  ) {}

  /** The tenancy rules in force (settings), for the wizard to show before the API refuses. */
  get tenancyRules(): TenancyRules {
    return this.config.tenancyRules;
  }

  /**
   * Public search: approved listings only, with the browse page's filters and sorts. Small result
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

  /**
   * The plan follows the size of the search, measured rather than estimated (the planner cannot
   * know that 'yaba' is never in Abuja). The size comes from the summary of the search's text
   * when it can (see search-summary.ts), else from a cached total. A search known to be large
   * walks its sort order, where matches are dense, from the nearest checkpoint for deep pages.
   * Any other search is collected: counted up to EXACT_COUNT_LIMIT (text searches: in full,
   * through the trigram index), and when the count is exact its page comes from the same query.
   */
  private async runSearch(f: SearchFilters): Promise<Paginated<PropertyCardDto>> {
    const sql = buildSearchSql(f);
    const key = `${sql.where}|${JSON.stringify(sql.params)}`;
    const fullCount = async () => (await this.sql<{ total: number }>(countSql(sql)))[0].total;
    const walked = f.bbox || f.near ? buildSearchSql(f, { placeRowByRow: true }) : sql;

    const measured = await this.measure(f);
    if (measured.size !== undefined && measured.size > EXACT_COUNT_LIMIT && measured.walk) {
      const beyond = (f.page - 1) * f.perPage >= measured.size;
      return paginated(f, beyond ? [] : await this.walkPage(f, walked, key), measured.size);
    }
    const known =
      measured.size === undefined ? this.cache.peek<number>(`count:${key}`, fullCount) : undefined;
    if (known === undefined) {
      const cap = sql.textual ? undefined : EXACT_COUNT_LIMIT;
      const mark = this.cache.mark();
      const collect = measured.textRowByRow
        ? collectSql(f, buildSearchSql(f, { textRowByRow: true }), cap)
        : collectSql(f, sql, cap);
      const found = await this.sql<CardRow & { total: number }>(collect);
      const total = found[0].total;
      if (cap === undefined || total <= cap) {
        if (total > EXACT_COUNT_LIMIT) this.cache.keep(`count:${key}`, total, mark);
        return paginated(
          f,
          found.filter((r) => r.id !== null),
          total,
        );
      }
    }
    if (known !== undefined && (f.page - 1) * f.perPage >= known) return paginated(f, [], known);
    const [rows, total] = await Promise.all([
      this.walkPage(f, walked, key),
      known ?? this.cache.get(`count:${key}`, fullCount),
    ]);
    return paginated(f, rows, total);
  }

  /**
   * What the summaries say of a search that only filters on what they group by (see
   * search-summary.ts): its size; whether a large one is better walked in its sort order than
   * collected (with text, each row walked is checked for the text on the table: a walk reads
   * about offset × listings ÷ size rows, collecting reads the size); and whether its text is
   * better checked row by row, when the other filters alone match less than a quarter of what
   * the text matches. A text's summary is made at its first search (that search would have
   * counted its matches anyway); the summary of all listings is made in the background,
   * searches without text being cheap to count meanwhile.
   */
  private async measure(f: SearchFilters): Promise<Measured> {
    if (!summarizable(f)) return { walk: true };
    const summaryOf = (text?: string) => async () =>
      summaryFromRows(await this.sql<SummaryRow>(summarySql(text)));
    const all = this.cache.summaryIfReady<SearchSummary>('summary:', summaryOf());
    if (!f.text) return { size: all && countFromSummary(all, f), walk: true };
    const ofText = await this.cache.summary(`summary:${f.text}`, summaryOf(f.text));
    const size = countFromSummary(ofText, f);
    if (!all) return { size, walk: true };
    const walked = f.page * f.perPage * countFromSummary(all, { status: f.status });
    const textMatches = countFromSummary(ofText, {}); // in any status: what the index gathers
    return {
      size,
      walk: walked < size * size,
      textRowByRow: countFromSummary(all, f) * 4 < textMatches,
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

  /**
   * A page of a large search, walked in the sort order. A deep page starts from the nearest
   * checkpoint at or before its offset. When the search has none within CHECKPOINT_EVERY rows of
   * it, one walk from the last known checkpoint to the page records the checkpoints passed and
   * one just before the page, for the pages that follow and for this one asked again.
   */
  private async walkPage(f: SearchFilters, sql: SearchSql, key: string): Promise<CardRow[]> {
    const offset = (f.page - 1) * f.perPage;
    let from: Checkpoint | undefined;
    if (offset >= CHECKPOINT_EVERY) {
      const checkpoints = await this.cache.extend<Checkpoint[]>(
        `pages:${f.sortBy}:${key}`,
        async (known = []) => {
          const last = known.at(-1);
          if (last && last.position > offset - CHECKPOINT_EVERY) return known;
          const q = checkpointsSql(f, sql, last, offset);
          const found = await this.sql<Record<string, string> & { position: number }>(q);
          return [
            ...known,
            ...found.map((r) => ({ position: r.position, values: q.columns.map((c) => r[c]) })),
          ];
        },
      );
      from = checkpoints.findLast((c) => c.position <= offset);
    }
    return this.sql<CardRow>(pageSql(f, sql, from));
  }

  private sql<T>(q: { text: string; params: unknown[] }): Promise<T[]> {
    return this.dataSource.query<T[]>(q.text, q.params);
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
    const exact =
      isOwner || staff || (!!user && (await this.hasConfirmedViewing(property.id, user.id)));
    return propertyToDto(property, isOwner || staff, exact);
  }

  /**
   * A tenant learns the exact location once a viewing of the listing is confirmed for them
   * (and keeps it after the viewing took place).
   */
  private async hasConfirmedViewing(propertyId: string, tenantId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM viewings WHERE property_id = $1 AND tenant_id = $2
         AND status IN ('confirmed', 'completed') LIMIT 1`,
      [propertyId, tenantId],
    );
    return rows.length > 0;
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
    const fees = {
      price: dto.price,
      rentAdvanceMonths: dto.rentAdvanceMonths ?? 1,
      agencyFee: dto.agencyFee ?? 0,
    };
    checkTenancyRules(fees, this.config.tenancyRules);
    const saved = await this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(Property);
      const listing = await repo.save(
        repo.create({
          ...dto,
          postalCode: dto.postalCode ?? null,
          latitude: dto.latitude ?? null,
          longitude: dto.longitude ?? null,
          serviceCharge: dto.serviceCharge ?? 0,
          serviceChargeCovers: dto.serviceChargeCovers ?? null,
          ...fees,
          legalFee: dto.legalFee ?? 0,
          amenities: dto.amenities ?? [],
          powerSupply: dto.powerSupply ?? [],
          waterSupply: dto.waterSupply ?? null,
          images: normaliseImages(dto.images ?? [], dto.title),
          videoTourUrl: dto.videoTourUrl ?? null,
          panoramaUrl: dto.panoramaUrl ?? null,
          availableFrom: dto.availableFrom ?? null,
          location: locationOf(dto.address, dto.city, dto.state),
          status: 'available',
          moderationStatus: 'pending',
          isApproved: false,
          rejectionReason: null,
          landlordId: user.id,
        }),
      );
      await discardDraft(m, user.id, 'listing');
      await this.signals.due(m, listing.id);
      return listing;
    });
    await this.cache.invalidate();
    return this.reload(this.dataSource.manager, saved.id);
  }

  /** The landlord's own listings in every moderation state, with counts and view/save totals. */
  /**
   * The landlord's own listings (not archived): `q` finds words in the title, location, city or
   * address; `status` keeps one review state or listing status; ordered by `sort`; one page of
   * `pageSize`. The counts are of every listing, whatever the query (the filter's numbers).
   */
  async listForLandlord(
    user: AuthUser,
    query: LandlordPropertiesQuery = {},
  ): Promise<LandlordPropertiesResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? LANDLORD_LISTINGS_PAGE.default;
    const repo = this.dataSource.getRepository(Property);
    const qb = repo
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.landlord', 'landlord')
      .where('p.landlord_id = :landlordId AND p.archived_at IS NULL', { landlordId: user.id });
    if (query.q) {
      qb.andWhere(
        '(p.title ILIKE :q OR p.location ILIKE :q OR p.city ILIKE :q OR p.address ILIKE :q)',
        { q: likeContains(query.q) },
      );
    }
    const status = query.status ?? 'all';
    if (status !== 'all') {
      const column = (MODERATION_STATES as readonly string[]).includes(status)
        ? 'p.moderation_status'
        : 'p.status';
      qb.andWhere(`${column} = :status`, { status });
    }
    const [by, direction] = LISTING_ORDER[query.sort ?? 'newest'];
    qb.orderBy(by, direction);
    // Ties newest first (an order keyed on the same column would replace the first one).
    if (by !== 'p.created_at') qb.addOrderBy('p.created_at', 'DESC');
    const [properties, total] = await qb
      .addOrderBy('p.id', direction)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    const ids = properties.map((p) => p.id);
    const [stats, states] = await Promise.all([
      ids.length === 0
        ? []
        : this.dataSource.query<{ id: string; views: number; bookmarks: number }[]>(
            `SELECT p.id, ${VIEWS_OF_LISTING} AS views,
               (SELECT count(*)::int FROM property_bookmarks b WHERE b.property_id = p.id) AS bookmarks
             FROM properties p WHERE p.id = ANY($1)`,
            [ids],
          ),
      this.dataSource.query<{ moderation_status: string; status: string; n: number }[]>(
        `SELECT moderation_status, status, count(*)::int AS n FROM properties
         WHERE landlord_id = $1 AND archived_at IS NULL GROUP BY 1, 2`,
        [user.id],
      ),
    ]);
    const byId = new Map(stats.map((s) => [s.id, s]));
    const counts: LandlordPropertiesResponse['counts'] = {
      total: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      available: 0,
      under_contract: 0,
      rented: 0,
      inactive: 0,
    };
    for (const row of states) {
      counts.total += row.n;
      counts[row.moderation_status as ModerationState] += row.n;
      counts[row.status as PropertyStatus] += row.n;
    }
    return {
      data: properties.map((p) => ({
        ...propertyToDto(p, true),
        views: byId.get(p.id)?.views ?? 0,
        bookmarks: byId.get(p.id)?.bookmarks ?? 0,
      })),
      pagination: pageInfo(page, pageSize, total),
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

interface Measured {
  size?: number;
  walk: boolean;
  textRowByRow?: boolean;
}

const paginated = (
  f: SearchFilters,
  rows: CardRow[],
  total: number,
): Paginated<PropertyCardDto> => ({
  data: rows.map(cardFromRow),
  pagination: {
    currentPage: f.page,
    lastPage: Math.max(1, Math.ceil(total / f.perPage)),
    perPage: f.perPage,
    total,
  },
});
