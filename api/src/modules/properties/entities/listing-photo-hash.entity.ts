import { Column, Entity, PrimaryColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { Property } from './property.entity.js';

/**
 * The 64-bit perceptual hash of one photo of a listing (approved or in its pending changes), as
 * a bit string: photos whose hashes differ in few bits are the same picture, resized or
 * recompressed.
 */
@Entity('listing_photo_hashes')
export class ListingPhotoHash {
  @PrimaryColumn({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @PrimaryColumn({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'bit', length: 64 })
  hash: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'CASCADE' })
  property?: Relation<Property>;

  @CreatedAtColumn()
  createdAt: Date;
}
