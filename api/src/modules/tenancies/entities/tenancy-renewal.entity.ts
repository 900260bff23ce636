import type { RenewalState } from '@rentnaija/shared';
import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Tenancy } from './tenancy.entity.js';

/**
 * A landlord's offer to renew a tenancy: a new monthly rent (whole naira) for a new term that
 * runs from the current end date (`startsOn`) to `endsOn`. Open until the tenant accepts (the
 * tenancy's end date moves to `endsOn`; the rent schedule collects the new term's rent) or
 * declines. At most one open per tenancy (a partial unique index in the migration).
 */
@Entity('tenancy_renewals')
export class TenancyRenewal {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'tenancy_id', type: 'uuid' })
  tenancyId: string;

  @ManyToOne(() => Tenancy, (t) => t.renewals, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tenancy_id' })
  tenancy?: Relation<Tenancy>;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  state: RenewalState;

  /** Monthly rent for the new term. */
  @Column({ type: 'integer' })
  rent: number;

  @Column({ name: 'term_months', type: 'smallint' })
  termMonths: number;

  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  @Column({ name: 'offered_at', type: 'timestamptz' })
  offeredAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
