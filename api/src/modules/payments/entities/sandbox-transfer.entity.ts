import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';

export type SandboxTransferStatus = 'pending' | 'success' | 'failed' | 'reversed';

/**
 * The built-in sandbox gateway's own record of a transfer from our balance, as Paystack keeps
 * one: by our reference (so asking twice sends once), to a recipient code, amount in kobo.
 */
@Entity('sandbox_transfers')
export class SandboxTransfer {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'transfer_code', type: 'varchar', length: 40, unique: true })
  transferCode: string;

  @Column({ name: 'recipient_code', type: 'varchar', length: 60 })
  recipientCode: string;

  @Column({ name: 'amount_kobo', type: 'bigint' })
  amountKobo: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: SandboxTransferStatus;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
