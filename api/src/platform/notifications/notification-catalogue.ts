import { APPLICATION_NOTIFICATIONS } from '../../modules/applications/application.notifications.js';
import { BOOKMARK_NOTIFICATIONS } from '../../modules/bookmarks/bookmark.notifications.js';
import { KYC_NOTIFICATIONS } from '../../modules/kyc/kyc.notifications.js';
import { MESSAGING_NOTIFICATIONS } from '../../modules/messaging/messaging.notifications.js';
import { OWNERSHIP_NOTIFICATIONS } from '../../modules/ownership/ownership.notifications.js';
import { PAYMENT_NOTIFICATIONS } from '../../modules/payments/payment.notifications.js';
import { PAYOUT_NOTIFICATIONS } from '../../modules/payouts/payouts.notifications.js';
import { LISTING_NOTIFICATIONS } from '../../modules/properties/listing.notifications.js';
import { REVIEW_NOTIFICATIONS } from '../../modules/reviews/reviews.notifications.js';
import { SAVED_SEARCH_NOTIFICATIONS } from '../../modules/saved-searches/saved-search.notifications.js';
import { LISTING_REPORT_NOTIFICATIONS } from '../../modules/listing-reports/listing-reports.notifications.js';
import { TENANCY_NOTIFICATIONS } from '../../modules/tenancies/tenancy.notifications.js';
import { DEPOSIT_NOTIFICATIONS } from '../../modules/tenancies/deposit.notifications.js';
import { RENT_NOTIFICATIONS } from '../../modules/tenancies/rent.notifications.js';
import { VIEWING_NOTIFICATIONS } from '../../modules/viewings/viewings.notifications.js';
import type { NotificationData, NotificationEventOf } from './notification-definition.js';

/**
 * Every event a user can be told about, by type: the one file of notifications/ that imports
 * features. Each feature declares its events, their data, messages, links, emails and texts
 * beside its code (`<feature>.notifications.ts`) and is listed here once.
 */
export const NOTIFICATIONS = {
  ...LISTING_NOTIFICATIONS,
  ...BOOKMARK_NOTIFICATIONS,
  ...VIEWING_NOTIFICATIONS,
  ...SAVED_SEARCH_NOTIFICATIONS,
  ...MESSAGING_NOTIFICATIONS,
  ...APPLICATION_NOTIFICATIONS,
  ...PAYMENT_NOTIFICATIONS,
  ...KYC_NOTIFICATIONS,
  ...OWNERSHIP_NOTIFICATIONS,
  ...TENANCY_NOTIFICATIONS,
  ...DEPOSIT_NOTIFICATIONS,
  ...RENT_NOTIFICATIONS,
  ...PAYOUT_NOTIFICATIONS,
  ...REVIEW_NOTIFICATIONS,
  ...LISTING_REPORT_NOTIFICATIONS,
};

/** The data of every event, by type. */
export type NotificationEvents = {
  [K in keyof typeof NOTIFICATIONS]: NotificationData<(typeof NOTIFICATIONS)[K]>;
};
export type NotificationType = keyof NotificationEvents;
/** An event as features pass it to `notify()`: its type and its data. */
export type NotificationEvent = NotificationEventOf<NotificationEvents>;
