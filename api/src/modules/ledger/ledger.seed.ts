import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { Payment } from '../payments/entities/payment.entity.js';
import { Refund } from '../payments/entities/refund.entity.js';
import { LedgerService } from './ledger.service.js';

/**
 * The demo's payments as the ledger records them: the seeds write payments and refunds as rows,
 * without the settlement that records their money, so their entries are written here.
 */
export async function seedLedger(m: EntityManager): Promise<void> {
  const ledger = new LedgerService();
  const payments = await m.getRepository(Payment).find({
    where: { status: In(['completed', 'refunded']) },
    order: { paymentDate: 'ASC', id: 'ASC' },
  });
  for (const payment of payments) await ledger.recordPayment(m, payment);
  const refunds = await m
    .getRepository(Refund)
    .find({ where: { status: 'processed' }, relations: { payment: true } });
  for (const refund of refunds) await ledger.recordRefund(m, refund.payment!, refund);
}
