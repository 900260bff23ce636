import {
  type ApplicantNinOutcome,
  type ApplicationDecision,
  type ApplicationDto,
  type ApplicationStatus,
  formatNaira,
  type GuarantorStatus,
  type KycStatus,
  plural,
} from '@rentnaija/shared';

/** What a landlord's review does, in 'Failed to … application'. */
export const REVIEW_VERB: Record<ApplicationDecision, string> = {
  under_review: 'mark under review',
  approved: 'approve',
  rejected: 'reject',
};

/** The toast once a review is saved. */
export const REVIEW_DONE: Record<ApplicationDecision, string> = {
  under_review: 'Application marked under review',
  approved: 'Application approved successfully',
  rejected: 'Application rejected successfully',
};

/** What the landlord may do to an application from its card or file: a review, or withdrawing an approval. */
export type LandlordDecision = ApplicationDecision | 'withdraw';

/**
 * What a decision does, said before the landlord confirms it: who is told what, and for how long
 * an approval holds the home (`offerHours`, the server's setting).
 */
export function decisionConsequence(
  a: Pick<ApplicationDto, 'firstName' | 'lastName' | 'depositPaid'>,
  decision: LandlordDecision,
  offerHours: number,
): string {
  const name = `${a.firstName} ${a.lastName}`;
  switch (decision) {
    case 'approved':
      return a.depositPaid
        ? `This lets the home to ${name} at once: they have already paid. Other applicants will be told it is taken, and their applications are closed.`
        : `This offers the home to ${name} for ${offerHours} hours; other applicants will be told it is taken. If ${a.firstName} has not paid by then, the offer lapses and the listing is available again.`;
    case 'rejected':
      return `${name} will be told with your reason; the application is closed for good${
        a.depositPaid ? ', and their payment is refunded in full' : ''
      }. Other applicants are not affected.`;
    case 'withdraw':
      return `${name} has not paid. Their application is closed as not successful, they read your reason, and the listing is available again for other applicants.`;
    case 'under_review':
      return `${name} is told you are reviewing the application. You can still approve or reject it afterwards.`;
  }
}

/** My Applications' tabs, one per status, All first. */
export const APPLICATION_TABS: readonly { key: 'all' | ApplicationStatus; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'under_review', label: 'Under Review' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'lapsed', label: 'Lapsed' },
];
export type ApplicationTab = (typeof APPLICATION_TABS)[number]['key'];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  lapsed: 'Lapsed',
};

/** Status colours: approved green, rejected red, under review yellow, pending blue, lapsed grey. */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  approved: 'green',
  rejected: 'red',
  under_review: 'gold',
  pending: 'blue',
  lapsed: 'default',
};

export const GUARANTOR_STATUS: Record<GuarantorStatus, { label: string; color: string }> = {
  pending: { label: 'Guarantor has not answered yet', color: 'default' },
  confirmed: { label: 'Guarantor confirmed', color: 'green' },
  declined: { label: 'Guarantor declined', color: 'red' },
};

export const isTab = (value: string | null): value is ApplicationTab =>
  APPLICATION_TABS.some((t) => t.key === value);

/** The empty text of a tab: 'No Applications Yet' for All, else 'No {status} Applications'. */
export function emptyTitle(tab: ApplicationTab): string {
  if (tab === 'all') return 'No Applications Yet';
  return `No ${APPLICATION_STATUS_LABELS[tab]} Applications`;
}

/** The listing's details on a card, with 'Not Available' words when they are missing. */
export function listingFacts(app: Pick<ApplicationDto, 'property'>) {
  const p = app.property;
  return {
    title: p?.title || 'Property Details Not Available',
    location: p?.location || 'Location Not Available',
    price: p && p.price > 0 ? `${formatNaira(p.price)} per month` : 'Price Not Available',
  };
}

/** A tenant may pay an application that is not paid, not rejected and not lapsed. */
export const canPay = (app: Pick<ApplicationDto, 'depositPaid' | 'status'>) =>
  !app.depositPaid && app.status !== 'rejected' && app.status !== 'lapsed';

/** The guarantor may be sent a new link while they have not answered and nothing is decided. */
export const canResendGuarantor = (app: Pick<ApplicationDto, 'guarantorStatus' | 'status'>) =>
  app.guarantorStatus === 'pending' && (app.status === 'pending' || app.status === 'under_review');

/**
 * The application a tenant continues on a listing's booking page: their newest one for it that
 * is not rejected or lapsed (the server keeps at most one open application per tenant and
 * listing).
 */
export function currentApplicationFor<
  T extends Pick<ApplicationDto, 'propertyId' | 'status' | 'createdAt'>,
>(apps: readonly T[], propertyId: string): T | null {
  return (
    apps
      .filter(
        (a) => a.propertyId === propertyId && a.status !== 'rejected' && a.status !== 'lapsed',
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null
  );
}

/** The applicant's identity verification, as a tag on their file. */
export const KYC_STATUS_TAGS: Record<KycStatus, { label: string; color: string }> = {
  approved: { label: 'Verified', color: 'green' },
  pending: { label: 'Waiting for review', color: 'gold' },
  rejected: { label: 'Not accepted', color: 'red' },
  not_submitted: { label: 'Not sent', color: 'default' },
};

/** The registry check of the applicant's NIN: a match green, a mismatch red, the rest neutral. */
export const NIN_OUTCOME_COLORS: Record<ApplicantNinOutcome, string> = {
  match: 'green',
  partial: 'gold',
  mismatch: 'red',
  not_found: 'red',
  pending: 'default',
  unreadable: 'default',
  error: 'default',
  not_checked: 'default',
};

/** How long an account has existed, in words: 'since today', '5 days', '3 months', '2 years'. */
export function accountAge(days: number): string {
  if (days < 1) return 'New today';
  if (days < 31) return plural(days, 'day');
  if (days < 365) return plural(Math.floor(days / 30.44), 'month');
  return plural(Math.floor(days / 365.25), 'year');
}
