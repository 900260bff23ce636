import type { NotificationDefinitions } from '../notifications/notification-definition.js';

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
};
