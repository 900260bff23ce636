import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The unread-message email of one recipient in one conversation: `dueAt` is set while a check
 * is queued (so one is queued at a time), `emailedAt` once the email went out for the messages
 * now unread (so it goes once); reading the conversation clears `emailedAt`.
 */
@Entity('message_alerts')
export class MessageAlert {
  @PrimaryColumn({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @PrimaryColumn({ name: 'recipient_id', type: 'uuid' })
  recipientId: string;

  @Column({ name: 'due_at', type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ name: 'emailed_at', type: 'timestamptz', nullable: true })
  emailedAt: Date | null;
}
