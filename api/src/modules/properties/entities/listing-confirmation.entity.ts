import type { ListingConfirmReason } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { Property } from './property.entity.js';

/**
 * A link emailed (and texted) to a landlord to confirm a listing is still available: it carries
 * this row's id signed with the app's secret, works once and until `expiresAt`, and needs no
 * sign-in.
 */
@Entity('listing_confirmations')
export class ListingConfirmation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'CASCADE' })
  property?: Relation<Property>;

  @Column({ type: 'varchar', length: 10 })
  reason: ListingConfirmReason;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
