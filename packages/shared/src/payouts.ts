/**
 * Payouts to landlords: the money held for them, the bank account it is sent to, the transfers
 * and the ledger that records every movement. Money is whole naira; kobo exists only at the
 * gateway.
 */

/**
 * pending (scheduled: waiting to be sent, or for what it needs) → processing (the gateway took
 * the transfer) → paid | failed | reversed. Staff may send a failed or reversed payout again.
 */
export const PAYOUT_STATES = ['pending', 'processing', 'paid', 'failed', 'reversed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** How a landlord reads a payout's state. */
export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  pending: 'Scheduled',
  processing: 'On its way',
  paid: 'Paid',
  failed: 'Delayed',
  reversed: 'Delayed',
};

/**
 * verified: the holder's name (as the bank gives it) agrees with the landlord's verified
 * identity; in_review: it does not, and staff look; rejected: staff refused it.
 */
export const PAYOUT_ACCOUNT_STATUSES = ['verified', 'in_review', 'rejected'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const PAYOUT_ACCOUNT_STATUS_LABELS: Record<PayoutAccountStatus, string> = {
  verified: 'Verified',
  in_review: 'Being checked',
  rejected: 'Not accepted',
};

/**
 * What a payout still needs before it is sent. A payout never goes out without approved KYC and
 * a verified account; it waits, and goes out once both exist.
 */
export const PAYOUT_WAITING_REASONS = {
  kyc: 'Waiting for your identity verification (KYC) to be approved',
  account: 'Waiting for your payout bank account: add it on the Payouts page',
  account_in_review: 'Waiting for our team to check your payout bank account',
  account_rejected: 'Your payout bank account was not accepted: add another on the Payouts page',
} as const;
export type PayoutWaitingFor = keyof typeof PAYOUT_WAITING_REASONS;
export const PAYOUT_WAITING_FOR = Object.keys(PAYOUT_WAITING_REASONS) as PayoutWaitingFor[];

/**
 * Movements of money, one ledger row each. charge: the tenant paid; hold: the platform holds it
 * for the landlord; release: held money is due to the landlord (a payout carries it); payout:
 * it reached the landlord's bank; refund: it went back to the tenant; deduction: part of a
 * deposit kept for the landlord (released like any other money).
 */
export const LEDGER_ENTRY_KINDS = [
  'charge',
  'hold',
  'release',
  'payout',
  'refund',
  'deduction',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** A bank money can be sent to; `code` names it in a payout account. */
export interface BankDto {
  code: string;
  name: string;
}

/** PUT /api/landlord/payout-account */
export interface PayoutAccountRequest {
  bankCode: string;
  /** 10 digits (NUBAN). */
  accountNumber: string;
}

/** The landlord's payout account: the full number is never sent back. */
export interface PayoutAccountDto {
  bankCode: string;
  bankName: string;
  accountNumberLast4: string;
  /** The holder's name as the bank gives it. */
  accountName: string;
  status: PayoutAccountStatus;
  /** Why staff did not accept it; null otherwise. */
  reviewNote: string | null;
  verifiedAt: string | null;
  updatedAt: string;
}

/**
 * GET and PUT /api/landlord/payout-account: the account (null until added) and whether the
 * landlord's identity is verified (an account can be added only then).
 */
export interface PayoutAccountResponse {
  account: PayoutAccountDto | null;
  identityVerified: boolean;
}

/** One payment's money that a payout carries. */
export interface PayoutReleaseDto {
  paymentId: string | null;
  paymentReference: string | null;
  propertyTitle: string | null;
  amount: number;
}

export interface PayoutDto {
  id: string;
  reference: string;
  amount: number;
  state: PayoutState;
  waitingFor: PayoutWaitingFor | null;
  /** Why it has not been sent yet, in words; null when nothing is missing. */
  waitingReason: string | null;
  description: string;
  tenancyId: string | null;
  releases: PayoutReleaseDto[];
  /** When it was scheduled. */
  createdAt: string;
  /** When the gateway took the transfer. */
  sentAt: string | null;
  paidAt: string | null;
  failedAt: string | null;
}

/** Money of one payment the platform still holds for the landlord. */
export interface HeldMoneyDto {
  paymentId: string;
  paymentReference: string;
  propertyTitle: string | null;
  amount: number;
  heldSince: string;
}

/** GET /api/landlord/payouts: held, scheduled and paid money. */
export interface LandlordPayoutsResponse {
  summary: {
    /** Held by the platform, not yet released. */
    held: number;
    /** Released and on its way (scheduled, being sent, or delayed). */
    scheduled: number;
    /** Reached the landlord's bank. */
    paid: number;
  };
  held: HeldMoneyDto[];
  payouts: PayoutDto[];
}

/** A payout in the console: the transfer as the gateway knows it. */
export interface AdminPayoutDto extends PayoutDto {
  landlord: { id: string; name: string; email: string } | null;
  attempts: number;
  lastError: string | null;
  transferReference: string | null;
  transferCode: string | null;
  gatewayStatus: string | null;
  account: {
    bankName: string;
    accountNumberLast4: string;
    accountName: string;
    status: PayoutAccountStatus;
  } | null;
}

/** A payout account in the console, with the verified name it was compared with. */
export interface AdminPayoutAccountDto extends PayoutAccountDto {
  id: string;
  landlord: { id: string; name: string; email: string } | null;
  /** The landlord's verified identity (KYC) the holder's name was compared with. */
  kycName: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

export const PAYOUT_ACCOUNT_MESSAGES = {
  bankRequired: 'Choose your bank from the list',
  accountNumber: 'Enter your 10-digit account number (NUBAN)',
  notResolved: 'The bank does not know this account number: check it and the bank',
  kycRequired:
    'Verify your identity (KYC) first: we send payouts only to an account in your verified name',
  unavailable:
    'We could not check the account with the bank just now; nothing was saved. Try again in a minute.',
  verified: 'Payout account verified',
  inReview:
    'The name on this account differs from your verified name, so our team will check it. Payouts wait until then.',
  saveFailed: 'Failed to save your payout account',
} as const;

/** The console's words for sending a payout again. */
export const PAYOUT_CONSOLE_MESSAGES = {
  retried: 'Payout sent again',
  retryFailed: 'Failed to send the payout again',
} as const;
