import { Module, OnModuleInit } from '@nestjs/common';
import { afterCommit } from '../../database/after-commit.js';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { UserEvents } from '../users/user-events.js';
import { UsersModule } from '../users/users.module.js';
import { AdminPropertiesController } from './admin-properties.controller.js';
import { ListingEvents } from './listing-events.js';
import { ListingHolds } from './listing-holds.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { ListingSignalsService } from './listing-signals.service.js';
import {
  LandlordPropertiesController,
  ListingConfirmationsController,
  PropertiesController,
} from './properties.controller.js';
import { ListingFreshnessService } from './listing-freshness.service.js';
import { ListingPagesService } from './listing-pages.service.js';
import { PropertiesService } from './properties.service.js';
import { PropertyModerationService } from './property-moderation.service.js';
import { SearchCache } from './search-cache.js';
import { Property } from './entities/property.entity.js';
import { SENIOR_REVIEW_SCORE } from '@rentnaija/shared';
import { IsNull, MoreThan, MoreThanOrEqual, Not } from 'typeorm';

@Module({
  imports: [NotificationsModule, AuditModule, UsersModule],
  controllers: [
    PropertiesController,
    LandlordPropertiesController,
    AdminPropertiesController,
    ListingConfirmationsController,
  ],
  providers: [
    PropertiesService,
    PropertyModerationService,
    ListingLifecycleService,
    ListingSignalsService,
    ListingEvents,
    ListingHolds,
    SearchCache,
    ListingPagesService,
    ListingFreshnessService,
  ],
  exports: [
    ListingFreshnessService,
    ListingHolds,
    PropertiesService,
    ListingLifecycleService,
    ListingEvents,
    SearchCache,
    ListingPagesService,
  ],
})
export class PropertiesModule implements OnModuleInit {
  constructor(
    private readonly listings: ListingEvents,
    private readonly users: UserEvents,
    private readonly lifecycle: ListingLifecycleService,
    private readonly cache: SearchCache,
    private readonly overview: StaffOverview,
  ) {}

  onModuleInit(): void {
    // Any committed listing change may change a search's answer.
    this.listings.subscribe((m) => afterCommit(m, () => this.cache.invalidate()));
    // A suspended landlord's listings leave the public site; reactivation brings them back.
    this.users.subscribe((m, change) =>
      this.lifecycle.setLandlordSuspended(m, change.user.id, change.to === 'suspended'),
    );
    this.overview.register('pendingListings', {
      order: 10,
      label: 'Listings waiting for review',
      resource: 'properties',
      filter: { moderationStatus: 'pending' },
      count: (m) =>
        m.getRepository(Property).countBy({ moderationStatus: 'pending', archivedAt: IsNull() }),
    });
    this.overview.register('listingChanges', {
      order: 20,
      label: 'Listing changes waiting for review',
      resource: 'properties',
      filter: { moderationStatus: 'approved', pendingChanges: 'true' },
      count: (m) =>
        m.getRepository(Property).countBy({
          moderationStatus: 'approved',
          pendingChanges: Not(IsNull()),
          archivedAt: IsNull(),
        }),
    });
    this.overview.register('heldListings', {
      order: 15,
      label: 'Listings held for a senior review by fraud signals',
      resource: 'properties',
      filter: { risk: 'held', moderationStatus: 'pending' },
      count: (m) =>
        m.getRepository(Property).countBy({
          riskScore: MoreThanOrEqual(SENIOR_REVIEW_SCORE),
          archivedAt: IsNull(),
          moderationStatus: 'pending',
        }),
    });
    this.overview.register('staleListings', {
      order: 25,
      label: 'Listings that may no longer be available',
      resource: 'properties',
      filter: { moderationStatus: 'approved', status: 'available', freshness: 'stale' },
      count: (m) =>
        m.getRepository(Property).countBy({
          moderationStatus: 'approved',
          status: 'available',
          staleness: MoreThan(0),
          archivedAt: IsNull(),
        }),
    });
  }
}
