import { formatDateTime, formatNaira } from '@rentnaija/shared';
import type { NotificationDefinitions } from '../../platform/notifications/notification-definition.js';

/** What landlords and applicants are told about rental applications. */
export interface ApplicationNotifications {
  'application.submitted': {
    applicationId: string;
    propertyId: string;
    title: string;
    applicantName: string;
  };
  'application.reviewed': {
    applicationId: string;
    propertyId: string;
    title: string;
    decision: 'under_review' | 'approved' | 'rejected';
    note: string | null;
  };
  'application.listing_taken': { applicationId: string; propertyId: string; title: string };
  'application.guarantor_answered': {
    applicationId: string;
    title: string;
    guarantorName: string;
    decision: 'confirmed' | 'declined';
  };
  /** The approved applicant has until `expiresAt` to pay (`stage`: half way, or the last hours). */
  'application.offer_reminder': {
    applicationId: string;
    propertyId: string;
    title: string;
    expiresAt: string;
    amount: number;
    stage: 'half' | 'final';
  };
  /** An approval was not paid by its deadline: told to the applicant and to the landlord. */
  'application.offer_lapsed': {
    applicationId: string;
    propertyId: string;
    title: string;
    role: 'tenant' | 'landlord';
    applicantName: string;
  };
  /** The home another applicant was offered is on the market again: this application is open. */
  'application.listing_reopened': { applicationId: string; propertyId: string; title: string };
  /** The landlord changed the listing's money; the application keeps what was agreed. */
  'application.price_changed': {
    applicationId: string;
    propertyId: string;
    title: string;
    agreedTotal: number;
    newTotal: number;
  };
}

const APPLICATIONS_PATH = '/applications';

export const APPLICATION_NOTIFICATIONS: NotificationDefinitions<ApplicationNotifications> = {
  'application.submitted': {
    message: (e) => `${e.applicantName} applied to rent "${e.title}".`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'application-submitted',
      data: { name: user.name, title: e.title, applicantName: e.applicantName, link },
    }),
  },
  'application.reviewed': {
    message: (e) =>
      e.decision === 'approved'
        ? `Your application for "${e.title}" was approved.`
        : e.decision === 'rejected'
          ? `Your application for "${e.title}" was not successful.${e.note ? ` ${e.note}` : ''}`
          : `Your application for "${e.title}" is under review.`,
    link: () => APPLICATIONS_PATH,
    text: (e) =>
      e.decision === 'under_review'
        ? undefined
        : `RentNaija: your application for "${e.title}" was ${e.decision === 'approved' ? 'approved' : 'not successful'}. Details in the app.`,
    email: (e, user, link) => ({
      template: 'application-reviewed',
      data: { name: user.name, title: e.title, decision: e.decision, note: e.note, link },
    }),
  },
  'application.listing_taken': {
    message: (e) => `"${e.title}" has been promised to another applicant.`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'application-listing-taken',
      data: { name: user.name, title: e.title, link },
    }),
  },
  'application.guarantor_answered': {
    message: (e) => `${e.guarantorName} ${e.decision} as guarantor for "${e.title}".`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'guarantor-answered',
      data: {
        name: user.name,
        title: e.title,
        guarantorName: e.guarantorName,
        decision: e.decision,
        link,
      },
    }),
  },
  'application.offer_reminder': {
    message: (e) =>
      `Pay ${formatNaira(e.amount)} for "${e.title}" by ${formatDateTime(e.expiresAt)}, or the offer lapses and the home goes back on the market.`,
    link: () => APPLICATIONS_PATH,
    text: (e) =>
      e.stage === 'final'
        ? `RentNaija: your offer for "${e.title}" ends ${formatDateTime(e.expiresAt)}. Pay in the app to keep it.`
        : undefined,
    email: (e, user, link) => ({
      template: 'application-offer-reminder',
      data: {
        name: user.name,
        title: e.title,
        expiresAt: e.expiresAt,
        amount: e.amount,
        stage: e.stage,
        link,
      },
    }),
  },
  'application.offer_lapsed': {
    message: (e) =>
      e.role === 'tenant'
        ? `Your offer for "${e.title}" lapsed: it was not paid in time. The home is back on the market.`
        : `${e.applicantName} did not pay for "${e.title}" in time: the offer lapsed and the listing is available again.`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'application-offer-lapsed',
      data: { name: user.name, title: e.title, role: e.role, applicantName: e.applicantName, link },
    }),
  },
  'application.listing_reopened': {
    message: (e) => `"${e.title}" is available again: your application is still open.`,
    link: () => APPLICATIONS_PATH,
    email: (e, user, link) => ({
      template: 'application-listing-reopened',
      data: { name: user.name, title: e.title, link },
    }),
  },
  'application.price_changed': {
    message: (e) =>
      `The landlord changed the money of "${e.title}": new applicants pay ${formatNaira(e.newTotal)} to move in. Your application keeps the ${formatNaira(e.agreedTotal)} you applied with.`,
    link: () => APPLICATIONS_PATH,
  },
};
