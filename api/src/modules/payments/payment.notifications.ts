import { formatNaira } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What tenants and landlords are told about payments and refunds. */
export interface PaymentNotifications {
  'payment.completed': { paymentId: string; reference: string; amount: number; title: string };
  'payment.received': {
    paymentId: string;
    reference: string;
    amount: number;
    title: string;
    tenantName: string;
  };
  'refund.decided': {
    refundId: string;
    amount: number;
    title: string;
    decision: 'approved' | 'denied';
    reason: string | null;
    automatic: boolean;
    /** Why the money goes back (a reason of the refund policy, or one of ours). */
    refundReason?: string;
  };
  'refund.processed': { refundId: string; amount: number; title: string };
  /** The gateway could not return the money to the card: it needs the tenant's bank account. */
  'refund.needs_attention': { refundId: string; amount: number; title: string };
}

const PAYMENTS_PATH = '/payments';

export const PAYMENT_NOTIFICATIONS: NotificationDefinitions<PaymentNotifications> = {
  'payment.completed': {
    message: (e) =>
      `Payment of ${formatNaira(e.amount)} for "${e.title}" received. Receipt ${e.reference}.`,
    link: () => PAYMENTS_PATH,
    text: (e) =>
      `RentNaija: we received ${formatNaira(e.amount)} for "${e.title}". Receipt ${e.reference}; the PDF is in your email.`,
    email: (e, user, link) => ({
      template: 'payment-receipt',
      data: { name: user.name, paymentId: e.paymentId, link },
    }),
  },
  'payment.received': {
    message: (e) => `${e.tenantName} paid ${formatNaira(e.amount)} for "${e.title}".`,
    link: () => PAYMENTS_PATH,
    email: (e, user, link) => ({
      template: 'payment-received',
      data: {
        name: user.name,
        title: e.title,
        tenantName: e.tenantName,
        amount: e.amount,
        reference: e.reference,
        link,
      },
    }),
  },
  'refund.decided': {
    message: (e) =>
      e.decision === 'approved'
        ? `We are refunding ${formatNaira(e.amount)} for "${e.title}".`
        : `Your refund request for "${e.title}" was declined: ${e.reason ?? ''}`.trim(),
    link: () => PAYMENTS_PATH,
    email: (e, user, link) => ({
      template: 'refund-decided',
      data: {
        name: user.name,
        title: e.title,
        amount: e.amount,
        decision: e.decision,
        reason: e.reason,
        automatic: e.automatic,
        refundReason: e.refundReason ?? null,
        link,
      },
    }),
  },
  'refund.processed': {
    message: (e) => `Your refund of ${formatNaira(e.amount)} for "${e.title}" has been sent.`,
    link: () => PAYMENTS_PATH,
    email: (e, user, link) => ({
      template: 'refund-processed',
      data: { name: user.name, title: e.title, amount: e.amount, link },
    }),
  },
  'refund.needs_attention': {
    message: (e) =>
      `Your refund of ${formatNaira(e.amount)} for "${e.title}" could not go back to your card. Our team will contact you for the bank account to send it to.`,
    link: () => PAYMENTS_PATH,
    email: (e, user, link) => ({
      template: 'refund-needs-attention',
      data: { name: user.name, title: e.title, amount: e.amount, link },
    }),
  },
};
