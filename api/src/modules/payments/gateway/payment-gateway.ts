/**
 * What the payment flows ask of a gateway. Paystack in production; the built-in sandbox when no
 * secret key is configured. Both take and give amounts in kobo: naira × 100 happens only here,
 * at the boundary (`toKobo`).
 */
export interface InitializeInput {
  email: string;
  amountKobo: number;
  currency: 'NGN';
  reference: string;
  callbackUrl: string;
  metadata: { applicationId: string; propertyId: string; paymentId: string };
}
export interface InitializeOutput {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** The gateway's account of a transaction (Paystack's `GET /transaction/verify`). */
export interface GatewayTransaction {
  reference: string;
  /** success, failed, abandoned, ongoing, pending, reversed… */
  status: string;
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  channel: string | null;
  /** What we keep of it (no card tokens). */
  summary: Record<string, unknown>;
}

export interface RefundOutput {
  id: string;
  status: string;
  summary: Record<string, unknown>;
}

/**
 * Who waits for a call. `request`: a person, on the request path: one try within the short
 * request timeout, and a failure is answered at once (the queued check retries later).
 * `background`: a queued job or a sweep, which may wait longer and try again.
 */
export type CallBudget = 'request' | 'background';

/** Where a refund the card could not take is sent instead (the gateway's bank id). */
export interface RefundAccount {
  accountNumber: string;
  bankId: string;
}

export interface PaymentGateway {
  readonly name: 'paystack' | 'sandbox';
  /** The key webhooks are signed with (HMAC-SHA512 of the raw body). */
  readonly webhookSecret: string;
  /** For Paystack's inline checkout in the browser; null for the sandbox. */
  readonly publicKey: string | null;
  /** Always on the request path: the payer waits for the checkout to open. */
  initialize(input: InitializeInput): Promise<InitializeOutput>;
  verify(reference: string, budget?: CallBudget): Promise<GatewayTransaction>;
  refund(reference: string, amountKobo: number): Promise<RefundOutput>;
  /**
   * Sends a refund the gateway reported as needing attention to the customer's bank account
   * (Paystack's `POST /refund/retry_with_customer_details/:id`).
   */
  retryRefund(gatewayRefundId: string, account: RefundAccount): Promise<RefundOutput>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/**
 * A gateway call that failed. `retryable`: a 5xx, a timeout or a network error, worth asking
 * again later; otherwise the gateway refused the request (4xx) and asking again will not help.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const toKobo = (naira: number) => Math.round(naira * 100);

/** What we keep of a transaction: enough for staff and receipts, never the card's token. */
export function transactionSummary(data: Record<string, unknown>): Record<string, unknown> {
  const pick = (o: unknown, keys: string[]) =>
    o && typeof o === 'object'
      ? Object.fromEntries(
          keys
            .filter((k) => (o as Record<string, unknown>)[k] !== undefined)
            .map((k) => [k, (o as Record<string, unknown>)[k]]),
        )
      : undefined;
  return {
    ...pick(data, [
      'id',
      'status',
      'reference',
      'amount',
      'currency',
      'channel',
      'gateway_response',
      'paid_at',
      'paidAt',
      'fees',
      'message',
    ]),
    ...(data.authorization
      ? {
          authorization: pick(data.authorization, [
            'channel',
            'card_type',
            'bank',
            'last4',
            'exp_month',
            'exp_year',
            'country_code',
            'brand',
          ]),
        }
      : {}),
  };
}
