import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { BookmarksModule } from '../bookmarks/bookmarks.module.js';
import { KycModule } from '../kyc/kyc.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { DashboardRelay } from './dashboard-relay.js';
import { LandlordDashboardController, TenantDashboardController } from './dashboards.controller.js';
import { DashboardsService } from './dashboards.service.js';
import { LandlordAnalyticsService } from './landlord-analytics.service.js';

/**
 * The role dashboards and the landlord's analytics: read-only figures over the records other
 * features own (listings, views, applications, payments, conversations, viewings, KYC), each
 * defined once in figures.ts (docs/0016-dashboard-figures.md), and the relay that tells users'
 * open tabs when what they count changes.
 */
@Module({
  imports: [PropertiesModule, ApplicationsModule, PaymentsModule, KycModule, BookmarksModule],
  controllers: [TenantDashboardController, LandlordDashboardController],
  providers: [DashboardsService, LandlordAnalyticsService, DashboardRelay],
  exports: [LandlordAnalyticsService],
})
export class DashboardsModule {}
