import type { DraftKind } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';

/** A user's unfinished form: the values typed so far and the step they were on. */
@Entity('drafts')
export class Draft {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: DraftKind;

  /** The listing a booking draft or a listing edit is for; '' for none. */
  @Column({ type: 'varchar', length: 64, default: '' })
  key: string;

  @Column({ type: 'integer', default: 0 })
  step: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data: Record<string, unknown>;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
