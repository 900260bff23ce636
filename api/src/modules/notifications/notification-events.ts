import { formatNaira } from '@rentnaija/shared';
import type { User } from '../users/entities/user.entity.js';
import type { OutgoingMail } from '../mail/mail.service.js';
import { VIEWING_EVENTS, type ViewingEvents } from '../viewings/viewing-events.js';
import {
  SAVED_SEARCH_EVENTS,
  type SavedSearchEvents,
} from '../saved-searches/saved-search-events.js';
import { PAYOUT_EVENTS, type PayoutEvents } from '../payouts/payouts.notifications.js';

/**
 * Every event a user can be told about, with its data. Adding one: its data here, then its
 * message, link and email (if any) in NOTIFICATIONS below.
 */
export interface NotificationEvents {
  'listing.approved': { propertyId: string; title: string };
  'listing.rejected': { propertyId: string; title: string; reason: string };
  'listing.changes_approved': { propertyId: string; title: string };
  'listing.changes_rejected': { propertyId: string; title: string; reason: string };
  'bookmark.price_changed': {
    propertyId: string;
    title: string;
    oldPrice: number;
    newPrice: number;
  };
  'bookmark.status_changed': {
    propertyId: string;
    title: string;
    oldStatus: string;
    newStatus: string;
  };
  // Messaging
  'message.unread': {
    conversationId: string;
    senderName: string;
    propertyTitle: string;
    unreadCount: number;
    preview: string;
  };
  'conversation.report_handled': { conversationId: string; propertyTitle: string };
  // ---- applications and payments ----
  'application.submitted': {
    applicationId: string;
    propertyId: string;
    title: string;
    applicantName: string;
  };
  'application.reviewed': {
    applicationId: string;
    propertyId: string;
    title: string;
    decision: 'under_review' | 'approved' | 'rejected';
    note: string | null;
  };
  'application.listing_taken': { applicationId: string; propertyId: string; title: string };
  'application.guarantor_answered': {
    applicationId: string;
    title: string;
    guarantorName: string;
    decision: 'confirmed' | 'declined';
  };
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
  };
  'refund.processed': { refundId: string; amount: number; title: string };
  /** The gateway could not return the money to the card: it needs the tenant's bank account. */
  'refund.needs_attention': { refundId: string; amount: number; title: string };
  'kyc.approved': Record<never, never>;
  'kyc.rejected': { reason: string };
  'ownership.approved': { propertyId: string; title: string };
  'ownership.rejected': { propertyId: string; title: string; reason: string };
}
// Viewings and saved searches: their events are declared beside the features.
export interface NotificationEvents extends ViewingEvents, SavedSearchEvents, PayoutEvents {}
export type NotificationType = keyof NotificationEvents;
/** An event as features pass it to `notify()`: its type and its data. */
export type NotificationEvent = {
  [K in NotificationType]: { type: K } & NotificationEvents[K];
}[NotificationType];

export interface NotificationDefinition<K extends NotificationType> {
  message(event: NotificationEvents[K]): string;
  /** A path of the site the notification opens. */
  link(event: NotificationEvents[K]): string | null;
  /** The email that goes with it, when the event calls for one (`link` made absolute). */
  email?(event: NotificationEvents[K], user: User, link: string): Omit<OutgoingMail, 'to'>;
  /**
   * A short text for the events renters cannot miss, sent by SMS and/or WhatsApp to users who
   * verified their phone and opted in (see TextMessagesService). One line per event.
   */
  text?(event: NotificationEvents[K]): string | undefined;
}

const listingPath = (e: { propertyId: string }) => `/property/${e.propertyId}`;
const conversationPath = (e: { conversationId: string }) =>
  `/messages?conversation=${e.conversationId}`;
const APPLICATIONS_PATH = '/applications';
const PAYMENTS_PATH = '/payments';
const statusLabel = (status: string) => status.replace(/_/g, ' ');

