import { useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  APPLICATION_LIMITS,
  APPLICATION_REVIEW_TRANSITIONS,
  type ApplicationDto,
  REJECTION_REASON_LIMITS,
  REJECTION_REASON_MESSAGES,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { MessageTenantButton } from '../../messaging';
import {
  decisionConsequence,
  type LandlordDecision,
  listingFacts,
  REVIEW_DONE,
  REVIEW_VERB,
} from '../lib';
import { useReviewApplication, useWithdrawApproval } from '../queries';

const TITLE_VERB: Record<LandlordDecision, string> = {
  under_review: 'Review',
  approved: 'Approve',
  rejected: 'Reject',
  withdraw: 'Withdraw',
};
const CONFIRM: Record<LandlordDecision, string> = {
  under_review: 'Mark under review',
  approved: 'Approve',
  rejected: 'Reject',
  withdraw: 'Withdraw approval',
};
const WITHDRAWN = 'Approval withdrawn: the listing is available again';

/**
 * Confirms a landlord's decision on an application after saying what it does (who is told,
 * how long an approval holds the home), with a note for the tenant: optional when approving,
 * a reason when rejecting or withdrawing an approval. Nothing is sent before the landlord
 * confirms. The card, the dashboard and the applicant file all decide through it.
 */
export function DecisionDialog({
  application: a,
  decision,
  offerHours,
  onClose,
  onDone,
}: {
  application: ApplicationDto;
  decision: LandlordDecision;
  offerHours: number;
  onClose: () => void;
  /** After the decision is saved (the dialog may be gone by then: its card left the list). */
  onDone?: () => void;
}) {
  const review = useReviewApplication();
  const withdraw = useWithdrawApproval();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const needsReason = decision === 'rejected' || decision === 'withdraw';
  const name = `${a.firstName} ${a.lastName}`;
  const fieldId = `decision-${decision}-${a.id}`;

  const submit = () => {
    const text = note.trim();
    if (needsReason && text.length < REJECTION_REASON_LIMITS.min) {
      return setProblem(
        text
          ? `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters`
          : REJECTION_REASON_MESSAGES.required,
      );
    }
    // The promise, not mutate's callbacks: a decided card may leave its list (and this dialog
    // with it) before the answer arrives, and callbacks of an unmounted component never run.
    const saved =
      decision === 'withdraw'
        ? withdraw.mutateAsync({ id: a.id, reason: text })
        : review.mutateAsync({ id: a.id, decision, note: text });
    saved.then(
      () => {
        toast.success(decision === 'withdraw' ? WITHDRAWN : REVIEW_DONE[decision]);
        onDone?.();
        onClose();
      },
      (err: unknown) =>
        toast.error(
          decision === 'withdraw'
            ? `Failed to withdraw the approval: ${errorMessage(err)}`
            : `Failed to ${REVIEW_VERB[decision]} application: ${errorMessage(err)}`,
        ),
    );
  };

  return (
    <Modal
      open
      title={
        decision === 'withdraw'
          ? `Withdraw ${name}'s approval?`
          : `${TITLE_VERB[decision]} ${name}'s application?`
      }
      okText={CONFIRM[decision]}
      okButtonProps={{
        danger: decision === 'rejected' || decision === 'withdraw',
        loading: review.isPending || withdraw.isPending,
      }}
      onOk={submit}
      onCancel={onClose}
    >
      <p className="ra-consequence">{decisionConsequence(a, decision, offerHours)}</p>
      <label className="ra-note-label" htmlFor={fieldId}>
        {needsReason ? `Reason ${name} reads` : 'Note to the tenant (optional)'}
      </label>
      <Input.TextArea
        className="ra-note-field"
        id={fieldId}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setProblem(null);
        }}
        maxLength={needsReason ? REJECTION_REASON_LIMITS.max : APPLICATION_LIMITS.note}
        autoSize={{ minRows: 3, maxRows: 6 }}
        showCount
      />
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Modal>
  );
}

/**
 * The decisions open on an application, as buttons (Approve, Reject, Under review, and
 * Withdraw approval while an approval is unpaid), each confirmed in DecisionDialog, and
 * 'Message applicant' when asked. Placed in the host's own row of actions.
 */
export function DecisionButtons({
  application: a,
  offerHours,
  onDone,
  message = false,
}: {
  application: ApplicationDto;
  offerHours: number;
  onDone?: () => void;
  /** Offer 'Message applicant' after the decisions. */
  message?: boolean;
}) {
  const [asking, setAsking] = useState<LandlordDecision | null>(null);
  const open = APPLICATION_REVIEW_TRANSITIONS[a.status];
  return (
    <>
      {open.includes('approved') && (
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden="true" />}
          onClick={() => setAsking('approved')}
        >
          Approve
        </Button>
      )}
      {open.includes('rejected') && (
        <Button
          danger
          className="rn-danger"
          icon={<CloseOutlined aria-hidden="true" />}
          onClick={() => setAsking('rejected')}
        >
          Reject
        </Button>
      )}
      {open.includes('under_review') && (
        <Button icon={<EyeOutlined aria-hidden="true" />} onClick={() => setAsking('under_review')}>
          Under review
        </Button>
      )}
      {a.status === 'approved' && !a.depositPaid && (
        <Button
          icon={<RollbackOutlined aria-hidden="true" />}
          onClick={() => setAsking('withdraw')}
        >
          Withdraw approval
        </Button>
      )}
      {message && (
        <MessageTenantButton
          propertyId={a.propertyId}
          tenantId={a.tenantId}
          tenantName={`${a.firstName} ${a.lastName}`}
          title={listingFacts(a).title}
        />
      )}
      {asking && (
        <DecisionDialog
          application={a}
          decision={asking}
          offerHours={offerHours}
          onClose={() => setAsking(null)}
          onDone={onDone}
        />
      )}
    </>
  );
}
