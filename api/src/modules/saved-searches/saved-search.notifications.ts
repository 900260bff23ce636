import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';
import type { SecretValue } from '../../platform/jobs/secrets.js';
import type { MatchedListing } from './saved-search.mails.js';

/** What users are told about their saved searches. */
export interface SavedSearchNotifications {
  /** New listings match a saved search: one (instant) or the day's digest. */
  'saved_search.matches': {
    searchId: string;
    searchName: string;
    listings: MatchedListing[];
    /** The browse page with the search's filters, as a path. */
    searchPath: string;
    unsubscribeUrl: SecretValue;
  };
}

export const SAVED_SEARCH_NOTIFICATIONS: NotificationDefinitions<SavedSearchNotifications> = {
  'saved_search.matches': {
    message: (e) =>
      e.listings.length === 1
        ? `New for "${e.searchName}": ${e.listings[0].title}.`
        : `${e.listings.length} new listings for "${e.searchName}".`,
    link: (e) => (e.listings.length === 1 ? `/property/${e.listings[0].id}` : e.searchPath),
    email: (e, user, link) => ({
      template: 'saved-search-matches',
      data: {
        name: user.name,
        searchName: e.searchName,
        listings: e.listings,
        searchUrl: new URL(e.searchPath, link).toString(),
        unsubscribeUrl: e.unsubscribeUrl,
      },
    }),
  },
};
