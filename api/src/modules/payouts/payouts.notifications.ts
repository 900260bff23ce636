import { formatNaira } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What landlords are told about their payouts. */
export interface PayoutEvents {
  /** The transfer reached the landlord's bank. */
  'payout.paid': { payoutId: string; amount: number; bankName: string; last4: string };
  /** Money is ready for the landlord, who has no payout account yet. */
  'payout.account_needed': { payoutId: string; amount: number };
  /** Staff checked the payout account whose name differed from the verified one. */
  'payout_account.reviewed': {
    decision: 'verified' | 'rejected';
    reason: string | null;
    bankName: string;
    last4: string;
  };
}

/** The landlord's Payouts page. */
export const PAYOUTS_PATH = '/payouts';

export const PAYOUT_NOTIFICATIONS: NotificationDefinitions<PayoutEvents> = {
  'payout.paid': {
    message: (e) =>
      `${formatNaira(e.amount)} was paid into your ${e.bankName} account ending ${e.last4}.`,
    link: () => PAYOUTS_PATH,
    email: (e, user, link) => ({
      template: 'payout-sent',
      data: { name: user.name, amount: e.amount, bankName: e.bankName, last4: e.last4, link },
    }),
  },
  'payout.account_needed': {
    message: (e) =>
      `${formatNaira(e.amount)} is ready to be paid to you: add your bank account to receive it.`,
    link: () => PAYOUTS_PATH,
    email: (e, user, link) => ({
      template: 'payout-add-account',
      data: { name: user.name, amount: e.amount, link },
    }),
  },
  'payout_account.reviewed': {
    message: (e) =>
      e.decision === 'verified'
        ? `Your ${e.bankName} account ending ${e.last4} is verified: payouts go to it.`
        : `Your ${e.bankName} account ending ${e.last4} was not accepted for payouts: ${e.reason ?? ''}`.trim(),
    link: () => PAYOUTS_PATH,
    email: (e, user, link) => ({
      template: 'payout-account-reviewed',
      data: {
        name: user.name,
        decision: e.decision,
        reason: e.reason,
        bankName: e.bankName,
        last4: e.last4,
        link,
      },
    }),
  },
};
