import { type ApplicationStatus, formatDate, formatTime, type KycStatus } from '@rentnaija/shared';

/** A clock time when under 24 hours old, else the date. */
export function activityTime(iso: string, now: number = Date.now()): string {
  return now - new Date(iso).getTime() < 24 * 3600_000 ? formatTime(iso) : formatDate(iso);
}

/** Status colours: approved green, rejected red, under review yellow, pending blue. */
export const APPLICATION_STATUS_TAGS: Record<ApplicationStatus, { label: string; color: string }> =
  {
    pending: { label: 'Pending', color: 'blue' },
    under_review: { label: 'Under Review', color: 'gold' },
    approved: { label: 'Approved', color: 'green' },
    rejected: { label: 'Rejected', color: 'red' },
    lapsed: { label: 'Lapsed', color: 'default' },
  };

export const KYC_STATUS_TEXT: Record<KycStatus, { label: string; color: string }> = {
  not_submitted: { label: 'Not submitted', color: 'default' },
  pending: { label: 'Under review', color: 'gold' },
  approved: { label: 'Verified', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

export const firstNameOf = (name: string) => name.split(/\s+/)[0] || name;

/** '2026-11-28' (a WAT date) as '28 Nov 2026'. */
export const watDate = (date: string) => formatDate(`${date}T12:00:00+01:00`);
