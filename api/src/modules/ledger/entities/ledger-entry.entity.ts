import type { LedgerEntryKind } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn } from '../../../database/columns.js';
import { Payment } from '../../payments/entities/payment.entity.js';
import { Refund } from '../../payments/entities/refund.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * One movement of money (see LEDGER_ENTRY_KINDS), in whole naira. Append-only: the database
 * refuses to change or delete a row; a correction is a new entry. `idempotencyKey` is unique,
 * so the same movement recorded twice (a replayed webhook, a retried job) is one row.
 */
@Entity('ledger_entries')
export class LedgerEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerEntryKind;

  /** Whole naira, always positive: the kind says which way it moved. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'RESTRICT' })
  landlord?: Relation<User>;

  @Column({ name: 'tenant_id', type: 'uuid', nullable: true })
  tenantId: string | null;

  @BelongsTo(() => User, 'tenant_id', { onDelete: 'RESTRICT', nullable: true })
  tenant?: Relation<User> | null;

  /** The tenancy it belongs to, once tenancies exist (no foreign key until then). */
  @Column({ name: 'tenancy_id', type: 'uuid', nullable: true })
  tenancyId: string | null;

  @Column({ name: 'payment_id', type: 'uuid', nullable: true })
  paymentId: string | null;

  @BelongsTo(() => Payment, 'payment_id', { onDelete: 'RESTRICT', nullable: true })
  payment?: Relation<Payment> | null;

  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId: string | null;

  @BelongsTo(() => Refund, 'refund_id', { onDelete: 'RESTRICT', nullable: true })
  refund?: Relation<Refund> | null;

  /**
   * The payout that carries this release or paid it out (a foreign key in the migration; the
   * ledger names no payouts code: payouts build on the ledger).
   */
  @Column({ name: 'payout_id', type: 'uuid', nullable: true })
  payoutId: string | null;

  /** The gateway's reference of the money: the payment's, or the transfer's. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, unique: true })
  idempotencyKey: string;

  /** When the money moved (a payment's date, a transfer's success). */
  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @CreatedAtColumn()
  createdAt: Date;
}
