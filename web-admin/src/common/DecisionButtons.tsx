import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import History from '@mui/icons-material/History';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { DECISION_REASON_MESSAGES } from '@rentnaija/shared';
import { type ReactNode, useState } from 'react';
import {
  Button,
  type Identifier,
  ListButton,
  type RaRecord,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { FilteredListButton } from './FilteredListButton';
import type { AdminDataProvider } from '../dataProvider';
import { useIsAdmin } from './hooks';
import { ReasonDialog } from './ReasonDialog';
import { useAction } from './useAction';

/**
 * How a reviewed resource (KYC submissions, ownership proofs, applications, refunds) is decided:
 * approved, or refused with a reason the person affected reads.
 */
export interface Decisions {
  approve(dataProvider: AdminDataProvider, id: Identifier): Promise<unknown>;
  reject(dataProvider: AdminDataProvider, id: Identifier, reason: string): Promise<unknown>;
  /** The decision's alerts: 'KYC submission approved successfully', … */
  messages: { approved: string; rejected: string; approveFailed: string; rejectFailed: string };
  /** The dialog: who reads the reason and what they can do next. */
  rejectTitle: (record: RaRecord) => string;
  rejectHelp: string;
  /** Whether the record still waits for a decision; by default, while its status is pending. */
  isOpen?: (record: RaRecord & { status: string }) => boolean;
  /** The refusal's words, when it is not 'Reject' (a refund is denied). */
  refusal?: { label: string; pending: string; reasonLabel: string };
  /** The reason's messages, when the default ones do not fit who reads it. */
  reasonMessages?: { required: string; tooShort: string };
}

type Reviewed = RaRecord & { status: string };

const REJECT = { label: 'Reject', pending: 'Rejecting…', reasonLabel: 'Reason for rejection' };

/** Still waiting for a decision (and so offered the buttons). */
const isOpen = (decisions: Decisions, record: Reviewed) =>
  decisions.isOpen ? decisions.isOpen(record) : record.status === 'pending';

/** Approves the open record in context. Admins only; hidden once decided. */
export const ApproveDecisionButton = ({ decisions }: { decisions: Decisions }) => {
  const record = useRecordContext<Reviewed>();
  const isAdmin = useIsAdmin();
  const { mutate, isPending } = useAction(
    (dataProvider, id: Identifier) => decisions.approve(dataProvider, id),
    () => decisions.messages.approved,
    undefined,
    decisions.messages.approveFailed,
  );
  if (!record || !isAdmin || !isOpen(decisions, record)) return null;
  return (
    <Button
      label="Approve"
      color="success"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate(record.id);
      }}
    >
      <CheckCircleOutline />
    </Button>
  );
};

/** Rejects (or denies) the open record in context with a reason its owner reads. Admins only. */
export const RejectDecisionButton = ({ decisions }: { decisions: Decisions }) => {
  const record = useRecordContext<Reviewed>();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useAction(
    (dataProvider, args: { id: Identifier; reason: string }) =>
      decisions.reject(dataProvider, args.id, args.reason),
    () => decisions.messages.rejected,
    () => setOpen(false),
    decisions.messages.rejectFailed,
  );
  if (!record || !isAdmin || !isOpen(decisions, record)) return null;
  const refusal = decisions.refusal ?? REJECT;
  return (
    <>
      <Button
        label={refusal.label}
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <HighlightOff />
      </Button>
      <ReasonDialog
        open={open}
        title={decisions.rejectTitle(record)}
        description={decisions.rejectHelp}
        submitLabel={refusal.label}
        pendingLabel={refusal.pending}
        reasonLabel={refusal.reasonLabel}
        messages={decisions.reasonMessages ?? DECISION_REASON_MESSAGES}
        isPending={isPending}
        error={error}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        onSubmit={(reason) => mutate({ id: record.id, reason })}
      />
    </>
  );
};

/** Approve and Reject side by side, for a list row (admins only; nothing once decided). */
export const DecisionCell = ({ decisions }: { decisions: Decisions }) => (
  <span style={{ display: 'flex', gap: 4, flexWrap: 'nowrap' }}>
    <ApproveDecisionButton decisions={decisions} />
    <RejectDecisionButton decisions={decisions} />
  </span>
);

/** A reviewed record's toolbar: back to the list, its audit history, and the decisions. */
export const ReviewShowActions = ({
  backLabel,
  entityType,
  decisions,
  children,
}: {
  backLabel: string;
  /** The audit log's entity type of these records, e.g. 'kyc_submission'. */
  entityType: string;
  decisions: Decisions;
  /** More buttons, between the history and the decisions (e.g. related lists). */
  children?: ReactNode;
}) => {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ListButton label={backLabel} />
      {record ? (
        <FilteredListButton
          resource="audit-log"
          filter={{ entityType, entityId: String(record.id) }}
          label="History"
          icon={<History />}
        />
      ) : null}
      {children}
      <ApproveDecisionButton decisions={decisions} />
      <RejectDecisionButton decisions={decisions} />
    </TopToolbar>
  );
};
