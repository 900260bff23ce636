import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  lagosToday,
  REVIEW_DUE_DAYS,
  type ReviewStage,
  TIME_ZONE,
} from '@rentnaija/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { ReviewReminder } from './entities/tenant-review.entity.js';

/** Tenancies reminded per query. */
const BATCH = 100;
/** An ended tenancy is reminded only this many days after its end (older ones are left alone). */
const END_REMINDER_DAYS = 30;

interface Due {
  id: string;
  tenant_id: string;
  title: string;
}

/**
 * Reminds tenants to review their home, in the app and by email, once per tenancy and stage:
 * REVIEW_DUE_DAYS after the move-in date of an active tenancy (`during`), and when it has ended
 * (`end`), unless that review is written. The reminder row is inserted with the notification in
 * one transaction and its unique (tenancy, stage) makes the daily sweep safe to run twice.
 */
@Injectable()
export class ReviewRemindersService {
  private readonly logger = new Logger(ReviewRemindersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  // Mid-morning in Lagos, when a reminder is welcome.
  @Cron('0 10 * * *', { name: 'review-reminders', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Review reminders', async () => {
      const sent = await this.sweep();
      return sent > 0 ? `Review reminders: ${sent} sent` : undefined;
    });
  }

  /** Sends the reminders due at `now` (WAT days); returns how many were sent. */
  async sweep(now = new Date()): Promise<number> {
    const today = lagosToday(now);
    const dueMoveIn = addDays(today, -REVIEW_DUE_DAYS);
    const endedSince = new Date(now.getTime() - END_REMINDER_DAYS * 86_400_000);
    const during = await this.remind('during', `t.state = 'active' AND t.move_in_date <= $1`, [
      dueMoveIn,
    ]);
    const end = await this.remind('end', `t.state = 'ended' AND t.ended_at >= $1`, [endedSince]);
    return during + end;
  }

  private async remind(stage: ReviewStage, where: string, params: unknown[]): Promise<number> {
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const due: Due[] = await this.dataSource.query(
        `SELECT t.id, t.tenant_id, p.title FROM tenancies t
           JOIN properties p ON p.id = t.property_id
          WHERE ${where} AND t.id > $2
            AND NOT EXISTS (SELECT 1 FROM tenancy_reviews r WHERE r.tenancy_id = t.id AND r.stage = $3)
            AND NOT EXISTS (SELECT 1 FROM review_reminders x WHERE x.tenancy_id = t.id AND x.stage = $3)
          ORDER BY t.id LIMIT ${BATCH}`,
        [...params, after, stage],
      );
      for (const t of due) {
        const told = await this.dataSource.transaction(async (m) => {
          const inserted = await m
            .getRepository(ReviewReminder)
            .createQueryBuilder()
            .insert()
            .values({ tenancyId: t.id, stage })
            .orIgnore()
            .returning(['id'])
            .execute();
          if (!(inserted.raw as unknown[]).length) return false;
          await this.notifications.notify(m, t.tenant_id, {
            type: 'review.due',
            tenancyId: t.id,
            title: t.title,
            stage,
          });
          return true;
        });
        if (told) sent += 1;
      }
      if (due.length < BATCH) return sent;
      after = due.at(-1)!.id;
    }
  }
}
