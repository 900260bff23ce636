import type { ProfileSection, Relationship } from '@rentnaija/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A tenant's renter profile: what they type once and reuse when they apply (work and income, a
 * reference, a guarantor), what they choose to show landlords and shared links, and whether
 * landlords' reviews of them may be shown to landlords they apply to. Identity comes from KYC
 * and the rent record from the platform: neither is stored here. Empty text means not given.
 */
@Entity('renter_profiles')
export class RenterProfile {
  @PrimaryColumn({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'CASCADE' })
  tenant?: Relation<User>;

  @Column({ type: 'varchar', length: 20, default: '' })
  phone: string;

  /** YYYY-MM-DD */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ type: 'varchar', length: 120, default: '' })
  occupation: string;

  @Column({ type: 'varchar', length: 120, default: '' })
  employer: string;

  /** Whole naira. */
  @Column({ name: 'monthly_income', type: 'integer', nullable: true })
  monthlyIncome: number | null;

  @Column({ name: 'nin_number', type: 'varchar', length: 11, default: '' })
  ninNumber: string;

  @Column({ name: 'reference_name', type: 'varchar', length: 100, default: '' })
  referenceName: string;

  @Column({ name: 'reference_phone', type: 'varchar', length: 20, default: '' })
  referencePhone: string;

  @Column({ name: 'reference_email', type: 'varchar', length: 254, default: '' })
  referenceEmail: string;

  @Column({ name: 'reference_relationship', type: 'varchar', length: 20, default: '' })
  referenceRelationship: Relationship | '';

  @Column({ name: 'guarantor_name', type: 'varchar', length: 100, default: '' })
  guarantorName: string;

  @Column({ name: 'guarantor_phone', type: 'varchar', length: 20, default: '' })
  guarantorPhone: string;

  @Column({ name: 'guarantor_email', type: 'varchar', length: 254, default: '' })
  guarantorEmail: string;

  @Column({ name: 'guarantor_relationship', type: 'varchar', length: 20, default: '' })
  guarantorRelationship: Relationship | '';

  @Column({ name: 'guarantor_occupation', type: 'varchar', length: 120, default: '' })
  guarantorOccupation: string;

  @Column({ name: 'guarantor_employer', type: 'varchar', length: 120, default: '' })
  guarantorEmployer: string;

  @Column({ name: 'guarantor_nin_number', type: 'varchar', length: 11, default: '' })
  guarantorNinNumber: string;

  @Column({ type: 'text', default: '' })
  about: string;

  /** The parts landlords and shared links see. */
  @Column({ type: 'jsonb' })
  shown: ProfileSection[];

  /** The tenant's consent to show landlords' reviews of them to landlords they apply to. */
  @Column({ name: 'show_landlord_reviews', type: 'boolean', default: false })
  showLandlordReviews: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/**
 * A link a tenant handed out to their profile: shows the sections chosen when it was made, until
 * it expires or the tenant withdraws it. The link carries the row's id signed by the server.
 */
@Entity('renter_profile_shares')
export class RenterProfileShare {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'CASCADE' })
  tenant?: Relation<User>;

  @Column({ type: 'jsonb' })
  sections: ProfileSection[];

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
