import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What a user is told about the review of their KYC submission. */
export interface KycNotifications {
  'kyc.approved': Record<never, never>;
  'kyc.rejected': { reason: string };
}

export const KYC_NOTIFICATIONS: NotificationDefinitions<KycNotifications> = {
  'kyc.approved': {
    message: () => 'Your identity is verified: your KYC submission was approved.',
    link: () => '/kyc',
    email: (_e, user, link) => ({ template: 'kyc-approved', data: { name: user.name, link } }),
  },
  'kyc.rejected': {
    message: (e) => `Your KYC submission was not approved: ${e.reason}`,
    link: () => '/kyc',
    email: (e, user, link) => ({
      template: 'kyc-rejected',
      data: { name: user.name, reason: e.reason, link },
    }),
  },
};
