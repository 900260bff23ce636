import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxEntry } from './entities/outbox-entry.entity.js';
import { JobRegistry } from './job-registry.js';
import { DEFAULT_JOB_OPTIONS, FinalJobError, type JobPayloads } from './jobs.js';

/**
 * Carries out one outbox row: calls the handler of its job name and keeps the outcome on the
 * row (attempts, last error, result). Used by the BullMQ workers and by the in-process queue.
 */
@Injectable()
export class OutboxRunner {
  private readonly logger = new Logger(OutboxRunner.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: JobRegistry,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(OutboxEntry);
  }

  /**
   * Runs the row's job once. `attemptsMade` counts earlier tries of this queued job; throws
   * (so the queue retries) when the handler fails before its last attempt, unless the failure
   * is final (FinalJobError).
   */
  async run(
    outboxId: string,
    attemptsMade: number,
    maxAttempts: number = DEFAULT_JOB_OPTIONS.attempts,
  ) {
    const row = await this.rows.findOneBy({ id: outboxId });
    // Gone (its transaction rolled back after a savepoint) or already settled: nothing to do.
    if (!row || row.status !== 'pending') return;
    const handler = this.registry.handlerFor(row.jobName);
    const attempt = attemptsMade + 1;
    const context = { outboxId, attempt, lastAttempt: attempt >= maxAttempts };
    const payload = row.payload as unknown as JobPayloads[typeof row.jobName];
    try {
      const result = await handler.handle(payload, context);
      await this.rows.update(
        { id: row.id, status: 'pending' },
        {
          status: 'done',
          attempts: row.attempts + 1,
          lastError: null,
          // jsonb: TypeORM's partial type cannot follow an open record.
          result: (result ?? null) as never,
          processedAt: new Date(),
        },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof FinalJobError;
      await this.rows.update(
        { id: row.id, status: 'pending' },
        final || context.lastAttempt
          ? {
              status: 'failed',
              attempts: row.attempts + 1,
              lastError: message,
              ...(final && error.result ? { result: error.result as never } : {}),
              processedAt: new Date(),
            }
          : { attempts: row.attempts + 1, lastError: message },
      );
      if (final || context.lastAttempt) {
        this.logger.error(
          final
            ? `Job ${row.jobName} ${row.id} failed for good: ${message}`
            : `Job ${row.jobName} ${row.id} failed after ${attempt} attempts: ${message}`,
        );
        await handler.failed?.(payload, message, context);
      }
      // Settled: the queue has nothing to retry.
      if (final) return;
      throw error;
    }
  }
}
