import type { ListingReportOutcome } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/**
 * What the people concerned are told of staff's decision on a listing's reports. Neither is told
 * who the other is: the reporter hears of the listing, the landlord of "reports".
 */
export interface ListingReportNotifications {
  /** Told to each signed-in reporter. */
  'listing_report.decided_reporter': {
    propertyId: string;
    title: string;
    outcome: ListingReportOutcome;
  };
  /** Told to the listing's landlord; `note` is what staff wrote. */
  'listing_report.decided_landlord': {
    propertyId: string;
    title: string;
    outcome: ListingReportOutcome;
    note: string | null;
  };
  /** Told to the landlord when staff show their hidden listing again; `reason` is staff's. */
  'listing_report.restored': { propertyId: string; title: string; reason: string };
}

const listingPath = (e: { propertyId: string }) => `/property/${e.propertyId}`;

const REPORTER_WORDS: Record<ListingReportOutcome, string> = {
  dismiss: 'our team checked the listing and found nothing against our rules',
  ask_landlord: 'our team asked the landlord to correct the listing',
  hide_listing: 'our team took the listing off RentNaija',
  suspend_landlord: 'our team took the listing off RentNaija and suspended the account behind it',
};

const LANDLORD_WORDS: Record<ListingReportOutcome, string> = {
  dismiss: 'our team checked it and found nothing against our rules; it shows as before',
  ask_landlord: 'our team asks you to correct it',
  hide_listing: 'our team took it off RentNaija',
  suspend_landlord: 'our team took it off RentNaija and suspended your account',
};

const reporterWords = (e: ListingReportNotifications['listing_report.decided_reporter']) =>
  `Thank you for reporting "${e.title}": ${REPORTER_WORDS[e.outcome]}.`;

const landlordWords = (e: ListingReportNotifications['listing_report.decided_landlord']) =>
  `Your listing "${e.title}" was reported: ${LANDLORD_WORDS[e.outcome]}${e.note ? ` (${e.note})` : ''}.`;

const restoredWords = (e: ListingReportNotifications['listing_report.restored']) =>
  `Your listing "${e.title}" shows on RentNaija again: ${e.reason}.`;

export const LISTING_REPORT_NOTIFICATIONS: NotificationDefinitions<ListingReportNotifications> = {
  'listing_report.decided_reporter': {
    message: reporterWords,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'listing-report-decided',
      data: { name: user.name, title: e.title, words: reporterWords(e), link },
    }),
  },
  'listing_report.decided_landlord': {
    message: landlordWords,
    link: (e) => `${listingPath(e)}/edit`,
    email: (e, user, link) => ({
      template: 'listing-report-decided',
      data: { name: user.name, title: e.title, words: landlordWords(e), link },
    }),
  },
  'listing_report.restored': {
    message: restoredWords,
    link: listingPath,
    email: (e, user, link) => ({
      template: 'listing-report-decided',
      data: { name: user.name, title: e.title, words: restoredWords(e), link },
    }),
  },
};
