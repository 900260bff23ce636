import type {
  ListingReportCaseStatus,
  ListingReportOutcome,
  ListingReportReason,
} from '@rentnaija/shared';
import { Column, Entity, OneToMany, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import type { StoredDocument } from '../../../platform/storage/private-documents.js';
import { Property } from '../../properties/entities/property.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * The reports of one listing waiting for staff, grouped: at most one open case per listing
 * (partial unique index). Staff decide it once; a later report opens a new case.
 */
@Entity('listing_report_cases')
export class ListingReportCase {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'CASCADE' })
  property?: Relation<Property>;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: ListingReportCaseStatus;

  /** Whether reports from enough different people hid the listing while the case is open. */
  @Column({ name: 'listing_hidden', type: 'boolean', default: false })
  listingHidden: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: ListingReportOutcome | null;

  /** What staff wrote with the decision (told to the landlord). */
  @Column({ name: 'decision_note', type: 'text', nullable: true })
  decisionNote: string | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @BelongsTo(() => User, 'decided_by', { onDelete: 'SET NULL' })
  decider?: Relation<User> | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @OneToMany(() => ListingReport, (r) => r.reportCase)
  reports?: Relation<ListingReport>[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/**
 * One person's report of a listing: signed in (`reporterId`) or not, the person is
 * `reporterKey` (`user:<id>` or `ip:<address>`), and reports a listing once.
 */
@Entity('listing_reports')
@Unique('UQ_listing_reports_reporter', ['propertyId', 'reporterKey'])
export class ListingReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId: string;

  @BelongsTo(() => ListingReportCase, 'case_id', { onDelete: 'CASCADE' })
  reportCase?: Relation<ListingReportCase>;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'CASCADE' })
  property?: Relation<Property>;

  @Column({ name: 'reporter_id', type: 'uuid', nullable: true })
  reporterId: string | null;

  @BelongsTo(() => User, 'reporter_id', { onDelete: 'SET NULL' })
  reporter?: Relation<User> | null;

  @Column({ name: 'reporter_key', type: 'varchar', length: 80 })
  reporterKey: string;

  @Column({ type: 'varchar', length: 30 })
  reason: ListingReportReason;

  @Column({ type: 'text', nullable: true })
  details: string | null;

  /** An optional photo sent with the report: a private file only staff read. */
  @Column({ name: 'evidence_photo', type: 'jsonb', nullable: true })
  evidencePhoto: StoredDocument | null;

  @CreatedAtColumn()
  createdAt: Date;
}
