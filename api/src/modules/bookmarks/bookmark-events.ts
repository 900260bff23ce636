import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';

/** A tenant saved a listing, or removed one from their saved listings. */
export interface BookmarkChange {
  kind: 'saved' | 'removed';
  tenantId: string;
}

/** Subscribe here to react to saved listings (the tenant's dashboard) instead of being called. */
@Injectable()
export class BookmarkEvents extends DomainEvents<BookmarkChange> {}
