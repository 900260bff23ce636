import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

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
  'listing-changes-approved': mailTemplate<{ name: string; title: string; link: string }>(
    ({ name, title, link }) => ({
      subject: `Your changes are live: ${title}`,
      ...layout(
        'Your changes have been approved',
        [`Hello ${name}, our team has reviewed your changes to "${title}"; tenants now see them.`],
        { label: 'View your listing', url: link },
      ),
    }),
  ),
  'listing-changes-rejected': mailTemplate<{
    name: string;
    title: string;
    reason: string;
    link: string;
  }>(({ name, title, reason, link }) => ({
    subject: `Your changes need another look: ${title}`,
    ...layout(
      'Your changes were not approved',
      [
        `Hello ${name}, our team reviewed your changes to "${title}" and could not publish them.`,
        `Reason: ${reason}`,
        'Your listing stays public as it was approved. Edit it again to send new changes.',
      ],
      { label: 'Edit your listing', url: link },
    ),
  })),
};
