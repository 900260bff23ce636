import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { unauthorized } from '../../common/exceptions/domain.exception.js';
import { findUnsafeText, replaceUnsafeText } from '../../common/http/unsafe-text.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { type JobHandler, JobName } from '../jobs/jobs.js';
import { OutboxService } from '../jobs/outbox.service.js';
import { PaymentWebhookEvent } from './entities/payment-webhook-event.entity.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  transactionSummary,
} from './gateway/payment-gateway.js';
import {
  DISPUTE_EVENTS,
  type DisputeEvent,
  PaymentDisputesService,
} from './payment-disputes.service.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { RefundsService } from './refunds.service.js';

const BAD_SIGNATURE = () => unauthorized('Invalid webhook signature', 'INVALID_SIGNATURE');

/** Whether `signature` (hex) is the HMAC-SHA512 of `raw` under `secret`, in constant time. */
export function signatureMatches(raw: Buffer, signature: string, secret: string): boolean {
  const expected = createHmac('sha512', secret).update(raw).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The gateway's webhooks. `receive` checks the signature over the raw bytes, records the event
 * once (by its key) with its processing job, and returns: the gateway hears 200 at once.
 * The job (`payments.webhook`) applies it: `charge.success` to its payment, `refund.*` to the
 * payment's refund, `charge.dispute.*` (chargebacks) to the payment.
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
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.ProcessPaymentWebhook, this);
  }

  /** Returns whether the event was new. Throws 401 (nothing stored) on a bad signature. */
  async receive(raw: Buffer | undefined, signature: string | undefined): Promise<boolean> {
    if (!raw || !signature || !/^[0-9a-f]+$/i.test(signature)) throw BAD_SIGNATURE();
    if (!signatureMatches(raw, signature, this.gateway.webhookSecret)) throw BAD_SIGNATURE();
    let body: { event?: unknown; data?: Record<string, unknown> };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      throw BAD_SIGNATURE();
    }
    if (!body || typeof body !== 'object') body = {};
    // PostgreSQL cannot store every text (NUL): such an event is kept, readable, as unreadable,
    // and not applied; the payment's own checks settle it. The gateway hears 200 all the same.
    const unsafe = findUnsafeText(body, '');
    if (unsafe) body = replaceUnsafeText(body) as typeof body;
    const event = typeof body.event === 'string' ? body.event.slice(0, 60) : 'unknown';
    const data = body.data && typeof body.data === 'object' ? body.data : {};
    // A dispute is sent again as it changes (reminders, resolution): its version is its key.
    const objectId = event.startsWith('refund.')
      ? (data.refund_reference ?? data.id)
      : event.startsWith('charge.dispute.') && data.id !== undefined
        ? `${String(data.id)}@${String(data.updated_at ?? data.updatedAt ?? '')}`
        : (data.id ?? data.reference);
    const eventKey =
      objectId !== undefined && objectId !== null && !unsafe
        ? `${event}:${String(objectId).slice(0, 90)}`
        : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const transaction = data.transaction as Record<string, unknown> | null | undefined;
    const reference =
      String(
        data.reference ??
          data.transaction_reference ??
          (transaction && typeof transaction === 'object' ? transaction.reference : '') ??
          '',
      ).slice(0, 64) || null;
    return this.dataSource.transaction(async (m) => {
      const inserted = await m
        .createQueryBuilder()
        .insert()
        .into(PaymentWebhookEvent)
        .values({
          provider: this.gateway.name,
          eventKey,
          event,
          reference,
          payload: body as never,
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
      const data = ((row.payload as { data?: Record<string, unknown> }).data ?? {}) as Record<
        string,
        unknown
      >;
      let outcome: string;
      let status: 'processed' | 'ignored' = 'processed';
      if (row.event === 'charge.success') {
        const payment = await this.settlement.lock(m, { reference: String(data.reference ?? '') });
        if (!payment) {
          outcome = `unknown reference ${String(data.reference)}`;
          status = 'ignored';
        } else {
          outcome = await this.settlement.apply(m, payment, {
            reference: payment.reference,
            status: String(data.status ?? 'success'),
            amountKobo: Number(data.amount),
            currency: String(data.currency ?? ''),
            paidAt: (data.paid_at as string | null) ?? (data.paidAt as string | null) ?? null,
            channel: (data.channel as string | null) ?? null,
            summary: { ...transactionSummary(data), via: 'webhook' },
          });
        }
      } else if (row.event === 'refund.processed') {
        outcome = await this.refunds.applyProcessed(m, data);
      } else if (row.event === 'refund.failed') {
        outcome = await this.refunds.applyFailed(m, data);
      } else if (row.event === 'refund.pending' || row.event === 'refund.processing') {
        outcome = await this.refunds.applyProgress(m, data);
      } else if (row.event === 'refund.needs-attention') {
        outcome = await this.refunds.applyNeedsAttention(m, data);
      } else if ((DISPUTE_EVENTS as readonly string[]).includes(row.event)) {
        outcome = await this.disputes.apply(m, row.event as DisputeEvent, data);
      } else {
        outcome = `not handled: ${row.event}`;
        status = 'ignored';
      }
      await repo.update({ id: row.id }, { status, outcome, processedAt: new Date() });
      return { event: row.event, outcome };
    });
  }
}
