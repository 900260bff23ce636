import { DECISION_MESSAGES, type AdminKycSubmissionDto } from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';

export type KycSubmissionRecord = AdminKycSubmissionDto;

export const KYC_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.approveKycSubmission(id),
  reject: (dataProvider, id, reason) => dataProvider.rejectKycSubmission(id, reason),
  messages: DECISION_MESSAGES.kyc,
  rejectTitle: (record) => `Reject the KYC of ${record.firstName} ${record.lastName}`,
  rejectHelp:
    'They see this reason on their KYC page and by email, and can correct their details or documents and submit again.',
};
