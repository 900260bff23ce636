import { Module, OnModuleInit } from '@nestjs/common';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import {
  AdminPayoutAccountsController,
  AdminPayoutsController,
} from './admin-payouts.controller.js';
import { BanksService } from './banks.service.js';
import { PayoutAccount } from './entities/payout-account.entity.js';
import { Payout } from './entities/payout.entity.js';
import { PayoutAccountsService } from './payout-accounts.service.js';
import { BanksController, LandlordPayoutsController } from './payouts.controller.js';
import { NEEDS_RETRY_SQL, PayoutsService } from './payouts.service.js';

/**
 * Payouts to landlords: their bank accounts (checked against their verified identity), the
 * release of held money as payouts, the transfers and their webhooks, the console's lists.
 * `PayoutsService.release` is what the custody rules call.
 */
@Module({
  imports: [PaymentsModule, LedgerModule, NotificationsModule, AuditModule],
  controllers: [
    BanksController,
    LandlordPayoutsController,
    AdminPayoutsController,
    AdminPayoutAccountsController,
  ],
  providers: [BanksService, PayoutsService, PayoutAccountsService],
  exports: [PayoutsService],
})
export class PayoutsModule implements OnModuleInit {
  constructor(private readonly overview: StaffOverview) {}

  onModuleInit(): void {
    this.overview.register('payoutAccountsInReview', {
      order: 45,
      label: 'Payout accounts whose name differs from the verified one',
      resource: 'payout-accounts',
      filter: { status: 'in_review' },
      count: (m) => m.getRepository(PayoutAccount).countBy({ status: 'in_review' }),
    });
    this.overview.register('failedPayouts', {
      order: 68,
      label: 'Payouts to landlords that failed or were reversed',
      resource: 'payouts',
      filter: { needsRetry: 'true' },
      count: (m) =>
        m.getRepository(Payout).createQueryBuilder('p').where(NEEDS_RETRY_SQL).getCount(),
    });
  }
}
