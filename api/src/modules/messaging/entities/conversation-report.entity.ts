import type { ConversationReportStatus } from '@rentnaija/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
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

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: Relation<Conversation>;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id' })
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

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'handled_by_id' })
  handledBy?: Relation<User> | null;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
