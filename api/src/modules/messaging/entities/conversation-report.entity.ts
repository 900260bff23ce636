import type { ConversationReportStatus } from '@rentnaija/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';
import { Conversation } from './conversation.entity.js';

/**
 * A party's report of a conversation (scam, abuse). Staff may read a conversation only through
 * a report of it; handling one is audited. One open report per reporter and conversation.
 */
@Entity('conversation_reports')
@Index('IDX_conversation_reports_status_created', ['status', 'createdAt'])
export class ConversationReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @BelongsTo(() => Conversation, 'conversation_id', { onDelete: 'CASCADE' })
  conversation?: Relation<Conversation>;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @BelongsTo(() => User, 'reporter_id', { onDelete: 'CASCADE' })
  reporter?: Relation<User>;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: ConversationReportStatus;

  /** What staff did about it, for the record. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ name: 'handled_by_id', type: 'uuid', nullable: true })
  handledById: string | null;

  @BelongsTo(() => User, 'handled_by_id', { onDelete: 'SET NULL' })
  handledBy?: Relation<User> | null;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
