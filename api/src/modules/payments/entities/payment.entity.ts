import type { MoveInItem, PaymentStatus, PaymentType } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { PropertyApplication } from '../../applications/entities/property-application.entity.js';
import { Property } from '../../properties/entities/property.entity.js';
import { User } from '../../users/entities/user.entity.js';

export type GatewayName = 'paystack' | 'sandbox';

/**
 * A payment for an application: the amount and its itemised breakdown in whole naira, as the
 * server computed them when the payment started. Completed only by a verified gateway answer
 * (a signed webhook or a verify call), with amount and currency checked.
 */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  reference: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @BelongsTo(() => PropertyApplication, 'application_id', { onDelete: 'RESTRICT' })
  application?: Relation<PropertyApplication>;

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

  /** Whole naira. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: 'NGN' })
  currency: 'NGN';

  @Column({ type: 'jsonb' })
  breakdown: MoveInItem[];

  @Column({ name: 'payment_type', type: 'varchar', length: 30, default: 'move_in' })
  paymentType: PaymentType;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: PaymentStatus;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  gateway: GatewayName;

  @Column({ name: 'payment_method', type: 'varchar', length: 30, nullable: true })
  paymentMethod: string | null;

  /** When the money was received. */
  @Column({ name: 'payment_date', type: 'timestamptz', nullable: true })
  paymentDate: Date | null;

  @Column({ name: 'authorization_url', type: 'text', nullable: true })
  authorizationUrl: string | null;

  @Column({ name: 'access_code', type: 'varchar', length: 100, nullable: true })
  accessCode: string | null;

  /** The gateway's last word on the transaction (no card tokens). */
  @Column({ name: 'gateway_response', type: 'jsonb', nullable: true })
  gatewayResponse: Record<string, unknown> | null;

  /** Why staff must look at it (an amount or currency that does not match, a double payment). */
  @Column({ name: 'flagged_reason', type: 'text', nullable: true })
  flaggedReason: string | null;

  @Column({ name: 'flagged_at', type: 'timestamptz', nullable: true })
  flaggedAt: Date | null;

  /** When staff checked the flagged transaction, who, and what they found. */
  @Column({ name: 'flag_checked_at', type: 'timestamptz', nullable: true })
  flagCheckedAt: Date | null;

  @Column({ name: 'flag_checked_by', type: 'uuid', nullable: true })
  flagCheckedBy: string | null;

  @BelongsTo(() => User, 'flag_checked_by', { onDelete: 'SET NULL', nullable: true })
  flagChecker?: Relation<User> | null;

  @Column({ name: 'flag_check_note', type: 'text', nullable: true })
  flagCheckNote: string | null;

  /** The latest chargeback on this payment (the gateway's dispute id), null if none. */
  @Column({ name: 'dispute_id', type: 'varchar', length: 40, nullable: true })
  disputeId: string | null;

  /** The gateway's status of the dispute (awaiting-merchant-feedback, …, resolved). */
  @Column({ name: 'dispute_status', type: 'varchar', length: 40, nullable: true })
  disputeStatus: string | null;

  @Column({ name: 'dispute_category', type: 'varchar', length: 40, nullable: true })
  disputeCategory: string | null;

  /** Whole naira the payer disputes. */
  @Column({ name: 'dispute_amount', type: 'integer', nullable: true })
  disputeAmount: number | null;

  /** When our answer to the dispute is due. */
  @Column({ name: 'dispute_due_at', type: 'timestamptz', nullable: true })
  disputeDueAt: Date | null;

  @Column({ name: 'dispute_opened_at', type: 'timestamptz', nullable: true })
  disputeOpenedAt: Date | null;

  /** merchant-accepted / auto-accepted (the payer got the money back) or declined (we keep it). */
  @Column({ name: 'dispute_resolution', type: 'varchar', length: 40, nullable: true })
  disputeResolution: string | null;

  @Column({ name: 'dispute_resolved_at', type: 'timestamptz', nullable: true })
  disputeResolvedAt: Date | null;

  /**
   * Nothing of this payment may be released to the landlord: set while a chargeback is open,
   * and kept when the payer won it (the money went back through their bank). Every release of
   * money checks it.
   */
  @Column({ name: 'release_frozen', type: 'boolean', default: false })
  releaseFrozen: boolean;

  /** When the sweep may next ask the gateway about a payment still pending. */
  @Column({ name: 'next_check_at', type: 'timestamptz', nullable: true })
  nextCheckAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
