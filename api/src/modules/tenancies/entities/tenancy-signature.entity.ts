import type { TenancyParty } from '@rentnaija/shared';
import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Tenancy } from './tenancy.entity.js';

/**
 * One party's signature of a tenancy agreement: who signed, the full name they typed (as on
 * their verified identity), when and from where, and the SHA-256 of the exact document signed.
 * Never changed once written; one per party.
 */
@Entity('tenancy_signatures')
@Unique('UQ_tenancy_signatures_party', ['tenancyId', 'party'])
export class TenancySignature {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @ManyToOne(() => Tenancy, (t) => t.signatures, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tenancy_id' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'varchar', length: 10 })
  party: TenancyParty;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'signed_name', type: 'varchar', length: 200 })
  signedName: string;

  @Column({ name: 'document_sha256', type: 'varchar', length: 64 })
  documentSha256: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Column({ name: 'signed_at', type: 'timestamptz' })
  signedAt: Date;
}
