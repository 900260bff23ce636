import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails of monthly rent: reminders, payments, failed charges, a waived month. */
export const RENT_MAILS = {
  'rent-reminder': mailTemplate<{
    name: string;
    title: string;
    amount: string;
    dueDate: string;
    days: number;
    autopay: boolean;
    link: string;
  }>((d) => ({
    subject: `Rent of ${d.amount} due ${d.days === 1 ? 'tomorrow' : `in ${d.days} days`}`,
    ...layout(
      'Your rent is due soon',
      [
        `Hello ${d.name}, the rent of ${d.amount} for "${d.title}" is due on ${d.dueDate}.`,
        d.autopay
          ? 'Automatic payment is on: your saved card is charged on the due date.'
          : 'Pay it from the Rent tab of your tenancy, or turn on automatic payment there.',
      ],
      { label: 'Open the Rent tab', url: d.link },
    ),
  })),
  'rent-paid': mailTemplate<{
    name: string;
    title: string;
    amount: string;
    dueDate: string;
    role: 'tenant' | 'landlord';
    tenantName: string;
    releaseAt: string;
    link: string;
  }>((d) => ({
    subject: `Rent of ${d.amount} paid`,
    ...layout(
      'Rent paid',
      d.role === 'tenant'
        ? [
            `Hello ${d.name}, your rent of ${d.amount} due on ${d.dueDate} for "${d.title}" is paid.`,
            'RentNaija holds it for 24 hours, then releases it to the landlord; your rent receipt follows.',
          ]
        : [
            `Hello ${d.name}, ${d.tenantName} paid the rent of ${d.amount} due on ${d.dueDate} for "${d.title}".`,
            `It is released to you on ${d.releaseAt} and paid to your bank account.`,
          ],
      { label: 'Open the Rent tab', url: d.link },
    ),
  })),
  'rent-charge-failed': mailTemplate<{
    name: string;
    title: string;
    amount: string;
    dueDate: string;
    reason: 'retry' | 'link' | 'approve';
    retryOn: string | null;
    link: string;
  }>((d) => ({
    subject:
      d.reason === 'approve'
        ? `Approve the rent payment of ${d.amount}`
        : d.reason === 'retry'
          ? `Your rent payment of ${d.amount} did not go through`
          : `Pay your rent of ${d.amount}`,
    ...layout(
      d.reason === 'link' ? 'Please pay your rent' : 'Your rent payment',
      [
        d.reason === 'approve'
          ? `Hello ${d.name}, your bank wants you to approve the rent payment of ${d.amount} due on ${d.dueDate} for "${d.title}".`
          : `Hello ${d.name}, we could not charge your card for the rent of ${d.amount} due on ${d.dueDate} for "${d.title}".`,
        d.reason === 'retry'
          ? `We try again on ${d.retryOn}. You can also pay it now from the Rent tab.`
          : d.reason === 'link'
            ? 'We will not try the card again for this month: pay it from the link below.'
            : 'Open the link below to approve it.',
      ],
      { label: d.reason === 'approve' ? 'Approve the payment' : 'Pay the rent', url: d.link },
    ),
  })),
  'rent-waived': mailTemplate<{
    name: string;
    title: string;
    amount: string;
    dueDate: string;
    landlordName: string;
    reason: string | null;
    link: string;
  }>((d) => ({
    subject: `Rent due ${d.dueDate} waived`,
    ...layout(
      'A month of rent waived',
      [
        `Hello ${d.name}, ${d.landlordName} waived the rent of ${d.amount} due on ${d.dueDate} for "${d.title}": there is nothing to pay for that month.`,
        ...(d.reason ? [`Their reason: ${d.reason}`] : []),
      ],
      { label: 'Open the Rent tab', url: d.link },
    ),
  })),
};
