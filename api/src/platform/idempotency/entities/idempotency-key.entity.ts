import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';

/**
 * A request sent with an `Idempotency-Key` by one caller (`scope`: the signed-in user, else the
 * client's address) and, once it has ended, its answer. No status yet: the first request is
 * still running. Rows older than 24 hours no longer count and are swept daily.
 */
@Entity('idempotency_keys')
@Unique('UQ_idempotency_keys_scope_key', ['scope', 'key'])
export class IdempotencyKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** `user:<id>` or `ip:<address>`. */
  @Column({ type: 'varchar', length: 100 })
  scope: string;

  @Column({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  /** The path and query the key was first sent to. */
  @Column({ type: 'varchar', length: 2048 })
  path: string;

  /** SHA-256 of the method, path and body: a repeat must match it. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** The status of the first answer; null while the first request runs. */
  @Column({ name: 'status_code', type: 'int', nullable: true })
  statusCode: number | null;

  /** The body of the first answer (null for an empty one). */
  @Column({ name: 'response_body', type: 'jsonb', nullable: true })
  responseBody: unknown;

  @CreatedAtColumn()
  createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
