import type { PayoutState, PayoutWaitingFor } from '@rentnaija/shared';
import { Column, Entity, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import type { LedgerEntry } from '../../ledger/entities/ledger-entry.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * Money released to a landlord and the transfer that carries it to their bank. `reference` is
 * ours, unique, derived from what released the money (so releasing twice makes one payout);
 * `transferReference` names the transfer of the current attempt at the gateway (the reference
 * itself at first; a new one when staff send again a transfer the gateway failed or reversed).
 * The release entries of the ledger that it carries point at it (`releases`).
 */
@Entity('payouts')
export class Payout {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  reference: string;

  @Column({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @BelongsTo(() => User, 'landlord_id', { onDelete: 'RESTRICT' })
  landlord?: Relation<User>;

  /** The tenancy whose money it is, once tenancies exist (no foreign key until then). */
  @Column({ name: 'tenancy_id', type: 'uuid', nullable: true })
  tenancyId: string | null;

  /** Whole naira. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  state: PayoutState;

  /** What a pending payout still needs before it is sent; null when nothing is missing. */
  @Column({ name: 'waiting_for', type: 'varchar', length: 30, nullable: true })
  waitingFor: PayoutWaitingFor | null;

  /** What the money is for; also the transfer's reason at the gateway. */
  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({
    name: 'transfer_reference',
    type: 'varchar',
    length: 100,
    nullable: true,
    unique: true,
  })
  transferReference: string | null;

  /** The gateway's code of the transfer, once it took it. */
  @Column({ name: 'transfer_code', type: 'varchar', length: 60, nullable: true })
  transferCode: string | null;

  /** The gateway's recipient the transfer was sent to. */
  @Column({ name: 'recipient_code', type: 'varchar', length: 60, nullable: true })
  recipientCode: string | null;

  /** The gateway's last word on the transfer: pending, otp, success, failed, reversed. */
  @Column({ name: 'gateway_status', type: 'varchar', length: 20, nullable: true })
  gatewayStatus: string | null;

  /** Transfers asked of the gateway, over every try. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** When the gateway took the transfer. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  /** The ledger entries it carries, when loaded (by `payoutId`; not a column). */
  entries?: LedgerEntry[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
