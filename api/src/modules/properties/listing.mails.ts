import { layout, mailTemplate } from '../mail/mail-template.js';

/** Emails to landlords about the moderation of their listings. */
export const LISTING_MAILS = {
  'listing-approved': mailTemplate<{ name: string; title: string; link: string }>(
    ({ name, title, link }) => ({
      subject: `Your listing is live: ${title}`,
      ...layout(
        'Your listing has been approved',
        [
          `Hello ${name}, our team has reviewed "${title}" and it is now visible to tenants in search.`,
          'You can edit it or change its status at any time from your dashboard.',
        ],
        { label: 'View your listing', url: link },
      ),
    }),
  ),
  'listing-rejected': mailTemplate<{ name: string; title: string; reason: string; link: string }>(
    ({ name, title, reason, link }) => ({
      subject: `Your listing needs changes: ${title}`,
      ...layout(
        'Your listing was not approved',
        [
          `Hello ${name}, our team reviewed "${title}" and could not publish it yet.`,
          `Reason: ${reason}`,
          'Edit the listing to fix this; saving your changes sends it back for review.',
        ],
        { label: 'Edit your listing', url: link },
      ),
    }),
  ),
};
