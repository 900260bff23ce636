import { Processor, WorkerHost } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Logger,
  OnApplicationBootstrap,
  type Type,
} from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AppConfig } from '../../config/app.config.js';
import { DEFAULT_JOB_OPTIONS, QUEUE_CONCURRENCY, QueueName, throttled } from './jobs.js';
import type { QueuedJobData } from './jobs.service.js';
import { OutboxRunner } from './outbox-runner.js';

/**
 * One BullMQ worker per queue, each running the outbox row its job names (whatever its job
 * name: the handler is looked up per name). Workers keep their own Redis connection, which
 * waits for Redis to come back; producers fail fast instead (see JobsModule).
 */
export function queueWorkers(config: AppConfig): Type<WorkerHost>[] {
  const runs = Boolean(config.redis.url && config.runWorkers);
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
        if (!runs) return;
        const logger = new Logger(`${queue}QueueWorker`);
        const warn = throttled((m) => logger.warn(m));
        this.worker.on('error', (error) => warn(`Worker cannot reach Redis: ${String(error)}`));
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
