import { getQueueToken } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnModuleInit,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import {
  isRedisUnavailable,
  RedisOutageLog,
  RedisUnavailableError,
} from '../../common/redis/redis-outage.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import {
  DEFAULT_JOB_OPTIONS,
  ENQUEUE_TIMEOUT_MS,
  JOB_QUEUE,
  type JobName,
  QueueName,
} from './jobs.js';
import { OutboxRunner } from './outbox-runner.js';

/** What a queued job carries: only the outbox row to run (the row holds the payload). */
export interface QueuedJobData {
  outboxId: string;
}

export interface EnqueueOptions {
  /** Milliseconds to wait before the first run. */
  delay?: number;
  /** Drop an earlier queued job of the same row first (a retry of a failed row). */
  replace?: boolean;
}

/**
 * The transport of outbox jobs. With REDIS_URL a job goes to its BullMQ queue (one job per
 * outbox row, de-duplicated by the row id); without it the row runs in this process with the
 * same attempts and exponential backoff. Features do not call this: they record through
 * `OutboxService`, which queues after commit.
 */
@Injectable()
export class JobsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobsService.name);
  private readonly inflight = new Set<Promise<void>>();
  private readonly inlineIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closing = false;
  /** When queuing last timed out (0: not lately). */
  private timedOutAt = 0;
  /** One warning when queuing stops working, one line when it works again. */
  private readonly outage = new RedisOutageLog(
    this.logger,
    'Jobs are not queued, they wait in the outbox',
    'jobs are queued again (the sweep queues those that waited)',
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
    private readonly runner: OutboxRunner,
  ) {}

  /**
   * Queues report a lost Redis on every reconnect attempt; the log hears of it once per outage
   * (their connections are watched), and of any other error of theirs as it comes.
   */
  onModuleInit(): void {
    if (!this.usesRedis) return;
    for (const name of Object.values(QueueName)) {
      const queue = this.queueByName(name);
      queue.on('error', (error) => {
        if (!isRedisUnavailable(error, this.config.redis.url)) {
          this.logger.error(`Queue ${name}: ${String(error)}`);
        }
      });
      void queue.getBackend().client.then(
        (client) => this.outage.watch(client),
        () => undefined,
      );
    }
  }

  get usesRedis(): boolean {
    return Boolean(this.config.redis.url);
  }

  /** The BullMQ queue of a queue name (Redis mode only). */
  queueByName(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  /**
   * Queues the job of an outbox row. Fails within ENQUEUE_TIMEOUT_MS when Redis does not
   * answer (with a RedisUnavailableError, already reported in the log); the row then stays
   * pending for the sweep.
   */
  async enqueue(name: JobName, outboxId: string, options: EnqueueOptions = {}): Promise<void> {
    if (this.usesRedis) {
      // A Redis that stopped answering (not refusing) costs one timeout, not one per job: the
      // jobs of the next moments are left to the sweep at once, then one tries again.
      if (Date.now() - this.timedOutAt < ENQUEUE_TIMEOUT_MS * 4) {
        const error = new RedisUnavailableError('Redis did not answer a moment ago');
        this.outage.dropped(error);
        throw error;
      }
      const queue = this.queueByName(JOB_QUEUE[name]);
      try {
        await withTimeout(
          (async () => {
            if (options.replace) await (await queue.getJob(outboxId))?.remove();
            await queue.add(name, { outboxId } satisfies QueuedJobData, {
              ...DEFAULT_JOB_OPTIONS,
              jobId: outboxId,
              delay: options.delay,
            });
          })(),
          ENQUEUE_TIMEOUT_MS,
          `Queue ${JOB_QUEUE[name]} did not answer within ${ENQUEUE_TIMEOUT_MS} ms`,
        );
      } catch (error) {
        if (!(
          error instanceof RedisUnavailableError || isRedisUnavailable(error, this.config.redis.url)
        ))
          throw error;
        if (error instanceof RedisUnavailableError) this.timedOutAt = Date.now();
        this.outage.dropped(error);
        throw error instanceof RedisUnavailableError
          ? error
          : new RedisUnavailableError(String(error));
      }
      this.timedOutAt = 0;
      this.outage.succeeded();
      return;
    }
    if (this.inlineIds.has(outboxId)) return;
    this.inlineIds.add(outboxId);
    this.schedule(outboxId, 0, options.delay ?? 0);
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

  private schedule(outboxId: string, attemptsMade: number, delay: number): void {
    if (this.closing) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.runInline(outboxId, attemptsMade).finally(() => this.inflight.delete(run));
      this.inflight.add(run);
    }, delay);
    this.timers.add(timer);
  }

  private async runInline(outboxId: string, attemptsMade: number): Promise<void> {
    try {
      await this.runner.run(outboxId, attemptsMade);
      this.inlineIds.delete(outboxId);
    } catch (error) {
      const next = attemptsMade + 1;
      if (next >= DEFAULT_JOB_OPTIONS.attempts) {
        this.inlineIds.delete(outboxId);
        return;
      }
      this.logger.warn(`Job ${outboxId} failed (attempt ${next}), retrying: ${String(error)}`);
      this.schedule(outboxId, next, DEFAULT_JOB_OPTIONS.backoff.delay * 2 ** attemptsMade);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inflight]);
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}
