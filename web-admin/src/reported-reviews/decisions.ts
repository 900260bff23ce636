import {
  type AdminReportedReviewDto,
  REVIEW_DECISION_MESSAGES,
  TENANCY_REVIEW_STATUS_LABELS,
  TENANCY_REVIEW_STATUSES,
  type TenancyReviewStatus,
} from '@rentnaija/shared';
import { choicesOf } from '../common/choices';
import type { Decisions } from '../common/DecisionButtons';
import type { ChipColor } from '../common/fields';

export type ReportedReviewRecord = AdminReportedReviewDto;

export const REVIEW_STATUS_COLORS: Record<TenancyReviewStatus, ChipColor> = {
  visible: 'default',
  reported: 'warning',
  kept: 'success',
  hidden: 'error',
};

/** The list's states: a review never reported is not in it. */
export const REPORTED_REVIEW_CHOICES = choicesOf(
  TENANCY_REVIEW_STATUSES.filter((s) => s !== 'visible'),
  TENANCY_REVIEW_STATUS_LABELS,
);

/** Staff keep a reported review (it stays on the listing) or hide it with a reason. */
export const REPORTED_REVIEW_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.keepReportedReview(id),
  reject: (dataProvider, id, reason) => dataProvider.hideReportedReview(id, reason),
  messages: {
    approved: REVIEW_DECISION_MESSAGES.kept,
    rejected: REVIEW_DECISION_MESSAGES.hidden,
    approveFailed: REVIEW_DECISION_MESSAGES.keepFailed,
    rejectFailed: REVIEW_DECISION_MESSAGES.hideFailed,
  },
  isOpen: (record) => record.status === 'reported',
  approval: { label: 'Keep' },
  refusal: { label: 'Hide', pending: 'Hiding…', reasonLabel: 'Reason for hiding' },
  rejectTitle: (record) =>
    `Hide the review of “${(record as ReportedReviewRecord).property.title}”`,
  rejectHelp:
    'The review leaves the listing and the landlord’s profile. The tenant and the landlord both read this reason.',
};
