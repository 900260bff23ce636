import { formatNaira } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What tenants are told about the listings they saved (as each bookmark asks). */
export interface BookmarkNotifications {
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

const listingPath = (e: { propertyId: string }) => `/property/${e.propertyId}`;
const statusLabel = (status: string) => status.replace(/_/g, ' ');

export const BOOKMARK_NOTIFICATIONS: NotificationDefinitions<BookmarkNotifications> = {
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
