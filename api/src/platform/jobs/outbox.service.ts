import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { RedisUnavailableError } from '../../common/redis/redis-outage.js';
import { afterCommit } from '../../database/after-commit.js';
import { OutboxEntry } from './entities/outbox-entry.entity.js';
import type { JobName, JobPayloads } from './jobs.js';
import { JobsService } from './jobs.service.js';
import { SecretBox } from './secrets.js';

export interface RecordOptions {
  /** Run no earlier than this (a reminder the day before, a re-check in 15 minutes). */
  runAt?: Date;
  /**
   * Records the job once: a later record with the same key (in any transaction) is dropped and
   * answers the first one's id. For follow-ups an event may cause twice (a text per event).
   */
  dedupeKey?: string;
}

type Dispatchable = Pick<OutboxEntry, 'id' | 'jobName' | 'runAt'>;

/**
 * The one door for follow-ups. `record()` writes the job inside the caller's transaction and
 * queues it once that transaction commits (never when it rolls back); the sweep queues again
 * whatever is still pending, so a job survives Redis being down or the process dying between
 * the commit and the queue.
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger(OutboxService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly secrets: SecretBox,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(OutboxEntry);
  }

  /** Records a job in `manager`'s transaction; it is queued after commit. Returns its id. */
  async record<N extends JobName>(
    manager: EntityManager,
    jobName: N,
    payload: JobPayloads[N],
    options: RecordOptions = {},
  ): Promise<string> {
    const repo = manager.getRepository(OutboxEntry);
    const values = {
      jobName,
      payload: this.secrets.seal(payload) as unknown as Record<string, unknown>,
      runAt: options.runAt ?? null,
      dedupeKey: options.dedupeKey ?? null,
    };
    if (options.dedupeKey) {
      const inserted = await repo
        .createQueryBuilder()
        .insert()
        .values(values as never)
        .orIgnore()
        .returning(['id'])
        .execute();
      const id = (inserted.raw as { id?: string }[])[0]?.id;
      if (!id) return (await repo.findOneByOrFail({ dedupeKey: options.dedupeKey })).id;
      await afterCommit(manager, () => this.enqueue([{ id, jobName, runAt: values.runAt }]));
      return id;
    }
    const row = await repo.save(repo.create(values));
    await afterCommit(manager, () => this.enqueue([row]));
    return row.id;
  }

  /** Queues recorded jobs again by id (idempotent: a row already queued is not queued twice). */
  async dispatch(...ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.enqueue(
      await this.rows.find({
        select: { id: true, jobName: true, runAt: true },
        where: { id: In(ids), status: 'pending' },
      }),
    );
  }

  /**
   * Gives a failed job a fresh set of attempts. Returns false when the row is not failed
   * (pending, done, or unknown).
   */
  async retry(manager: EntityManager, id: string): Promise<boolean> {
    const repo = manager.getRepository(OutboxEntry);
    const row = await repo.findOneBy({ id });
    if (!row || row.status !== 'failed') return false;
    await repo.update(
      { id, status: 'failed' },
      { status: 'pending', processedAt: null, runAt: null },
    );
    await afterCommit(manager, () => this.enqueue([{ ...row, runAt: null }], { replace: true }));
    return true;
  }

  /** Queues again the jobs still pending `olderThanMs` after they were due. */
  async requeuePending(olderThanMs: number): Promise<number> {
    const due = new Date(Date.now() - olderThanMs);
    const rows = await this.rows
      .createQueryBuilder('o')
      .select(['o.id', 'o.jobName', 'o.runAt'])
      .where(`o.status = 'pending'`)
      .andWhere('coalesce(o.run_at, o.created_at) < :due', { due })
      .orderBy('o.created_at', 'ASC')
      .take(500)
      .getMany();
    await this.enqueue(rows);
    return rows.length;
  }

  /**
   * Fails quietly per job: an unqueued row stays pending and the sweep tries again (a Redis
   * outage is reported once by JobsService, not once per job).
   */
  private async enqueue(rows: Dispatchable[], options: { replace?: boolean } = {}) {
    for (const row of rows) {
      const delay = row.runAt ? Math.max(0, row.runAt.getTime() - Date.now()) : undefined;
      try {
        await this.jobs.enqueue(row.jobName, row.id, { delay, replace: options.replace });
      } catch (error) {
        if (error instanceof RedisUnavailableError) continue;
        this.logger.warn(
          `Could not queue ${row.jobName} ${row.id}, the sweep will: ${String(error)}`,
        );
      }
    }
  }
}
