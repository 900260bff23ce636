import { REVIEW_STAGE_LABELS, type ReviewStage } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What tenants and landlords are told about reviews of their tenancies. */
export interface ReviewNotifications {
  /** The tenant reviewed the home: told to the landlord, who may answer once. */
  'review.posted': {
    tenancyId: string;
    title: string;
    reviewerName: string;
    stage: ReviewStage;
  };
  /** The landlord answered the tenant's review: told to the tenant. */
  'review.answered': { tenancyId: string; title: string };
  /** Staff kept or hid a reported review: told to both parties (`role`: who is told). */
  'review.decided': {
    tenancyId: string;
    title: string;
    decision: 'kept' | 'hidden';
    role: 'tenant' | 'landlord';
    reason: string | null;
  };
}

const tenancyPath = (e: { tenancyId: string }) => `/tenancies/${e.tenancyId}`;

const decidedWords = (e: ReviewNotifications['review.decided']) =>
  e.decision === 'hidden'
    ? `After a report, our team hid the review of "${e.title}" from the listing${e.reason ? `: ${e.reason}` : '.'}`
    : `After a report, our team checked the review of "${e.title}" and kept it on the listing.`;

export const REVIEW_NOTIFICATIONS: NotificationDefinitions<ReviewNotifications> = {
  'review.posted': {
    message: (e) =>
      `${e.reviewerName} reviewed "${e.title}" (${REVIEW_STAGE_LABELS[e.stage].toLowerCase()}). You can answer once.`,
    link: tenancyPath,
    email: (e, user, link) => ({
      template: 'review-posted',
      data: { name: user.name, title: e.title, reviewerName: e.reviewerName, link },
    }),
  },
  'review.answered': {
    message: (e) => `The landlord answered your review of "${e.title}".`,
    link: tenancyPath,
  },
  'review.decided': {
    message: decidedWords,
    link: tenancyPath,
    email: (e, user, link) => ({
      template: 'review-decided',
      data: { name: user.name, title: e.title, words: decidedWords(e), link },
    }),
  },
};
