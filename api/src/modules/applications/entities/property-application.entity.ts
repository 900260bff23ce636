import type { ApplicationStatus, GuarantorStatus, Relationship } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { Property } from '../../properties/entities/property.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { AgreedMoney } from './agreed-money.js';

/**
 * A tenant's application to rent a listing, with their own details, a reference and a
 * guarantor, the listing's money as it was when they applied (what a payment charges), and
 * whether it is paid. At most one open (pending or under review) per tenant and listing: a
 * partial unique index declared in the migration. Money in whole naira.
 */
@Entity('property_applications')
export class PropertyApplication {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT' })
  tenant?: Relation<User>;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'RESTRICT' })
  property?: Relation<Property>;

  /** The listing's landlord when the application was made. */
  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'RESTRICT' })
  landlord?: Relation<User>;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** YYYY-MM-DD */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ type: 'varchar', length: 120 })
  occupation: string;

  @Column({ type: 'varchar', length: 120 })
  employer: string;

  @Column({ name: 'monthly_income', type: 'integer' })
  monthlyIncome: number;

  @Column({ name: 'nin_number', type: 'varchar', length: 11 })
  ninNumber: string;

  @Column({ name: 'reference_name', type: 'varchar', length: 100 })
  referenceName: string;

  @Column({ name: 'reference_phone', type: 'varchar', length: 20 })
  referencePhone: string;

  @Column({ name: 'reference_email', type: 'varchar', length: 254 })
  referenceEmail: string;

  @Column({ name: 'reference_relationship', type: 'varchar', length: 20 })
  referenceRelationship: Relationship;

  @Column({ name: 'guarantor_name', type: 'varchar', length: 100 })
  guarantorName: string;

  @Column({ name: 'guarantor_phone', type: 'varchar', length: 20 })
  guarantorPhone: string;

  @Column({ name: 'guarantor_email', type: 'varchar', length: 254 })
  guarantorEmail: string;

  @Column({ name: 'guarantor_relationship', type: 'varchar', length: 20 })
  guarantorRelationship: Relationship;

  @Column({ name: 'guarantor_occupation', type: 'varchar', length: 120 })
  guarantorOccupation: string;

  @Column({ name: 'guarantor_employer', type: 'varchar', length: 120 })
  guarantorEmployer: string;

  @Column({ name: 'guarantor_nin_number', type: 'varchar', length: 11 })
  guarantorNinNumber: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ApplicationStatus;

  /** The listing's money when the tenant applied: what a payment charges. */
  @Column(() => AgreedMoney, { prefix: false })
  money: AgreedMoney;

  /** While approved and unpaid: when the offer lapses. */
  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  /** When the reminder half way through the offer was sent. */
  @Column({ name: 'offer_half_reminded_at', type: 'timestamptz', nullable: true })
  offerHalfRemindedAt: Date | null;

  /** When the last reminder before the offer's deadline was sent. */
  @Column({ name: 'offer_final_reminded_at', type: 'timestamptz', nullable: true })
  offerFinalRemindedAt: Date | null;

  @Column({ name: 'application_fee_paid', type: 'boolean', default: false })
  applicationFeePaid: boolean;

  @Column({ name: 'deposit_paid', type: 'boolean', default: false })
  depositPaid: boolean;

  /** The reference of the completed payment. */
  @Column({ name: 'payment_reference', type: 'varchar', length: 64, nullable: true })
  paymentReference: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Who decided (the landlord or staff); null for decisions the product took itself. */
  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ name: 'review_note', type: 'text', nullable: true })
  reviewNote: string | null;

  @Column({ name: 'guarantor_status', type: 'varchar', length: 20, default: 'pending' })
  guarantorStatus: GuarantorStatus;

  @Column({ name: 'guarantor_responded_at', type: 'timestamptz', nullable: true })
  guarantorRespondedAt: Date | null;

  /** SHA-256 of the consent link's token; the token itself only travels in the sealed email. */
  @Column({ name: 'guarantor_token_hash', type: 'varchar', length: 64, nullable: true })
  guarantorTokenHash: string | null;

  @Column({ name: 'guarantor_token_expires_at', type: 'timestamptz', nullable: true })
  guarantorTokenExpiresAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
