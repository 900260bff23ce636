import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict } from '../../common/exceptions/domain.exception.js';

/**
 * What holds a listing, in words its landlord reads (naming the record), or null when nothing
 * does. The listing row is locked by the caller.
 */
export type ListingHold = (m: EntityManager, propertyId: string) => Promise<string | null>;

/**
 * The records that keep a listing off its landlord's hands: while one holds it, its status
 * changes only through that record (a tenancy lets it, and alone gives it back). The feature
 * that owns such records registers its check when it starts (`register('tenancies', …)`), so
 * properties never reads its tables.
 */
@Injectable()
export class ListingHolds {
  private readonly holds = new Map<string, ListingHold>();

  register(name: string, hold: ListingHold): void {
    if (this.holds.has(name)) throw new Error(`Listing hold ${name} is already registered`);
    this.holds.set(name, hold);
  }

  /** What holds the listing, or null. */
  async find(m: EntityManager, propertyId: string): Promise<string | null> {
    for (const hold of this.holds.values()) {
      const reason = await hold(m, propertyId);
      if (reason) return reason;
    }
    return null;
  }

  /** Refuses (409 LISTING_HELD) a change by hand of a listing that a record holds. */
  async refuseIfHeld(m: EntityManager, propertyId: string): Promise<void> {
    const reason = await this.find(m, propertyId);
    if (reason) throw conflict(reason, 'LISTING_HELD');
  }
}
