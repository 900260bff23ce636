import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What a landlord is told about the review of a listing's ownership proof. */
export interface OwnershipNotifications {
  'ownership.approved': { propertyId: string; title: string };
  'ownership.rejected': { propertyId: string; title: string; reason: string };
}

const listingPath = (e: { propertyId: string }) => `/property/${e.propertyId}`;

export const OWNERSHIP_NOTIFICATIONS: NotificationDefinitions<OwnershipNotifications> = {
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
