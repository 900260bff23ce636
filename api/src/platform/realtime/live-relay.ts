import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { afterCommit } from '../../database/after-commit.js';
import { SessionEvents } from '../../modules/auth/session-events.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { RealtimeService } from './realtime.service.js';

/**
 * What reaches sockets without any feature asking: every committed notification is pushed to
 * its user's room as `notification.created`, and revoked sessions lose their sockets (logout
 * closes that session's, a password reset or suspension every one of the user's).
 */
@Injectable()
export class LiveRelay implements OnModuleInit, OnModuleDestroy {
  private subscription?: Subscription;

  constructor(
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    private readonly sessions: SessionEvents,
  ) {}

  onModuleInit(): void {
    this.subscription = this.notifications.published.subscribe(({ userId, notification }) =>
      this.realtime.emitToUser(userId, 'notification.created', notification),
    );
    this.sessions.subscribe(async (m, { where }) => {
      await afterCommit(m, () =>
        'id' in where
          ? this.realtime.disconnectSession(where.id)
          : this.realtime.disconnectUser(where.userId),
      );
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }
}
