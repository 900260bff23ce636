import type { AdminDepositDisputeDto } from '@rentnaija/shared';
import type { Decisions } from '../common/DecisionButtons';
import type { ChipColor } from '../common/fields';

export type DepositDisputeRecord = AdminDepositDisputeDto;

export const DEPOSIT_DISPUTE_STATE_LABELS = {
  disputed: 'Waiting for a decision',
  settled: 'Decided',
} as const;
export const DEPOSIT_DISPUTE_STATE_COLORS: Record<DepositDisputeRecord['state'], ChipColor> = {
  disputed: 'warning',
  settled: 'default',
};
export const DEPOSIT_DISPUTE_CHOICES = Object.entries(DEPOSIT_DISPUTE_STATE_LABELS).map(
  ([id, name]) => ({ id, name }),
);

/**
 * Staff uphold the disputed deductions in full (paid to the landlord) or refuse them with a
 * reason (refunded to the tenant); part of them is upheld from the record's page.
 */
export const DEPOSIT_DISPUTE_DECISIONS: Decisions = {
  approve: (dataProvider, id) => dataProvider.upholdDepositDeductions(id, {}),
  reject: (dataProvider, id, reason) => dataProvider.refuseDepositDeductions(id, reason),
  messages: {
    approved: 'Deductions upheld: the deposit is paid out and refunded',
    rejected: 'Deductions refused: the tenant is refunded',
    approveFailed: 'Failed to uphold the deductions',
    rejectFailed: 'Failed to refuse the deductions',
  },
  isOpen: (record) => (record as unknown as DepositDisputeRecord).state === 'disputed',
  approval: { label: 'Uphold in full' },
  refusal: { label: 'Refuse', pending: 'Refusing…', reasonLabel: 'Reason for refusing' },
  rejectTitle: (record) =>
    `Refuse the disputed deductions on tenancy ${(record as DepositDisputeRecord).reference}`,
  rejectHelp:
    'The disputed deductions go back to the tenant with the rest of the deposit; what the tenant accepted is still paid to the landlord. Both read this reason.',
};
