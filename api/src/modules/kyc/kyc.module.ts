import { Module, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { AdminKycController } from './admin-kyc.controller.js';
import { KycRecord } from './entities/kyc-record.entity.js';
import { KycEvents } from './kyc-events.js';
import { KycReviewService } from './kyc-review.service.js';
import { KycController } from './kyc.controller.js';
import { KycService } from './kyc.service.js';
import { NinCheckJobHandler } from './nin-check.job.js';
import { DojahNinRegistry } from './nin/dojah-nin-registry.js';
import { NinRegistry } from './nin/nin-registry.js';
import { SandboxNinRegistry } from './nin/sandbox-nin-registry.js';

/** The registry the settings name (docs/0014-nin-check-adapter.md); the sandbox by default. */
export function createNinRegistry(config: AppConfig): NinRegistry {
  const nin = config.ninVerification;
  if (nin.vendor === 'dojah') {
    return new DojahNinRegistry({
      appId: nin.appId!,
      apiKey: nin.apiKey!,
      sandbox: nin.sandbox,
      baseUrl: nin.baseUrl,
    });
  }
  return new SandboxNinRegistry();
}

@Module({
  imports: [AuditModule, NotificationsModule],
  controllers: [KycController, AdminKycController],
  providers: [
    KycService,
    KycReviewService,
    KycEvents,
    NinCheckJobHandler,
    { provide: NinRegistry, inject: [APP_CONFIG], useFactory: createNinRegistry },
  ],
  exports: [KycEvents],
})
export class KycModule implements OnModuleInit {
  constructor(private readonly overview: StaffOverview) {}

  onModuleInit(): void {
    this.overview.register('pendingKyc', {
      order: 30,
      label: 'KYC submissions waiting for review',
      resource: 'kyc-submissions',
      filter: { status: 'pending' },
      count: (m) => m.getRepository(KycRecord).countBy({ status: 'pending' }),
    });
  }
}
