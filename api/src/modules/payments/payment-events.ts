import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { Payment } from './entities/payment.entity.js';
import type { Refund } from './entities/refund.entity.js';
import type { GatewayTransfer, SavedCard } from './gateway/payment-gateway.js';

/**
 * What settlement decided, published inside the transaction that records it:
 * - `completed`: the gateway confirmed the payment (right amount and currency); `card`: the
 *   card it was paid with, when the gateway lets it be charged again (its authorization code is
 *   a secret: keep it only where saved cards are kept);
 * - `failed`: the gateway says the charge failed;
 * - `refund_approved`: money of the payment is to go back (staff approved a tenant's request,
 *   or we refund without being asked); what it paid for is undone (a tenancy is cancelled);
 * - `refund_processed`: money of the payment went back (`refund.amount`; the payment is
 *   `refunded` once all of it did);
 * - `disputed`: a chargeback was opened, reminded of or resolved (`payment.dispute*`);
 * - `transfer`: the gateway told the end of a transfer from our balance (by our reference).
 */
export type PaymentEvent =
  | { kind: 'completed'; payment: Payment; card?: SavedCard | null }
  | { kind: 'failed'; payment: Payment }
  | { kind: 'refund_approved'; payment: Payment; refund: Refund }
  | { kind: 'refund_processed'; payment: Payment; refund: Refund }
  | { kind: 'disputed'; payment: Payment; action: 'create' | 'remind' | 'resolve' }
  | { kind: 'transfer'; transfer: GatewayTransfer };

/**
 * Subscribe here to react to payments (dashboards, notifications, payouts) instead of being
 * called from settlement.
 */
@Injectable()
export class PaymentEvents extends DomainEvents<PaymentEvent> {}
