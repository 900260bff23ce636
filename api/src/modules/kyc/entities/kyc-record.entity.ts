import type {
  AddressDuration,
  EmploymentType,
  GovernmentIdType,
  Nationality,
  NinCheckStatus,
  ReviewStatus,
} from '@rentnaija/shared';
import {
  Column,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';
import type { NinCheckResult } from '../nin/nin-match.js';
import { KycDocument } from './kyc-document.entity.js';

/**
 * A user's identity verification (KYC record): one per user. Pending on submit,
 * then approved or rejected by an admin; a rejected user resubmits into the same record. The
 * registry check of the NIN is stored beside it for reviewers and never decides by itself.
 */
@Entity('kyc_records')
@Index(['status', 'submittedAt'])
export class KycRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ReviewStatus;

  /** True exactly when approved (kept for clients that read the flag). */
  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ name: 'government_id_type', type: 'varchar', length: 20 })
  governmentIdType: GovernmentIdType;

  @Column({ name: 'first_name', type: 'varchar', length: 80 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 80 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** YYYY-MM-DD */
  @Column({ name: 'date_of_birth', type: 'date' })
  dateOfBirth: string;

  @Column({ type: 'varchar', length: 20 })
  nationality: Nationality;

  @Column({ type: 'varchar', length: 120 })
  occupation: string;

  @Column({ type: 'varchar', length: 120 })
  employer: string;

  @Column({ name: 'employer_phone', type: 'varchar', length: 20 })
  employerPhone: string;

  @Column({ name: 'employer_email', type: 'varchar', length: 254, nullable: true })
  employerEmail: string | null;

  /** Whole naira a month. */
  @Column({ name: 'monthly_income', type: 'integer' })
  monthlyIncome: number;

  @Column({ name: 'employment_type', type: 'varchar', length: 20 })
  employmentType: EmploymentType;

  @Column({ name: 'current_address', type: 'varchar', length: 300 })
  currentAddress: string;

  @Column({ name: 'current_city', type: 'varchar', length: 120 })
  currentCity: string;

  @Column({ name: 'current_state', type: 'varchar', length: 40 })
  currentState: string;

  @Column({ name: 'current_postal_code', type: 'varchar', length: 12, nullable: true })
  currentPostalCode: string | null;

  @Column({ name: 'address_duration', type: 'varchar', length: 20 })
  addressDuration: AddressDuration;

  @Column({ name: 'nin_number', type: 'varchar', length: 11 })
  ninNumber: string;

  @Column({ name: 'government_id_document_id', type: 'uuid' })
  governmentIdDocumentId: string;

  @BelongsTo(() => KycDocument, 'government_id_document_id')
  governmentIdDocument?: Relation<KycDocument>;

  @Column({ name: 'proof_of_residency_document_id', type: 'uuid' })
  proofOfResidencyDocumentId: string;

  @BelongsTo(() => KycDocument, 'proof_of_residency_document_id')
  proofOfResidencyDocument?: Relation<KycDocument>;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt: Date;

  /** 1 for the first submission, +1 at each resubmission: a registry check answers one of them. */
  @Column({ name: 'submission', type: 'integer', default: 1 })
  submission: number;

  @Column({ name: 'nin_check_status', type: 'varchar', length: 20, default: 'pending' })
  ninCheckStatus: NinCheckStatus;

  /** The registry's answer and its comparison with the typed details (see NinCheckResult). */
  @Column({ name: 'nin_check', type: 'jsonb', nullable: true })
  ninCheck: NinCheckResult | null;

  @Column({ name: 'nin_checked_at', type: 'timestamptz', nullable: true })
  ninCheckedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
