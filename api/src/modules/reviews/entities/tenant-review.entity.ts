import type { ReviewStage } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { Property } from '../../properties/entities/property.entity.js';
import { Tenancy } from '../../tenancies/entities/tenancy.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A landlord's review of their tenant, once per tenancy, at or after its end. Shown to the tenant,
 * and to other landlords only in the applicant file of an application to their listing, and only
 * while the tenant consents (their renter profile's choice).
 */
@Entity('tenant_reviews')
@Unique('UQ_tenant_reviews_tenancy', ['tenancyId'])
export class TenantReview {
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

  /** Stars, 1 to 5. */
  @Column({ name: 'rent_on_time', type: 'smallint' })
  rentOnTime: number;

  @Column({ name: 'care_of_home', type: 'smallint' })
  careOfHome: number;

  @Column({ type: 'smallint' })
  communication: number;

  @Column({ name: 'would_let_again', type: 'boolean' })
  wouldLetAgain: boolean;

  @Column({ type: 'text' })
  text: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/** A reminder sent to a tenant to review their home, once per tenancy and stage. */
@Entity('review_reminders')
@Unique('UQ_review_reminders_stage', ['tenancyId', 'stage'])
export class ReviewReminder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @BelongsTo(() => Tenancy, 'tenancy_id', { onDelete: 'CASCADE' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'varchar', length: 10 })
  stage: ReviewStage;

  @CreatedAtColumn()
  createdAt: Date;
}
