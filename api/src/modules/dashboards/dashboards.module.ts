import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { LandlordDashboardController, TenantDashboardController } from './dashboards.controller.js';
import { DashboardsService } from './dashboards.service.js';
import { LandlordAnalyticsService } from './landlord-analytics.service.js';
import { ListingDashboardRefresh } from './listing-changes.js';
import { PaymentDashboardRefresh } from './payment-changes.js';

/**
 * The role dashboards and the landlord's analytics: read-only figures over the records other
 * features own (listings, views, applications, payments, conversations, viewings, KYC), each
 * defined once in figures.ts (docs/0016-dashboard-figures.md).
 */
@Module({
  imports: [PropertiesModule, PaymentsModule],
  controllers: [TenantDashboardController, LandlordDashboardController],
  providers: [
    DashboardsService,
    LandlordAnalyticsService,
    ListingDashboardRefresh,
    PaymentDashboardRefresh,
  ],
  exports: [LandlordAnalyticsService],
})
export class DashboardsModule {}
