import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type GatewayEvent,
  type GatewayTransaction,
  type GatewayTransfer,
  type ParsedWebhook,
  type RefundEventStatus,
  type SavedCard,
  transactionSummary,
  type TransferStatus,
  type WebhookHeaders,
  WebhookSignatureError,
} from './payment-gateway.js';

/**
 * Paystack's webhook format: `{ event, data }`, signed in `x-paystack-signature` with the
 * HMAC-SHA512 of the raw bytes under the secret key. The sandbox speaks the same format, so its
 * events travel the same route and are read by the same code.
 */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

type Data = Record<string, unknown>;

/** The signature of `raw` under `secret`, as Paystack sends it (hex). */
export const signPaystackWebhook = (raw: Buffer, secret: string) =>
  createHmac('sha512', secret).update(raw).digest('hex');

/** Whether `signature` (hex) is the HMAC-SHA512 of `raw` under `secret`, in constant time. */
function signatureMatches(raw: Buffer, signature: string, secret: string): boolean {
  const expected = createHmac('sha512', secret).update(raw).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Checks the signature over the raw bytes, then reads the event (never re-serialised first). */
export function parsePaystackWebhook(
  raw: Buffer,
  headers: WebhookHeaders,
  secret: string,
): ParsedWebhook {
  const header = headers[PAYSTACK_SIGNATURE_HEADER];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature || !/^[0-9a-f]+$/i.test(signature) || !signatureMatches(raw, signature, secret))
    throw new WebhookSignatureError('Invalid webhook signature');
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The webhook body is not JSON');
  }
  const payload = (body && typeof body === 'object' ? body : {}) as Data;
  const name = eventName(payload);
  const data = dataOf(payload);
  // A dispute is sent again as it changes (reminders, resolution): its version is its key.
  const objectId = name.startsWith('refund.')
    ? (data.refund_reference ?? data.id)
    : name.startsWith('charge.dispute.') && data.id !== undefined
      ? `${String(data.id)}@${String(data.updated_at ?? data.updatedAt ?? '')}`
      : (data.id ?? data.reference);
  const key =
    objectId !== undefined && objectId !== null
      ? `${name}:${String(objectId).slice(0, 90)}`
      : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  const transaction = data.transaction as Data | null | undefined;
  const reference =
    String(
      data.reference ??
        data.transaction_reference ??
        (transaction && typeof transaction === 'object' ? transaction.reference : '') ??
        '',
    ).slice(0, 64) || null;
  return { name, key, reference, payload, event: readPaystackEvent(payload) };
}

const eventName = (payload: Data) =>
  typeof payload.event === 'string' ? payload.event.slice(0, 60) : 'unknown';
const dataOf = (payload: Data): Data =>
  payload.data && typeof payload.data === 'object' ? (payload.data as Data) : {};
