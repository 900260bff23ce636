import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { Session } from './session.entity.js';

/** A refresh token, stored as a SHA-256 hash. `rotatedAt` is set when it has been exchanged. */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @BelongsTo(() => Session, 'session_id', { onDelete: 'CASCADE' })
  session: Relation<Session>;

  @Index({ unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
