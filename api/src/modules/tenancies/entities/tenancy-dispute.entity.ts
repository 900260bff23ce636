import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { TenancyDisputeDecision, TenancyDisputeState } from '@rentnaija/shared';
import { User } from '../../users/entities/user.entity.js';
import { Tenancy } from './tenancy.entity.js';

export type { TenancyDisputeDecision, TenancyDisputeState } from '@rentnaija/shared';

/** A photo kept privately with a report or its answer (re-encoded, under `private/`). */
export interface DisputePhoto {
  id: string;
  storageKey: string;
  mimeType: string;
  size: number;
  fileName: string;
}

/**
 * A tenant's report that the home is not as advertised, in the window before the move-in money
 * is released: it freezes the release until staff decide (a full refund that cancels the
 * tenancy, a partial refund and the rest released, or a release). At most one per tenancy.
 */
@Entity('tenancy_disputes')
export class TenancyDispute {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid', unique: true })
  tenancyId: string;

  @ManyToOne(() => Tenancy, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tenancy_id' })
  tenancy?: Relation<Tenancy>;

  /** What the tenant says is wrong. */
  @Column({ name: 'tenant_words', type: 'text' })
  tenantWords: string;

  /** The tenant's photos, private to the parties and staff. */
  @Column({ name: 'tenant_photos', type: 'jsonb', default: () => "'[]'" })
  tenantPhotos: DisputePhoto[];

  @Column({ name: 'landlord_words', type: 'text', nullable: true })
  landlordWords: string | null;

  /** The landlord's photos with their answer, private to the parties and staff. */
  @Column({ name: 'landlord_photos', type: 'jsonb', default: () => "'[]'" })
  landlordPhotos: DisputePhoto[];

  @Column({ name: 'landlord_responded_at', type: 'timestamptz', nullable: true })
  landlordRespondedAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  state: TenancyDisputeState;

  @Column({ type: 'varchar', length: 20, nullable: true })
  decision: TenancyDisputeDecision | null;

  /** What goes back to the tenant (whole naira) when staff refund. */
  @Column({ name: 'refund_amount', type: 'integer', nullable: true })
  refundAmount: number | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by' })
  decider?: Relation<User> | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
