import { Inject, Injectable, Logger } from '@nestjs/common';
import { REFUND_MESSAGES } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { Payment } from './entities/payment.entity.js';
import type { DisputeEvent } from './gateway/payment-gateway.js';
import { PaymentEvents } from './payment-events.js';

/** The resolution by which we keep the money; any other one returned it to the payer. */
const MERCHANT_WON = 'declined';

/**
 * Why a payment's money cannot be refunded because of a chargeback, or null: while a dispute
 * is open the bank may return the money itself, and once the payer won it the bank did.
 */
export function disputeBlocksRefund(
  p: Pick<Payment, 'disputeId' | 'disputeResolvedAt' | 'disputeResolution'>,
): string | null {
  if (!p.disputeId) return null;
  if (!p.disputeResolvedAt) return REFUND_MESSAGES.disputed;
  return p.disputeResolution === MERCHANT_WON ? null : REFUND_MESSAGES.chargedBack;
}

/** SQL (payments as `p`) of a chargeback still waiting for its resolution. */
export const OPEN_DISPUTE_SQL = 'p.dispute_id IS NOT NULL AND p.dispute_resolved_at IS NULL';

const text = (v: string | null, max: number) => (v === null ? null : v.slice(0, max));
const date = (v: string | null) => {
  if (v === null) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * Chargebacks (the gateway's dispute events: create, remind, resolve): recorded on the payment with
 * their status, deadline and resolution. Opening one freezes any release of the payment's
 * money and refuses refunds of it; the team's mailbox hears of it with the deadline. A
 * resolution in our favour lifts the freeze; one in the payer's keeps it (the bank returned
 * the money).
 */
@Injectable()
export class PaymentDisputesService {
  private readonly logger = new Logger(PaymentDisputesService.name);

  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: PaymentEvents,
  ) {}

  async apply(m: EntityManager, event: DisputeEvent) {
    const reference = text(event.transactionReference, 64) ?? '';
    const payment = await m
      .getRepository(Payment)
      .findOne({ where: { reference }, lock: { mode: 'pessimistic_write' } });
    if (!payment) return `unknown reference ${reference}`;
    const disputeId = text(event.disputeId, 40);
    if (!disputeId) return 'no dispute id';
    const resolving = event.action === 'resolve';
    const sameDispute = payment.disputeId === disputeId;
    if (sameDispute && payment.disputeResolvedAt && !resolving) {
      return 'already resolved';
    }
    const isNew = !sameDispute;
    const kobo = event.amountKobo;
    payment.disputeId = disputeId;
    payment.disputeStatus = text(event.status, 40) ?? (resolving ? 'resolved' : 'pending');
    payment.disputeCategory = text(event.category, 40);
    payment.disputeAmount = kobo !== null ? Math.round(kobo / 100) : null;
    payment.disputeDueAt = date(event.dueAt) ?? payment.disputeDueAt;
    if (isNew) {
      payment.disputeOpenedAt = date(event.openedAt) ?? new Date();
      payment.disputeResolution = null;
      payment.disputeResolvedAt = null;
    }
    if (resolving) {
      payment.disputeResolution = text(event.resolution, 40) ?? 'unknown';
      payment.disputeResolvedAt = date(event.resolvedAt) ?? new Date();
      payment.releaseFrozen = payment.disputeResolution !== MERCHANT_WON;
    } else {
      payment.releaseFrozen = true;
    }
    await m.getRepository(Payment).save(payment);
    if (isNew || resolving) await this.tellTeam(m, payment, resolving);
    await this.events.publish(m, { kind: 'disputed', payment, action: event.action });
    this.logger.warn(
      `Chargeback ${disputeId} on ${reference}: ${event.action} (${payment.disputeStatus})`,
    );
    return resolving ? `dispute resolved: ${payment.disputeResolution}` : `dispute ${event.action}`;
  }

  private async tellTeam(m: EntityManager, payment: Payment, resolving: boolean) {
    const property = await m.getRepository(Property).findOneBy({ id: payment.propertyId });
    await this.mail.record(m, {
      to: this.config.enquiryEmail,
      template: 'payment-disputed',
      data: {
        reference: payment.reference,
        amount: payment.disputeAmount ?? payment.amount,
        title: property?.title ?? 'a listing',
        category: payment.disputeCategory,
        dueAt: payment.disputeDueAt?.toISOString() ?? null,
        resolution: resolving ? payment.disputeResolution : null,
        link: `${this.config.appUrl}/admin/payments/${payment.id}/show`,
      },
    });
  }
}
