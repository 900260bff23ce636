import {
  type AdminPayoutAccountDto,
  PAYOUT_ACCOUNT_STATUS_LABELS,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_CONSOLE_MESSAGES,
  type PayoutAccountStatus,
} from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';
import type { ChipColor } from '../common/fields';

export type PayoutAccountRecord = AdminPayoutAccountDto;

export const ACCOUNT_STATUS_COLORS: Record<PayoutAccountStatus, ChipColor> = {
  verified: 'success',
  in_review: 'warning',
  rejected: 'error',
};

/** The console's words: staff review what the landlord reads as 'Being checked'. */
export const ACCOUNT_STATUS_LABELS: Record<PayoutAccountStatus, string> = {
  ...PAYOUT_ACCOUNT_STATUS_LABELS,
  in_review: 'In review',
};

export const ACCOUNT_STATUS_CHOICES = PAYOUT_ACCOUNT_STATUSES.map((id) => ({
  id,
  name: ACCOUNT_STATUS_LABELS[id],
}));

export const PAYOUT_ACCOUNT_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.approvePayoutAccount(id),
  reject: (dataProvider, id, reason) => dataProvider.rejectPayoutAccount(id, reason),
  messages: {
    approved: PAYOUT_CONSOLE_MESSAGES.accountApproved,
    rejected: PAYOUT_CONSOLE_MESSAGES.accountRejected,
    approveFailed: PAYOUT_CONSOLE_MESSAGES.accountApproveFailed,
    rejectFailed: PAYOUT_CONSOLE_MESSAGES.accountRejectFailed,
  },
  rejectTitle: (record) =>
    `Reject ${(record as PayoutAccountRecord).landlord?.name ?? 'the landlord'}’s payout account`,
  rejectHelp:
    'The landlord reads this reason on their Payouts page and by email, and can add another account; their payouts wait until then.',
  isOpen: (record) => record.status === 'in_review',
};

/** The account's bank and last digits: 'Guaranty Trust Bank ···· 6789'. */
export const accountLine = (r: Pick<PayoutAccountRecord, 'bankName' | 'accountNumberLast4'>) =>
  `${r.bankName} ···· ${r.accountNumberLast4}`;
