import { useState } from 'react';
import { Alert, Button, Input, Modal, Tag } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  APPLICATION_LIMITS,
  APPLICATION_REVIEW_TRANSITIONS,
  type ApplicationDecision,
  type ApplicationDto,
  ageOn,
  formatDateTime,
  formatNaira,
  REJECTION_REASON_LIMITS,
  REJECTION_REASON_MESSAGES,
} from '@rentnaija/shared';
import { isRefusal } from '../../../api/errors';
import { Facts } from '../../../components/Facts';
import { toast } from '../../../components/toast';
import { MessageTenantButton } from '../../messaging';
import { GUARANTOR_STATUS, listingFacts, REVIEW_DONE, REVIEW_VERB } from '../lib';
import { AppliedLine, ListingTitle, StatusTag } from './parts';
import { useReviewApplication, useWithdrawApproval } from '../queries';

/**
 * An application to one of the landlord's listings: who applied (NINs masked by the server),
 * their reference and guarantor with the guarantor's answer, and the review actions.
 */
export function LandlordApplicationCard({ application: a }: { application: ApplicationDto }) {
  const facts = listingFacts(a);
  const guarantor = GUARANTOR_STATUS[a.guarantorStatus];
  const name = `${a.firstName} ${a.lastName}`;
  const decisions = APPLICATION_REVIEW_TRANSITIONS[a.status];
  const [asking, setAsking] = useState<ApplicationDecision | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const age = ageOn(a.dateOfBirth, new Date());

  return (
    <article className="rn-card ra-card ra-card--landlord" aria-labelledby={`app-${a.id}`}>
      <div className="ra-card__body">
        <div className="ra-card__top">
          <div className="ra-card__heading">
            <h2 id={`app-${a.id}`} className="ra-card__title">
              {name}
            </h2>
            <p className="rn-muted ra-card__place">
              for <ListingTitle application={a} /> · {facts.price}
            </p>
          </div>
          <StatusTag status={a.status} />
        </div>
        <AppliedLine application={a} />

        <section className="ra-section" aria-label="Applicant">
          <h3 className="ra-section__title">Applicant</h3>
          <Facts className="ra-facts">
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${a.email}`}>{a.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${a.phone}`}>{a.phone}</a>
            </dd>
            <dt>Age</dt>
            <dd>{age ?? '—'}</dd>
            <dt>Occupation</dt>
            <dd>
              {a.occupation}, {a.employer}
            </dd>
            <dt>Monthly income</dt>
            <dd>{formatNaira(a.monthlyIncome)}</dd>
            <dt>NIN</dt>
            <dd className="ra-mono">{a.ninNumber}</dd>
            <dt>Payment status</dt>
            <dd>{a.depositPaid ? 'Paid' : 'Payment Pending'}</dd>
          </Facts>
        </section>

        <section className="ra-section" aria-label="Reference">
          <h3 className="ra-section__title">Reference</h3>
          <Facts className="ra-facts">
            <dt>Name</dt>
            <dd>
              {a.referenceName} ({a.referenceRelationship})
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${a.referencePhone}`}>{a.referencePhone}</a>
            </dd>
            <dt>Email</dt>
            <dd>{a.referenceEmail}</dd>
          </Facts>
        </section>

        <section className="ra-section" aria-label="Guarantor">
          <h3 className="ra-section__title">
            Guarantor <Tag color={guarantor.color}>{guarantor.label}</Tag>
          </h3>
          <Facts className="ra-facts">
            <dt>Name</dt>
            <dd>
              {a.guarantorName} ({a.guarantorRelationship})
            </dd>
            <dt>Occupation</dt>
            <dd>
              {a.guarantorOccupation}, {a.guarantorEmployer}
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${a.guarantorPhone}`}>{a.guarantorPhone}</a>
            </dd>
            <dt>NIN</dt>
            <dd className="ra-mono">{a.guarantorNinNumber}</dd>
            {a.guarantorRespondedAt && (
              <>
                <dt>Answered</dt>
                <dd>{formatDateTime(a.guarantorRespondedAt)}</dd>
              </>
            )}
          </Facts>
        </section>

        {a.reviewNote && (
          <p className="ra-card__note">
            <strong>Your note:</strong> {a.reviewNote}
          </p>
        )}
        {a.status === 'approved' && a.offerExpiresAt && (
          <p className="ra-card__note">
            Waiting for payment until <strong>{formatDateTime(a.offerExpiresAt)}</strong>; if{' '}
            {a.firstName} has not paid by then, the offer lapses and the listing is available again.
          </p>
        )}

        <div className="ra-card__actions">
          {decisions.includes('under_review') && (
            <Button
              icon={<EyeOutlined aria-hidden="true" />}
              onClick={() => setAsking('under_review')}
            >
              Under review
            </Button>
          )}
          {decisions.includes('approved') && (
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden="true" />}
              onClick={() => setAsking('approved')}
            >
              Approve
            </Button>
          )}
          {decisions.includes('rejected') && (
            <Button
              danger
              icon={<CloseOutlined aria-hidden="true" />}
              onClick={() => setAsking('rejected')}
            >
              Reject
            </Button>
          )}
          {a.status === 'approved' && !a.depositPaid && (
            <Button
              icon={<RollbackOutlined aria-hidden="true" />}
              onClick={() => setWithdrawing(true)}
            >
              Withdraw approval
            </Button>
          )}
          <MessageTenantButton
            propertyId={a.propertyId}
            tenantId={a.tenantId}
            tenantName={name}
            title={facts.title}
          />
        </div>
      </div>
      {asking && <ReviewModal application={a} decision={asking} onClose={() => setAsking(null)} />}
      {withdrawing && <WithdrawModal application={a} onClose={() => setWithdrawing(false)} />}
    </article>
  );
}

