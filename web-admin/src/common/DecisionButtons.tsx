import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { DECISION_REASON_MESSAGES } from '@rentnaija/shared';
import type { ReactElement, ReactNode } from 'react';
import { Button, type Identifier, type RaRecord, useRecordContext } from 'react-admin';
import { HistoryButton } from './FilteredListButton';
import { RecordActions, RecordShow } from './RecordShow';
import type { AdminDataProvider } from '../dataProvider';
import { useIsAdmin } from './hooks';
import { ReasonButton } from './ReasonDialog';
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
  /** The approval's button, when it is not 'Approve' (a reported review is kept). */
  approval?: { label: string };
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

/**
 * The green Approve button of a list row or a toolbar: runs `run` (without opening the row), then
 * says `success`, or `failure` before the server's reason. Render it only where the current user
 * may approve; ApproveDecisionButton does that for a reviewed resource.
 */
export const ApproveActionButton = ({
  label = 'Approve',
  run,
  success,
  failure,
}: {
  label?: string;
  run: (dataProvider: AdminDataProvider) => Promise<unknown>;
  success: string;
  failure?: string;
}) => {
  const { mutate, isPending } = useAction(
    (dataProvider, _args: void) => run(dataProvider),
    () => success,
    undefined,
    failure,
  );
  return (
    <Button
      label={label}
      color="success"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate();
      }}
    >
      <CheckCircleOutline />
    </Button>
  );
};

/** Approves the open record in context. Admins only; hidden once decided. */
export const ApproveDecisionButton = ({ decisions }: { decisions: Decisions }) => {
  const record = useRecordContext<Reviewed>();
  const isAdmin = useIsAdmin();
  if (!record || !isAdmin || !isOpen(decisions, record)) return null;
  return (
    <ApproveActionButton
      label={decisions.approval?.label}
      run={(dataProvider) => decisions.approve(dataProvider, record.id)}
      success={decisions.messages.approved}
      failure={decisions.messages.approveFailed}
    />
  );
};

/** Rejects (or denies) the open record in context with a reason its owner reads. Admins only. */
export const RejectDecisionButton = ({ decisions }: { decisions: Decisions }) => {
  const record = useRecordContext<Reviewed>();
  const isAdmin = useIsAdmin();
  if (!record || !isAdmin || !isOpen(decisions, record)) return null;
  const refusal = decisions.refusal ?? REJECT;
  return (
    <ReasonButton
      label={refusal.label}
      icon={<HighlightOff />}
      color="error"
      title={decisions.rejectTitle(record)}
      description={decisions.rejectHelp}
      submitLabel={refusal.label}
      pendingLabel={refusal.pending}
      reasonLabel={refusal.reasonLabel}
      messages={decisions.reasonMessages ?? DECISION_REASON_MESSAGES}
      run={(dataProvider, reason) => decisions.reject(dataProvider, record.id, reason)}
      success={decisions.messages.rejected}
      failure={decisions.messages.rejectFailed}
    />
  );
};

/** Approve and Reject side by side, for a list row (admins only; nothing once decided). */
export const DecisionCell = ({ decisions }: { decisions: Decisions }) => (
  <span style={{ display: 'flex', gap: 4, flexWrap: 'nowrap' }}>
    <ApproveDecisionButton decisions={decisions} />
    <RejectDecisionButton decisions={decisions} />
  </span>
);

interface ReviewButtonsProps {
  /** The audit log's entity type of these records, e.g. 'kyc_submission'. */
  entityType: string;
  decisions: Decisions;
}

/** A reviewed record's buttons: its audit history, `children`, then the decisions. */
const ReviewButtons = ({
  entityType,
  decisions,
  children,
}: ReviewButtonsProps & { children?: ReactNode }) => (
  <>
    <HistoryButton entityType={entityType} />
    {children}
    <ApproveDecisionButton decisions={decisions} />
    <RejectDecisionButton decisions={decisions} />
  </>
);

/** A reviewed record's toolbar: back to the list, its audit history, and the decisions. */
export const ReviewShowActions = ({
  backLabel,
  children,
  ...buttons
}: ReviewButtonsProps & {
  backLabel: string;
  /** More buttons, between the history and the decisions (e.g. related lists). */
  children?: ReactNode;
}) => (
  <RecordActions backLabel={backLabel}>
    <ReviewButtons {...buttons}>{children}</ReviewButtons>
  </RecordActions>
);

/**
 * A reviewed record's page: a RecordShow whose toolbar is ReviewShowActions' (the `more` buttons
 * between History and the decisions), with the record's body as children.
 */
export const ReviewShow = ({
  title,
  backLabel,
  more,
  children,
  ...buttons
}: ReviewButtonsProps & {
  title: ReactElement;
  backLabel: string;
  more?: ReactNode;
  children: ReactNode;
}) => (
  <RecordShow
    title={title}
    backLabel={backLabel}
    actions={<ReviewButtons {...buttons}>{more}</ReviewButtons>}
  >
    {children}
  </RecordShow>
);
