import type { TextChannel } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';

/**
 * A text the sandbox sender "delivered" (the default without a real provider, and in tests):
 * what the phone would show (`body`) and the copy staff read in the console (`shownBody`,
 * verification codes redacted).
 */
@Entity('text_messages')
export class TextMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  channel: TextChannel;

  @Column({ type: 'varchar', length: 20 })
  to: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'shown_body', type: 'text' })
  shownBody: string;

  @CreatedAtColumn()
  createdAt: Date;
}
