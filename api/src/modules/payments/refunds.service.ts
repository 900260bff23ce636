import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminRefundDto,
  type AnyRefundReason,
  OPEN_REFUND_STATUSES,
  REFUND_CANCELLATION_HOURS,
  REFUND_MESSAGES,
  type RefundDto,
} from '@rentnaija/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { PropertyApplication } from '../applications/entities/property-application.entity.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { type JobHandler, JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import type { RequestRefundDto } from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { Refund } from './entities/refund.entity.js';
import {
  GatewayError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type RefundAccount,
  type RefundEvent,
  toKobo,
} from './gateway/payment-gateway.js';
import { PaymentEvents } from './payment-events.js';
import { refundToDto } from './payment.mapper.js';
import { disputeBlocksRefund } from './payment-disputes.service.js';

const NOT_FOUND = () => notFound('Refund not found', 'REFUND_NOT_FOUND');

const refundAudit = (r: Refund) => ({
  status: r.status,
  amount: r.amount,
  reason: r.reason,
  decisionReason: r.decisionReason,
});

/** 409 for a payment under a chargeback: the bank may return the money itself. */
function refuseDisputed(payment: Payment): void {
  const disputed = disputeBlocksRefund(payment);
  if (disputed) throw conflict(disputed, 'PAYMENT_DISPUTED');
}

/** Refunds on their way to the gateway or through it: a payment has at most one. */
const IN_FLIGHT = ['approved', 'processing', 'needs_attention'] as const;

/** What `refundAutomatically` did. */
export type AutomaticRefundOutcome =
  'refunding' | 'on its way' | 'already refunded' | 'not completed' | 'disputed';

/**
 * Refunds: asked for by a tenant on a completed payment with a reason of the refund policy and
 * decided by an admin, or made by us when a paid application was not successful (created
 * approved). An approved refund goes to the gateway through the outbox (`payments.refund`);
 * the gateway tells its progress by webhooks (`refund.pending`, `.processing`,
 * `.needs-attention`, `.processed`, `.failed`). A disputed payment is not refunded: the bank
 * may return the money itself.
 */
@Injectable()
export class RefundsService implements OnModuleInit, JobHandler<JobName.SendRefund> {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly applications: ApplicationsService,
    private readonly registry: JobRegistry,
    private readonly events: PaymentEvents,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.SendRefund, this);
  }

  /** A tenant asks for a refund of their completed payment. Nobody is notified: staff look. */
  async request(user: AuthUser, paymentId: string, dto: RequestRefundDto): Promise<RefundDto> {
    return this.dataSource.transaction(async (m) => {
      const payment = await m.getRepository(Payment).findOne({
        where: { id: paymentId, tenantId: user.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND');
      if (payment.status !== 'completed') {
        throw conflict(REFUND_MESSAGES.notCompleted, 'PAYMENT_NOT_REFUNDABLE');
      }
      refuseDisputed(payment);
      if (await this.hasOpenRefund(m, payment.id)) {
        throw conflict(REFUND_MESSAGES.alreadyOpen, 'REFUND_EXISTS');
      }
      if (dto.reason === 'cancelled_within_24_hours') {
        const app = await m
          .getRepository(PropertyApplication)
          .findOneByOrFail({ id: payment.applicationId });
        const hours = (Date.now() - app.createdAt.getTime()) / 3_600_000;
        if (hours > REFUND_CANCELLATION_HOURS || app.status !== 'pending') {
          throw badRequest(
            REFUND_MESSAGES.cancellationTooLate,
            [{ field: 'reason', message: REFUND_MESSAGES.cancellationTooLate }],
            'REFUND_NOT_ELIGIBLE',
          );
        }
      }
      const repo = m.getRepository(Refund);
      const refund = await repo.save(
        repo.create({
          paymentId: payment.id,
          tenantId: user.id,
          amount: payment.amount,
          reason: dto.reason,
          details: dto.details?.trim() || null,
          status: 'requested',
          automatic: false,
        }),
      );
      return refundToDto(refund);
    });
  }

  /**
   * A refund we make without being asked (the application was not successful, or the tenant
   * paid twice): the whole payment, created approved, the tenant told, sent to the gateway.
   * Exactly once per payment, whatever happened before: nothing when a refund of it is already
   * on its way or done; a tenant's request still waiting for a decision is closed as superseded
   * (the tenant gets everything back without it); a denied or failed request does not count.
   * A disputed payment is left to its chargeback. Locks the payment row.
   */
  async refundAutomatically(
    m: EntityManager,
    paymentId: string,
    reason: AnyRefundReason,
  ): Promise<AutomaticRefundOutcome> {
    const payment = await m
      .getRepository(Payment)
      .findOne({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    if (!payment || payment.status !== 'completed') {
      return payment?.status === 'refunded' ? 'already refunded' : 'not completed';
    }
    if (disputeBlocksRefund(payment)) return 'disputed';
    const repo = m.getRepository(Refund);
    const earlier = await repo.find({
      where: { paymentId: payment.id },
      lock: { mode: 'pessimistic_write' },
    });
    if (earlier.some((r) => r.status === 'processed')) return 'already refunded';
    if (earlier.some((r) => (IN_FLIGHT as readonly string[]).includes(r.status))) {
      return 'on its way';
    }
    for (const asked of earlier.filter((r) => r.status === 'requested')) {
      asked.status = 'superseded';
      asked.decidedAt = new Date();
      asked.decisionReason = REFUND_MESSAGES.superseded;
      await repo.save(asked);
    }
    const refund = await repo.save(
      repo.create({
        paymentId: payment.id,
        tenantId: payment.tenantId,
        amount: payment.amount,
        reason,
        details: null,
        status: 'approved',
        automatic: true,
        decidedAt: new Date(),
      }),
    );
    await this.events.publish(m, { kind: 'refund_approved', payment, refund });
    await this.tellDecision(m, refund, payment.propertyId, 'approved');
    await this.outbox.record(m, JobName.SendRefund, { refundId: refund.id });
    return 'refunding';
  }

  /**
   * Part of a completed payment goes back to the tenant without being asked (staff decided a
   * tenancy's dispute so): created approved, the tenant told, sent to the gateway. What the
   * payment paid for stands, so nothing is undone. Locks the payment row.
   */
  async refundPart(
    m: EntityManager,
    paymentId: string,
    amount: number,
    reason: AnyRefundReason,
  ): Promise<Refund> {
    const payment = await m
      .getRepository(Payment)
      .findOneOrFail({ where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
    if (payment.status !== 'completed') {
      throw conflict(REFUND_MESSAGES.notCompleted, 'PAYMENT_NOT_REFUNDABLE');
    }
    refuseDisputed(payment);
    const repo = m.getRepository(Refund);
    const refund = await repo.save(
      repo.create({
        paymentId: payment.id,
        tenantId: payment.tenantId,
        amount,
        reason,
        details: null,
        status: 'approved',
        automatic: true,
        decidedAt: new Date(),
      }),
    );
    await this.tellDecision(m, refund, payment.propertyId, 'approved');
    await this.outbox.record(m, JobName.SendRefund, { refundId: refund.id });
    return refund;
  }

  // ---- staff -----------------------------------------------------------------------------

  async approve(actor: AuthUser, id: string): Promise<AdminRefundDto> {
    await this.dataSource.transaction(async (m) => {
      const refund = await this.lockRequested(m, id);
      const payment = await this.undisputedPayment(m, refund);
      await this.audit.saveChange(
        m,
        actor,
        refund,
        { status: 'approved', decidedBy: actor.id, decidedAt: new Date() },
        { action: 'refund.approve', entityType: 'refund', snapshot: refundAudit },
      );
      await this.events.publish(m, { kind: 'refund_approved', payment, refund });
      await this.tellDecision(m, refund, payment.propertyId, 'approved');
      await this.outbox.record(m, JobName.SendRefund, { refundId: refund.id });
    });
    return this.adminGet(id);
  }

  async deny(actor: AuthUser, id: string, reason: string): Promise<AdminRefundDto> {
    await this.dataSource.transaction(async (m) => {
      const refund = await this.lockRequested(m, id);
      await this.audit.saveChange(
        m,
        actor,
        refund,
        { status: 'denied', decidedBy: actor.id, decidedAt: new Date(), decisionReason: reason },
        { action: 'refund.deny', entityType: 'refund', snapshot: refundAudit, reason },
      );
      const payment = await m.getRepository(Payment).findOneByOrFail({ id: refund.paymentId });
      await this.tellDecision(m, refund, payment.propertyId, 'denied');
    });
    return this.adminGet(id);
  }

  /**
   * A refund the gateway could not return to the card: staff give the customer's bank account
   * and it is sent again (audited). The tenant is told once the money arrives.
   */
  async retryWithAccount(
    actor: AuthUser,
    id: string,
    account: RefundAccount,
  ): Promise<AdminRefundDto> {
    await this.dataSource.transaction(async (m) => {
      const refund = await this.lock(m, id);
      if (refund.status !== 'needs_attention') {
        throw conflict(
          `Only a refund that needs attention can be sent to a bank account; this one is ${refund.status.replace('_', ' ')}.`,
          'REFUND_NOT_WAITING',
        );
      }
      await this.undisputedPayment(m, refund);
      await this.audit.saveChange(
        m,
        actor,
        refund,
        { status: 'approved', retryAccount: account },
        {
          action: 'refund.retry',
          entityType: 'refund',
          snapshot: refundAudit,
          after: (r) => ({ ...refundAudit(r), account: `••••${account.accountNumber.slice(-4)}` }),
        },
      );
      await this.outbox.record(m, JobName.SendRefund, { refundId: refund.id });
    });
    return this.adminGet(id);
  }

  async adminGet(id: string): Promise<AdminRefundDto> {
    const refund = await this.dataSource.getRepository(Refund).findOne({
      where: { id },
      relations: { payment: { property: true }, tenant: true },
    });
    if (!refund) throw NOT_FOUND();
    return adminRefundToDto(refund);
  }

  // ---- the gateway -----------------------------------------------------------------------

  /**
   * `payments.refund`: sends an approved refund to the gateway (or, with the bank account staff
   * gave, a refund that needed attention); retried on 5xx and timeouts.
   */
  async handle({ refundId }: { refundId: string }) {
    const refund = await this.dataSource
      .getRepository(Refund)
      .findOne({ where: { id: refundId }, relations: { payment: true } });
    if (!refund || refund.status !== 'approved') return { skipped: refund?.status ?? 'missing' };
    let out;
    try {
      out =
        refund.retryAccount && refund.gatewayRefundId
          ? await this.gateway.retryRefund(refund.gatewayRefundId, refund.retryAccount)
          : await this.gateway.refund(refund.payment!.reference, toKobo(refund.amount));
    } catch (error) {
      if (error instanceof GatewayError && !error.retryable) {
        await this.markFailed(refundId, error.message);
        return { failed: error.message };
      }
      throw error;
    }
    await this.dataSource.getRepository(Refund).update(
      { id: refundId, status: 'approved' },
      {
        status: 'processing',
        gatewayRefundId: out.id,
        gatewayStatus: out.status.slice(0, 30),
        gatewayResponse: out.summary as never,
      },
    );
    return { gatewayRefundId: out.id, status: out.status };
  }

  async failed({ refundId }: { refundId: string }, error: string): Promise<void> {
    await this.markFailed(refundId, error);
  }

  /**
   * `refund.processed`: the money went back. Marks the refund processed and the payment
   * refunded, and tells the tenant. A webhook that overtakes our own record of the refund is
   * retried (throws) until the refund is known.
   */
  async applyProcessed(m: EntityManager, event: RefundEvent): Promise<string> {
    const reference = event.transactionReference;
    const { payment, refund } = await this.lockLatest(m, reference, [...IN_FLIGHT, 'failed']);
    if (!payment) return `unknown reference ${reference}`;
    if (!refund) {
      if (payment.status === 'refunded') return 'already refunded';
      throw new Error(`No refund on its way for ${reference} yet`);
    }
    refund.status = 'processed';
    refund.gatewayStatus = 'processed';
    refund.processedAt = new Date();
    refund.gatewayRefundId ??= event.refundReference ?? event.refundId;
    await m.getRepository(Refund).save(refund);
    if (refund.amount >= payment.amount) {
      payment.status = 'refunded';
      await m.getRepository(Payment).save(payment);
      await this.applications.recordRefund(m, payment.applicationId, payment.reference);
    }
    await this.events.publish(m, { kind: 'refund_processed', payment, refund });
    await this.notifications.notify(m, refund.tenantId, {
      type: 'refund.processed',
      refundId: refund.id,
      amount: refund.amount,
      title: await this.titleOf(m, payment.propertyId),
    });
    return 'refunded';
  }

  /**
   * `refund.pending` and `refund.processing`: the gateway's progress, recorded for staff. Our
   * state does not move back (a late event never reopens a processed refund).
   */
  async applyProgress(m: EntityManager, event: RefundEvent): Promise<string> {
    const found = await this.inFlight(m, event, ['approved', 'processing']);
    if (typeof found === 'string') return found;
    const status = event.status;
    await m.getRepository(Refund).update({ id: found.refund.id }, { gatewayStatus: status });
    return `refund ${status ?? 'progress'}`;
  }

  /**
   * `refund.needs-attention`: the card cannot take the money back; the gateway needs the
   * customer's bank account (`retryWithAccount`). Staff see it in the console, the tenant is
   * told in the app and by email.
   */
  async applyNeedsAttention(m: EntityManager, event: RefundEvent): Promise<string> {
    const found = await this.inFlight(m, event, [...IN_FLIGHT]);
    if (typeof found === 'string') return found;
    const { refund, payment } = found;
    if (refund.status === 'needs_attention') return 'already needs attention';
    refund.status = 'needs_attention';
    refund.gatewayStatus = 'needs-attention';
    refund.attentionAt = new Date();
    refund.retryAccount = null;
    if (event.refundId) refund.gatewayRefundId = event.refundId;
    await m.getRepository(Refund).save(refund);
    await this.notifications.notify(m, refund.tenantId, {
      type: 'refund.needs_attention',
      refundId: refund.id,
      amount: refund.amount,
      title: await this.titleOf(m, payment.propertyId),
    });
    this.logger.warn(`Refund ${refund.id} needs the customer's bank account`);
    return 'refund needs attention';
  }

  /** `refund.failed`: the gateway could not send the money back; staff must act. */
  async applyFailed(m: EntityManager, event: RefundEvent): Promise<string> {
    const reference = event.transactionReference;
    const payment = await m.getRepository(Payment).findOneBy({ reference });
    if (!payment) return `unknown reference ${reference}`;
    await this.markFailed(undefined, `Gateway reported the refund failed`, payment.id, m);
    return 'refund failed';
  }

  // ---- internals -------------------------------------------------------------------------

  private async markFailed(
    refundId: string | undefined,
    message: string,
    paymentId?: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const refund = await m.getRepository(Refund).findOne({
      where: refundId ? { id: refundId } : { paymentId, status: In([...IN_FLIGHT]) },
    });
    if (!refund || !(IN_FLIGHT as readonly string[]).includes(refund.status)) return;
    await m
      .getRepository(Refund)
      .update(
        { id: refund.id },
        { status: 'failed', gatewayStatus: 'failed', gatewayResponse: { error: message } as never },
      );
    await m
      .getRepository(Payment)
      .update(
        { id: refund.paymentId },
        { flaggedReason: `Refund failed at the gateway: ${message}`, flaggedAt: new Date() },
      );
    this.logger.error(`Refund ${refund.id} failed: ${message}`);
  }

  /**
   * The payment of the transaction `reference` and its latest refund in one of `statuses`, both
   * locked (null when there is none).
   */
  private async lockLatest(
    m: EntityManager,
    reference: string,
    statuses: Refund['status'][],
  ): Promise<{ payment: Payment | null; refund: Refund | null }> {
    const payment = await m
      .getRepository(Payment)
      .findOne({ where: { reference }, lock: { mode: 'pessimistic_write' } });
    if (!payment) return { payment, refund: null };
    const refund = await m.getRepository(Refund).findOne({
      where: { paymentId: payment.id, status: In(statuses) },
      order: { createdAt: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
    return { payment, refund };
  }

  /**
   * The payment a refund event names (by its transaction's reference) and its latest refund in one
   * of `statuses`, both locked. A webhook that overtakes our own record of the refund is
   * retried (throws) until the refund is known; a string says why there is nothing to do.
   */
  private async inFlight(
    m: EntityManager,
    event: RefundEvent,
    statuses: Refund['status'][],
  ): Promise<{ payment: Payment; refund: Refund } | string> {
    const reference = event.transactionReference;
    const { payment, refund } = await this.lockLatest(m, reference, statuses);
    if (!payment) return `unknown reference ${reference}`;
    if (refund) return { payment, refund };
    const past = await m
      .getRepository(Refund)
      .existsBy({ paymentId: payment.id, status: In(['processed', 'failed', 'needs_attention']) });
    if (payment.status === 'refunded' || past) return 'refund already past this step';
    throw new Error(`No refund on its way for ${reference} yet`);
  }

  private async lock(m: EntityManager, id: string): Promise<Refund> {
    const refund = await m
      .getRepository(Refund)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!refund) throw NOT_FOUND();
    return refund;
  }

  private async lockRequested(m: EntityManager, id: string): Promise<Refund> {
    const refund = await this.lock(m, id);
    if (refund.status !== 'requested') {
      throw conflict(`This refund has already been ${refund.status}.`, 'REFUND_DECIDED');
    }
    return refund;
  }

  private hasOpenRefund(m: EntityManager, paymentId: string) {
    return m.getRepository(Refund).existsBy({ paymentId, status: In([...OPEN_REFUND_STATUSES]) });
  }

  /** The refund's payment; 409 while a chargeback on it is open or lost (see disputeBlocksRefund). */
  private async undisputedPayment(m: EntityManager, refund: Refund): Promise<Payment> {
    const payment = await m.getRepository(Payment).findOneByOrFail({ id: refund.paymentId });
    refuseDisputed(payment);
    return payment;
  }

  /** Tells the tenant that their refund is approved (asked for, or made by us) or denied. */
  private async tellDecision(
    m: EntityManager,
    refund: Refund,
    propertyId: string,
    decision: 'approved' | 'denied',
  ): Promise<void> {
    await this.notifications.notify(m, refund.tenantId, {
      type: 'refund.decided',
      refundId: refund.id,
      amount: refund.amount,
      title: await this.titleOf(m, propertyId),
      decision,
      reason: decision === 'denied' ? refund.decisionReason : null,
      automatic: refund.automatic,
      refundReason: refund.reason,
    });
  }

  private async titleOf(m: EntityManager, propertyId: string) {
    return (await m.getRepository(Property).findOneBy({ id: propertyId }))?.title ?? 'your home';
  }
}

export function adminRefundToDto(r: Refund): AdminRefundDto {
  const p = r.payment;
  return {
    ...refundToDto(r),
    payment: p
      ? { id: p.id, reference: p.reference, amount: p.amount, status: p.status }
      : { id: r.paymentId, reference: '', amount: r.amount, status: 'completed' },
    tenant: r.tenant ? { id: r.tenant.id, name: r.tenant.name, email: r.tenant.email } : null,
    property: p?.property ? { id: p.property.id, title: p.property.title } : null,
  };
}
