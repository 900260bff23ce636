import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';

/** One signed-in device. Its refresh tokens rotate; revoking the session ends them all. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @BelongsTo(() => User, 'user_id', { onDelete: 'CASCADE' })
  user: Relation<User>;

  @Column({ name: 'remember_me', type: 'boolean', default: false })
  rememberMe: boolean;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_reason', type: 'varchar', length: 40, nullable: true })
  revokedReason: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /**
   * The browser's own id (the site keeps one per device and sends it when signing in): one
   * device used by several landlord accounts is a fraud signal of their listings.
   */
  @Column({ name: 'device_id', type: 'varchar', length: 64, nullable: true })
  deviceId: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
