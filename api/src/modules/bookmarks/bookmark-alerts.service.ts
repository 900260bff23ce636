import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import type { Property } from '../properties/entities/property.entity.js';
import { type ListingChange, ListingEvents } from '../properties/listing-events.js';
import { User } from '../users/entities/user.entity.js';
import { Bookmark } from './entities/bookmark.entity.js';

/**
 * Tells the people who saved a listing when its price or status changes while it is public,
 * honouring each bookmark's flags. Subscribed to listing changes: runs inside the transaction
 * of the change (notifications and their emails are recorded with it).
 */
@Injectable()
export class BookmarkAlertsService implements OnModuleInit {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly listings: ListingEvents,
  ) {}

  onModuleInit(): void {
    this.listings.subscribe((m, change) => this.onListingChange(m, change));
  }

  private async onListingChange(m: EntityManager, { listing, before }: ListingChange) {
    if (!before.public || !listing.isApproved) return;
    await this.priceChanged(m, listing, before.price);
    await this.statusChanged(m, listing, before.status);
  }

  private async recipients(m: EntityManager, propertyId: string, where: string) {
    const rows = await m
      .getRepository(Bookmark)
      .createQueryBuilder('b')
      .innerJoin(User, 'u', 'u.id = b.tenant_id')
      .select('u.id', 'id')
      .where('b.property_id = :propertyId', { propertyId })
      .andWhere("u.status = 'active'")
      .andWhere(where)
      .orderBy('b.created_at', 'ASC')
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  async priceChanged(m: EntityManager, p: Property, oldPrice: number): Promise<void> {
    if (oldPrice === p.price) return;
    for (const userId of await this.recipients(m, p.id, 'b.notify_price_change')) {
      await this.notifications.notify(m, userId, {
        type: 'bookmark.price_changed',
        propertyId: p.id,
        title: p.title,
        oldPrice,
        newPrice: p.price,
      });
    }
  }

  /** Status alerts go to those who asked for them, and a return to 'available' also to availability alerts. */
  async statusChanged(m: EntityManager, p: Property, oldStatus: string): Promise<void> {
    if (oldStatus === p.status) return;
    const where =
      p.status === 'available'
        ? '(b.notify_status_change OR b.notify_availability)'
        : 'b.notify_status_change';
    for (const userId of await this.recipients(m, p.id, where)) {
      await this.notifications.notify(m, userId, {
        type: 'bookmark.status_changed',
        propertyId: p.id,
        title: p.title,
        oldStatus,
        newStatus: p.status,
      });
    }
  }
}
