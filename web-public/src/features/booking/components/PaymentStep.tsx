import { useState } from 'react';
import { Alert, Button } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import {
  type ApplicationDto,
  formatDate,
  type MoveInCost,
  MESSAGES,
  PAYMENT_CALLBACK_PATH,
} from '@rentnaija/shared';
import { ApiError, errorMessage, isRefusal } from '../../../api/errors';
import { toast } from '../../../components/toast';
import { useInitializePayment } from '../../payments';
import { leaveFor } from '../lib/leave';
import { loadPaystack, openInlineCheckout } from '../lib/paystack';
import { MoveInLines } from './MoveInSummary';

/** The words for a checkout that could not start: sign in again, the refusal, or a failure. */
export function paymentStartError(err: unknown): string {
  if (!(err instanceof ApiError)) return MESSAGES.paymentInitFailed;
  if (err.code === 'SESSION_EXPIRED' || err.code === 'INVALID_TOKEN') {
    return MESSAGES.paymentAuthRequired;
  }
  if (err.code === 'SERVER_ERROR' || err.code === 'UNKNOWN') {
    return `HTTP ${err.status}: Failed to initialize payment`;
  }
  // A refusal says why in its own words; a failure of ours or of the network gets the generic one.
  return isRefusal(err) ? err.message : `${MESSAGES.paymentInitFailed} ${errorMessage(err)}`;
}

const GUARANTOR_WORDS = {
  pending: 'has not answered yet',
  confirmed: 'has confirmed',
  declined: 'has declined',
} as const;

/**
 * Step 4, Complete Your Payment: the saved application, the amounts, and Pay Now. The server
 * opens the checkout (it computes the amount): Paystack's inline popup when it gives a public
 * key, else its hosted page (or the sandbox's); the hosted page too when the popup fails or
 * has not shown its form within a few seconds. The outcome is shown by the callback page,
 * which asks the server, never the browser.
 */
export function PaymentStep({
  application,
  cost,
  justSaved,
}: {
  application: ApplicationDto;
  cost: MoveInCost;
  justSaved: boolean;
}) {
  const navigate = useNavigate();
  const start = useInitializePayment();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const payNow = async () => {
    setBusy(true);
    setError(null);
    let leaving = false;
    try {
      const checkout = await start.mutateAsync(application.id);
      if (!checkout.publicKey) {
        leaving = true;
        leaveFor(checkout.authorizationUrl);
        return;
      }
      let Pop;
      try {
        Pop = await loadPaystack();
      } catch {
        setError(MESSAGES.paymentScriptFailed);
        return;
      }
      const outcome = await openInlineCheckout(Pop, checkout.accessCode);
      if (outcome.kind === 'success') {
        leaving = true;
        navigate(`${PAYMENT_CALLBACK_PATH}?reference=${encodeURIComponent(outcome.reference)}`);
      } else if (outcome.kind === 'cancelled') {
        toast.info(MESSAGES.paymentCancelled);
        setError(MESSAGES.paymentCancelled);
      } else {
        leaving = true;
        leaveFor(checkout.authorizationUrl);
      }
    } catch (err) {
      setError(paymentStartError(err));
    } finally {
      if (!leaving) setBusy(false);
    }
  };

  const guarantorDeclined = application.guarantorStatus === 'declined';
  return (
    <div className="rb-pay">
      <Alert
        type={justSaved ? 'success' : 'info'}
        showIcon
        title={
          justSaved ? 'Application saved' : `You applied on ${formatDate(application.createdAt)}`
        }
        description={
          justSaved
            ? 'Your details are with the landlord. Complete your payment below.'
            : 'Your application is saved: complete your payment below.'
        }
      />
      <Alert
        type={
          guarantorDeclined
            ? 'warning'
            : application.guarantorStatus === 'confirmed'
              ? 'success'
              : 'info'
        }
        showIcon
        icon={<MailOutlined />}
        title={`Your guarantor ${GUARANTOR_WORDS[application.guarantorStatus]}`}
        description={
          application.guarantorStatus === 'pending'
            ? `We emailed ${application.guarantorName} (${application.guarantorEmail}) a link to confirm they stand for you. The landlord sees their answer before deciding; you can send the email again from My Applications.`
            : guarantorDeclined
              ? `${application.guarantorName} declined to stand for you. The landlord sees this; you may want to talk to them before you pay.`
              : `${application.guarantorName} confirmed they stand for you.`
        }
      />

      <MoveInLines
        cost={cost}
        label="Your payment"
        totalLabel="Total"
        className="rb-lines rb-lines--pay"
      />

      <p className="rb-secure">
        <LockOutlined aria-hidden="true" /> Secure payment through Paystack: your card details go to
        Paystack, never to RentNaija or the landlord. Paying does not approve your application; the
        landlord decides, and if it is not successful the whole amount comes back to you.
      </p>

      {error && <Alert type="error" showIcon title={error} className="rb-pay__error" />}

      <Button
        type="primary"
        size="large"
        block
        onClick={() => void payNow()}
        disabled={busy}
        loading={busy}
      >
        {busy ? 'Processing...' : 'Pay Now'}
      </Button>
    </div>
  );
}
