import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails about reported listings: staff's decision, to a reporter or the landlord. */
export const LISTING_REPORT_MAILS = {
  'listing-report-decided': mailTemplate<{
    name: string;
    title: string;
    words: string;
    link: string;
  }>(({ name, title, words, link }) => ({
    subject: `The reported listing ${title}`,
    ...layout('Our team looked at the reported listing', [`Hello ${name}.`, words], {
      label: 'Open the listing',
      url: link,
    }),
  })),
};
