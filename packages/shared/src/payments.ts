/**
 * Payments and refunds: states, the refund policy's reasons, the history filters and the JSON
 * the API answers with. Money is whole naira; kobo exists only at the gateway.
 */
import type { ListingSummary } from './api-types.js';
import type { ApplicationStatus } from './applications.js';
import type { MoveInItem } from './fees.js';
import { REJECTION_REASON_LIMITS } from './rules.js';

export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment pays for: the move-in payment, or a month of rent of a monthly tenancy. */
export const PAYMENT_TYPES = ['move_in', 'rent'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The page Paystack (or the sandbox checkout) sends the payer back to, with `?reference=`. */
export const PAYMENT_CALLBACK_PATH = '/payment/callback';

/** The file name of a payment's PDF receipt (GET /api/payments/:id/receipt.pdf). */
export const receiptFilename = (reference: string) => `RentNaija-receipt-${reference}.pdf`;
/** The file name of the PDF receipt of a payment's refunds (GET /api/payments/:id/refund-receipt.pdf). */
export const refundReceiptFilename = (reference: string) =>
  `RentNaija-refund-receipt-${reference}.pdf`;

/** Payment History's status filters, All first. */
export const PAYMENT_STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number]['value'];

/** Payment History's date filters, counted back from now in WAT. */
export const PAYMENT_PERIODS = [
  { value: 'all', label: 'All Time' },
  { value: 'week', label: 'Last Week' },
  { value: 'month', label: 'Last Month' },
  { value: '3months', label: 'Last 3 Months' },
  { value: 'year', label: 'Last Year' },
] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number]['value'];

/**
 * requested → approved → processing → processed, or denied, or failed. `needs_attention`: the
 * gateway could not send the money back to the card and needs the customer's bank account;
 * `superseded`: a request closed because we refund the whole payment ourselves.
 */
