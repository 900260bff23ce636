import { layout, mailTemplate } from '../../platform/mail/mail-template.js';
import type { SecretValue } from '../../platform/jobs/secrets.js';

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
  /** Sign-in paused after repeated failed attempts. The link is the forgot-password page, no token. */
  'account-locked': mailTemplate<{
    name: string;
    attempts: number;
    minutes: number;
    resetLink: string;
  }>(({ name, attempts, minutes, resetLink }) => ({
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
  })),
};
