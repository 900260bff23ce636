import type { AnyRefundReason, RefundStatus } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';
import { Payment } from './payment.entity.js';

/**
 * Money going back to a tenant: asked for (requested) and decided by staff, or made by us when
 * a paid application was not successful (created approved, `automatic`). approved → processing
 * (the gateway accepted it) → processed (its `refund.processed` webhook); or denied, or failed.
 * `needs_attention`: the gateway could not return the money to the card and needs the
 * customer's bank account (staff send it, and the refund goes back to approved → processing).
 * `superseded`: a request closed because the whole payment is refunded automatically.
 */
@Entity('refunds')
export class Refund {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'payment_id', type: 'uuid' })
  paymentId: string;

  @BelongsTo(() => Payment, 'payment_id', { onDelete: 'RESTRICT' })
  payment?: Relation<Payment>;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId: string;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT' })
  tenant?: Relation<User>;

  /** Whole naira. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 40 })
  reason: AnyRefundReason;

  @Column({ type: 'text', nullable: true })
  details: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: RefundStatus;

  @Column({ type: 'boolean', default: false })
  automatic: boolean;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;

  /** The gateway's id of the refund, once it accepted it. */
  @Column({ name: 'gateway_refund_id', type: 'varchar', length: 64, nullable: true })
  gatewayRefundId: string | null;

  @Column({ name: 'gateway_response', type: 'jsonb', nullable: true })
  gatewayResponse: Record<string, unknown> | null;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /** The gateway's last word on the refund: pending, processing, needs-attention, processed… */
  @Column({ name: 'gateway_status', type: 'varchar', length: 30, nullable: true })
  gatewayStatus: string | null;

  /** When the gateway asked for the customer's bank account. */
  @Column({ name: 'attention_at', type: 'timestamptz', nullable: true })
  attentionAt: Date | null;

  /** The bank account staff gave for a refund needing attention (sent with the retry). */
  @Column({ name: 'retry_account', type: 'jsonb', nullable: true })
  retryAccount: { accountNumber: string; bankId: string } | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
