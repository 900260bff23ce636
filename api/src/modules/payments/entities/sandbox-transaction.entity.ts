import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';

export type SandboxTransactionStatus = 'ongoing' | 'success' | 'failed' | 'abandoned' | 'reversed';

/**
 * The built-in sandbox gateway's own record of a transaction, as Paystack keeps one: what was
 * asked for (amount in kobo) and what the payer did on the local checkout page.
 */
@Entity('sandbox_transactions')
export class SandboxTransaction {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  reference: string;

  @Column({ name: 'access_code', type: 'varchar', length: 64 })
  accessCode: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'amount_kobo', type: 'bigint' })
  amountKobo: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'callback_url', type: 'text' })
  callbackUrl: string;

  @Column({ type: 'jsonb' })
  metadata: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'ongoing' })
  status: SandboxTransactionStatus;

  /** The card's code for charging it again, once paid (`AUTH_sbx_…`). */
  @Column({ name: 'authorization_code', type: 'varchar', length: 64, nullable: true })
  authorizationCode: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
