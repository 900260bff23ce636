import type { PaymentVerifyResponse } from '@rentnaija/shared';

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

/** The callback asks again this often, this many times, while the gateway has not settled. */
export const VERIFY_POLL_MS = 3000;
export const VERIFY_POLLS = 5;

/** Whether to ask the server again: pending, and fewer than VERIFY_POLLS answers so far. */
export function shouldPollAgain(
  payment: Pick<PaymentVerifyResponse, 'status' | 'gatewayStatus'> | undefined,
  answers: number,
): boolean {
  return !!payment && paymentOutcome(payment) === 'pending' && answers < VERIFY_POLLS;
}
