import { Module, OnModuleInit } from '@nestjs/common';
import { afterCommit } from '../../database/after-commit.js';
import { AuditModule } from '../audit/audit.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UserEvents } from '../users/user-events.js';
import { UsersModule } from '../users/users.module.js';
import { AdminPropertiesController } from './admin-properties.controller.js';
import { ListingEvents } from './listing-events.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { LandlordPropertiesController, PropertiesController } from './properties.controller.js';
import { ListingPagesService } from './listing-pages.service.js';
import { PropertiesService } from './properties.service.js';
import { PropertyModerationService } from './property-moderation.service.js';
import { SearchCache } from './search-cache.js';

@Module({
  imports: [NotificationsModule, AuditModule, UsersModule],
  controllers: [PropertiesController, LandlordPropertiesController, AdminPropertiesController],
  providers: [
    PropertiesService,
    PropertyModerationService,
    ListingLifecycleService,
    ListingEvents,
    SearchCache,
    ListingPagesService,
  ],
  exports: [
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
  ) {}

  onModuleInit(): void {
    // Any committed listing change may change a search's answer.
    this.listings.subscribe((m) => afterCommit(m, () => this.cache.invalidate()));
    // A suspended landlord's listings leave the public site; reactivation brings them back.
    this.users.subscribe((m, change) =>
      this.lifecycle.setLandlordSuspended(m, change.user.id, change.to === 'suspended'),
    );
  }
}
