import type { ViewingStatus, ViewingType } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { Property } from '../../properties/entities/property.entity.js';

/**
 * A viewing of a listing: requested by a tenant (pending) or scheduled by its landlord
 * (confirmed; the tenant may have no account and is named by email and phone). Date and time
 * are West Africa Time; `startsAt` is the same moment as a timestamp. A confirmed slot of a
 * listing is unique (partial index UQ_viewings_confirmed_slot).
 */
@Entity('viewings')
export class Viewing {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'RESTRICT' })
  property?: Relation<Property>;

  @Column({ name: 'tenant_id', type: 'uuid', nullable: true })
  tenantId: string | null;

  @Column({ name: 'tenant_name', type: 'varchar', length: 120 })
  tenantName: string;

  @Column({ name: 'tenant_email', type: 'varchar', length: 254 })
  tenantEmail: string;

  @Column({ name: 'tenant_phone', type: 'varchar', length: 20, nullable: true })
  tenantPhone: string | null;

  /** YYYY-MM-DD in West Africa Time. */
  @Column({ name: 'viewing_date', type: 'date' })
  viewingDate: string;

  /** HH:MM in West Africa Time, one of VIEWING_TIME_SLOTS. */
  @Column({ name: 'viewing_time', type: 'varchar', length: 5 })
  viewingTime: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'viewing_type', type: 'varchar', length: 10 })
  viewingType: ViewingType;

  @Column({ type: 'varchar', length: 12 })
  status: ViewingStatus;

  @Column({ name: 'requested_by', type: 'varchar', length: 10 })
  requestedBy: 'tenant' | 'landlord';

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** A virtual viewing's video-call link (an https address the landlord gives). */
  @Column({ name: 'video_link', type: 'varchar', length: 500, nullable: true })
  videoLink: string | null;

  /** The calendar invite's SEQUENCE: raised by every change sent to the tenant's calendar. */
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
