import type { TextChannel } from '@rentnaija/shared';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAtColumn } from '../../../database/columns.js';

/**
 * A user's text-message channel: the phone number they verified with a code, the channels
 * they opted into, and the code waiting to be confirmed (stored hashed).
 */
@Entity('user_text_channels')
export class UserTextChannel {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The verified number (+234…); texts go only here. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  sms: boolean;

  @Column({ type: 'boolean', default: false })
  whatsapp: boolean;

  @Column({ name: 'pending_phone', type: 'varchar', length: 20, nullable: true })
  pendingPhone: string | null;

  /** The channel the waiting code went by: turned on when the number is verified. */
  @Column({ name: 'pending_channel', type: 'varchar', length: 10, nullable: true })
  pendingChannel: TextChannel | null;

  @Column({ name: 'code_hash', type: 'char', length: 64, nullable: true })
  codeHash: string | null;

  @Column({ name: 'code_expires_at', type: 'timestamptz', nullable: true })
  codeExpiresAt: Date | null;

  @Column({ name: 'code_attempts', type: 'smallint', default: 0 })
  codeAttempts: number;

  @UpdatedAtColumn()
  updatedAt: Date;
}
