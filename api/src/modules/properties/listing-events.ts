import { Injectable } from '@nestjs/common';
import type { ModerationState, PropertyStatus } from '@rentnaija/shared';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { Property } from './entities/property.entity.js';

/** What a listing looked like before a change, as far as reactions care. */
export interface ListingState {
  title: string;
  price: number;
  /** What moving in cost (rent in advance, deposit, charges and fees). */
  moveInTotal: number;
  status: PropertyStatus;
  moderationStatus: ModerationState;
  public: boolean;
}

export type ListingChangeKind =
  | 'edited'
  | 'status'
  | 'moderation'
  | 'changes_reviewed'
  | 'visibility'
  | 'archived'
  | 'deleted'
  /** Its owner was verified, or no longer is (the 'Verified owner' badge). */
  | 'verification'
  /** Confirmed still available, or gone stale or hidden for want of a confirmation. */
  | 'freshness';

/**
 * A listing changed. Published by ListingLifecycleService inside the change's transaction,
 * after the row is saved: `listing` is the row now, `before` what it was.
 */
export interface ListingChange {
  kind: ListingChangeKind;
  listing: Property;
  before: ListingState;
}

/**
 * Subscribe here to react to listing changes (search cache, saved-listing alerts, later
 * saved searches and analytics) instead of being called from each write.
 */
@Injectable()
export class ListingEvents extends DomainEvents<ListingChange> {}
