import type { EntityManager } from 'typeorm';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { SANDBOX_ACCOUNTS, SANDBOX_BANKS } from '../payments/gateway/sandbox.gateway.js';
import type { User } from '../users/entities/user.entity.js';
import { PayoutAccount } from './entities/payout-account.entity.js';

const DAY = 24 * 3600_000;
/** The first demo landlord's account at the sandbox's banks (see the README's test accounts). */
const DEMO_ACCOUNT = '4444444444';

/**
 * The first demo landlord's verified payout account (their tenancies' payouts are seeded with
 * the tenancies).
 */
export async function seedPayouts(m: EntityManager, users: Map<string, User>): Promise<void> {
  const landlord = users.get('landlord@example.com');
  if (!landlord) return;
  const kyc = await m.getRepository(KycRecord).findOneBy({ userId: landlord.id });
  if (kyc?.status !== 'approved') return;
  const bank = SANDBOX_BANKS.find((b) => b.code === '058')!;
  const verifiedAt = new Date(Date.now() - 170 * DAY);
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
}