export const REFUND_STATUSES = [
  'requested',
  'approved',
  'processing',
  'needs_attention',
  'processed',
  'denied',
  'failed',
  'superseded',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** A refund still on its way: a payment has at most one. */
export const OPEN_REFUND_STATUSES = [
  'requested',
  'approved',
  'processing',
  'needs_attention',
] as const;

/** The refund policy's eligible cases (the /refund page): the reasons a tenant may give. */
export const REFUND_REASONS = [
  { value: 'property_unavailable', label: 'The property is no longer available after you paid' },
  { value: 'misrepresentation', label: 'The listing misrepresented the property' },
  { value: 'technical_error', label: 'A technical error charged you the wrong amount' },
  { value: 'duplicate_payment', label: 'You were charged twice for the same payment' },
  {
    value: 'cancelled_within_24_hours',
    label: 'You cancel within 24 hours of applying, before processing has started',
  },
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number]['value'];
/** The cases the policy does not refund. */
export const REFUND_NOT_ELIGIBLE = [
  'A change of mind',
  'Changes in personal circumstances',
  'Disagreement with the property after a viewing',
  'Inability to pay the rent',
  'Failing the identity check or the landlord’s review',
] as const;
/**
 * Reasons of refunds we make without being asked: the application was not successful (rejected,
 * or the home was let to another applicant) after the tenant paid.
 */
export const AUTOMATIC_REFUND_REASONS = [
  { value: 'application_not_successful', label: 'Your application was not successful' },
  {
    value: 'landlord_did_not_countersign',
    label: 'The landlord did not countersign the tenancy agreement in time',
  },
  { value: 'deposit_returned', label: 'Your caution deposit returned at the end of the tenancy' },
] as const;
export type AutomaticRefundReason = (typeof AUTOMATIC_REFUND_REASONS)[number]['value'];
export type AnyRefundReason = RefundReason | AutomaticRefundReason;

export const refundReasonLabel = (reason: string): string =>
  [...REFUND_REASONS, ...AUTOMATIC_REFUND_REASONS].find((r) => r.value === reason)?.label ?? reason;

/** Hours after applying within which the '24 hours' reason applies. */
export const REFUND_CANCELLATION_HOURS = 24;

export const REFUND_MESSAGES = {
  reasonRequired: 'Choose one of the reasons our refund policy covers',
  detailsTooLong: 'Details must be at most 2000 characters',
  notCompleted: 'Only a completed payment can be refunded',
  alreadyOpen: 'A refund for this payment is already being handled',
  cancellationTooLate:
    'A cancellation refund must be asked for within 24 hours of applying, before the landlord has reviewed the application',
  disputed:
    'This payment is disputed with the bank (a chargeback): it cannot be refunded while the dispute is open',
  chargedBack: 'The bank already returned this payment to the payer (a chargeback)',
  superseded:
    'Your application was not successful, so we refund the whole payment ourselves: this request is no longer needed.',
} as const;

/** A chargeback on a payment, as the gateway reports it. */
export interface PaymentDisputeDto {
  id: string;
  /** The gateway's word: awaiting-merchant-feedback, awaiting-bank-feedback, pending, resolved. */
  status: string;
  category: string | null;
  /** Whole naira the payer disputes. */
  amount: number | null;
  /** When our answer is due to the gateway. */
  dueAt: string | null;
  openedAt: string;
  /** merchant-accepted, auto-accepted (the payer got the money back) or declined (we keep it). */
  resolution: string | null;
  resolvedAt: string | null;
}

/** Bank details a refund needing attention is sent to (the gateway's bank id). */
export interface RefundRetryRequest {
  accountNumber: string;
  bankId: string;
}
/** A Nigerian bank account number (NUBAN) is 10 digits; the gateway's bank ids are digits. */
export const NUBAN_PATTERN = /^\d{10}$/;
export const BANK_ID_PATTERN = /^\d{1,9}$/;
export const REFUND_RETRY_MESSAGES = {
  accountNumber: 'Enter the 10-digit account number (NUBAN), in the tenant’s own name',
  bankId: 'Enter the bank’s id at the payment processor (digits, from its list of banks)',
  sent: 'Refund sent again to the bank account',
  failed: 'Failed to send the refund again',
} as const;

/** A refund as the tenant and staff see it. */
export interface RefundDto {
  id: string;
  paymentId: string;
  amount: number;
  reason: AnyRefundReason;
  reasonLabel: string;
  details: string | null;
  status: RefundStatus;
  /** Made by us (the application was not successful), not asked for. */
  automatic: boolean;
  decisionReason: string | null;
  decidedAt: string | null;
  processedAt: string | null;
  /** The gateway's last word on it (pending, processing, needs-attention, processed…). */
  gatewayStatus: string | null;
  /** When the gateway asked for the customer's bank account; null unless it did. */
  attentionAt: string | null;
  createdAt: string;
}

/** A payment. `amount` and the breakdown are whole naira. */
export interface PaymentDto {
  id: string;
  reference: string;
  amount: number;
  currency: 'NGN';
  breakdown: MoveInItem[];
  paymentType: PaymentType;
  status: PaymentStatus;
  /** card, bank, ussd, bank_transfer… as the gateway reports it; null until paid. */
  paymentMethod: string | null;
  /** When the money was received; null until then. */
  paymentDate: string | null;
  description: string;
  applicationId: string;
  propertyId: string;
  property: Pick<ListingSummary, 'id' | 'title' | 'location'> | null;
  tenant: { id: string; name: string; email: string } | null;
  /** The latest refund of this payment, if any. */
  refund: RefundDto | null;
  /** Whether a refund receipt can be downloaded: money of this payment reached the tenant back. */
  refundReceiptAvailable: boolean;
  createdAt: string;
}

/** GET /api/payments/mine and /api/landlord/payments: the rows and the summary cards. */
export interface PaymentListResponse {
  data: PaymentDto[];
  summary: {
    totalPayments: number;
    completed: number;
    pending: number;
    /** Sum of completed payments in the filtered view. */
    totalAmount: number;
  };
}

/** A payment in the console: the flag staff must look at, and the gateway's words. */
export interface AdminPaymentDto extends PaymentDto {
  landlord: { id: string; name: string; email: string } | null;
  flaggedReason: string | null;
  flaggedAt: string | null;
  /** Staff's check of a flagged payment: when, by whom, what they found. */
  flagCheck: {
    checkedAt: string;
    checkedBy: { id: string; name: string } | null;
    note: string;
  } | null;
  gateway: 'paystack' | 'sandbox';
  gatewayResponse: Record<string, unknown> | null;
  applicationStatus: ApplicationStatus | null;
  /** The latest chargeback on it, if any. */
  dispute: PaymentDisputeDto | null;
  /** Nothing of this money may be released to the landlord (an open or lost chargeback). */
  releaseFrozen: boolean;
}

export interface AdminRefundDto extends RefundDto {
  payment: { id: string; reference: string; amount: number; status: PaymentStatus };
  tenant: { id: string; name: string; email: string } | null;
  property: Pick<ListingSummary, 'id' | 'title'> | null;
}

/** POST /api/admin/payments/:id/check-flag: what staff found when they checked the transaction. */
export const FLAG_CHECK_NOTE_LIMITS = REJECTION_REASON_LIMITS;
export const FLAG_CHECK_MESSAGES = {
  required: 'Say what you checked',
  tooShort: `Write at least ${FLAG_CHECK_NOTE_LIMITS.min} characters: what the gateway's dashboard shows and what was done`,
  checked: 'Payment marked as checked',
  failed: 'Failed to mark the payment as checked',
} as const;

/** POST /api/payments/initialize */
export interface PaymentInitializeRequest {
  applicationId: string;
}
export interface PaymentInitializeResponse {
  paymentId: string;
  reference: string;
  /** Paystack's checkout page (or the sandbox's): redirect here when the inline popup cannot open. */
  authorizationUrl: string;
  accessCode: string;
  /** For Paystack's inline checkout; null in the sandbox (redirect to authorizationUrl). */
  publicKey: string | null;
  /** Whole naira, as charged (kobo × 100 at the gateway). */
  amount: number;
  email: string;
  breakdown: MoveInItem[];
}

/** GET /api/payments/verify/:reference: the payment after a server-side check with the gateway. */
export interface PaymentVerifyResponse extends PaymentDto {
  /** The gateway's own word (success, failed, abandoned, ongoing…), null when it could not be asked. */
  gatewayStatus: string | null;
}

export interface RefundRequest {
  reason: RefundReason;
  details?: string;
}

const METHOD_WORDS: Record<string, string> = { ussd: 'USSD', qr: 'QR', eft: 'EFT' };

/**
 * A payment method as the gateway names it ('card', 'bank_transfer', 'ussd'), as people read it
 * ('Card', 'Bank transfer', 'USSD'); null when it is not known yet.
 */
export function paymentMethodLabel(method: string | null): string | null {
  if (!method) return null;
  const words = method.split(/[_\s]+/).filter(Boolean);
  const text = words.map((w) => METHOD_WORDS[w.toLowerCase()] ?? w.toLowerCase()).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
