import type { LedgerEntryInput } from '../ledger/ledger.service.js';
import type { Payment } from '../payments/entities/payment.entity.js';
import type { Payout } from './entities/payout.entity.js';

/** The ledger's `release` of `amount` of a payment's held money by a payout. */
export const releaseEntry = (
  payout: Payout,
  payment: Payment,
  amount: number,
  occurredAt: Date = new Date(),
): LedgerEntryInput => ({
  kind: 'release',
  amount,
  landlordId: payout.landlordId,
  tenantId: payment.tenantId,
  tenancyId: payout.tenancyId,
  paymentId: payment.id,
  payoutId: payout.id,
  reference: payment.reference,
  description: `Released: ${payout.description}`,
  idempotencyKey: `release:${payout.reference}:${payment.id}`,
  occurredAt,
});

/** The ledger's `payout`: the payout's money reached the landlord's bank. */
export const payoutEntry = (payout: Payout, paidAt: Date): LedgerEntryInput => ({
  kind: 'payout',
  amount: payout.amount,
  landlordId: payout.landlordId,
  tenancyId: payout.tenancyId,
  payoutId: payout.id,
  reference: payout.transferReference,
  description: `Paid to the landlord's bank: ${payout.description}`,
  idempotencyKey: `payout:${payout.id}`,
  occurredAt: paidAt,
});
