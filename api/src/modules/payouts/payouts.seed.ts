import type { EntityManager } from 'typeorm';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { SANDBOX_ACCOUNTS, SANDBOX_BANKS } from '../payments/gateway/sandbox.gateway.js';
import { Property } from '../properties/entities/property.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { PayoutAccount } from './entities/payout-account.entity.js';
import { Payout } from './entities/payout.entity.js';
import { payoutEntry, releaseEntry } from './payout-entries.js';
import { payoutReference } from './payouts.service.js';

const DAY = 24 * 3600_000;
/** The first demo landlord's account at the sandbox's banks (see the README's test accounts). */
const DEMO_ACCOUNT = '4444444444';

/**
 * The first demo landlord's verified payout account, and two payouts of the move-in rent and
 * fees of their oldest payments (the deposits stay held): one paid, one the bank failed, which
 * staff can send again from the console. Runs after the ledger's seed (it releases held money).
 */
export async function seedPayouts(m: EntityManager, users: Map<string, User>): Promise<void> {
  const landlord = users.get('landlord@example.com');
  if (!landlord) return;
  const kyc = await m.getRepository(KycRecord).findOneBy({ userId: landlord.id });
  if (kyc?.status !== 'approved') return;
  const bank = SANDBOX_BANKS.find((b) => b.code === '058')!;
  const verifiedAt = new Date(Date.now() - 19 * DAY);
  await m.getRepository(PayoutAccount).insert({
    landlordId: landlord.id,
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: DEMO_ACCOUNT,
    accountName: SANDBOX_ACCOUNTS[DEMO_ACCOUNT],
    kycName: `${kyc.firstName} ${kyc.lastName}`,
    status: 'verified',
    verifiedAt,
    createdAt: verifiedAt,
    updatedAt: verifiedAt,
  });

  const oldest = await m.getRepository(Payment).find({
    where: { landlordId: landlord.id, status: 'completed', releaseFrozen: false },
    order: { paymentDate: 'ASC', id: 'ASC' },
    take: 2,
  });
  const ledger = new LedgerService();
  for (const [i, payment] of oldest.entries()) {
    const amount = payment.breakdown
      .filter((item) => !item.refundable)
      .reduce((sum, item) => sum + item.amount, 0);
    if (amount <= 0 || !payment.paymentDate) continue;
    const title =
      (await m.getRepository(Property).findOneBy({ id: payment.propertyId }))?.title ?? 'a home';
    const paid = i === 0;
    const scheduledAt = new Date(payment.paymentDate.getTime() + 2 * DAY);
    const endedAt = new Date(scheduledAt.getTime() + 3600_000);
    const reference = payoutReference(`demo:move-in:${payment.id}`);
    const description = `Move-in rent and fees, ${title}`.slice(0, 300);
    const payout = await m.getRepository(Payout).save(
      m.getRepository(Payout).create({
        reference,
        landlordId: landlord.id,
        amount,
        state: paid ? 'paid' : 'failed',
        description,
        transferReference: reference,
        transferCode: `TRF_sbxdemo${i + 1}`,
        gatewayStatus: paid ? 'success' : 'failed',
        attempts: 1,
        lastError: paid ? null : 'The beneficiary bank declined the transfer',
        sentAt: scheduledAt,
        paidAt: paid ? endedAt : null,
        failedAt: paid ? null : endedAt,
        createdAt: scheduledAt,
        updatedAt: endedAt,
      }),
    );
    await ledger.record(m, releaseEntry(payout, payment, amount, scheduledAt));
    if (paid) await ledger.record(m, payoutEntry(payout, endedAt));
  }
}
