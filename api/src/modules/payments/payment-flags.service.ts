import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { Payment } from './entities/payment.entity.js';

const flagAudit = (p: Payment) => ({
  flaggedAt: p.flaggedAt?.toISOString() ?? null,
  flagCheckedAt: p.flagCheckedAt?.toISOString() ?? null,
  flagCheckNote: p.flagCheckNote,
});

/**
 * Staff's check of a flagged payment. The flag itself stays (it says what the gateway
 * reported); the check records who looked, when, and what they found, and takes the payment
 * off the console's list of payments to check. Money moves only through refunds.
 */
@Injectable()
export class PaymentFlagsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async markChecked(actor: AuthUser, id: string, note: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const payment = await m
        .getRepository(Payment)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!payment) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND');
      if (!payment.flaggedAt) {
        throw conflict('This payment is not flagged for a check.', 'PAYMENT_NOT_FLAGGED');
      }
      if (payment.flagCheckedAt) {
        throw conflict('This payment has already been checked.', 'PAYMENT_FLAG_CHECKED');
      }
      await this.audit.saveChange(
        m,
        actor,
        payment,
        { flagCheckedAt: new Date(), flagCheckedBy: actor.id, flagCheckNote: note },
        { action: 'payment.flag_check', entityType: 'payment', snapshot: flagAudit },
      );
    });
  }
}
