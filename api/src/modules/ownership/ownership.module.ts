import { Module, OnModuleInit } from '@nestjs/common';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { ListingEvents } from '../properties/listing-events.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { AdminOwnershipProofsController } from './admin-ownership-proofs.controller.js';
import { OwnershipProof } from './entities/ownership-proof.entity.js';
import { OwnershipReviewService } from './ownership-review.service.js';
import { OwnershipController } from './ownership.controller.js';
import { OwnershipService } from './ownership.service.js';

/** Verified owners: landlords' proofs of the right to let a listing, and staff's review of them. */
@Module({
  imports: [AuditModule, NotificationsModule, PropertiesModule],
  controllers: [OwnershipController, AdminOwnershipProofsController],
  providers: [OwnershipService, OwnershipReviewService],
})
export class OwnershipModule implements OnModuleInit {
  constructor(
    private readonly overview: StaffOverview,
    private readonly listings: ListingEvents,
    private readonly review: OwnershipReviewService,
  ) {}

  onModuleInit(): void {
    this.listings.subscribe((m, change) => this.review.onListingChange(m, change));
    this.overview.register('pendingOwnershipProofs', {
      order: 40,
      label: 'Ownership proofs waiting for review',
      resource: 'ownership-proofs',
      filter: { status: 'pending' },
      count: (m) => m.getRepository(OwnershipProof).countBy({ status: 'pending' }),
    });
  }
}
