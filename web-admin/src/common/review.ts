import {
  NIN_CHECK_LABELS,
  NIN_CHECK_STATUSES,
  type NinCheckStatus,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@rentnaija/shared';
import { choicesOf } from './choices';
import { chipColors } from './fields';

/** Pending / approved / rejected, for anything staff review (KYC, ownership proofs, listings). */
export const REVIEW_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REVIEW_COLORS = chipColors(REVIEW_STATUSES, {
  warning: ['pending'],
  success: ['approved'],
  error: ['rejected'],
});

export const REVIEW_CHOICES = choicesOf(REVIEW_STATUSES, REVIEW_LABELS);

export const NIN_CHECK_COLORS = chipColors(NIN_CHECK_STATUSES, {
  default: ['pending'],
  success: ['match'],
  warning: ['partial', 'unreadable', 'error'],
  error: ['mismatch', 'not_found'],
});

/** 'Matches the registry (96/100)' */
export const ninCheckText = (check: { status: NinCheckStatus; score: number | null }) =>
  check.score === null
    ? NIN_CHECK_LABELS[check.status]
    : `${NIN_CHECK_LABELS[check.status]} (${check.score}/100)`;

/** 2.4 MB, 380 KB */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
