import { Module, OnModuleInit } from '@nestjs/common';
import { PaymentEvents } from '../payments/payment-events.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { LedgerService } from './ledger.service.js';

/**
 * The money ledger. The payments it did not make are recorded as settlement publishes them: a
 * completed payment is a charge (the tenant paid) and a hold (the platform keeps it for the
 * landlord until a rule releases it); a processed refund is a refund. Payouts record their own
 * releases and payouts.
 */
@Module({
  imports: [PaymentsModule],
  providers: [LedgerService],
  exports: [LedgerService],
})
export class LedgerModule implements OnModuleInit {
  constructor(
    private readonly ledger: LedgerService,
    private readonly payments: PaymentEvents,
  ) {}

  onModuleInit(): void {
    this.payments.subscribe(async (m, event) => {
      if (event.kind === 'completed') {
        const { payment } = event;
        const common = {
          amount: payment.amount,
          landlordId: payment.landlordId,
          tenantId: payment.tenantId,
          paymentId: payment.id,
          reference: payment.reference,
          occurredAt: payment.paymentDate,
        };
        await this.ledger.record(m, {
          ...common,
          kind: 'charge',
          description: `Paid: ${payment.description}`,
          idempotencyKey: `charge:${payment.id}`,
        });
        await this.ledger.record(m, {
          ...common,
          kind: 'hold',
          description: `Held for the landlord: ${payment.description}`,
          idempotencyKey: `hold:${payment.id}`,
        });
      } else if (event.kind === 'refund_processed') {
        const { payment, refund } = event;
        await this.ledger.record(m, {
          kind: 'refund',
          amount: refund.amount,
          landlordId: payment.landlordId,
          tenantId: refund.tenantId,
          paymentId: payment.id,
          refundId: refund.id,
          reference: payment.reference,
          description: `Refunded: ${payment.description}`,
          idempotencyKey: `refund:${refund.id}`,
          occurredAt: refund.processedAt,
        });
      }
    });
  }
}
