import { useEffect, type ReactNode } from 'react';
import { Button } from 'antd';
import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  DownloadOutlined,
  LoadingOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { type QueryState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatNaira, MESSAGES, type PaymentVerifyResponse } from '@rentnaija/shared';
import { errorMessage, hasCode, isRetryable } from '../../../api/errors';
import { LinkButton } from '../../../components/LinkButton';
import { ErrorState } from '../../../components/QueryStates';
import { toast } from '../../../components/toast';
import { applicationKeys } from '../../applications';
import { dashboardPathFor, useAuth } from '../../auth';
import { downloadReceipt, paymentKeys, paymentQueries } from '../../payments';
import {
  nextVerifyPoll,
  type PaymentOutcome,
  paymentOutcome,
  type VerifyState,
} from '../lib/outcome';
import '../booking.css';

/**
 * The page Paystack (or the sandbox) sends the payer back to, `?reference=`: the server checks
 * the payment with the gateway and this page shows what it says. While the payment is pending,
 * or a check gets no answer, the page says it is confirming and asks again with growing waits
 * (a queued check or the webhook completes the payment meanwhile); after a few minutes it
 * tells the payer it will be confirmed by email. A pending payment is never shown as failed.
 */
export function PaymentCallbackView() {
  const [params] = useSearchParams();
  const reference = params.get('reference') || params.get('trxref') || '';
  const queryClient = useQueryClient();
  const verify = useQuery({
    ...paymentQueries.verify(reference),
    enabled: reference !== '',
    // The page's own checks retry, with their waits.
    retry: false,
    refetchInterval: (query) => nextVerifyPoll(verifyState(query.state)),
    refetchIntervalInBackground: true,
  });
  // Read here so each finished check re-renders (an identical answer keeps the same data,
  // and the query re-renders only for what the page reads).
  const checking = verify.isFetching;
  const state = verifyState(queryClient.getQueryState(paymentKeys.verify(reference)));
  const payment = verify.data as PaymentVerifyResponse | undefined;
  const outcome: PaymentOutcome = payment && !verify.isError ? paymentOutcome(payment) : 'pending';

  useEffect(() => {
    if (outcome === 'pending') return;
    // The payment settled: the lists and the application's paid flag changed.
    void queryClient.invalidateQueries({ queryKey: paymentKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
  }, [outcome, queryClient]);

  if (!reference) {
    return (
      <Result
        tone="bad"
        title="No payment to check"
        text="This page needs the payment reference Paystack sends back. Your payments are in Payment History."
        actions={<PaymentHistoryLink primary />}
      />
    );
  }
  if (verify.isError && hasCode(verify.error, 'PAYMENT_NOT_FOUND')) {
    return (
      <Result
        tone="bad"
        title="We could not find this payment"
        text={`No payment of yours has the reference ${reference}. Your payments are in Payment History.`}
        actions={<PaymentHistoryLink primary />}
      />
    );
  }
  if (verify.isError && !isRetryable(verify.error)) {
    return (
      <div className="rb-page">
        <ErrorState
          title={`We could not check payment ${reference}`}
          error={verify.error}
          onRetry={() => void verify.refetch()}
        />
      </div>
    );
  }

  const retry = payment && `/payment/${payment.propertyId}?application=${payment.applicationId}`;
  switch (outcome) {
    case 'completed':
      return <BookingComplete payment={payment!} />;
    case 'failed':
      return (
        <Result
          tone="bad"
          title="Payment failed"
          text="The payment was declined, so no money was taken. You can try again, with another card if need be."
          actions={<TryAgain to={retry!} />}
        />
      );
    case 'cancelled':
      return (
        <Result
          tone="bad"
          title="Payment cancelled"
          text={MESSAGES.paymentCancelled}
          actions={<TryAgain to={retry!} />}
        />
      );
    case 'refunded':
      return (
        <Result
          tone="neutral"
          title="This payment was refunded"
          text={`${formatNaira(payment!.amount)} went back to the card or account it came from.`}
          actions={<PaymentHistoryLink primary />}
        />
      );
    default:
      if (verify.isPending || nextVerifyPoll(state) !== false) {
        return (
          <Result
            tone="working"
            title="We’re confirming your payment…"
            text={
              <>
                Paystack is confirming payment <span className="rb-mono">{reference}</span>. This
                page updates by itself as soon as it is confirmed; you can also leave it: we will
                email you.
              </>
            }
            actions={<PaymentHistoryLink />}
          />
        );
      }
      return (
        <Result
          tone="neutral"
          title="We are still confirming your payment"
          text={`Paystack has not confirmed payment ${reference} yet. If you paid, there is nothing more to do: we will email you as soon as it is confirmed, and it will show in Payment History.`}
          actions={
            <>
              <Button
                icon={<ReloadOutlined aria-hidden="true" />}
                loading={checking}
                onClick={() => void verify.refetch()}
              >
                Check again
              </Button>
              <PaymentHistoryLink />
            </>
          }
        />
      );
  }
}

/** The callback's checks so far, from the query's state. */
function verifyState(query: QueryState<unknown, unknown> | undefined): VerifyState {
  return {
    payment: query?.data as PaymentVerifyResponse | undefined,
    error: query?.status === 'error' ? query.error : null,
    answers: (query?.dataUpdateCount ?? 0) + (query?.errorUpdateCount ?? 0),
  };
}

/** To the payments page, where every payment and its receipt are. */
function PaymentHistoryLink({ primary = false }: { primary?: boolean }) {
  return (
    <LinkButton type={primary ? 'primary' : 'default'} to="/payments">
      Payment History
    </LinkButton>
  );
}

function TryAgain({ to }: { to: string }) {
  return (
    <>
      <LinkButton type="primary" to={to} icon={<ReloadOutlined />}>
        Try again
      </LinkButton>
      <PaymentHistoryLink />
    </>
  );
}

function Result({
  tone,
  title,
  text,
  actions,
}: {
  tone: 'bad' | 'neutral' | 'working';
  title: string;
  text: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="rb-page">
      <section className="rn-card rb-result" role="status" aria-labelledby="rb-result-title">
        <span className={`rb-result__icon rb-result__icon--${tone}`} aria-hidden="true">
          {tone === 'bad' ? (
            <CloseCircleFilled />
          ) : tone === 'working' ? (
            <LoadingOutlined />
          ) : (
            <ClockCircleOutlined />
          )}
        </span>
        <h1 id="rb-result-title" className="rb-result__title">
          {title}
        </h1>
        <p className="rb-result__text">{text}</p>
        <div className="rb-actions">{actions}</div>
      </section>
    </div>
  );
}

/** The booking's last step: the paid total, the review promise, and where to go next. */
export function BookingComplete({ payment }: { payment: PaymentVerifyResponse }) {
  const { user } = useAuth();
  const receipt = async () => {
    try {
      await downloadReceipt(payment);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to download the receipt'));
    }
  };
  return (
    <div className="rb-page">
      <section className="rn-card rb-result" role="status" aria-labelledby="rb-result-title">
        <span className="rb-result__icon rb-result__icon--ok" aria-hidden="true">
          <CheckCircleFilled />
        </span>
        <h1 id="rb-result-title" className="rb-result__title">
          Booking &amp; Payment Completed
        </h1>
        <p className="rb-result__amount">{formatNaira(payment.amount)} paid</p>
        <p className="rb-result__text">
          for {payment.property?.title ?? 'your new home'}. Reference{' '}
          <span className="rb-mono">{payment.reference}</span>.
        </p>
        <p className="rb-result__text">
          Our team will review your application and contact you within 24-48 hours. We have emailed
          you a receipt; it is also in Payment History.
        </p>
        <div className="rb-actions">
          <LinkButton to="/properties">Browse More Properties</LinkButton>
          <LinkButton type="primary" to={dashboardPathFor(user?.role)}>
            Go to Dashboard
          </LinkButton>
        </div>
        <Button
          type="link"
          icon={<DownloadOutlined aria-hidden="true" />}
          onClick={() => void receipt()}
        >
          Download receipt (PDF)
        </Button>
      </section>
    </div>
  );
}
