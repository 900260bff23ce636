import {
  type AdminPayoutAccountDto,
  type AdminPayoutDto,
  PAYOUT_WAITING_REASONS,
  type PayoutAccountDto,
  type PayoutDto,
} from '@rentnaija/shared';
import type { User } from '../users/entities/user.entity.js';
import type { PayoutAccount } from './entities/payout-account.entity.js';
import type { Payout } from './entities/payout.entity.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const person = (u: User | null | undefined) =>
  u ? { id: u.id, name: u.name, email: u.email } : null;

/** A payout with the money it carries (its release entries, with their payments if loaded). */
export function payoutToDto(p: Payout): PayoutDto {
  return {
    id: p.id,
    reference: p.reference,
    amount: p.amount,
    state: p.state,
    waitingFor: p.state === 'pending' ? p.waitingFor : null,
    waitingReason:
      p.state === 'pending' && p.waitingFor ? PAYOUT_WAITING_REASONS[p.waitingFor] : null,
    description: p.description,
    tenancyId: p.tenancyId,
    releases: (p.entries ?? [])
      .filter((e) => e.kind === 'release')
      .map((e) => ({
        paymentId: e.paymentId,
        paymentReference: e.payment?.reference ?? e.reference,
        propertyTitle: e.payment?.property?.title ?? null,
        amount: e.amount,
      })),
    createdAt: p.createdAt.toISOString(),
    sentAt: iso(p.sentAt),
    paidAt: iso(p.paidAt),
    failedAt: iso(p.failedAt),
  };
}

export function adminPayoutToDto(p: Payout, account: PayoutAccount | null): AdminPayoutDto {
  return {
    ...payoutToDto(p),
    landlord: person(p.landlord),
    attempts: p.attempts,
    lastError: p.lastError,
    transferReference: p.transferReference,
    transferCode: p.transferCode,
    gatewayStatus: p.gatewayStatus,
    account: account
      ? {
          bankName: account.bankName,
          accountNumberLast4: account.accountNumber.slice(-4),
          accountName: account.accountName,
          status: account.status,
        }
      : null,
  };
}

export function accountToDto(a: PayoutAccount): PayoutAccountDto {
  return {
    bankCode: a.bankCode,
    bankName: a.bankName,
    accountNumberLast4: a.accountNumber.slice(-4),
    accountName: a.accountName,
    status: a.status,
    reviewNote: a.status === 'rejected' ? a.reviewNote : null,
    verifiedAt: iso(a.verifiedAt),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function adminAccountToDto(a: PayoutAccount): AdminPayoutAccountDto {
  return {
    ...accountToDto(a),
    reviewNote: a.reviewNote,
    id: a.id,
    landlord: person(a.landlord),
    kycName: a.kycName,
    reviewedAt: iso(a.reviewedAt),
    createdAt: a.createdAt.toISOString(),
  };
}
