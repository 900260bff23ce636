import {
  APPLICATION_STATUSES,
  type ApplicationDto,
  type ApplicationStatus,
  DECISION_MESSAGES,
  GUARANTOR_STATUSES,
  type GuarantorStatus,
  OPEN_APPLICATION_STATUSES,
  reasonMessages,
} from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';
import { choicesFrom } from '../common/choices';
import { chipColors } from '../common/fields';

export type ApplicationRecord = ApplicationDto;

/** Status colours: approved green, rejected red, under review yellow, pending blue. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  lapsed: 'Lapsed (not paid in time)',
};
export const STATUS_COLORS = chipColors(APPLICATION_STATUSES, {
  info: ['pending'],
  warning: ['under_review'],
  success: ['approved'],
  error: ['rejected'],
  default: ['lapsed'],
});

/** The list's status choices; 'open' is the API's stand-in for pending or under review. */
export const STATUS_CHOICES = [
  { id: 'open', name: 'Awaiting decision' },
  ...choicesFrom(STATUS_LABELS),
];

export const GUARANTOR_LABELS: Record<GuarantorStatus, string> = {
  pending: 'Guarantor not answered',
  confirmed: 'Guarantor confirmed',
  declined: 'Guarantor declined',
};
/** The same, where the column already says 'Guarantor'. */
export const GUARANTOR_SHORT_LABELS: Record<GuarantorStatus, string> = {
  pending: 'Not answered',
  confirmed: 'Confirmed',
  declined: 'Declined',
};
export const GUARANTOR_COLORS = chipColors(GUARANTOR_STATUSES, {
  default: ['pending'],
  success: ['confirmed'],
  error: ['declined'],
});
export const GUARANTOR_CHOICES = choicesFrom(GUARANTOR_LABELS);

export const isOpen = (record: { status: string }) =>
  (OPEN_APPLICATION_STATUSES as readonly string[]).includes(record.status);

export const applicantName = (record: Pick<ApplicationRecord, 'firstName' | 'lastName'>) =>
  `${record.firstName} ${record.lastName}`;

export const APPLICATION_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.approveApplication(id),
  reject: (dataProvider, id, reason) => dataProvider.rejectApplication(id, reason),
  messages: DECISION_MESSAGES.application,
  rejectTitle: (record) =>
    `Reject the application of ${applicantName(record as ApplicationRecord)}`,
  rejectHelp:
    'The applicant reads this reason on their applications page and by email. A paid application is refunded in full automatically.',
  isOpen,
  reasonMessages: reasonMessages('say why the application was not successful'),
};
