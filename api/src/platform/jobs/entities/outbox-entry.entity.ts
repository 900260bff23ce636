import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import type { JobName, JobResult } from '../jobs.js';

/** pending → done (its handler succeeded) | failed (it used every attempt; staff may retry). */
export type OutboxStatus = 'pending' | 'done' | 'failed';

/**
 * A follow-up of a change (an email, a payment check, a notification), written in the same
 * transaction as the change and carried out by a queued job. The row is the truth: the queue
 * only says when to look at it.
 */
@Entity('outbox')
@Index(['jobName', 'createdAt'])
export class OutboxEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'job_name', type: 'varchar', length: 60 })
  jobName: JobName;

  /** The job's payload; secrets in it are sealed (see SecretBox). */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OutboxStatus;

  /** Attempts made so far, over every retry. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** What the handler reported on success (for emails: the redacted subject and bodies). */
  @Column({ type: 'jsonb', nullable: true })
  result: JobResult | null;

  /**
   * What makes the follow-up unique when recording it twice would repeat it (a text per event,
   * recipient and channel): a second record with the same key is dropped. Unique when set.
   */
  @Column({ name: 'dedupe_key', type: 'varchar', length: 200, nullable: true })
  dedupeKey: string | null;

  /** Not to be run before this time (null = at once). */
  @Column({ name: 'run_at', type: 'timestamptz', nullable: true })
  runAt: Date | null;

  /** When it became done or failed. */
  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
