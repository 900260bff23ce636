import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';
import { Conversation } from './conversation.entity.js';

/** One message of a conversation; unread (read_at null) until its recipient opens the conversation. */
@Entity('messages')
@Index('IDX_messages_conversation_created', ['conversationId', 'createdAt'])
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @BelongsTo(() => Conversation, 'conversation_id', { onDelete: 'CASCADE' })
  conversation?: Relation<Conversation>;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @BelongsTo(() => User, 'sender_id', { onDelete: 'CASCADE' })
  sender?: Relation<User>;

  /** Trimmed, 1 to MESSAGE_MAX_LENGTH characters. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 20, default: 'text' })
  type: 'text';

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** clock_timestamp(): messages of one transaction still have distinct, ordered times. */
  @CreatedAtColumn({ default: () => 'clock_timestamp()' })
  createdAt: Date;
}
