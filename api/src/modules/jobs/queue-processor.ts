import { WorkerHost } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { JobHandler, QueueName, QueuedJob } from './jobs.js';
import { ProcessorRegistry } from './processor-registry.js';

/**
 * Base of every queue processor. Subclasses are decorated with
 * `@Processor(QueueName.X, { autorun: false })` and implement `handle()`. The BullMQ worker is
 * started only in processes that run workers; without Redis, JobsService calls `handle()`.
 */
export abstract class QueueProcessor
  extends WorkerHost
  implements JobHandler, OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  abstract readonly queue: QueueName;
  abstract handle(job: QueuedJob): Promise<unknown>;

  @Inject(APP_CONFIG) protected readonly config: AppConfig;
  @Inject(ProcessorRegistry) private readonly registry: ProcessorRegistry;

  onModuleInit(): void {
    this.registry.register(this);
  }

  onApplicationBootstrap(): void {
    if (this.config.redis.url && this.config.runWorkers) {
      void this.worker.run();
    }
  }

  /** Lets running jobs finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.config.redis.url && this.config.runWorkers) await this.worker.close();
  }

  async process(job: Job): Promise<unknown> {
    return this.handle({
      id: job.id,
      name: job.name,
      data: job.data,
      attemptsMade: job.attemptsMade,
    } as QueuedJob);
  }
}
