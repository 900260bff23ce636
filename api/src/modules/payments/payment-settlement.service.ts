import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApplicationsService } from '../applications/applications.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { User } from '../users/entities/user.entity.js';
import { Payment } from './entities/payment.entity.js';
import { type GatewayTransaction, toKobo } from './gateway/payment-gateway.js';
import { PaymentEvents } from './payment-events.js';
import { RefundsService } from './refunds.service.js';

/** A pending payment the payer has not finished within this time is cancelled. */
export const ABANDONED_AFTER_MS = 24 * 3600 * 1000;

/**
 * Applies what the gateway says of a transaction (a signed webhook or a verify call) to its
 * payment, inside the caller's transaction with the payment row locked. Idempotent: a payment
 * completes once however many times it is told. A success whose amount (kobo) or currency is
 * not what we asked for is flagged for staff and not completed. What it decides is published on
 * PaymentEvents.
 */
@Injectable()
export class PaymentSettlementService {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly notifications: NotificationsService,
    private readonly refunds: RefundsService,
    private readonly events: PaymentEvents,
  ) {}

  /** Locks the payment of `reference` (null when there is none). */
  lock(m: EntityManager, where: { reference: string } | { id: string }): Promise<Payment | null> {
    return m.getRepository(Payment).findOne({ where, lock: { mode: 'pessimistic_write' } });
  }

  async apply(m: EntityManager, payment: Payment, tx: GatewayTransaction): Promise<string> {
    const repo = m.getRepository(Payment);
    if (payment.status === 'completed' || payment.status === 'refunded') return 'already completed';
    if (tx.status === 'success') {
      const expected = toKobo(payment.amount);
      if (tx.amountKobo !== expected || tx.currency !== payment.currency) {
        if (!payment.flaggedAt) {
          payment.flaggedReason = `The gateway reported ${tx.amountKobo} kobo in ${tx.currency || 'no currency'}; we asked for ${expected} kobo in ${payment.currency}. Not completed: check the transaction before doing anything.`;
          payment.flaggedAt = new Date();
        }
        payment.gatewayResponse = tx.summary;
        await repo.save(payment);
        return 'flagged: amount or currency mismatch';
      }
      payment.status = 'completed';
      payment.paymentDate = tx.paidAt ? new Date(tx.paidAt) : new Date();
      payment.paymentMethod = tx.channel;
      payment.gatewayResponse = tx.summary;
      payment.nextCheckAt = null;
      await repo.save(payment);
      await this.events.publish(m, { kind: 'completed', payment, card: tx.card ?? null });
      // A month of rent is the rent schedule's to follow up (RentChargesService).
      if (payment.paymentType === 'move_in') await this.completed(m, payment);
      return 'completed';
    }
    payment.gatewayResponse = tx.summary;
    let failed = false;
    if (tx.status === 'failed' && payment.status === 'pending') {
      payment.status = 'failed';
      payment.nextCheckAt = null;
      failed = true;
    } else if (
      payment.status === 'pending' &&
      Date.now() - payment.createdAt.getTime() >= ABANDONED_AFTER_MS
    ) {
      payment.status = 'cancelled';
      payment.nextCheckAt = null;
    }
    await repo.save(payment);
    if (failed) await this.events.publish(m, { kind: 'failed', payment });
    return payment.status;
  }

  /**
   * A payment that started but the gateway never heard of (its checkout never opened):
   * cancelled once abandoned for a day, else left for the next check.
   */
  async unknownToGateway(m: EntityManager, payment: Payment): Promise<string> {
    if (
      payment.status === 'pending' &&
      Date.now() - payment.createdAt.getTime() >= ABANDONED_AFTER_MS
    ) {
      payment.status = 'cancelled';
      payment.nextCheckAt = null;
      await m.getRepository(Payment).save(payment);
    }
    return payment.status;
  }

  /** What follows a completed payment: the application paid, receipts, refunds if due. */
  private async completed(m: EntityManager, payment: Payment): Promise<void> {
    const outcome = await this.applications.recordPayment(
      m,
      payment.applicationId,
      payment.reference,
    );
    const property = await m.getRepository(Property).findOneBy({ id: payment.propertyId });
    const tenant = await m.getRepository(User).findOneBy({ id: payment.tenantId });
    const title = property?.title ?? 'your home';
    await this.notifications.notify(m, payment.tenantId, {
      type: 'payment.completed',
      paymentId: payment.id,
      reference: payment.reference,
      amount: payment.amount,
      title,
    });
    await this.notifications.notify(m, payment.landlordId, {
      type: 'payment.received',
      paymentId: payment.id,
      reference: payment.reference,
      amount: payment.amount,
      title,
      tenantName: tenant?.name ?? 'A tenant',
    });
    if (outcome === 'duplicate') {
      payment.flaggedReason =
        'Paid twice: the application was already paid by another payment. Refunded automatically.';
      payment.flaggedAt = new Date();
      await m.getRepository(Payment).save(payment);
      await this.refunds.refundAutomatically(m, payment.id, 'duplicate_payment');
    } else if (outcome === 'not_successful') {
      await this.refunds.refundAutomatically(m, payment.id, 'application_not_successful');
    }
  }
}
