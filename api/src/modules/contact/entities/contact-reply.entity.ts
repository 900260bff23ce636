import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';

/** A reply staff emailed to the sender of a contact message. */
@Entity('contact_replies')
export class ContactReply {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'contact_message_id', type: 'uuid' })
  contactMessageId: string;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ name: 'author_name', type: 'varchar', length: 120 })
  authorName: string;

  @Column({ type: 'text' })
  body: string;

  /** The outbox row of the email that carries it (its delivery shows in the email outbox). */
  @Column({ name: 'outbox_id', type: 'uuid' })
  outboxId: string;

  @CreatedAtColumn()
  createdAt: Date;
}
