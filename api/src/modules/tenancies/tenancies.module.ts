import { Module, OnModuleInit } from '@nestjs/common';
import { ApplicationEvents } from '../applications/application-events.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { PaymentEvents } from '../payments/payment-events.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { PayoutsModule } from '../payouts/payouts.module.js';
import { ListingHolds } from '../properties/listing-holds.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { AdminTenanciesController } from './admin-tenancies.controller.js';
import { AdminTenancyDisputesController } from './admin-tenancy-disputes.controller.js';
import { TenanciesController } from './tenancies.controller.js';
import { TenanciesService } from './tenancies.service.js';
import { TenancyAgreementsService } from './tenancy-agreements.service.js';
import { TenancyCustodyService } from './tenancy-custody.service.js';
import { TenancyEndService } from './tenancy-end.service.js';
import { TenancyEvents } from './tenancy-events.js';
import { TenancyLedgerService } from './tenancy-ledger.service.js';
import { LandlordStatementsService } from './landlord-statements.service.js';
import { MailModule } from '../../platform/mail/mail.module.js';
import { TenancyDispute } from './entities/tenancy-dispute.entity.js';
import { RenterRecord } from '../applications/renter-record.js';
import { AdminDepositDisputesController } from './admin-deposit-disputes.controller.js';
import { DepositController } from './deposit.controller.js';
import { DepositReturnService } from './deposit-return.service.js';
import { DepositService } from './deposit.service.js';
import { provideDepositFacts } from './deposit-facts.js';
import { AdminRentController } from './admin-rent.controller.js';
import { RentController } from './rent.controller.js';
import { RentChargesService } from './rent-charges.service.js';
import { RentScheduleService } from './rent-schedule.service.js';

@Module({
  imports: [
    PropertiesModule,
    ApplicationsModule,
    PaymentsModule,
    PayoutsModule,
    NotificationsModule,
    AuditModule,
    MailModule,
  ],
  controllers: [
    TenanciesController,
    AdminTenanciesController,
    AdminTenancyDisputesController,
    DepositController,
    AdminDepositDisputesController,
    RentController,
    AdminRentController,
  ],
  providers: [
    TenanciesService,
    TenancyCustodyService,
    TenancyAgreementsService,
    TenancyEndService,
    TenancyEvents,
    TenancyLedgerService,
    LandlordStatementsService,
    DepositService,
    DepositReturnService,
    RentScheduleService,
    RentChargesService,
  ],
  exports: [TenanciesService, TenancyCustodyService, TenancyEvents],
})
export class TenanciesModule implements OnModuleInit {
  constructor(
    private readonly tenancies: TenanciesService,
    private readonly applications: ApplicationEvents,
    private readonly payments: PaymentEvents,
    private readonly holds: ListingHolds,
    private readonly renters: RenterRecord,
    private readonly overview: StaffOverview,
  ) {}

  onModuleInit(): void {
    // Approved and paid, in either order: the tenancy begins and lets the listing.
    this.applications.subscribe(async (m, event) => {
      if (event.kind === 'settled') await this.tenancies.begin(m, event.application);
    });
    // A move-in payment being refunded undoes the tenancy it paid for.
    this.payments.subscribe(async (m, event) => {
      if (event.kind === 'refund_approved')
        await this.tenancies.cancelForRefund(m, event.payment.id);
    });
    // While a tenancy is live, its listing's status is the tenancy's, not the landlord's.
    this.holds.register('tenancies', (m, propertyId) => this.tenancies.hold(m, propertyId));
    // A renter's record counts their tenancies by state and the problems they reported.
    this.renters.provide('tenancies', (m, tenantId) => this.tenancies.countByState(m, tenantId));
    this.renters.provide('disputesRaised', (m, tenantId) =>
      m
        .getRepository(TenancyDispute)
        .createQueryBuilder('d')
        .innerJoin('d.tenancy', 't')
        .where('t.tenant_id = :tenantId', { tenantId })
        .getCount(),
    );
    this.overview.register('openTenancyDisputes', {
      order: 68,
      label: 'Tenancy disputes waiting for a decision',
      resource: 'tenancy-disputes',
      filter: { state: 'open' },
      count: (m) => m.getRepository(TenancyDispute).countBy({ state: 'open' }),
    });
    // The caution deposit: the renter's record counts its returns; staff decide disputes.
    provideDepositFacts(this.renters, this.overview);
  }
}
