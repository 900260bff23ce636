import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails to landlords about the review of their proof of the right to let a listing. */
export const OWNERSHIP_MAILS = {
  'ownership-approved': mailTemplate<{ name: string; title: string; link: string }>(
    ({ name, title, link }) => ({
      subject: `Verified owner: ${title}`,
      ...layout(
        'Your listing now shows "Verified owner"',
        [
          `Hello ${name}, our team has checked your proof of the right to let "${title}".`,
          'The listing now carries the Verified owner badge in search and on its page.',
        ],
        { label: 'View your listing', url: link },
      ),
    }),
  ),
  'ownership-rejected': mailTemplate<{ name: string; title: string; reason: string; link: string }>(
    ({ name, title, reason, link }) => ({
      subject: `Your ownership proof needs another look: ${title}`,
      ...layout(
        'Your ownership proof was not approved',
        [
          `Hello ${name}, our team could not accept the document you sent for "${title}".`,
          `Reason: ${reason}`,
          'You can send another document from the listing page.',
        ],
        { label: 'Open your listing', url: link },
      ),
    }),
  ),
};
