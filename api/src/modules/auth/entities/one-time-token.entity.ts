import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';

export type OneTimeTokenPurpose = 'confirm_email' | 'reset_password';

/** Email confirmation and password reset tokens: random, single-use, expiring, stored hashed. */
@Entity('one_time_tokens')
export class OneTimeToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @BelongsTo(() => User, 'user_id', { onDelete: 'CASCADE' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 20 })
  purpose: OneTimeTokenPurpose;

  @Index({ unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
