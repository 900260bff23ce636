import type {
  DeductionState,
  DepositReportKind,
  RoomCondition,
  TenancyParty,
} from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';
import { Tenancy } from './tenancy.entity.js';

/**
 * A photo a party took for the deposit (a report's room, or a deduction's evidence): stored
 * privately, re-encoded without its metadata, read by the tenancy's parties and staff.
 */
@Entity('deposit_photos')
export class DepositPhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @BelongsTo(() => Tenancy, 'tenancy_id', { onDelete: 'RESTRICT' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'varchar', length: 10 })
  party: TenancyParty;

  @Column({ name: 'storage_key', type: 'varchar', length: 300 })
  storageKey: string;

  @Column({ name: 'mime_type', type: 'varchar', length: 50 })
  mimeType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  @CreatedAtColumn()
  createdAt: Date;
}

/** One room of a report as a party wrote it; photos are DepositPhoto ids. */
export interface ReportRoom {
  name: string;
  condition: RoomCondition;
  notes: string;
  photoIds: string[];
}

/**
 * A check-in or check-out report of a tenancy: the tenant's rooms and what the landlord added,
 * each party's signature, and when it stood as the tenant wrote it (unsigned after its time).
 * One of each kind per tenancy.
 */
@Entity('deposit_reports')
@Unique('UQ_deposit_reports_kind', ['tenancyId', 'kind'])
export class DepositReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @BelongsTo(() => Tenancy, 'tenancy_id', { onDelete: 'RESTRICT' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'varchar', length: 10 })
  kind: DepositReportKind;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  rooms: ReportRoom[];

  @Column({ name: 'landlord_rooms', type: 'jsonb', default: () => "'[]'" })
  landlordRooms: ReportRoom[];

  @Column({ name: 'tenant_signed_at', type: 'timestamptz', nullable: true })
  tenantSignedAt: Date | null;

  @Column({ name: 'landlord_signed_at', type: 'timestamptz', nullable: true })
  landlordSignedAt: Date | null;

  @Column({ name: 'stood_at', type: 'timestamptz', nullable: true })
  stoodAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/**
 * A deduction the landlord proposes from the deposit after the tenancy: an amount (whole
 * naira), a reason and evidence photos. The tenant accepts or disputes it by `respondBy`
 * (silence accepts); staff decide a disputed one (`awardedAmount` kept for the landlord).
 */
@Entity('deposit_deductions')
export class DepositDeduction {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @BelongsTo(() => Tenancy, 'tenancy_id', { onDelete: 'RESTRICT' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  room: string | null;

  @Column({ name: 'photo_ids', type: 'jsonb', default: () => "'[]'" })
  photoIds: string[];

  @Column({ type: 'varchar', length: 10, default: 'proposed' })
  state: DeductionState;

  @Column({ name: 'accepted_by_silence', type: 'boolean', default: false })
  acceptedBySilence: boolean;

  @Column({ name: 'dispute_reason', type: 'text', nullable: true })
  disputeReason: string | null;

  @Column({ name: 'awarded_amount', type: 'integer', nullable: true })
  awardedAmount: number | null;

  @Column({ name: 'respond_by', type: 'timestamptz' })
  respondBy: Date;

  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}

export const DEPOSIT_SETTLEMENT_STATES = ['awaiting_tenant', 'disputed', 'settled'] as const;
export type DepositSettlementState = (typeof DEPOSIT_SETTLEMENT_STATES)[number];

/**
 * The return of a tenancy's deposit, one per tenancy (its uniqueness makes the return happen
 * once): made when the landlord proposes deductions, or when none came in time. Settled, it
 * names what was paid out to the landlord (a payout) and refunded to the tenant (a refund),
 * together the deposit. Disputed, it waits for staff: the console's deposit disputes.
 */
@Entity('deposit_settlements')
export class DepositSettlement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid', unique: true })
  tenancyId: string;

  @BelongsTo(() => Tenancy, 'tenancy_id', { onDelete: 'RESTRICT' })
  tenancy?: Relation<Tenancy>;

  /** The deposit, whole naira. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 20 })
  state: DepositSettlementState;

  @Column({ name: 'disputed_at', type: 'timestamptz', nullable: true })
  disputedAt: Date | null;

  @Column({ name: 'landlord_amount', type: 'integer', nullable: true })
  landlordAmount: number | null;

  @Column({ name: 'tenant_amount', type: 'integer', nullable: true })
  tenantAmount: number | null;

  @Column({ name: 'payout_id', type: 'uuid', nullable: true })
  payoutId: string | null;

  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId: string | null;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @BelongsTo(() => User, 'decided_by', { onDelete: 'SET NULL' })
  decider?: Relation<User> | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
