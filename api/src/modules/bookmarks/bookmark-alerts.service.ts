import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { User } from '../users/entities/user.entity.js';
import { MailService } from '../mail/mail.service.js';
import type { Property } from '../properties/entities/property.entity.js';
import { Bookmark } from './entities/bookmark.entity.js';

/**
 * Emails the people who saved a listing when its price or status changes, honouring each
 * bookmark's flags. Runs inside the transaction of the change; the caller dispatches the
 * returned outbox ids after commit.
 */
@Injectable()
export class BookmarkAlertsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  private recipients(m: EntityManager, propertyId: string, where: string) {
    return m
      .getRepository(Bookmark)
      .createQueryBuilder('b')
      .innerJoin(User, 'u', 'u.id = b.tenant_id')
      .select(['u.email AS email', 'u.name AS name'])
      .where('b.property_id = :propertyId', { propertyId })
      .andWhere("u.status = 'active'")
      .andWhere(where)
      .getRawMany<{ email: string; name: string }>();
  }

  private link(p: Property) {
    return `${this.config.appUrl}/property/${p.id}`;
  }

  async priceChanged(m: EntityManager, p: Property, oldPrice: number): Promise<string[]> {
    if (oldPrice === p.price) return [];
    const users = await this.recipients(m, p.id, 'b.notify_price_change');
    const ids: string[] = [];
    for (const u of users) {
      ids.push(
        await this.mail.record(m, {
          to: u.email,
          template: 'bookmark-price-changed',
          data: { name: u.name, title: p.title, oldPrice, newPrice: p.price, link: this.link(p) },
        }),
      );
    }
    return ids;
  }

  /** Status alerts go to those who asked for them, and a return to 'available' also to availability alerts. */
  async statusChanged(m: EntityManager, p: Property, oldStatus: string): Promise<string[]> {
    if (oldStatus === p.status) return [];
    const where =
      p.status === 'available'
        ? '(b.notify_status_change OR b.notify_availability)'
        : 'b.notify_status_change';
    const users = await this.recipients(m, p.id, where);
    const ids: string[] = [];
    for (const u of users) {
      ids.push(
        await this.mail.record(m, {
          to: u.email,
          template: 'bookmark-status-changed',
          data: {
            name: u.name,
            title: p.title,
            oldStatus,
            newStatus: p.status,
            link: this.link(p),
          },
        }),
      );
    }
    return ids;
  }
}