const textOrNull = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : null;
const koboOrNull = (v: unknown) => {
  if (v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

const REFUND_STATUSES: readonly RefundEventStatus[] = [
  'pending',
  'processing',
  'processed',
  'failed',
  'needs-attention',
];
const DISPUTE_ACTIONS = ['create', 'remind', 'resolve'] as const;
const TRANSFER_EVENTS = ['success', 'failed', 'reversed'] as const;

/** What a Paystack event body says, in the gateway-neutral words the payments flows use. */
export function readPaystackEvent(payload: Record<string, unknown>): GatewayEvent {
  const name = eventName(payload);
  const data = dataOf(payload);
  const [, suffix] = /^[a-z]+\.(.+)$/.exec(name) ?? [];
  if (name === 'charge.success' || name === 'charge.failed') {
    return {
      kind: 'charge',
      status: name === 'charge.success' ? 'success' : 'failed',
      transaction: {
        ...paystackTransaction(data, ''),
        status: String(data.status ?? (name === 'charge.success' ? 'success' : 'failed')),
      },
    };
  }
  if (name.startsWith('refund.') && (REFUND_STATUSES as readonly string[]).includes(suffix)) {
    const tx = data.transaction as Data | undefined;
    const id = data.id;
    return {
      kind: 'refund',
      status: suffix as RefundEventStatus,
      transactionReference: String(data.transaction_reference ?? tx?.reference ?? ''),
      refundId: id !== undefined && id !== null && id !== '' ? String(id) : null,
      refundReference: textOrNull(data.refund_reference),
      amountKobo: koboOrNull(data.amount),
    };
  }
  const dispute = /^charge\.dispute\.(.+)$/.exec(name)?.[1];
  if (dispute && (DISPUTE_ACTIONS as readonly string[]).includes(dispute)) {
    const tx = (data.transaction ?? {}) as Data;
    return {
      kind: 'dispute',
      action: dispute as (typeof DISPUTE_ACTIONS)[number],
      disputeId: textOrNull(data.id),
      transactionReference: textOrNull(tx.reference ?? data.transaction_reference) ?? '',
      status: textOrNull(data.status),
      category: textOrNull(data.category),
      amountKobo: koboOrNull(data.refund_amount),
      dueAt: textOrNull(data.dueAt ?? data.due_at),
      openedAt: textOrNull(data.created_at ?? data.createdAt),
      resolution: textOrNull(data.resolution),
      resolvedAt: textOrNull(data.resolvedAt ?? data.resolved_at),
    };
  }
  if (name.startsWith('transfer.') && (TRANSFER_EVENTS as readonly string[]).includes(suffix)) {
    return {
      kind: 'transfer',
      status: suffix as (typeof TRANSFER_EVENTS)[number],
      transfer: { ...paystackTransfer(data, ''), status: suffix as TransferStatus },
    };
  }
  return { kind: 'ignored', reason: `not handled: ${name}` };
}

/** A Paystack transaction object (verify, charge_authorization, `charge.*` events). */
export function paystackTransaction(data: Data, reference: string): GatewayTransaction {
  return {
    reference: String(data.reference ?? reference),
    status: String(data.status ?? 'unknown'),
    amountKobo: Number(data.amount),
    currency: String(data.currency ?? ''),
    paidAt: (data.paid_at as string | null) ?? (data.paidAt as string | null) ?? null,
    channel: (data.channel as string | null) ?? null,
    summary: transactionSummary(data),
    card: savedCard(data.authorization),
  };
}

/** The reusable card of a transaction's `authorization`, or null. */
function savedCard(authorization: unknown): SavedCard | null {
  if (!authorization || typeof authorization !== 'object') return null;
  const a = authorization as Data;
  if (typeof a.authorization_code !== 'string' || !a.authorization_code) return null;
  return {
    authorizationCode: a.authorization_code,
    signature: textOrNull(a.signature),
    reusable: a.reusable === true,
    last4: textOrNull(a.last4),
    brand: textOrNull(a.brand ?? a.card_type),
    expMonth: textOrNull(a.exp_month),
    expYear: textOrNull(a.exp_year),
  };
}

const KNOWN_TRANSFER_STATUSES = ['success', 'pending', 'otp', 'failed', 'reversed'];
/** Statuses of a transfer that will not be sent as it stands. */
const REFUSED_TRANSFER_STATUSES = ['abandoned', 'blocked', 'rejected'];

/** A Paystack transfer object (`POST /transfer`, verify, `transfer.*` events). */
export function paystackTransfer(data: Data, reference: string): GatewayTransfer {
  const status = String(data.status ?? 'pending');
  return {
    reference: String(data.reference ?? reference),
    transferCode: String(data.transfer_code ?? ''),
    status: KNOWN_TRANSFER_STATUSES.includes(status)
      ? (status as TransferStatus)
      : REFUSED_TRANSFER_STATUSES.includes(status)
        ? 'failed'
        : 'pending',
    amountKobo: Number(data.amount),
    message: textOrNull(data.gateway_response ?? data.failures ?? null),
  };
}
