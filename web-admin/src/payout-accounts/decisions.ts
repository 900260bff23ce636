import {
  type AdminPayoutAccountDto,
  DECISION_MESSAGES,
  PAYOUT_ACCOUNT_STATUS_LABELS,
  PAYOUT_ACCOUNT_STATUSES,
  type PayoutAccountStatus,
} from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';
import { chipColors } from '../common/fields';

export type PayoutAccountRecord = AdminPayoutAccountDto;

export const ACCOUNT_STATUS_COLORS = chipColors(PAYOUT_ACCOUNT_STATUSES, {
  success: ['verified'],
  warning: ['in_review'],
  error: ['rejected'],
});

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
  messages: DECISION_MESSAGES.payoutAccount,
  rejectTitle: (record) =>
    `Reject ${(record as PayoutAccountRecord).landlord?.name ?? 'the landlord'}’s payout account`,
  rejectHelp:
    'The landlord reads this reason on their Payouts page and by email, and can add another account; their payouts wait until then.',
  isOpen: (record) => record.status === 'in_review',
};

/** The account's bank and last digits: 'Guaranty Trust Bank ···· 6789'. */
export const accountLine = (r: Pick<PayoutAccountRecord, 'bankName' | 'accountNumberLast4'>) =>
  `${r.bankName} ···· ${r.accountNumberLast4}`;
