import type { RenewalState, TenancyParty, TenancyState } from '@rentnaija/shared';
import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { AgreedMoney } from '../../applications/entities/agreed-money.js';
import { PropertyApplication } from '../../applications/entities/property-application.entity.js';
import { Payment } from '../../payments/entities/payment.entity.js';
import { Property } from '../../properties/entities/property.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A tenancy: made in the transaction that leaves an application approved and paid. It keeps
 * the money agreed on the application, the term (months paid in advance), the move-in date the
 * tenant picks and the end it gives, and its state (TENANCY_TRANSITIONS). While live it holds
 * its listing (at most one live tenancy per listing: a partial unique index in the migration).
 * Money in whole naira; dates YYYY-MM-DD in West Africa Time.
 */
@Entity('tenancies')
export class Tenancy {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @BelongsTo(() => PropertyApplication, 'application_id', { onDelete: 'RESTRICT' })
  application?: Relation<PropertyApplication>;

  /** The move-in payment. */
  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @BelongsTo(() => Payment, 'payment_id', { onDelete: 'RESTRICT' })
  payment?: Relation<Payment>;

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

  @Column({ type: 'varchar', length: 30, default: 'awaiting_signatures' })
  state: TenancyState;

  /** The money agreed on the application. */
  @Column(() => AgreedMoney, { prefix: false })
  money: AgreedMoney;

  /** What the move-in payment took. */
  @Column({ name: 'move_in_total', type: 'integer' })
  moveInTotal: number;

  /** Rent is paid monthly after the first payment (the listing accepted it): see RentInstalment. */
  @Column({ name: 'pays_monthly', type: 'boolean', default: false })
  monthlyRent: boolean;

  /** Months of rent paid in advance. */
  @Column({ name: 'term_months', type: 'smallint' })
  termMonths: number;

  /** The first day the tenant may move in (the day the home became theirs). */
  @Column({ name: 'move_in_earliest', type: 'date' })
  moveInEarliest: string;

  @Column({ name: 'move_in_date', type: 'date', nullable: true })
  moveInDate: string | null;

  /** The move-in date plus the term. */
  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  /** When the tenant confirmed they have the keys and the home is as advertised. */
  @Column({ name: 'handed_over_at', type: 'timestamptz', nullable: true })
  handedOverAt: Date | null;

  /** When the move-in rent and fees were released to the landlord (the deposit stays held). */
  @Column({ name: 'move_in_released_at', type: 'timestamptz', nullable: true })
  moveInReleasedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'cancellation_reason', type: 'text', nullable: true })
  cancellationReason: string | null;

  /** The agreement's exact bytes, kept from its first signature (private storage). */
  @Column({ name: 'agreement_storage_key', type: 'varchar', length: 300, nullable: true })
  agreementStorageKey: string | null;

  /** The SHA-256 (hex) of those bytes: what each party signed. */
  @Column({ name: 'agreement_sha256', type: 'varchar', length: 64, nullable: true })
  agreementSha256: string | null;

  /** When the landlord's time to countersign ran out and both parties were told. */
  @Column({ name: 'countersign_lapsed_at', type: 'timestamptz', nullable: true })
  countersignLapsedAt: Date | null;

  /** Who gave notice to end the tenancy, when, and why (optional). */
  @Column({ name: 'notice_given_by', type: 'varchar', length: 10, nullable: true })
  noticeGivenBy: TenancyParty | null;

  @Column({ name: 'notice_given_at', type: 'timestamptz', nullable: true })
  noticeGivenAt: Date | null;

  @Column({ name: 'notice_reason', type: 'text', nullable: true })
  noticeReason: string | null;

  /** The day the tenancy ends by notice: today plus the statutory notice, or the end date. */
  @Column({ name: 'move_out_date', type: 'date', nullable: true })
  moveOutDate: string | null;

  /** When the landlord confirmed the home goes back on the market from the move-out date. */
  @Column({ name: 'relist_confirmed_at', type: 'timestamptz', nullable: true })
  relistConfirmedAt: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @OneToMany(() => TenancyRenewal, (r) => r.tenancy)
  renewals?: Relation<TenancyRenewal>[];

  @OneToMany(() => TenancySignature, (s) => s.tenancy)
  signatures?: Relation<TenancySignature>[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/**
 * One party's signature of a tenancy agreement: who signed, the full name they typed (as on
 * their verified identity), when and from where, and the SHA-256 of the exact document signed.
 * Never changed once written; one per party.
 */
@Entity('tenancy_signatures')
@Unique('UQ_tenancy_signatures_party', ['tenancyId', 'party'])
export class TenancySignature {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @ManyToOne(() => Tenancy, (t) => t.signatures, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tenancy_id' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'varchar', length: 10 })
  party: TenancyParty;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'signed_name', type: 'varchar', length: 200 })
  signedName: string;

  @Column({ name: 'document_sha256', type: 'varchar', length: 64 })
  documentSha256: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Column({ name: 'signed_at', type: 'timestamptz' })
  signedAt: Date;
}

/**
 * A landlord's offer to renew a tenancy: a new monthly rent (whole naira) for a new term that
 * runs from the current end date (`startsOn`) to `endsOn`. Open until the tenant accepts (the
 * tenancy's end date moves to `endsOn`; the rent schedule collects the new term's rent) or
 * declines. At most one open per tenancy (a partial unique index in the migration).
 */
@Entity('tenancy_renewals')
export class TenancyRenewal {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @ManyToOne(() => Tenancy, (t) => t.renewals, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tenancy_id' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  state: RenewalState;

  /** Monthly rent for the new term. */
  @Column({ type: 'integer' })
  rent: number;

  @Column({ name: 'term_months', type: 'smallint' })
  termMonths: number;

  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  @Column({ name: 'offered_at', type: 'timestamptz' })
  offeredAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
