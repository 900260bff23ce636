import { Injectable, OnModuleInit } from '@nestjs/common';
import { ListingEvents } from '../properties/listing-events.js';
import { RealtimeService } from '../realtime/realtime.service.js';

/**
 * A landlord's listing changed (created, edited, moderated, status, deleted or archived): their
 * dashboard and analytics count listings, so their open tabs are told after the change commits.
 */
@Injectable()
export class ListingDashboardRefresh implements OnModuleInit {
  constructor(
    private readonly listings: ListingEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    this.listings.subscribe((m, { listing }) =>
      this.realtime.emitAfterCommit(m, [listing.landlordId], 'dashboard.changed', {
        scope: 'listings',
      }),
    );
  }
}
