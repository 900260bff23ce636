import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A landlord's monthly statement, sent once per month (YYYY-MM, West Africa Time). */
@Entity('landlord_statements')
export class LandlordStatement {
  @PrimaryColumn({ name: 'landlord_id', type: 'uuid' })
  landlordId: string;

  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;
}
