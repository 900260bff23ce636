import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource, Not, IsNull } from 'typeorm';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { ApplicationEvents } from '../applications/application-events.js';
import { ApplicationsModule } from '../applications/applications.module.js';
import { RenterRecord } from '../applications/renter-record.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { MailModule } from '../../platform/mail/mail.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminRefundsController } from './admin-refunds.controller.js';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaystackGateway } from './gateway/paystack.gateway.js';
import { SandboxGateway } from './gateway/sandbox.gateway.js';
import { PaymentChecksService } from './payment-checks.service.js';
import { PaymentEvents } from './payment-events.js';
import { OPEN_DISPUTE_SQL, PaymentDisputesService } from './payment-disputes.service.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentFlagsService } from './payment-flags.service.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { LandlordPaymentsController, PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { RefundsService } from './refunds.service.js';
import {
  RefundReconciliationService,
  STRANDED_PAYMENT_SQL,
} from './refund-reconciliation.service.js';
import { RefundReviewService } from './refund-review.service.js';
import { SandboxCheckoutController } from './sandbox-checkout.controller.js';

/** Paystack when a secret key is configured, else the built-in sandbox. */
const gatewayProvider = {
  provide: PAYMENT_GATEWAY,
  inject: [APP_CONFIG, getDataSourceToken()],
  useFactory: (config: AppConfig, dataSource: DataSource): PaymentGateway => {
    const p = config.payments;
    return p.gateway === 'paystack' && p.secretKey
      ? new PaystackGateway(
          p.secretKey,
          p.publicKey ?? null,
          p.baseUrl,
          p.timeoutMs,
          p.requestTimeoutMs,
        )
      : new SandboxGateway(dataSource, config.appUrl, config.jwtSecret);
  },
};

@Module({
  imports: [ApplicationsModule, NotificationsModule, AuditModule, MailModule],
  controllers: [
    PaymentsController,
    LandlordPaymentsController,
    SandboxCheckoutController,
    AdminPaymentsController,
    AdminRefundsController,
  ],
  providers: [
    gatewayProvider,
    PaymentEvents,
    PaymentsService,
    PaymentSettlementService,
    PaymentWebhooksService,
    PaymentChecksService,
    RefundsService,
    RefundReviewService,
    PaymentFlagsService,
    PaymentDisputesService,
    RefundReconciliationService,
  ],
  exports: [
    PaymentEvents,
    gatewayProvider,
    RefundsService,
    PaymentSettlementService,
    PaymentsService,
  ],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    private readonly applicationEvents: ApplicationEvents,
    private readonly refunds: RefundsService,
    private readonly webhooks: PaymentWebhooksService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly overview: StaffOverview,
    private readonly renters: RenterRecord,
  ) {}

  onModuleInit(): void {
    // The sandbox signs its webhooks and hands them to the same receiver Paystack's reach.
    if (this.gateway instanceof SandboxGateway) {
      this.gateway.deliverWebhooksTo(async (raw, headers) => {
        await this.webhooks.receive(raw, headers);
      });
    }
    // A paid application that is rejected (or closed because its home was let to another
    // applicant) is refunded in full, without the tenant having to ask, whatever refund
    // request was open or decided before.
    this.applicationEvents.subscribe(async (m, event) => {
      if (event.kind !== 'rejected') return;
      const { application } = event;
      const paid = await m.getRepository(Payment).find({
        where: { applicationId: application.id, status: 'completed' },
        order: { paymentDate: 'ASC' },
      });
      for (const p of paid) {
        await this.refunds.refundAutomatically(m, p.id, 'application_not_successful');
      }
    });
    // A renter's record counts their payments that completed.
    this.renters.provide('completedPayments', (m, tenantId) =>
      m.getRepository(Payment).countBy({ tenantId, status: 'completed' }),
    );
    this.overview.register('refundRequests', {
      order: 60,
      label: 'Refund requests waiting for a decision',
      resource: 'refunds',
      filter: { status: 'requested' },
      count: (m) => m.getRepository(Refund).countBy({ status: 'requested' }),
    });
    this.overview.register('refundsNeedingAttention', {
      order: 62,
      label: 'Refunds that need the tenant’s bank account',
      resource: 'refunds',
      filter: { status: 'needs_attention' },
      count: (m) => m.getRepository(Refund).countBy({ status: 'needs_attention' }),
    });
    this.overview.register('strandedPayments', {
      order: 64,
      label: 'Paid, not successful, and not refunded',
      resource: 'payments',
      filter: { stranded: 'true' },
      count: (m) =>
        m.getRepository(Payment).createQueryBuilder('p').where(STRANDED_PAYMENT_SQL).getCount(),
    });
    this.overview.register('openDisputes', {
      order: 66,
      label: 'Chargebacks waiting for our answer',
      resource: 'payments',
      filter: { dispute: 'open' },
      count: (m) =>
        m.getRepository(Payment).createQueryBuilder('p').where(OPEN_DISPUTE_SQL).getCount(),
    });
    this.overview.register('flaggedPayments', {
      order: 70,
      label: 'Payments flagged for a check',
      resource: 'payments',
      filter: { flagged: 'open' },
      count: (m) =>
        m.getRepository(Payment).countBy({ flaggedAt: Not(IsNull()), flagCheckedAt: IsNull() }),
    });
  }
}
