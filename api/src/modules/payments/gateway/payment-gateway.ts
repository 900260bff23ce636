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

/**
 * A card the payer may be charged again without them (when `reusable`). `authorizationCode` is
 * a secret: keep it only where saved cards are kept, never in a summary or a log.
 */
export interface SavedCard {
  authorizationCode: string;
  /** The same for one card across charges (to tell cards apart). */
  signature: string | null;
  reusable: boolean;
  last4: string | null;
  brand: string | null;
  expMonth: string | null;
  expYear: string | null;
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
  /** The card it was paid with, when the gateway lets us charge it again; else null. */
  card?: SavedCard | null;
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

/** A bank money can be sent to: `code` names it in transfers, `id` in refund retries. */
export interface Bank {
  id: number;
  name: string;
  code: string;
  slug: string | null;
}

export interface TransferRecipientInput {
  /** The account holder's name (as `resolveAccount` gave it). */
  name: string;
  accountNumber: string;
  bankCode: string;
}

/**
 * Our reference of a transfer: what the gateway accepts, lowercase letters, digits, `-` and
 * `_` only (an uppercase reference is refused). A transfer is asked for once per reference:
 * ask again with the same one after an unclear answer.
 */
export const TRANSFER_REFERENCE = /^[a-z0-9_-]{1,100}$/;

export interface TransferInput {
  amountKobo: number;
  /** A recipient code from `createTransferRecipient`. */
  recipient: string;
  reference: string;
  reason: string;
}

/**
 * Where a transfer stands. `otp`: the gateway waits for a one-time password before sending
 * (turn OTP off for automated payouts); `pending`: on its way, a webhook tells the end.
 */
export type TransferStatus = 'success' | 'pending' | 'otp' | 'failed' | 'reversed';

export interface GatewayTransfer {
  reference: string;
  transferCode: string;
  status: TransferStatus;
  amountKobo: number;
  /** The gateway's reason for a failure or reversal, when it gives one. */
  message: string | null;
}

export interface AuthorizationChargeInput {
  email: string;
  amountKobo: number;
  /** `SavedCard.authorizationCode` of a past charge. */
  authorizationCode: string;
  reference: string;
}

/**
 * A charge of a saved card: the transaction (settled like any other, by webhook or verify), or
 * `paused` when the bank wants the customer's approval first: send them to `authorizationUrl`.
 */
export type AuthorizationCharge =
  | { paused: false; transaction: GatewayTransaction }
  | { paused: true; authorizationUrl: string; reference: string };

/** The request headers of a webhook (lowercase names, as Node gives them). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A refund's progress as the gateway reports it. */
export type RefundEventStatus =
  'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

/**
 * What a webhook says, in our words. Amounts are in kobo. Every kind names the payment's
 * reference (`transactionReference`) or, for transfers, our transfer reference.
 */
export type GatewayEvent =
  | {
      kind: 'charge';
      status: 'success' | 'failed';
      transaction: GatewayTransaction;
    }
  | {
      kind: 'refund';
      status: RefundEventStatus;
      transactionReference: string;
      /** The gateway's id of the refund, when the event gives it (needed to retry it). */
      refundId: string | null;
      /** The bank's reference of the money sent back (once processed). */
      refundReference: string | null;
      amountKobo: number | null;
    }
  | {
      kind: 'dispute';
      action: 'create' | 'remind' | 'resolve';
      disputeId: string | null;
      transactionReference: string;
      status: string | null;
      category: string | null;
      amountKobo: number | null;
      dueAt: string | null;
      openedAt: string | null;
      resolution: string | null;
      resolvedAt: string | null;
    }
  | {
      kind: 'transfer';
      status: 'success' | 'failed' | 'reversed';
      transfer: GatewayTransfer;
    }
  | { kind: 'ignored'; reason: string };

export type GatewayEventKind = GatewayEvent['kind'];
export type RefundEvent = Extract<GatewayEvent, { kind: 'refund' }>;
export type DisputeEvent = Extract<GatewayEvent, { kind: 'dispute' }>;

/** A webhook whose signature was good, read. */
export interface ParsedWebhook {
  /** The gateway's name for it (e.g. `charge.success`), kept for staff. */
  name: string;
  /** Unique per event: a repeated delivery has the same key (and is applied once). */
  key: string;
  /** The payment's (or transfer's) reference it concerns, if any. */
  reference: string | null;
  /** The body as sent, kept as the record of what the gateway said. */
  payload: Record<string, unknown>;
  event: GatewayEvent;
}

/** A webhook whose signature is missing or wrong (or whose body is no event): nothing is kept. */
export class WebhookSignatureError extends Error {}

export interface PaymentGateway {
  readonly name: 'paystack' | 'sandbox';
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

  /**
   * Checks a webhook's signature over its raw bytes and reads it. Throws
   * `WebhookSignatureError` when the signature is missing or wrong.
   */
  parseWebhook(raw: Buffer, headers: WebhookHeaders): ParsedWebhook;
  /** Reads a webhook body this gateway sent and `parseWebhook` accepted (when applying it). */
  readWebhook(payload: Record<string, unknown>): GatewayEvent;

  // Payouts and saved cards: background calls (jobs and sweeps), with the longer timeout.
  listBanks(): Promise<Bank[]>;
  /**
   * The account holder's name; a GatewayError (4xx) when the bank knows no such account.
   * `request` when a person waits for the answer (one short try).
   */
  resolveAccount(
    accountNumber: string,
    bankCode: string,
    budget?: CallBudget,
  ): Promise<{ accountName: string }>;
  /** The recipient's code; the same account given again answers the code it already has. */
  createTransferRecipient(input: TransferRecipientInput): Promise<{ recipientCode: string }>;
  /** Sends money from our balance. Idempotent by `reference`: asked twice, sent once. */
  initiateTransfer(input: TransferInput): Promise<GatewayTransfer>;
  verifyTransfer(reference: string): Promise<GatewayTransfer>;
  chargeAuthorization(input: AuthorizationChargeInput): Promise<AuthorizationCharge>;
}

/** Refuses a transfer reference the gateway would refuse, before asking it. */
export function assertTransferReference(reference: string): void {
  if (!TRANSFER_REFERENCE.test(reference)) {
    throw new GatewayError(
      'A transfer reference holds only lowercase letters, digits, - and _ (at most 100)',
      false,
      400,
    );
  }
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
