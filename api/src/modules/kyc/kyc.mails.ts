import { layout, mailTemplate } from '../../platform/mail/mail-template.js';

/** Emails to tenants and landlords about the review of their identity verification. */
export const KYC_MAILS = {
  'kyc-approved': mailTemplate<{ name: string; link: string }>(({ name, link }) => ({
    subject: 'Your identity is verified',
    ...layout(
      'Your identity has been verified',
      [
        `Hello ${name}, our team has reviewed your KYC submission and approved it.`,
        'Landlords and tenants now see that your identity is verified.',
      ],
      { label: 'View your verification', url: link },
    ),
  })),
  'kyc-rejected': mailTemplate<{ name: string; reason: string; link: string }>(
    ({ name, reason, link }) => ({
      subject: 'Your KYC submission needs another look',
      ...layout(
        'Your KYC submission was not approved',
        [
          `Hello ${name}, our team reviewed your KYC submission and could not approve it.`,
          `Reason: ${reason}`,
          'You can correct your details or documents and submit again from the same page.',
        ],
        { label: 'Update your KYC', url: link },
      ),
    }),
  ),
};
