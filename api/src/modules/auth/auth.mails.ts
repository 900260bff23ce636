import { layout, mailTemplate } from '../mail/mail-template.js';
import type { SecretValue } from '../jobs/secrets.js';

/** Emails of accounts. Their links are one-time secrets: sealed in the outbox, never shown to staff. */
export const AUTH_MAILS = {
  'confirm-email': mailTemplate<{ name: string; link: SecretValue }>(({ name, link }) => ({
    subject: 'Confirm your email address',
    ...layout(
      `Welcome to RentNaija, ${name}`,
      [
        'Please confirm your email address to finish creating your account.',
        'The link works once and expires in 24 hours.',
      ],
      { label: 'Confirm email', url: link },
    ),
  })),
  'reset-password': mailTemplate<{ name: string; link: SecretValue }>(({ name, link }) => ({
    subject: 'Reset your password',
    ...layout(
      'Reset your password',
      [
        `Hello ${name}, we received a request to reset the password of your RentNaija account.`,
        'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.',
      ],
      { label: 'Choose a new password', url: link },
    ),
  })),
};