export const NOTIFICATIONS: { [K in NotificationType]: NotificationDefinition<K> } = {
  'listing.approved': {
    message: (e) => `Your listing "${e.title}" was approved and is live in search.`,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'listing-approved',
      data: { name: user.name, title: e.title, link },
    }),
  },
  'listing.rejected': {
    message: (e) => `Your listing "${e.title}" needs changes: ${e.reason}`,
    // A rejected listing is not public: its page is the landlord's editor, where they fix it.
    link: (e) => `${listingPath(e)}/edit`,
    email: (e, user, link) => ({
      template: 'listing-rejected',
      data: { name: user.name, title: e.title, reason: e.reason, link },
    }),
  },
  'listing.changes_approved': {
    message: (e) => `Your changes to "${e.title}" were approved and are now public.`,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'listing-changes-approved',
      data: { name: user.name, title: e.title, link },
    }),
  },
  'listing.changes_rejected': {
    message: (e) => `Your changes to "${e.title}" were not approved: ${e.reason}`,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'listing-changes-rejected',
      data: { name: user.name, title: e.title, reason: e.reason, link },
    }),
  },
  'bookmark.price_changed': {
    message: (e) =>
      `"${e.title}" changed its rent from ${formatNaira(e.oldPrice)} to ${formatNaira(e.newPrice)}.`,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'bookmark-price-changed',
      data: { name: user.name, title: e.title, oldPrice: e.oldPrice, newPrice: e.newPrice, link },
    }),
  },
  'bookmark.status_changed': {
    message: (e) => `"${e.title}" is now ${statusLabel(e.newStatus)}.`,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'bookmark-status-changed',
      data: {
        name: user.name,
        title: e.title,
        oldStatus: e.oldStatus,
        newStatus: e.newStatus,
        link,
      },
    }),
  },
  ...VIEWING_EVENTS,
  ...SAVED_SEARCH_EVENTS,
  ...PAYOUT_EVENTS,
  // Messaging
  'message.unread': {
    message: (e) =>
      e.unreadCount === 1
        ? `${e.senderName} sent you a message about "${e.propertyTitle}".`
        : `${e.senderName} sent you ${e.unreadCount} messages about "${e.propertyTitle}".`,
    link: conversationPath,
    email: (e, user, link) => ({
      template: 'message-unread',
      data: {
        name: user.name,
        senderName: e.senderName,
        propertyTitle: e.propertyTitle,
        unreadCount: e.unreadCount,
        preview: e.preview,
        link,
      },
    }),
  },
  'application.submitted': {
    message: (e) => `${e.applicantName} applied to rent "${e.title}".`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'application-submitted',
      data: { name: user.name, title: e.title, applicantName: e.applicantName, link },
    }),
  },
  'application.reviewed': {
    message: (e) =>
      e.decision === 'approved'
        ? `Your application for "${e.title}" was approved.`
        : e.decision === 'rejected'
          ? `Your application for "${e.title}" was not successful.${e.note ? ` ${e.note}` : ''}`
          : `Your application for "${e.title}" is under review.`,
    link: () => APPLICATIONS_PATH,
    text: (e) =>
      e.decision === 'under_review'
        ? undefined
        : `RentNaija: your application for "${e.title}" was ${e.decision === 'approved' ? 'approved' : 'not successful'}. Details in the app.`,
    email: (e, user, link) => ({
      template: 'application-reviewed',
      data: { name: user.name, title: e.title, decision: e.decision, note: e.note, link },
    }),
  },
  'application.listing_taken': {
    message: (e) => `"${e.title}" has been promised to another applicant.`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'application-listing-taken',
      data: { name: user.name, title: e.title, link },
    }),
  },
  'application.guarantor_answered': {
    message: (e) => `${e.guarantorName} ${e.decision} as guarantor for "${e.title}".`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'guarantor-answered',
      data: {
        name: user.name,
        title: e.title,
        guarantorName: e.guarantorName,
        decision: e.decision,
        link,
      },
    }),
  },
  'conversation.report_handled': {
    message: (e) =>
      `We reviewed your report about the conversation on "${e.propertyTitle}". Thank you for telling us.`,
    link: conversationPath,
  },
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
  'kyc.approved': {
    message: () => 'Your identity is verified: your KYC submission was approved.',
    link: () => '/kyc',
    email: (_e, user, link) => ({ template: 'kyc-approved', data: { name: user.name, link } }),
  },
  'kyc.rejected': {
    message: (e) => `Your KYC submission was not approved: ${e.reason}`,
    link: () => '/kyc',
    email: (e, user, link) => ({
      template: 'kyc-rejected',
      data: { name: user.name, reason: e.reason, link },
    }),
  },
  'ownership.approved': {
    message: (e) => `"${e.title}" now shows the Verified owner badge.`,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'ownership-approved',
      data: { name: user.name, title: e.title, link },
    }),
  },
  'ownership.rejected': {
    message: (e) => `Your ownership proof for "${e.title}" was not approved: ${e.reason}`,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'ownership-rejected',
      data: { name: user.name, title: e.title, reason: e.reason, link },
    }),
  },
};
