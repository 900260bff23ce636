import { Injectable, OnModuleInit } from '@nestjs/common';
import { PaymentEvents } from '../payments/payment-events.js';
import { RealtimeService } from '../realtime/realtime.service.js';

/**
 * A payment completed, or money of it went back: the tenant's total spent and the landlord's
 * revenue (net of processed refunds) changed, so both are told after the change commits.
 */
@Injectable()
export class PaymentDashboardRefresh implements OnModuleInit {
  constructor(
    private readonly payments: PaymentEvents,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    this.payments.subscribe(async (m, event) => {
      if (event.kind !== 'completed' && event.kind !== 'refund_processed') return;
      const { tenantId, landlordId } = event.payment;
      await this.realtime.emitAfterCommit(m, [tenantId, landlordId], 'dashboard.changed', {
        scope: 'payments',
      });
    });
  }
}
