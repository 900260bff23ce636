import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MailService } from './mail.service.js';

/** Nothing is lost: emails recorded while the queue was unreachable are queued again. */
@Injectable()
export class OutboxSweeper {
  private readonly logger = new Logger(OutboxSweeper.name);

  constructor(private readonly mail: MailService) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async sweep(): Promise<void> {
    try {
      const count = await this.mail.requeueStale();
      if (count > 0) this.logger.log(`Queued ${count} pending email(s) again`);
    } catch (error) {
      this.logger.warn(`Outbox sweep failed: ${String(error)}`);
    }
  }
}
