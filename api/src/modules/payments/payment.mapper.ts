import {
  type AdminPaymentDto,
  type PaymentDto,
  type RefundDto,
  refundReasonLabel,
} from '@rentnaija/shared';
import type { Payment } from './entities/payment.entity.js';
import type { Refund } from './entities/refund.entity.js';

export const refundToDto = (r: Refund): RefundDto => ({
  id: r.id,
  paymentId: r.paymentId,
  amount: r.amount,
  reason: r.reason,
  reasonLabel: refundReasonLabel(r.reason),
  details: r.details,
  status: r.status,
  automatic: r.automatic,
  decisionReason: r.decisionReason,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  processedAt: r.processedAt?.toISOString() ?? null,
  gatewayStatus: r.gatewayStatus,
  attentionAt: r.attentionAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** A payment's refunds as its DTO tells them: the latest, and whether any reached the tenant. */
export interface PaymentRefunds {
  latest: Refund;
  processed: boolean;
}

/** A payment for its payer, its landlord or staff (`tenant` when the relation is loaded). */
export function paymentToDto(p: Payment, refunds: PaymentRefunds | null = null): PaymentDto {
  return {
    id: p.id,
    reference: p.reference,
    amount: p.amount,
    currency: p.currency,
    breakdown: p.breakdown,
    paymentType: p.paymentType,
    status: p.status,
    paymentMethod: p.paymentMethod,
    paymentDate: p.paymentDate?.toISOString() ?? null,
    description: p.description,
    applicationId: p.applicationId,
    propertyId: p.propertyId,
    property: p.property
      ? { id: p.property.id, title: p.property.title, location: p.property.location }
      : null,
    tenant: p.tenant ? { id: p.tenant.id, name: p.tenant.name, email: p.tenant.email } : null,
    refund: refunds ? refundToDto(refunds.latest) : null,
    refundReceiptAvailable: refunds?.processed ?? false,
    createdAt: p.createdAt.toISOString(),
  };
}

export function adminPaymentToDto(
  p: Payment,
  refunds: PaymentRefunds | null = null,
): AdminPaymentDto {
  return {
    ...paymentToDto(p, refunds),
    landlord: p.landlord
      ? { id: p.landlord.id, name: p.landlord.name, email: p.landlord.email }
      : null,
    flaggedReason: p.flaggedReason,
    flaggedAt: p.flaggedAt?.toISOString() ?? null,
    flagCheck: p.flagCheckedAt
      ? {
          checkedAt: p.flagCheckedAt.toISOString(),
          checkedBy: p.flagChecker ? { id: p.flagChecker.id, name: p.flagChecker.name } : null,
          note: p.flagCheckNote ?? '',
        }
      : null,
    gateway: p.gateway,
    gatewayResponse: p.gatewayResponse,
    applicationStatus: p.application?.status ?? null,
    dispute: p.disputeId
      ? {
          id: p.disputeId,
          status: p.disputeStatus ?? 'pending',
          category: p.disputeCategory,
          amount: p.disputeAmount,
          dueAt: p.disputeDueAt?.toISOString() ?? null,
          openedAt: (p.disputeOpenedAt ?? p.updatedAt).toISOString(),
          resolution: p.disputeResolution,
          resolvedAt: p.disputeResolvedAt?.toISOString() ?? null,
        }
      : null,
    releaseFrozen: p.releaseFrozen,
  };
}
