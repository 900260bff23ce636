import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type BookmarkDto,
  type BookmarkStatusResponse,
  type BookmarkToggleResponse,
  MESSAGES,
} from '@rentnaija/shared';
import { Brackets, DataSource, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, forbidden, notFound } from '../../common/exceptions/domain.exception.js';
import { Property } from '../properties/entities/property.entity.js';
import { cardFromEntity, isPublicListing } from '../properties/property.mapper.js';
import { PUBLIC_LISTING } from '../properties/search-query.js';
import type { CreateBookmarkDto, UpdateBookmarkDto } from './dto/bookmark.dto.js';
import { type BookmarkChange, BookmarkEvents } from './bookmark-events.js';
import { Bookmark } from './entities/bookmark.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_STATUS_IDS = 100;

export function bookmarkToDto(b: Bookmark & { property: Property }): BookmarkDto {
  return {
    id: b.id,
    propertyId: b.propertyId,
    notes: b.notes,
    bookmarkFolder: b.bookmarkFolder,
    notifyPriceChange: b.notifyPriceChange,
    notifyStatusChange: b.notifyStatusChange,
    notifyAvailability: b.notifyAvailability,
    createdAt: b.createdAt.toISOString(),
    property: cardFromEntity(b.property),
  };
}

/** Saved properties: always scoped to the signed-in user. */
@Injectable()
export class BookmarksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: BookmarkEvents,
  ) {}

  /** Publishes a change of the tenant's saved listings (already committed: no transaction). */
  private changed(user: AuthUser, kind: BookmarkChange['kind']) {
    return this.events.publish(this.dataSource.manager, { kind, tenantId: user.id });
  }

  private get repo() {
    return this.dataSource.getRepository(Bookmark);
  }

  /** A listing the user may save: public ones, and their own. */
  private async visibleProperty(user: AuthUser, propertyId: string): Promise<Property> {
    const p = await this.dataSource.getRepository(Property).findOneBy({ id: propertyId });
    if (!p || p.archivedAt || !(isPublicListing(p) || p.landlordId === user.id)) {
      throw notFound('Property not found', 'PROPERTY_NOT_FOUND');
    }
    return p;
  }

  private async load(user: AuthUser, id: string): Promise<BookmarkDto> {
    const b = await this.repo.findOne({
      where: { id, tenantId: user.id },
      relations: { property: true },
    });
    if (!b) throw notFound('Bookmark not found', 'BOOKMARK_NOT_FOUND');
    return bookmarkToDto(b as Bookmark & { property: Property });
  }

  /**
   * Saves a listing (tenants only); saving it again returns the existing bookmark (the unique
   * index on user and property decides under concurrency).
   */
  async create(
    user: AuthUser,
    dto: CreateBookmarkDto,
  ): Promise<{ created: boolean; bookmark: BookmarkDto }> {
    // Saving is a tenant's shortlist: landlords and staff have nothing to rent.
    if (user.role !== 'tenant') throw forbidden(MESSAGES.bookmarkTenantsOnly, 'TENANTS_ONLY');
    await this.visibleProperty(user, dto.propertyId);
    const result = await this.repo
      .createQueryBuilder()
      .insert()
      .values({ ...dto, tenantId: user.id })
      .orIgnore()
      .returning(['id'])
      .execute();
    const created = result.raw.length > 0;
    if (created) await this.changed(user, 'saved');
    const existing = await this.repo.findOneByOrFail({
      tenantId: user.id,
      propertyId: dto.propertyId,
    });
    return { created, bookmark: await this.load(user, existing.id) };
  }

  async toggle(user: AuthUser, propertyId: string): Promise<BookmarkToggleResponse> {
    const existing = await this.repo.findOneBy({ tenantId: user.id, propertyId });
    if (existing) {
      await this.repo.delete({ id: existing.id, tenantId: user.id });
      await this.changed(user, 'removed');
      return { bookmarked: false };
    }
    const { bookmark } = await this.create(user, { propertyId });
    return { bookmarked: true, bookmark };
  }

  /** Newest first, each with its listing's card; listings no longer public are left out. */
  async list(user: AuthUser): Promise<BookmarkDto[]> {
    const rows = await this.repo
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.property', 'p')
      .where('b.tenant_id = :userId', { userId: user.id })
      .andWhere('p.archived_at IS NULL')
      .andWhere(new Brackets((w) => w.where(PUBLIC_LISTING).orWhere('p.landlord_id = :userId')))
      .orderBy('b.created_at', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .getMany();
    return rows.map((b) => bookmarkToDto(b as Bookmark & { property: Property }));
  }

  async status(user: AuthUser | undefined, rawIds: string): Promise<BookmarkStatusResponse> {
    const ids = [
      ...new Set(
        rawIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length > MAX_STATUS_IDS) {
      throw badRequest(`At most ${MAX_STATUS_IDS} propertyIds`, [
        { field: 'propertyIds', message: `At most ${MAX_STATUS_IDS} ids` },
      ]);
    }
    const result: BookmarkStatusResponse = Object.fromEntries(ids.map((id) => [id, false]));
    const valid = ids.filter((id) => UUID.test(id));
    if (!user || valid.length === 0) return result;
    const saved = await this.repo.find({
      select: { propertyId: true },
      where: { tenantId: user.id, propertyId: In(valid) },
    });
    for (const b of saved) result[b.propertyId] = true;
    return result;
  }

  async update(user: AuthUser, id: string, dto: UpdateBookmarkDto): Promise<BookmarkDto> {
    const changes = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) {
      const result = await this.repo.update({ id, tenantId: user.id }, changes);
      if (!result.affected) throw notFound('Bookmark not found', 'BOOKMARK_NOT_FOUND');
    }
    return this.load(user, id);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const result = await this.repo.delete({ id, tenantId: user.id });
    if (!result.affected) throw notFound('Bookmark not found', 'BOOKMARK_NOT_FOUND');
    await this.changed(user, 'removed');
  }
}
