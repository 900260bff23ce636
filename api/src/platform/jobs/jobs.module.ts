import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config.js';
import { JobRegistry } from './job-registry.js';
import { QueueName } from './jobs.js';
import { JobsService } from './jobs.service.js';
import { OutboxRunner } from './outbox-runner.js';
import { OutboxSweeper } from './outbox-sweeper.js';
import { OutboxService } from './outbox.service.js';
import { queueWorkers } from './queue-workers.js';
import { SecretBox } from './secrets.js';

/**
 * The outbox and its queues. Global: any feature injects `OutboxService` to record a
 * follow-up and `JobRegistry` to register the handler of its job names.
 */
@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const bull = config.redis.url
      ? [
          // The producers' connection: no offline queue, so a request that queues a job fails
          // at once while Redis is down (JobsService.enqueue bounds a slow answer to
          // ENQUEUE_TIMEOUT_MS). No command timeout on the connection itself: BullMQ checks
          // the server's version once per connection, and a timed-out check would leave the
          // queue unusable until the process restarts.
          BullModule.forRoot({
            connection: {
              url: config.redis.url,
              enableOfflineQueue: false,
              maxRetriesPerRequest: 1,
              retryStrategy: (times: number) => Math.min(times * 200, 2000),
            },
            prefix: config.redis.prefix,
          }),
          ...Object.values(QueueName).map((name) => BullModule.registerQueue({ name })),
        ]
      : [];
    return {
      module: JobsModule,
      imports: bull,
      providers: [
        JobRegistry,
        SecretBox,
        OutboxRunner,
        JobsService,
        OutboxService,
        OutboxSweeper,
        ...(config.redis.url ? queueWorkers(config) : []),
      ],
      exports: [JobsService, JobRegistry, OutboxService, SecretBox, ...bull],
    };
  }
}
