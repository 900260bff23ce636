import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';

/**
 * An address without an account of ours that a user had us email (a viewing invite, a
 * guarantor's consent request): what the daily cap on outside recipients counts.
 */
@Entity('outside_recipients')
@Index('IDX_outside_recipients_sender_time', ['senderId', 'createdAt'])
export class OutsideRecipient {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  kind: OutsideRecipientKind;

  @CreatedAtColumn()
  createdAt: Date;
}

export type OutsideRecipientKind = 'viewing-invite' | 'guarantor-request';
