import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';
import type { NotificationType } from '../notification-catalogue.js';

/** Something the product told a user: shown in the bell, marked read when seen. */
@Entity('notifications')
@Index(['userId', 'createdAt'])
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 60 })
  type: NotificationType;

  @Column({ type: 'text' })
  message: string;

  /** A path of the site (e.g. /property/…), or null. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  link: string | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
