import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../../../database/columns.js';

/** One visit of a listing's page: at most one per visitor per listing per day (Lagos time). */
@Entity('property_views')
export class PropertyView {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  /** The user id, or a hash of IP and user agent for visitors. */
  @Column({ name: 'visitor_key', type: 'varchar', length: 64 })
  visitorKey: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'viewed_on', type: 'date' })
  viewedOn: string;

  @CreatedAtColumn()
  createdAt: Date;
}
