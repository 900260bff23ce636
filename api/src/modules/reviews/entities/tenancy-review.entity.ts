import type {
  AsAdvertised,
  PowerBackup,
  ReviewStage,
  TenancyParty,
  TenancyReviewStatus,
} from '@rentnaija/shared';
import {
  Column,
  Entity,
  ManyToOne,
  JoinColumn,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { Property } from '../../properties/entities/property.entity.js';
import { Tenancy } from '../../tenancies/entities/tenancy.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A tenant's review of the home and the landlord, for one stage of their tenancy (during it,
 * after REVIEW_DUE_DAYS from the move-in date; at its end): one per tenancy and stage, enforced
 * by the unique constraint. The listing and the parties are copied from the tenancy so the
 * listing's and the landlord's pages read them without joining it. The landlord answers once;
 * a party's report sends it to staff, who keep or hide it.
 */
@Entity('tenancy_reviews')
@Unique('UQ_tenancy_reviews_stage', ['tenancyId', 'stage'])
export class TenancyReview {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @BelongsTo(() => Tenancy, 'tenancy_id', { onDelete: 'RESTRICT' })
  tenancy?: Relation<Tenancy>;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'RESTRICT' })
  property?: Relation<Property>;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT' })
  tenant?: Relation<User>;

  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'RESTRICT' })
  landlord?: Relation<User>;

  @Column({ type: 'varchar', length: 10 })
  stage: ReviewStage;

  /** Stars, 1 to 5. */
  @Column({ type: 'smallint' })
  power: number;

  @Column({ type: 'smallint' })
  water: number;

  @Column({ type: 'smallint' })
  security: number;

  @Column({ type: 'smallint' })
  responsiveness: number;

  @Column({ name: 'as_advertised', type: 'varchar', length: 10 })
  asAdvertised: AsAdvertised;

  /** Hours a day of grid power, when the tenant says. */
  @Column({ name: 'power_grid_hours', type: 'smallint', nullable: true })
  powerGridHours: number | null;

  @Column({ name: 'power_backup', type: 'varchar', length: 20, nullable: true })
  powerBackup: PowerBackup | null;

  @Column({ type: 'text' })
  text: string;

  /** The landlord's one answer. */
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'visible' })
  status: TenancyReviewStatus;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by' })
  decider?: Relation<User> | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;

  @OneToMany(() => ReviewReport, (r) => r.review)
  reports?: Relation<ReviewReport>[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/** A party's report of a review, with their reason: one per party and review. */
@Entity('review_reports')
@Unique('UQ_review_reports_reporter', ['reviewId', 'reporterId'])
export class ReviewReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'review_id', type: 'uuid' })
  reviewId: string;

  @ManyToOne(() => TenancyReview, (r) => r.reports, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id' })
  review?: Relation<TenancyReview>;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @BelongsTo(() => User, 'reporter_id', { onDelete: 'RESTRICT' })
  reporter?: Relation<User>;

  @Column({ name: 'reporter_role', type: 'varchar', length: 10 })
  reporterRole: TenancyParty;

  @Column({ type: 'text' })
  reason: string;

  @CreatedAtColumn()
  createdAt: Date;
}
