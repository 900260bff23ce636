import { AUTH_MAILS } from '../auth/auth.mails.js';
import { BOOKMARK_MAILS } from '../bookmarks/bookmark.mails.js';
import { CONTACT_MAILS } from '../contact/contact.mails.js';
import { LISTING_MAILS } from '../properties/listing.mails.js';
import type { TemplateData } from './mail-template.js';

/**
 * Every email template, by name. Each feature keeps its templates beside its code
 * (`<feature>.mails.ts`) and lists them here once, so every email is typed by its name.
 */
export const MAIL_TEMPLATES = {
  ...AUTH_MAILS,
  ...LISTING_MAILS,
  ...BOOKMARK_MAILS,
  ...CONTACT_MAILS,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
/** The data each template is recorded with. */
export type MailTemplates = { [K in MailTemplateName]: TemplateData<(typeof MAIL_TEMPLATES)[K]> };
