import type { SavedSearchFilters, SavedSearchFrequency } from '@rentnaija/shared';
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../../database/columns.js';

/** Browse filters a user saved with a name, and how they hear about new listings that match. */
@Entity('saved_searches')
export class SavedSearch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** The /properties query parameters, as the browse page writes them. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  filters: SavedSearchFilters;

  @Column({ type: 'varchar', length: 10, default: 'daily' })
  frequency: SavedSearchFrequency;

  @Column({ name: 'alerts_enabled', type: 'boolean', default: true })
  alertsEnabled: boolean;

  @Column({ name: 'last_digest_at', type: 'timestamptz', nullable: true })
  lastDigestAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

/** A listing that became public and matches a search; `sentAt` once the user was told. */
@Entity('saved_search_matches')
export class SavedSearchMatch {
  @PrimaryColumn({ name: 'search_id', type: 'uuid' })
  searchId: string;

  @PrimaryColumn({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @Column({ name: 'matched_at', type: 'timestamptz', default: () => 'now()' })
  matchedAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