/** Confirms a decision, with a note the tenant reads (asked for when rejecting). */
function ReviewModal({
  application: a,
  decision,
  onClose,
}: {
  application: ApplicationDto;
  decision: ApplicationDecision;
  onClose: () => void;
}) {
  const review = useReviewApplication();
  const [note, setNote] = useState('');
  const submit = () =>
    review.mutate(
      { id: a.id, decision, note },
      {
        onSuccess: () => {
          toast.success(REVIEW_DONE[decision]);
          onClose();
        },
        onError: (err) =>
          toast.error(
            isRefusal(err)
              ? `Failed to ${REVIEW_VERB[decision]} application: ${err.message}`
              : `Failed to ${REVIEW_VERB[decision]} application`,
          ),
      },
    );
  const name = `${a.firstName} ${a.lastName}`;
  const warning =
    decision === 'approved'
      ? `Approving puts the listing under contract: it leaves the search, and the other applicants are told it is promised. ${
          a.depositPaid
            ? `${a.firstName} has paid, so the home is let to them at once.`
            : `It is let once ${a.firstName} pays; if they do not pay in time, the offer lapses and the listing is available again.`
        }`
      : decision === 'rejected'
        ? `${a.firstName} is told at once${a.depositPaid ? ', and their payment is refunded in full' : ''}. Say why, kindly: they read your note.`
        : `${a.firstName} is told you are reviewing the application.`;
  return (
    <Modal
      open
      title={`${decision === 'under_review' ? 'Review' : decision === 'approved' ? 'Approve' : 'Reject'} ${name}'s application?`}
      okText={
        decision === 'under_review'
          ? 'Mark under review'
          : decision === 'approved'
            ? 'Approve'
            : 'Reject'
      }
      okButtonProps={{ danger: decision === 'rejected', loading: review.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <p>{warning}</p>
      <label className="ra-note-label" htmlFor={`note-${a.id}`}>
        Note to the tenant (optional)
      </label>
      <Input.TextArea
        id={`note-${a.id}`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={APPLICATION_LIMITS.note}
        autoSize={{ minRows: 3, maxRows: 6 }}
        showCount
      />
    </Modal>
  );
}

/** Withdraws an approval that has not been paid, with a reason the tenant reads. */
function WithdrawModal({
  application: a,
  onClose,
}: {
  application: ApplicationDto;
  onClose: () => void;
}) {
  const withdraw = useWithdrawApproval();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const text = reason.trim();
    if (text.length < REJECTION_REASON_LIMITS.min) {
      return setProblem(
        text
          ? `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters`
          : REJECTION_REASON_MESSAGES.required,
      );
    }
    withdraw.mutate(
      { id: a.id, reason: text },
      {
        onSuccess: () => {
          toast.success('Approval withdrawn: the listing is available again');
          onClose();
        },
        onError: (err) =>
          setProblem(isRefusal(err) ? err.message : 'Failed to withdraw the approval'),
      },
    );
  };
  return (
    <Modal
      open
      title={`Withdraw ${a.firstName} ${a.lastName}'s approval?`}
      okText="Withdraw approval"
      okButtonProps={{ danger: true, loading: withdraw.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <p>
        {a.firstName} has not paid. Their application is closed as not successful, they read your
        reason, and the listing is available again for other applicants.
      </p>
      <label className="ra-note-label" htmlFor={`withdraw-${a.id}`}>
        Reason
      </label>
      <Input.TextArea
        id={`withdraw-${a.id}`}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setProblem(null);
        }}
        maxLength={REJECTION_REASON_LIMITS.max}
        autoSize={{ minRows: 3, maxRows: 6 }}
        showCount
      />
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Modal>
  );
}
