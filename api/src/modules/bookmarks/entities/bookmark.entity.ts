import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { Property } from '../../properties/entities/property.entity.js';

/** A listing saved by a user, with the user's note, folder and alert preferences. */
@Entity('property_bookmarks')
export class Bookmark {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'CASCADE' })
  property?: Relation<Property>;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'bookmark_folder', type: 'varchar', length: 60, nullable: true })
  bookmarkFolder: string | null;

  @Column({ name: 'notify_price_change', type: 'boolean', default: true })
  notifyPriceChange: boolean;

  @Column({ name: 'notify_status_change', type: 'boolean', default: true })
  notifyStatusChange: boolean;

  @Column({ name: 'notify_availability', type: 'boolean', default: true })
  notifyAvailability: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}
