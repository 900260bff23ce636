import {
  DECISION_MESSAGES,
  OWNERSHIP_DOCUMENT_TYPES,
  type AdminOwnershipProofDto,
  type OwnershipDocumentType,
} from '@rentnaija/shared';
import { choicesFromOptions, optionLabel } from '../common/choices';
import type { Decisions } from '../common/DecisionButtons';

export type OwnershipProofRecord = AdminOwnershipProofDto;

export const documentTypeLabel = (type: OwnershipDocumentType) =>
  optionLabel(OWNERSHIP_DOCUMENT_TYPES, type);

export const DOCUMENT_TYPE_CHOICES = choicesFromOptions(OWNERSHIP_DOCUMENT_TYPES);

export const OWNERSHIP_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.approveOwnershipProof(id),
  reject: (dataProvider, id, reason) => dataProvider.rejectOwnershipProof(id, reason),
  messages: DECISION_MESSAGES.proof,
  rejectTitle: (record) => `Reject the ownership proof for “${record.property.title}”`,
  rejectHelp:
    'The landlord sees this reason on the listing page and by email, and can send another document.',
};
