import { REVIEW_DUE_DAYS, REVIEW_STAGE_LABELS, type ReviewStage } from '@rentnaija/shared';
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
  /**
   * The tenant may review the home now: REVIEW_DUE_DAYS into the tenancy (`during`) or at its end
   * (`end`). Sent once per tenancy and stage by the daily sweep.
   */
  'review.due': { tenancyId: string; title: string; stage: ReviewStage };
  /** The landlord reviewed the tenant at the end of the tenancy: told to the tenant. */
  'review.of_tenant_posted': { tenancyId: string; title: string; landlordName: string };
}

const tenancyPath = (e: { tenancyId: string }) => `/tenancies/${e.tenancyId}`;

const decidedWords = (e: ReviewNotifications['review.decided']) =>
  e.decision === 'hidden'
    ? `After a report, our team hid the review of "${e.title}" from the listing${e.reason ? `: ${e.reason}` : '.'}`
    : `After a report, our team checked the review of "${e.title}" and kept it on the listing.`;

const dueWords = (e: ReviewNotifications['review.due']) =>
  e.stage === 'during'
    ? `You have lived in "${e.title}" for ${REVIEW_DUE_DAYS} days: review the home and the landlord to help the next tenant.`
    : `Your tenancy of "${e.title}" has ended: review the home and the landlord to help the next tenant.`;

export const REVIEW_NOTIFICATIONS: NotificationDefinitions<ReviewNotifications> = {
  'review.due': {
    message: dueWords,
    link: tenancyPath,
    email: (e, user, link) => ({
      template: 'review-due',
      data: { name: user.name, title: e.title, words: dueWords(e), link },
    }),
  },
  'review.of_tenant_posted': {
    message: (e) =>
      `${e.landlordName} reviewed you as a tenant of "${e.title}". Landlords you apply to see it only if you choose so on your renter profile.`,
    link: () => '/renter-profile',
  },
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
