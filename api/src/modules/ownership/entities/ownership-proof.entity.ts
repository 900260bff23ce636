import type { OwnershipDocumentType, ReviewStatus } from '@rentnaija/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { Property } from '../../properties/entities/property.entity.js';
import { User } from '../../users/entities/user.entity.js';
import type { StoredDocumentType } from '../../../platform/storage/private-documents.js';

/**
 * A landlord's proof of the right to let a listing (a title document, a deed of assignment, a
 * letter of authority from the owner): a private file staff approve or reject. An approved one
 * gives the listing its 'Verified owner' badge. At most one per listing waits for review (a
 * partial unique index); the listing refers to them, so deleting it archives it instead.
 */
@Entity('ownership_proofs')
@Index(['propertyId', 'createdAt'])
@Index(['status', 'createdAt'])
export class OwnershipProof {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id')
  property?: Relation<Property>;

  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'CASCADE' })
  landlord?: Relation<User>;

  @Column({ name: 'document_type', type: 'varchar', length: 30 })
  documentType: OwnershipDocumentType;

  @Column({ name: 'storage_key', type: 'varchar', length: 200, unique: true })
  storageKey: string;

  @Column({ name: 'mime_type', type: 'varchar', length: 40 })
  mimeType: StoredDocumentType;

  @Column({ type: 'integer' })
  size: number;

  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ReviewStatus;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  /** The listing's address when the proof was sent: the badge holds for that address only. */
  @Column({ name: 'listing_address', type: 'varchar', length: 400 })
  listingAddress: string;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
