import { formatNaira } from '@rentnaija/shared';
import type { User } from '../users/entities/user.entity.js';
import type { OutgoingMail } from '../mail/mail.service.js';

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
}
export type NotificationType = keyof NotificationEvents;
/** An event as features pass it to `notify()`: its type and its data. */
export type NotificationEvent = {
  [K in NotificationType]: { type: K } & NotificationEvents[K];
}[NotificationType];

interface NotificationDefinition<K extends NotificationType> {
  message(event: NotificationEvents[K]): string;
  /** A path of the site the notification opens. */
  link(event: NotificationEvents[K]): string | null;
  /** The email that goes with it, when the event calls for one (`link` made absolute). */
  email?(event: NotificationEvents[K], user: User, link: string): Omit<OutgoingMail, 'to'>;
}

const listingPath = (e: { propertyId: string }) => `/property/${e.propertyId}`;
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
    link: listingPath,
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
};
