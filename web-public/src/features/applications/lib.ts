import {
  type ApplicationDecision,
  type ApplicationDto,
  type ApplicationStatus,
  formatNaira,
  type GuarantorStatus,
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
