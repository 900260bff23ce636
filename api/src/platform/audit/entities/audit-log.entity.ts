import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';

/**
 * Every staff decision: who, what, on which record, when, the record before and after, the reason
 * given and the request that made it.
 */
@Entity('audit_log')
@Index(['entityType', 'entityId'])
export class AuditLog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_role', type: 'varchar', length: 20, nullable: true })
  actorRole: string | null;

  /** e.g. property.approve, property.reject, user.suspend */
  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ name: 'entity_type', type: 'varchar', length: 40 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'varchar', length: 64 })
  entityId: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  /** Why staff decided so (a rejection's reason), as they wrote it. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** The API request that made the decision (its `X-Request-Id`), to find it in the logs. */
  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId: string | null;

  @Index()
  @CreatedAtColumn()
  createdAt: Date;
}
