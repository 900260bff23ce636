import type { RentState } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { Payment } from '../../payments/entities/payment.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Tenancy } from './tenancy.entity.js';

/**
 * One month of rent of a monthly tenancy: its due date (WAT) and amount (whole naira), its
 * state, the payment that paid it, and when that money was released to the landlord.
 */
@Entity('rent_instalments')
export class RentInstalment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @BelongsTo(() => Tenancy, 'tenancy_id', { onDelete: 'RESTRICT' })
  tenancy?: Relation<Tenancy>;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT' })
  tenant?: Relation<User>;

  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'RESTRICT' })
  landlord?: Relation<User>;

  /** The tenancy's month it pays (1 is the move-in month). */
  @Column({ type: 'smallint' })
  month: number;

  /** YYYY-MM-DD (WAT). */
  @Column({ name: 'due_date', type: 'date' })
  dueDate: string;

  /** Whole naira. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 10, default: 'upcoming' })
  state: RentState;

  /** The completed payment that paid it. */
  @Column({ name: 'payment_id', type: 'uuid', nullable: true })
  paymentId: string | null;

  @BelongsTo(() => Payment, 'payment_id', { onDelete: 'RESTRICT', nullable: true })
  payment?: Relation<Payment> | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Automatic charges of the saved card started for it. */
  @Column({ name: 'auto_attempts', type: 'smallint', default: 0 })
  autoAttempts: number;

  @Column({ name: 'last_failure', type: 'text', nullable: true })
  lastFailure: string | null;

  /** When the tenant was asked to pay by link after the last automatic charge failed. */
  @Column({ name: 'pay_link_sent_at', type: 'timestamptz', nullable: true })
  payLinkSentAt: Date | null;

  @Column({ name: 'reminded_5_at', type: 'timestamptz', nullable: true })
  reminded5At: Date | null;

  @Column({ name: 'reminded_1_at', type: 'timestamptz', nullable: true })
  reminded1At: Date | null;

  /** When its money was released to the landlord (a payout). */
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  @Column({ name: 'waived_at', type: 'timestamptz', nullable: true })
  waivedAt: Date | null;

  @Column({ name: 'waived_by', type: 'uuid', nullable: true })
  waivedBy: string | null;

  @BelongsTo(() => User, 'waived_by', { onDelete: 'SET NULL', nullable: true })
  waiver?: Relation<User> | null;

  @Column({ name: 'waive_reason', type: 'text', nullable: true })
  waiveReason: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/** How a month's payment was started: a charge of the saved card, or the tenant's checkout. */
export type RentAttemptKind = 'card' | 'checkout';

/**
 * A payment started for a month of rent. Unique per month, kind and attempt: a month's card is
 * charged once per attempt however often the sweep runs.
 */
@Entity('rent_attempts')
export class RentAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'instalment_id', type: 'uuid' })
  instalmentId: string;

  @BelongsTo(() => RentInstalment, 'instalment_id', { onDelete: 'RESTRICT' })
  instalment?: Relation<RentInstalment>;

  @Column({ name: 'payment_id', type: 'uuid', unique: true })
  paymentId: string;

  @BelongsTo(() => Payment, 'payment_id', { onDelete: 'RESTRICT' })
  payment?: Relation<Payment>;

  @Column({ type: 'varchar', length: 10 })
  kind: RentAttemptKind;

  @Column({ type: 'smallint' })
  attempt: number;

  @CreatedAtColumn()
  createdAt: Date;
}

/**
 * The card of a move-in payment that the gateway lets us charge again, kept to pay rent: the
 * gateway's authorization code (a secret: never sent to a client or written to a log), the last
 * four digits, brand and expiry. Never the card's number. `autopay`: the tenant's choice.
 */
@Entity('rent_cards')
export class RentCard {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The move-in payment it paid. */
  @Column({ name: 'payment_id', type: 'uuid', unique: true })
  paymentId: string;

  @BelongsTo(() => Payment, 'payment_id', { onDelete: 'RESTRICT' })
  payment?: Relation<Payment>;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT' })
  tenant?: Relation<User>;

  @Column({ name: 'authorization_code', type: 'varchar', length: 100, select: false })
  authorizationCode: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  signature: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  last4: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  brand: string | null;

  @Column({ name: 'exp_month', type: 'varchar', length: 2, nullable: true })
  expMonth: string | null;

  @Column({ name: 'exp_year', type: 'varchar', length: 4, nullable: true })
  expYear: string | null;

  @Column({ type: 'boolean', default: false })
  autopay: boolean;

  @Column({ name: 'autopay_changed_at', type: 'timestamptz', nullable: true })
  autopayChangedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
