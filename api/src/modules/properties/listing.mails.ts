import { formatDate } from '@rentnaija/shared';
import type { SecretValue } from '../../platform/jobs/secrets.js';
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
  'listing-confirm-available': mailTemplate<{
    name: string;
    title: string;
    /** Why we ask (the reminder, the listing hidden, a report). */
    ask: string;
    /** Confirms without signing in, once. */
    confirmUrl: SecretValue;
    manageUrl: string;
    expiresAt: string;
  }>(({ name, title, ask, confirmUrl, manageUrl, expiresAt }) => ({
    subject: `Is it still available? ${title}`,
    ...layout(
      'Is your listing still available?',
      [
        `Hello ${name}. ${ask}`,
        'Tenants see when a listing was last confirmed. A listing left unconfirmed for 14 days is shown as "may no longer be available" and moves down in search; after 30 days it is hidden until you confirm it.',
        `The button below confirms it in one tap, without signing in. It works once, until ${formatDate(expiresAt)}. If the home is let, mark it rented from your listings instead.`,
      ],
      [
        { label: 'Yes, it is still available', url: confirmUrl },
        { label: 'Manage your listings', url: manageUrl },
      ],
    ),
  })),
};
