import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/app.config.js';
import { ConfigModule } from './config/config.module.js';
import { CacheControlInterceptor } from './common/http/cache-control.js';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard.js';
import { RolesGuard } from './common/guards/roles.guard.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import { IdempotencyModule } from './platform/idempotency/idempotency.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { StorageModule } from './platform/storage/storage.module.js';
import { PropertiesModule } from './modules/properties/properties.module.js';
import { BookmarksModule } from './modules/bookmarks/bookmarks.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { NotificationsModule } from './platform/notifications/notifications.module.js';
import { WebModule } from './platform/web/web.module.js';
import { ViewingsModule } from './modules/viewings/viewings.module.js';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module.js';
import { TextMessagesModule } from './platform/text-messages/text-messages.module.js';
// Live channel and messaging
import { RealtimeModule } from './platform/realtime/realtime.module.js';
import { MessagingModule } from './modules/messaging/messaging.module.js';
import { ApplicationsModule } from './modules/applications/applications.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { TenanciesModule } from './modules/tenancies/tenancies.module.js';
import { AdminOverviewModule } from './platform/admin-overview/admin-overview.module.js';
import { KycModule } from './modules/kyc/kyc.module.js';
import { OwnershipModule } from './modules/ownership/ownership.module.js';
import { LedgerModule } from './modules/ledger/ledger.module.js';
import { PayoutsModule } from './modules/payouts/payouts.module.js';
import { ClusterModule } from './common/cluster/cluster.module.js';
// Dashboards and analytics
import { DashboardsModule } from './modules/dashboards/dashboards.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { ListingReportsModule } from './modules/listing-reports/listing-reports.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { DraftsModule } from './modules/drafts/drafts.module.js';
import { RenterProfileModule } from './modules/renter-profile/renter-profile.module.js';

export interface AppModuleOptions {
  /** Serve the built web clients (off in the worker and in API tests). */
  serveClients?: boolean;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    const clients = options.serveClients ? [WebModule] : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        JobsModule.forRoot(config),
        ScheduleModule.forRoot(),
        RateLimitModule,
        IdempotencyModule,
        ...clients,
        HealthModule,
        MailModule,
        NotificationsModule,
        UsersModule,
        AuthModule,
        ContactModule,
        StorageModule,
        PropertiesModule,
        BookmarksModule,
        UploadsModule,
        ViewingsModule,
        SavedSearchesModule,
        DraftsModule,
        TextMessagesModule,
        RealtimeModule,
        MessagingModule,
        ApplicationsModule,
        PaymentsModule,
        TenanciesModule,
        AdminOverviewModule,
        KycModule,
        OwnershipModule,
        LedgerModule,
        PayoutsModule,
        ClusterModule,
        DashboardsModule,
        ReviewsModule,
        RenterProfileModule,
        ListingReportsModule,
        GeoModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        { provide: APP_INTERCEPTOR, useClass: CacheControlInterceptor },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}
