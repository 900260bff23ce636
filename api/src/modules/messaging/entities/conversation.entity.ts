import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { Property } from '../../properties/entities/property.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A tenant and a landlord talking about one listing: one conversation per tenant, landlord and
 * listing. It keeps a summary of its last message for the list.
 */
@Entity('conversations')
@Index('UQ_conversations_parties_property', ['tenantId', 'landlordId', 'propertyId'], {
  unique: true,
})
export class Conversation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'CASCADE' })
  tenant?: Relation<User>;

  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'CASCADE' })
  landlord?: Relation<User>;

  /** ON DELETE RESTRICT: a listing with conversations is archived, not deleted. */
  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @BelongsTo(() => Property, 'property_id', { onDelete: 'RESTRICT' })
  property?: Relation<Property>;

  @Column({ name: 'last_message_at', type: 'timestamptz', default: () => 'now()' })
  lastMessageAt: Date;

  /** The first MESSAGE_PREVIEW_LENGTH characters of the last message. */
  @Column({ name: 'last_message_preview', type: 'varchar', length: 100, default: '' })
  lastMessagePreview: string;

  @Column({ name: 'last_sender_id', type: 'uuid', nullable: true })
  lastSenderId: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
