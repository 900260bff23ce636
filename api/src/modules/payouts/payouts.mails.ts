import { formatNaira } from '@rentnaija/shared';
import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails about payouts to landlords: money sent, money waiting for an account, account checks. */
export const PAYOUT_MAILS = {
  'payout-sent': mailTemplate<{
    name: string;
    amount: number;
    bankName: string;
    last4: string;
    link: string;
  }>((d) => ({
    subject: `Payout sent: ${formatNaira(d.amount)}`,
    ...layout(
      'Your payout has been sent',
      [
        `Hello ${d.name}, ${formatNaira(d.amount)} has been paid into your ${d.bankName} account ending ${d.last4}. Your bank may take a few hours to show it.`,
      ],
      { label: 'See your payouts', url: d.link },
    ),
  })),
  'payout-add-account': mailTemplate<{ name: string; amount: number; link: string }>((d) => ({
    subject: `Add your bank account to receive ${formatNaira(d.amount)}`,
    ...layout(
      'Money is waiting for you',
      [
        `Hello ${d.name}, ${formatNaira(d.amount)} from your tenants is ready to be paid to you, but you have no payout bank account yet.`,
        'Add it on your Payouts page: we check the account holder’s name against your verified identity, then send the money.',
      ],
      { label: 'Add your bank account', url: d.link },
    ),
  })),
  'payout-account-reviewed': mailTemplate<{
    name: string;
    decision: 'verified' | 'rejected';
    reason: string | null;
    bankName: string;
    last4: string;
    link: string;
  }>((d) => ({
    subject:
      d.decision === 'verified'
        ? 'Your payout account is verified'
        : 'Your payout account was not accepted',
    ...layout(
      d.decision === 'verified' ? 'Payout account verified' : 'Payout account not accepted',
      d.decision === 'verified'
        ? [
            `Hello ${d.name}, our team checked your ${d.bankName} account ending ${d.last4}: your payouts will be sent to it.`,
          ]
        : [
            `Hello ${d.name}, our team could not accept your ${d.bankName} account ending ${d.last4} for payouts.`,
            ...(d.reason ? [`Reason: ${d.reason}`] : []),
            'Add an account in your own verified name on your Payouts page; your payouts wait until then.',
          ],
      { label: 'Open your payouts', url: d.link },
    ),
  })),
};
