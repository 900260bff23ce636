import { Processor, WorkerHost } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Logger,
  OnApplicationBootstrap,
  type Type,
} from '@nestjs/common';
import type { Job } from 'bullmq';
import { isRedisUnavailable, RedisOutageLog } from '../../common/redis/redis-outage.js';
import type { AppConfig } from '../../config/app.config.js';
import { DEFAULT_JOB_OPTIONS, QUEUE_CONCURRENCY, QueueName } from './jobs.js';
import type { QueuedJobData } from './jobs.service.js';
import { OutboxRunner } from './outbox-runner.js';

/**
 * One BullMQ worker per queue, each running the outbox row its job names (whatever its job
 * name: the handler is looked up per name). Workers keep their own Redis connection, which
 * waits for Redis to come back; producers fail fast instead (see JobsModule). An outage is
 * logged once for all of them.
 */
export function queueWorkers(config: AppConfig): Type<WorkerHost>[] {
  const runs = Boolean(config.redis.url && config.runWorkers);
  const outage = new RedisOutageLog(
    new Logger('QueueWorkers'),
    'Queued jobs do not run',
    'queued jobs run again',
  );
  return Object.values(QueueName).map((queue) => {
    @Processor(queue, {
      autorun: false,
      concurrency: QUEUE_CONCURRENCY[queue],
      connection: { url: config.redis.url, maxRetriesPerRequest: null },
    })
    class QueueWorker
      extends WorkerHost
      implements OnApplicationBootstrap, BeforeApplicationShutdown
    {
      constructor(@Inject(OutboxRunner) private readonly runner: OutboxRunner) {
        super();
      }

      onApplicationBootstrap(): void {
        const logger = new Logger(`${queue}QueueWorker`);
        // Its connection exists even where it does not run (RUN_WORKERS=false): without a
        // listener, every reconnect attempt of an outage would print an error.
        this.worker.on('error', (error) => {
          if (isRedisUnavailable(error, config.redis.url)) return;
          if (error.message.startsWith('Missing key for job')) {
            // Redis came back without its data while the job ran; the outbox row keeps the
            // outcome and the sweep queues whatever is still pending.
            logger.warn(`${error.message}: Redis lost this job's record while it ran`);
            return;
          }
          logger.error(String(error));
        });
        if (!runs) return;
        void this.worker.getBackend().client.then(
          (client) => outage.watch(client),
          () => undefined,
        );
        void this.worker.run();
      }

      /** Lets running jobs finish before the database closes. */
      async beforeApplicationShutdown(): Promise<void> {
        if (runs) await this.worker.close();
      }

      async process(job: Job<QueuedJobData>): Promise<void> {
        await this.runner.run(
          job.data.outboxId,
          job.attemptsMade,
          job.opts.attempts ?? DEFAULT_JOB_OPTIONS.attempts,
        );
      }
    }
    Object.defineProperty(QueueWorker, 'name', { value: `${queue}QueueWorker` });
    return QueueWorker;
  });
}
