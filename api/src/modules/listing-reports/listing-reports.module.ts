import { Module, OnModuleInit } from '@nestjs/common';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminListingReportsController } from './admin-listing-reports.controller.js';
import { ListingReportCase } from './entities/listing-report.entity.js';
import { ListingReportsController } from './listing-reports.controller.js';
import { ListingReportsService } from './listing-reports.service.js';

/** Reports of listings by anyone, grouped per listing for staff's decision. */
@Module({
  imports: [AuditModule, NotificationsModule, PropertiesModule, UsersModule],
  controllers: [ListingReportsController, AdminListingReportsController],
  providers: [ListingReportsService],
})
export class ListingReportsModule implements OnModuleInit {
  constructor(private readonly overview: StaffOverview) {}

  onModuleInit(): void {
    this.overview.register('listingReports', {
      order: 76,
      label: 'Reported listings waiting for a decision',
      resource: 'reports',
      filter: { status: 'open' },
      count: (m) => m.getRepository(ListingReportCase).countBy({ status: 'open' }),
    });
  }
}
