import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';

/** A failed sign-in, kept to limit guessing per email and IP address. */
@Entity('login_attempts')
@Index(['email', 'ip', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @CreatedAtColumn()
  createdAt: Date;
}
