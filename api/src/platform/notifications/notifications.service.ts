import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationDto, NotificationsResponse } from '@rentnaija/shared';
import { Subject } from 'rxjs';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { afterCommit } from '../../database/after-commit.js';
import { MailService, type OutgoingMail } from '../mail/mail.service.js';
import { TextMessagesService } from '../text-messages/text-messages.service.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { Notification } from './entities/notification.entity.js';
import { NOTIFICATIONS, type NotificationEvent } from './notification-catalogue.js';
import type { NotificationDefinition } from './notification-definition.js';

export const toNotificationDto = (n: Notification): NotificationDto => ({
  id: n.id,
  type: n.type,
  message: n.message,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

/** A notification that has been committed, for whoever delivers it live. */
export interface PublishedNotification {
  userId: string;
  notification: NotificationDto;
}

/**
 * The one door through which features tell a user something: `notify()` records the
 * notification (and its email, when the event has one) in the caller's transaction.
 */
@Injectable()
export class NotificationsService {
  /**
   * Every notification once its transaction has committed: the live channel (socket.io, to
   * the user's room) subscribes here to push it.
   */
  readonly published = new Subject<PublishedNotification>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly texts: TextMessagesService,
  ) {}

  /** Tells `userId` about `event`. Nothing is recorded for an unknown user. */
  async notify(
    manager: EntityManager,
    userId: string,
    event: NotificationEvent,
  ): Promise<NotificationDto | null> {
    const user = await manager.getRepository(User).findOneBy({ id: userId });
    if (!user) return null;
    const definition = NOTIFICATIONS[event.type] as NotificationDefinition<NotificationEvent>;
    const repo = manager.getRepository(Notification);
    const row = await repo.save(
      repo.create({
        userId,
        type: event.type,
        message: definition.message(event).slice(0, 2000),
        link: definition.link(event),
        readAt: null,
      }),
    );
    if (definition.email && user.status === 'active') {
      const link = `${this.config.appUrl}${row.link ?? ''}`;
      const mail = definition.email(event, user, link);
      await this.mail.record(manager, { ...mail, to: user.email } as OutgoingMail);
    }
    const text = user.status === 'active' ? definition.text?.(event) : undefined;
    // One text per event (its type and data): recorded again, it is not texted twice.
    if (text) await this.texts.record(manager, user.id, text, JSON.stringify(event));
    const notification = toNotificationDto(row);
    await afterCommit(manager, () => this.published.next({ userId, notification }));
    return notification;
  }

  async list(userId: string, page: number, perPage: number): Promise<NotificationsResponse> {
    const repo = this.dataSource.getRepository(Notification);
    const [rows, total] = await repo.findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    const unreadCount = await repo.countBy({ userId, readAt: IsNull() });
    return {
      data: rows.map(toNotificationDto),
      pagination: {
        currentPage: page,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
        perPage,
        total,
      },
      unreadCount,
    };
  }

  /** Marks one of the user's notifications read (another user's id is 404). */
  async markRead(userId: string, id: string): Promise<NotificationDto> {
    const repo = this.dataSource.getRepository(Notification);
    await repo.update({ id, userId, readAt: IsNull() }, { readAt: new Date() });
    const row = await repo.findOneBy({ id, userId });
    if (!row) throw notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');
    return toNotificationDto(row);
  }

  async markAllRead(userId: string): Promise<{ updated: number }> {
    const result = await this.dataSource
      .getRepository(Notification)
      .update({ userId, readAt: IsNull() }, { readAt: new Date() });
    return { updated: result.affected ?? 0 };
  }
}
