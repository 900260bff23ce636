import { Module, OnModuleInit } from '@nestjs/common';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { AdminReportedReviewsController } from './admin-reported-reviews.controller.js';
import { TenancyReview } from './entities/tenancy-review.entity.js';
import { ReportedReviewsService } from './reported-reviews.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';

/** Reviews of homes and landlords by their tenants, and staff's decisions on reported ones. */
@Module({
  imports: [AuditModule, NotificationsModule],
  controllers: [ReviewsController, AdminReportedReviewsController],
  providers: [ReviewsService, ReportedReviewsService],
})
export class ReviewsModule implements OnModuleInit {
  constructor(private readonly overview: StaffOverview) {}

  onModuleInit(): void {
    this.overview.register('reportedReviews', {
      order: 75,
      label: 'Reported reviews waiting for a decision',
      resource: 'reported-reviews',
      filter: { status: 'reported' },
      count: (m) => m.getRepository(TenancyReview).countBy({ status: 'reported' }),
    });
  }
}
