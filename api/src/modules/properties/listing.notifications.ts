import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What landlords are told about the moderation of their listings. */
export interface ListingNotifications {
  'listing.approved': { propertyId: string; title: string };
  'listing.rejected': { propertyId: string; title: string; reason: string };
  'listing.changes_approved': { propertyId: string; title: string };
  'listing.changes_rejected': { propertyId: string; title: string; reason: string };
}

const listingPath = (e: { propertyId: string }) => `/property/${e.propertyId}`;

export const LISTING_NOTIFICATIONS: NotificationDefinitions<ListingNotifications> = {
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
};
