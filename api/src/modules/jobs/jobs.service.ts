import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, BeforeApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { DEFAULT_JOB_OPTIONS, JOB_QUEUE, JobName, JobPayloads, QueueName } from './jobs.js';
import { ProcessorRegistry } from './processor-registry.js';

export interface EnqueueOptions {
  /** De-duplicates: a job with the same id is not queued twice while it exists. */
  jobId?: string;
  delay?: number;
}

/**
 * The one way to queue work. With REDIS_URL the job goes to BullMQ; without it the same
 * processor runs in this process, with the same attempts and exponential backoff.
 */
@Injectable()
export class JobsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private readonly inflight = new Set<Promise<void>>();
  private readonly inlineIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
    private readonly registry: ProcessorRegistry,
  ) {}

  get usesRedis(): boolean {
    return Boolean(this.config.redis.url);
  }

  /** The BullMQ queue a job goes to (Redis mode only). */
  queue(name: JobName): Queue {
    return this.queueByName(JOB_QUEUE[name]);
  }

  queueByName(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  async enqueue<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options: EnqueueOptions = {},
  ): Promise<void> {
    if (this.usesRedis) {
      await this.queue(name).add(name, data, { ...DEFAULT_JOB_OPTIONS, ...options });
      return;
    }
    if (options.jobId) {
      if (this.inlineIds.has(options.jobId)) return;
      this.inlineIds.add(options.jobId);
    }
    this.schedule(name, data, 0, options.delay ?? 0, options.jobId);
  }

  /** Resolves when every in-process job (including its retries) has finished. */
  async drain(): Promise<void> {
    while (this.inflight.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.inflight]);
      if (this.inflight.size === 0 && this.timers.size > 0) {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  private schedule<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    attemptsMade: number,
    delay: number,
    jobId?: string,
  ): void {
    if (this.closing) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.runInline(name, data, attemptsMade, jobId).finally(() =>
        this.inflight.delete(run),
      );
      this.inflight.add(run);
    }, delay);
    this.timers.add(timer);
  }

  private async runInline<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    attemptsMade: number,
    jobId?: string,
  ): Promise<void> {
    const handler = this.registry.handlerFor(JOB_QUEUE[name]);
    if (!handler) {
      this.logger.error(`No processor for job ${name}`);
      return;
    }
    try {
      await handler.handle({ id: jobId, name, data, attemptsMade });
      if (jobId) this.inlineIds.delete(jobId);
    } catch (error) {
      const attempts = DEFAULT_JOB_OPTIONS.attempts ?? 1;
      const next = attemptsMade + 1;
      if (next >= attempts) {
        if (jobId) this.inlineIds.delete(jobId);
        this.logger.error(`Job ${name} failed after ${next} attempts: ${String(error)}`);
        return;
      }
      const backoff = DEFAULT_JOB_OPTIONS.backoff;
      const base = typeof backoff === 'object' ? (backoff.delay ?? 1000) : (backoff ?? 1000);
      this.logger.warn(`Job ${name} failed (attempt ${next}), retrying: ${String(error)}`);
      this.schedule(name, data, next, base * 2 ** attemptsMade, jobId);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inflight]);
  }
}
