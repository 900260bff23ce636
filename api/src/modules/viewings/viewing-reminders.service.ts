import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { VIEWING_SLOT_MINUTES } from '@rentnaija/shared';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Viewing } from './entities/viewing.entity.js';
import { ViewingsService } from './viewings.service.js';

/** Reminders go out for confirmed viewings starting within this time. */
export const REMINDER_AHEAD_MS = 24 * 3600 * 1000;
/** Rows claimed per transaction. */
const BATCH = 100;

/**
 * The day-before reminder. Every ten minutes (in each process that runs workers) a sweep
 * claims confirmed viewings starting within 24 hours whose reminder was not sent, locking them
 * with SKIP LOCKED, and in the same transaction stamps `reminder_sent_at` and records the
 * notifications (their emails and texts go through the outbox). A restart or a second
 * instance cannot send one twice: a stamped row is never claimed again, a locked one is
 * skipped. The same sweep marks viewings whose slot has ended as completed.
 */
@Injectable()
export class ViewingRemindersService {
  private readonly logger = new Logger(ViewingRemindersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly viewings: ViewingsService,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'viewing-reminders' })
  async scheduled(): Promise<void> {
    if (!this.config.runWorkers) return;
    try {
      const sent = await this.sweep();
      if (sent > 0) this.logger.log(`Sent ${sent} viewing reminder(s)`);
    } catch (error) {
      this.logger.warn(`Viewing reminder sweep failed: ${String(error)}`);
    }
  }

  /** Sends every reminder due at `now`; returns how many viewings were reminded. */
  async sweep(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.dataSource.transaction(async (m) => {
        const due = await m
          .getRepository(Viewing)
          .createQueryBuilder('v')
          .innerJoinAndSelect('v.property', 'p')
          .where("v.status = 'confirmed' AND v.reminder_sent_at IS NULL")
          .andWhere('v.starts_at > :now AND v.starts_at <= :until', {
            now,
            until: new Date(now.getTime() + REMINDER_AHEAD_MS),
          })
          .orderBy('v.starts_at', 'ASC')
          .limit(BATCH)
          .setLock('pessimistic_write', undefined, ['v'])
          .setOnLocked('skip_locked')
          .getMany();
        for (const v of due) {
          const claimed = await m
            .getRepository(Viewing)
            .update({ id: v.id, reminderSentAt: IsNull() }, { reminderSentAt: now });
          if (!claimed.affected) continue;
          const base = {
            viewingId: v.id,
            propertyId: v.propertyId,
            title: v.property!.title,
            viewingDate: v.viewingDate,
            viewingTime: v.viewingTime,
          };
          await this.viewings.tellTenant(m, v, {
            type: 'viewing.reminder',
            ...base,
            role: 'tenant',
          });
          await this.notifications.notify(m, v.property!.landlordId, {
            type: 'viewing.reminder',
            ...base,
            role: 'landlord',
          });
        }
        return due.length;
      });
      total += sent;
      if (sent < BATCH) break;
    }
    await this.dataSource
      .getRepository(Viewing)
      .createQueryBuilder()
      .update()
      .set({ status: 'completed' })
      .where("status = 'confirmed' AND starts_at < :ended", {
        ended: new Date(now.getTime() - VIEWING_SLOT_MINUTES * 60_000),
      })
      .execute();
    return total;
  }
}
