import { useState } from 'react';
import { Alert, Input, Modal, Radio } from 'antd';
import { Link } from 'react-router-dom';
import {
  formatNaira,
  type PaymentDto,
  REFUND_MESSAGES,
  REFUND_REASONS,
  type RefundReason,
} from '@rentnaija/shared';
import { errorMessage } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useRequestRefund } from '../queries';

const DETAILS_MAX = 2000;

/** Asks for a refund of a completed payment, with one of the refund policy's eligible reasons. */
export function RefundModal({ payment, onClose }: { payment: PaymentDto; onClose: () => void }) {
  const refund = useRequestRefund();
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  const submit = () => {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    refund.mutate(
      { paymentId: payment.id, body: { reason, details: details.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success('Refund requested. We review requests within 3-5 business days.');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title="Request a refund"
      okText="Request refund"
      okButtonProps={{ loading: refund.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <p>
        {formatNaira(payment.amount)} for {payment.property?.title ?? 'your booking'}, reference{' '}
        <span className="rpay-mono">{payment.reference}</span>. Approved refunds go back to the
        original payment method within 7-14 business days.
      </p>
      <fieldset className="rpay-reasons">
        <legend>Why are you asking for a refund?</legend>
        <Radio.Group
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as RefundReason);
            setMissingReason(false);
          }}
          options={REFUND_REASONS.map((r) => ({ value: r.value, label: r.label }))}
          className="rpay-reasons__group"
        />
        {missingReason && (
          <p className="rpay-field-error" role="alert">
            {REFUND_MESSAGES.reasonRequired}
          </p>
        )}
      </fieldset>
      <label className="rpay-label" htmlFor={`refund-details-${payment.id}`}>
        Anything we should know (optional)
      </label>
      <Input.TextArea
        id={`refund-details-${payment.id}`}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        maxLength={DETAILS_MAX}
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      <p className="rn-muted rpay-policy">
        Only the cases our{' '}
        <Link to="/refund" target="_blank" rel="noopener">
          refund policy
        </Link>{' '}
        lists can be refunded; a change of mind cannot.
      </p>
      {refund.isError && <Alert type="error" showIcon title={errorMessage(refund.error)} />}
    </Modal>
  );
}
