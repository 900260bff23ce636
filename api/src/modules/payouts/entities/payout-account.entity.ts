import type { PayoutAccountStatus } from '@rentnaija/shared';
import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { BelongsTo, CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * The bank account a landlord's payouts go to (one per landlord). The full account number is
 * kept for transfers and never sent back to a client (they see its last four digits). The
 * holder's name is the bank's (resolved through the gateway) and was compared with the
 * landlord's verified identity (`kycName`): verified when they agree, in_review for staff when
 * not. `recipientCode` is the gateway's name for the account, made by a job once verified.
 */
@Entity('payout_accounts')
export class PayoutAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'landlord_id', type: 'uuid', unique: true })
  landlordId: string;

  @OneToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'landlord_id' })
  landlord?: Relation<User>;

  @Column({ name: 'bank_code', type: 'varchar', length: 20 })
  bankCode: string;

  @Column({ name: 'bank_name', type: 'varchar', length: 120 })
  bankName: string;

  /** 10 digits (NUBAN). */
  @Column({ name: 'account_number', type: 'varchar', length: 10 })
  accountNumber: string;

  /** The holder's name as the bank gave it. */
  @Column({ name: 'account_name', type: 'varchar', length: 200 })
  accountName: string;

  /** The verified identity's name it was compared with. */
  @Column({ name: 'kyc_name', type: 'varchar', length: 200, nullable: true })
  kycName: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: PayoutAccountStatus;

  @Column({ name: 'recipient_code', type: 'varchar', length: 60, nullable: true })
  recipientCode: string | null;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @BelongsTo(() => User, 'reviewed_by', { onDelete: 'SET NULL', nullable: true })
  reviewer?: Relation<User> | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Why staff did not accept it (the landlord reads it). */
  @Column({ name: 'review_note', type: 'text', nullable: true })
  reviewNote: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
