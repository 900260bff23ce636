import { formatNaira } from '@rentnaija/shared';
/**
 * Email templates: each turns its data into a subject, a plain-text body and an HTML body.
 * Feature modules add their templates here so every email is typed by name.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplates {
  'confirm-email': { name: string; link: string };
  'reset-password': { name: string; link: string };
  'contact-acknowledgement': { fullName: string; subject: string; reference: string };
  'account-locked': AccountLockedData;
  'listing-approved': { name: string; title: string; link: string };
  'listing-rejected': { name: string; title: string; reason: string; link: string };
  'bookmark-price-changed': {
    name: string;
    title: string;
    oldPrice: number;
    newPrice: number;
    link: string;
  };
  'bookmark-status-changed': {
    name: string;
    title: string;
    oldStatus: string;
    newStatus: string;
    link: string;
  };
}
export type MailTemplateName = keyof MailTemplates;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Wraps paragraphs and an optional call-to-action link in the product's simple email layout. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 20px;color:#0f766e">${escapeHtml(title)}</h1>${body}${button}<p style="margin:32px 0 0;font-size:12px;color:#6b7280">RentNaija · Victoria Island, Lagos</p></div></body></html>`;
  const text = [
    title,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '— RentNaija',
  ].join('\n');
  return { html, text };
}

type Renderers = { [K in MailTemplateName]: (data: MailTemplates[K]) => RenderedMail };

const statusLabel = (status: string) => status.replace(/_/g, ' ');

/** Listings and saved-property alerts (issue 3). */
const LISTING_TEMPLATES = {
  'listing-approved': ({ name, title, link }) => ({
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
  'listing-rejected': ({ name, title, reason, link }) => ({
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
  'bookmark-price-changed': ({ name, title, oldPrice, newPrice, link }) => ({
    subject: `Price ${newPrice < oldPrice ? 'drop' : 'change'}: ${title}`,
    ...layout(
      'A saved property changed its price',
      [
        `Hello ${name}, the monthly rent of "${title}" changed from ${formatNaira(oldPrice)} to ${formatNaira(newPrice)}.`,
        'You receive this because price alerts are on for this saved property.',
      ],
      { label: 'View the property', url: link },
    ),
  }),
  'bookmark-status-changed': ({ name, title, oldStatus, newStatus, link }) => ({
    subject: `${title} is now ${statusLabel(newStatus)}`,
    ...layout(
      'A saved property changed its status',
      [
        `Hello ${name}, "${title}" changed from ${statusLabel(oldStatus)} to ${statusLabel(newStatus)}.`,
        'You receive this because status alerts are on for this saved property.',
      ],
      { label: 'View the property', url: link },
    ),
  }),
} satisfies Pick<
  Renderers,
  'listing-approved' | 'listing-rejected' | 'bookmark-price-changed' | 'bookmark-status-changed'
>;

/** Sign-in paused after repeated failed attempts (the lockout of the auth module). */
interface AccountLockedData {
  name: string;
  attempts: number;
  minutes: number;
  /** The forgot-password page (no token: staff may read the outbox). */
  resetLink: string;
}
const accountLocked = ({ name, attempts, minutes, resetLink }: AccountLockedData) => ({
  subject: 'Sign-in to your account is paused',
  ...layout(
    'We paused sign-in to your account',
    [
      `Hello ${name}, there were ${attempts} failed sign-in attempts on your RentNaija account, so we paused sign-in for about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'If it was you, wait and try again, or choose a new password now to sign in at once.',
      'If it was not you, someone may be guessing your password: choosing a new, unique password keeps them out.',
    ],
    { label: 'Choose a new password', url: resetLink },
  ),
});

export const MAIL_TEMPLATES: Renderers = {
  ...LISTING_TEMPLATES,
  'account-locked': accountLocked,
  'confirm-email': ({ name, link }) => ({
    subject: 'Confirm your email address',
    ...layout(
      `Welcome to RentNaija, ${name}`,
      [
        'Please confirm your email address to finish creating your account.',
        'The link works once and expires in 24 hours.',
      ],
      { label: 'Confirm email', url: link },
    ),
  }),
  'reset-password': ({ name, link }) => ({
    subject: 'Reset your password',
    ...layout(
      'Reset your password',
      [
        `Hello ${name}, we received a request to reset the password of your RentNaija account.`,
        'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.',
      ],
      { label: 'Choose a new password', url: link },
    ),
  }),
  'contact-acknowledgement': ({ fullName, subject, reference }) => ({
    subject: `We received your message: ${subject}`,
    ...layout('Thanks for contacting RentNaija', [
      `Hello ${fullName}, we have received your message "${subject}" (reference ${reference}).`,
      'Our support team replies within 24 hours. Phone support is open Monday to Friday, 9AM-6PM WAT.',
    ]),
  }),
};

export function renderMail<K extends MailTemplateName>(
  template: K,
  data: MailTemplates[K],
): RenderedMail {
  return MAIL_TEMPLATES[template](data);
}
