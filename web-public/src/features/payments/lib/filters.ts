import {
  OPEN_REFUND_STATUSES,
  PAYMENT_PERIODS,
  PAYMENT_STATUS_FILTERS,
  type PaymentPeriod,
  type PaymentStatus,
  type PaymentStatusFilter,
  type RefundStatus,
} from '@rentnaija/shared';
import type { PaymentFilters } from '../queries';

const STATUSES: readonly string[] = PAYMENT_STATUS_FILTERS.map((f) => f.value);
const PERIODS: readonly string[] = PAYMENT_PERIODS.map((p) => p.value);

/** Payment History's filters as the URL holds them (`?status=&period=`); unknown values are ignored. */
export function filtersFrom(params: URLSearchParams): PaymentFilters {
  const status = params.get('status');
  const period = params.get('period');
  return {
    status: status && STATUSES.includes(status) ? (status as PaymentStatusFilter) : 'all',
    period: period && PERIODS.includes(period) ? (period as PaymentPeriod) : 'all',
  };
}

/** The URL of a set of filters: defaults are left out. */
export function filtersToParams(filters: PaymentFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== 'all') out.status = filters.status;
  if (filters.period !== 'all') out.period = filters.period;
  return out;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Failed and cancelled red, pending yellow; completed green, refunded purple. */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'gold',
  completed: 'green',
  failed: 'red',
  cancelled: 'red',
  refunded: 'purple',
};

/** How a refund's state reads beside its payment. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  approved: 'Refund approved',
  processing: 'Refund on its way',
  needs_attention: 'Refund needs your bank account: our team will contact you',
  processed: 'Refunded',
  denied: 'Refund declined',
  failed: 'Refund failed: our team is on it',
  superseded: 'Request closed: we refund the whole payment',
};

/** A refund still open blocks a new request (the server keeps one per payment). */
export const refundOpen = (status: RefundStatus | undefined) =>
  (OPEN_REFUND_STATUSES as readonly (RefundStatus | undefined)[]).includes(status);

/** The tenant may ask for a refund of a completed payment with no refund on its way. */
export const canRequestRefund = (p: {
  status: PaymentStatus;
  refund: { status: RefundStatus } | null;
}) => p.status === 'completed' && !refundOpen(p.refund?.status) && p.refund?.status !== 'processed';

/** Describe the payment type. */
export const paymentTypeLabel = (type: string) => (type === 'move_in' ? 'Move-in payment' : type);
