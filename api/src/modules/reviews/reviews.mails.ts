import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails about reviews of tenancies: a new review for the landlord, staff's decision on a report. */
export const REVIEW_MAILS = {
  'review-posted': mailTemplate<{
    name: string;
    title: string;
    reviewerName: string;
    link: string;
  }>(({ name, title, reviewerName, link }) => ({
    subject: `New review of ${title}`,
    ...layout(
      'Your tenant reviewed the home',
      [
        `Hello ${name}, ${reviewerName} reviewed "${title}". The review shows on the listing and on your profile, marked as a verified tenancy.`,
        'You can answer it once, from the tenancy page; your answer shows under the review.',
      ],
      { label: 'Read the review', url: link },
    ),
  })),
  'review-decided': mailTemplate<{ name: string; title: string; words: string; link: string }>(
    ({ name, title, words, link }) => ({
      subject: `The reported review of ${title}`,
      ...layout('Our team looked at the reported review', [`Hello ${name}.`, words], {
        label: 'Open the tenancy',
        url: link,
      }),
    }),
  ),
  'review-due': mailTemplate<{ name: string; title: string; words: string; link: string }>(
    ({ name, title, words, link }) => ({
      subject: `How is ${title}? Review your home`,
      ...layout('Your review helps the next tenant', [`Hello ${name}.`, words], {
        label: 'Write your review',
        url: link,
      }),
    }),
  ),
};
