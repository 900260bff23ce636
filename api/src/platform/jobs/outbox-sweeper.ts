import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { OutboxService } from './outbox.service.js';

/**
 * Nothing is lost: every `OUTBOX_SWEEP_SECONDS` the jobs still pending that long after they
 * were due (recorded while Redis was down, or by a process that died before queuing them) are
 * queued again. Queuing is idempotent, so sweeps on several instances do no harm.
 */
@Injectable()
export class OutboxSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxSweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxService,
  ) {}

  onApplicationBootstrap(): void {
    const everyMs = this.config.outboxSweepSeconds * 1000;
    this.timer = setInterval(() => {
      this.running ??= this.sweep().finally(() => (this.running = undefined));
    }, everyMs);
    this.timer.unref();
  }

  async sweep(): Promise<void> {
    try {
      const count = await this.outbox.requeuePending(this.config.outboxSweepSeconds * 1000);
      if (count > 0) this.logger.log(`Queued ${count} pending job(s) again`);
    } catch (error) {
      this.logger.warn(`Outbox sweep failed: ${String(error)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
