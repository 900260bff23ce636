import { Module, OnModuleInit } from '@nestjs/common';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { AdminReportedReviewsController } from './admin-reported-reviews.controller.js';
import { TenancyReview } from './entities/tenancy-review.entity.js';
import { ReportedReviewsService } from './reported-reviews.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { RenterProfileModule } from '../renter-profile/renter-profile.module.js';
import { ReviewsOfTenant } from '../renter-profile/reviews-of-tenant.js';
import { ReviewRemindersService } from './review-reminders.service.js';
import { TenantReviewsController } from './tenant-reviews.controller.js';
import { TenantReviewsService } from './tenant-reviews.service.js';

/**
 * Reviews of homes and landlords by their tenants, and staff's decisions on reported ones;
 * landlords' reviews of tenants; reminders to review.
 */
@Module({
  imports: [AuditModule, NotificationsModule, RenterProfileModule],
  controllers: [ReviewsController, AdminReportedReviewsController, TenantReviewsController],
  providers: [ReviewsService, ReportedReviewsService, TenantReviewsService, ReviewRemindersService],
})
export class ReviewsModule implements OnModuleInit {
  constructor(
    private readonly overview: StaffOverview,
    private readonly reviewsOfTenant: ReviewsOfTenant,
    private readonly tenantReviews: TenantReviewsService,
  ) {}

  onModuleInit(): void {
    this.reviewsOfTenant.provide((m, tenantId) => this.tenantReviews.ofTenant(m, tenantId));
    this.overview.register('reportedReviews', {
      order: 75,
      label: 'Reported reviews waiting for a decision',
      resource: 'reported-reviews',
      filter: { status: 'reported' },
      count: (m) => m.getRepository(TenancyReview).countBy({ status: 'reported' }),
    });
  }
}
