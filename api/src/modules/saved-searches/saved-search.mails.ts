import { formatNaira, plural } from '@rentnaija/shared';
import { escapeHtml, layout, mailTemplate } from '../../platform/mail/mail-template.js';
import type { SecretValue } from '../../platform/jobs/secrets.js';

export interface MatchedListing {
  id: string;
  title: string;
  location: string;
  price: number;
  /** The listing page, absolute. */
  url: string;
}

/** New listings for a saved search: one at once (instant) or the day's in one digest. */
export const SAVED_SEARCH_MAILS = {
  'saved-search-matches': mailTemplate<{
    name: string;
    searchName: string;
    listings: MatchedListing[];
    searchUrl: string;
    /** Turns the search's alerts off without signing in (a signed token). */
    unsubscribeUrl: SecretValue;
  }>(({ name, searchName, listings, searchUrl, unsubscribeUrl }) => {
    const count = plural(listings.length, 'new home');
    const lines = listings.map(
      (l) => `${l.title} — ${l.location} — ${formatNaira(l.price)}/month: ${l.url}`,
    );
    const base = layout(
      `${count} for "${searchName}"`,
      [`Hello ${name}, these listings match your saved search "${searchName}":`, ...lines],
      { label: 'See all matches', url: searchUrl },
    );
    const footer = `You receive this because alerts are on for the saved search "${searchName}". Turn them off: ${unsubscribeUrl}`;
    return {
      subject: `${count} for "${searchName}"`,
      text: `${base.text}\n\n${footer}`,
      html: base.html.replace(
        '</div></body>',
        `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">You receive this because alerts are on for the saved search "${escapeHtml(searchName)}". <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from this search</a></p></div></body>`,
      ),
    };
  }),
};
