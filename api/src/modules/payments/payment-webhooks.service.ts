import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { unauthorized } from '../../common/exceptions/domain.exception.js';
import { findUnsafeText, replaceUnsafeText } from '../../common/http/unsafe-text.js';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { type JobHandler, JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { PaymentWebhookEvent } from './entities/payment-webhook-event.entity.js';
import {
  type GatewayEvent,
  type ParsedWebhook,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type WebhookHeaders,
  WebhookSignatureError,
} from './gateway/payment-gateway.js';
import { PaymentDisputesService } from './payment-disputes.service.js';
import { PaymentEvents } from './payment-events.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { RefundsService } from './refunds.service.js';

const BAD_SIGNATURE = () => unauthorized('Invalid webhook signature', 'INVALID_SIGNATURE');

/**
 * The gateway's webhooks. `receive` hands the raw bytes and headers to the gateway adapter,
 * which checks the signature and reads the event; the event is recorded once (by the key the
 * adapter gives it) with its processing job, and the gateway hears 200 at once. The job
 * (`payments.webhook`) applies it by kind: a charge to its payment, a refund's progress to the
 * payment's refund, a chargeback to the payment, a transfer's end to whoever waits for it
 * (published on PaymentEvents).
 */
@Injectable()
export class PaymentWebhooksService
  implements OnModuleInit, JobHandler<JobName.ProcessPaymentWebhook>
{
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly outbox: OutboxService,
    private readonly settlement: PaymentSettlementService,
    private readonly refunds: RefundsService,
    private readonly disputes: PaymentDisputesService,
    private readonly events: PaymentEvents,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.ProcessPaymentWebhook, this);
  }

  /** Returns whether the event was new. Throws 401 (nothing stored) on a bad signature. */
  async receive(raw: Buffer | undefined, headers: WebhookHeaders): Promise<boolean> {
    if (!raw) throw BAD_SIGNATURE();
    let parsed: ParsedWebhook;
    try {
      parsed = this.gateway.parseWebhook(raw, headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw BAD_SIGNATURE();
      throw error;
    }
    // PostgreSQL cannot store every text (NUL): such an event is kept, readable, as unreadable,
    // and not applied; the payment's own checks settle it. The gateway hears 200 all the same.
    const unsafe = findUnsafeText(parsed.payload, '');
    const clean = <T>(value: T) => (unsafe ? (replaceUnsafeText(value) as T) : value);
    return this.dataSource.transaction(async (m) => {
      const inserted = await m
        .createQueryBuilder()
        .insert()
        .into(PaymentWebhookEvent)
        .values({
          provider: this.gateway.name,
          eventKey: unsafe
            ? `sha256:${createHash('sha256').update(raw).digest('hex')}`
            : parsed.key,
          event: clean(parsed.name),
          kind: parsed.event.kind,
          reference: clean(parsed.reference),
          payload: clean(parsed.payload) as never,
          ...(unsafe
            ? { status: 'unreadable' as const, outcome: `unreadable: ${unsafe.message}` }
            : {}),
        })
        .orIgnore()
        .returning('id')
        .execute();
      const id = (inserted.raw as { id: string }[])[0]?.id;
      if (!id || unsafe) return !!id;
      await this.outbox.record(m, JobName.ProcessPaymentWebhook, { eventId: id });
      return true;
    });
  }

  /** `payments.webhook`: applies one recorded event, once. */
  async handle({ eventId }: { eventId: string }) {
    return this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(PaymentWebhookEvent);
      const row = await repo.findOne({
        where: { id: eventId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.status !== 'received') return { skipped: row?.status ?? 'missing' };
      const { outcome, ignored } = await this.apply(m, this.gateway.readWebhook(row.payload));
      await repo.update(
        { id: row.id },
        { status: ignored ? 'ignored' : 'processed', outcome, processedAt: new Date() },
      );
      return { event: row.event, outcome };
    });
  }

  private async apply(
    m: EntityManager,
    event: GatewayEvent,
  ): Promise<{ outcome: string; ignored?: boolean }> {
    switch (event.kind) {
      case 'charge': {
        const { transaction } = event;
        const payment = await this.settlement.lock(m, { reference: transaction.reference });
        if (!payment)
          return { outcome: `unknown reference ${transaction.reference}`, ignored: true };
        return {
          outcome: await this.settlement.apply(m, payment, {
            ...transaction,
            reference: payment.reference,
            summary: { ...transaction.summary, via: 'webhook' },
          }),
        };
      }
      case 'refund':
        switch (event.status) {
          case 'processed':
            return { outcome: await this.refunds.applyProcessed(m, event) };
          case 'failed':
            return { outcome: await this.refunds.applyFailed(m, event) };
          case 'needs-attention':
            return { outcome: await this.refunds.applyNeedsAttention(m, event) };
          default:
            return { outcome: await this.refunds.applyProgress(m, event) };
        }
      case 'dispute':
        return { outcome: await this.disputes.apply(m, event) };
      case 'transfer':
        await this.events.publish(m, { kind: 'transfer', transfer: event.transfer });
        return { outcome: `transfer ${event.status}` };
      case 'ignored':
        return { outcome: event.reason, ignored: true };
    }
  }
}
