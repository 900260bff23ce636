import type { PaymentVerifyResponse } from '@rentnaija/shared';
import { isRetryable } from '../../../api/errors';

/** What the callback page tells the payer, from the server's check with the gateway. */
export type PaymentOutcome = 'completed' | 'pending' | 'failed' | 'cancelled' | 'refunded';

export function paymentOutcome(
  payment: Pick<PaymentVerifyResponse, 'status' | 'gatewayStatus'>,
): PaymentOutcome {
  switch (payment.status) {
    case 'completed':
    case 'failed':
    case 'cancelled':
    case 'refunded':
      return payment.status;
    default:
      // Still pending here; the gateway may already know the payer closed the checkout.
      if (payment.gatewayStatus === 'abandoned') return 'cancelled';
      if (payment.gatewayStatus === 'failed') return 'failed';
      return 'pending';
  }
}

/**
 * While a payment is pending the callback asks the server again, first after VERIFY_FIRST_POLL_MS,
 * each wait half as long again as the one before up to VERIFY_MAX_POLL_MS, VERIFY_POLLS answers
 * in all (about five minutes). The server answers within seconds even when Paystack does not.
 */
export const VERIFY_FIRST_POLL_MS = 2000;
export const VERIFY_MAX_POLL_MS = 30_000;
export const VERIFY_POLLS = 15;

/** The wait before the next check, after `answers` answers. */
export function verifyPollDelay(answers: number): number {
  return Math.round(
    Math.min(VERIFY_FIRST_POLL_MS * 1.5 ** Math.max(0, answers - 1), VERIFY_MAX_POLL_MS),
  );
}

/** What the callback knows after its checks so far. */
export interface VerifyState {
  /** The last successful answer. */
  payment: Pick<PaymentVerifyResponse, 'status' | 'gatewayStatus'> | undefined;
  /** The last check's error, when the last check failed. */
  error: unknown;
  /** Checks answered so far, successfully or not. */
  answers: number;
}

/**
 * The payment may still complete: the server says pending, or the last check got no answer
 * or a failure of the server (never shown as a failed payment).
 */
export function stillConfirming({ payment, error }: VerifyState): boolean {
  if (error) return isRetryable(error);
  return !!payment && paymentOutcome(payment) === 'pending';
}

/** The wait before asking again, or false: settled, refused, or asked VERIFY_POLLS times. */
export function nextVerifyPoll(state: VerifyState): number | false {
  return stillConfirming(state) && state.answers < VERIFY_POLLS
    ? verifyPollDelay(state.answers)
    : false;
}
