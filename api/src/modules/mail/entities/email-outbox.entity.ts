import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { MailTemplateName } from '../templates.js';

/** pending → sent (delivered over SMTP) | captured (no SMTP configured) | failed (gave up). */
export type OutboxStatus = 'pending' | 'sent' | 'captured' | 'failed';

/** An email to send, written in the same transaction as the change that causes it. */
@Entity('email_outbox')
@Index(['status', 'createdAt'])
export class EmailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 60 })
  template: MailTemplateName;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ name: 'text_body', type: 'text', nullable: true })
  textBody: string | null;

  @Column({ name: 'html_body', type: 'text', nullable: true })
  htmlBody: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'message_id', type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
