import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PUBLICLY_LISTED_STATUSES, type PropertyImage } from '@rentnaija/shared';
import { DataSource, In } from 'typeorm';
import { Property } from './entities/property.entity.js';
import { isPublicListing } from './property.mapper.js';
import { PUBLIC_LISTING } from './search-query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public listing page as the sitemap lists it. */
export interface ListedPage {
  id: string;
  updatedAt: Date;
}

/**
 * What the server-rendered parts of the site (link previews, the sitemap) may say about
 * listings: only public listings (PUBLIC_LISTING) in a publicly listed state
 * (PUBLICLY_LISTED_STATUSES), never a pending, rejected or hidden one.
 */
@Injectable()
export class ListingPagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The listing behind /property/:id when its page is public, otherwise null. */
  async findListed(id: string): Promise<Property | null> {
    if (!UUID.test(id)) return null;
    const p = await this.dataSource.getRepository(Property).findOne({
      where: { id, isApproved: true, status: In([...PUBLICLY_LISTED_STATUSES]) },
    });
    return p && isPublicListing(p) ? p : null;
  }

  /** Public listing pages, most recently changed first, at most `limit`. */
  async listedPages(limit: number): Promise<ListedPage[]> {
    const rows = await this.dataSource.query<{ id: string; updated_at: Date | string }[]>(
      `SELECT p.id, p.updated_at FROM properties p
       WHERE ${PUBLIC_LISTING} AND p.status = ANY($1::text[])
       ORDER BY p.updated_at DESC, p.id DESC LIMIT $2`,
      [[...PUBLICLY_LISTED_STATUSES], limit],
    );
    return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
  }

  /**
   * For a browse page of one city (`cityKey` as search matches it: lower case, letters and
   * digits): how many listings search shows there, and the newest one's cover photo.
   */
  async cityPreview(cityKey: string): Promise<{ count: number; image: PropertyImage | null }> {
    const [row] = await this.dataSource.query<{ count: number; image: PropertyImage | null }[]>(
      `SELECT count(*)::int AS count,
         (SELECT p.images->0 FROM properties p
           WHERE ${PUBLIC_LISTING} AND p.status = 'available' AND p.city_key = $1
             AND jsonb_array_length(p.images) > 0
           ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS image
       FROM properties p
       WHERE ${PUBLIC_LISTING} AND p.status = 'available' AND p.city_key = $1`,
      [cityKey],
    );
    return { count: row?.count ?? 0, image: row?.image ?? null };
  }
}
