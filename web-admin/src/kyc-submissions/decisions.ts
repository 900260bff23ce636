import { DECISION_MESSAGES, type AdminKycSubmissionDto } from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';

export type KycSubmissionRecord = AdminKycSubmissionDto;

export const KYC_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.approveKycSubmission(id),
  reject: (dataProvider, id, reason) => dataProvider.rejectKycSubmission(id, reason),
  messages: {
    approved: DECISION_MESSAGES.kycApproved,
    rejected: DECISION_MESSAGES.kycRejected,
    approveFailed: DECISION_MESSAGES.kycApproveFailed,
    rejectFailed: DECISION_MESSAGES.kycRejectFailed,
  },
  rejectTitle: (record) => `Reject the KYC of ${record.firstName} ${record.lastName}`,
  rejectHelp:
    'They see this reason on their KYC page and by email, and can correct their details or documents and submit again.',
};
