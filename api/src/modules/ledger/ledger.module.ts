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
      if (event.kind === 'completed') await this.ledger.recordPayment(m, event.payment);
      else if (event.kind === 'refund_processed') {
        await this.ledger.recordRefund(m, event.payment, event.refund);
      }
    });
  }
}
