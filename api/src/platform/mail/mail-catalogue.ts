import { AUTH_MAILS } from '../../modules/auth/auth.mails.js';
import { BOOKMARK_MAILS } from '../../modules/bookmarks/bookmark.mails.js';
import { CONTACT_MAILS } from '../../modules/contact/contact.mails.js';
import { LISTING_MAILS } from '../../modules/properties/listing.mails.js';
import { VIEWING_MAILS } from '../../modules/viewings/viewings.mails.js';
import { SAVED_SEARCH_MAILS } from '../../modules/saved-searches/saved-search.mails.js';
import { MESSAGING_MAILS } from '../../modules/messaging/messaging.mails.js';
import { APPLICATION_MAILS } from '../../modules/applications/application.mails.js';
import { PAYMENT_MAILS } from '../../modules/payments/payment.mails.js';
import { KYC_MAILS } from '../../modules/kyc/kyc.mails.js';
import { OWNERSHIP_MAILS } from '../../modules/ownership/ownership.mails.js';
import { TENANCY_MAILS } from '../../modules/tenancies/tenancy.mails.js';
import { DEPOSIT_MAILS } from '../../modules/tenancies/deposit.mails.js';
import { RENT_MAILS } from '../../modules/tenancies/rent.mails.js';
import { PAYOUT_MAILS } from '../../modules/payouts/payouts.mails.js';
import { LISTING_REPORT_MAILS } from '../../modules/listing-reports/listing-reports.mails.js';
import { REVIEW_MAILS } from '../../modules/reviews/reviews.mails.js';
import type { TemplateData } from './mail-template.js';

/**
 * Every email template, by name: the one file of mail/ that imports features. Each feature
 * keeps its templates beside its code (`<feature>.mails.ts`) and is listed here once, so every
 * email is typed by its name.
 */
export const MAIL_TEMPLATES = {
  ...AUTH_MAILS,
  ...LISTING_MAILS,
  ...BOOKMARK_MAILS,
  ...CONTACT_MAILS,
  ...VIEWING_MAILS,
  ...SAVED_SEARCH_MAILS,
  ...MESSAGING_MAILS,
  ...APPLICATION_MAILS,
  ...PAYMENT_MAILS,
  ...KYC_MAILS,
  ...OWNERSHIP_MAILS,
  ...TENANCY_MAILS,
  ...DEPOSIT_MAILS,
  ...RENT_MAILS,
  ...PAYOUT_MAILS,
  ...REVIEW_MAILS,
  ...LISTING_REPORT_MAILS,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
/** The data each template is recorded with. */
export type MailTemplates = { [K in MailTemplateName]: TemplateData<(typeof MAIL_TEMPLATES)[K]> };
