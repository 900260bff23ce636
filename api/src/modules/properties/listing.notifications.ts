import { formatDate, type ListingConfirmReason } from '@rentnaija/shared';
import type { SecretValue } from '../../platform/jobs/secrets.js';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What landlords are told about the moderation of their listings. */
export interface ListingNotifications {
  'listing.approved': { propertyId: string; title: string };
  'listing.rejected': { propertyId: string; title: string; reason: string };
  'listing.changes_approved': { propertyId: string; title: string };
  'listing.changes_rejected': { propertyId: string; title: string; reason: string };
  /** Is it still available? With a single-use link that confirms it without signing in. */
  'listing.confirm_available': {
    propertyId: string;
    title: string;
    reason: ListingConfirmReason;
    confirmUrl: SecretValue;
    expiresAt: string;
  };
}

const CONFIRM_ASKS: Record<ListingConfirmReason, (title: string) => string> = {
  due: (title) =>
    `Is "${title}" still available? Confirm it so tenants see it was checked recently.`,
  hidden: (title) =>
    `"${title}" is hidden from search: it was not confirmed available for 30 days. Confirm it to show it again.`,
  report: (title) =>
    `A visitor reported that "${title}" is already let. If it is still available, confirm it; if not, mark it rented.`,
};

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
  'listing.confirm_available': {
    message: (e) => CONFIRM_ASKS[e.reason](e.title),
    link: () => '/property-management',
    email: (e, user, link) => ({
      template: 'listing-confirm-available',
      data: {
        name: user.name,
        title: e.title,
        ask: CONFIRM_ASKS[e.reason](e.title),
        confirmUrl: e.confirmUrl,
        manageUrl: link,
        expiresAt: e.expiresAt,
      },
    }),
    text: (e) => [
      `RentNaija: is "${e.title}" still available? Confirm in one tap: `,
      e.confirmUrl,
      ` (works once, until ${formatDate(e.expiresAt)}).`,
    ],
  },
};
