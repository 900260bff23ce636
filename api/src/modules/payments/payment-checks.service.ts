import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { type JobHandler, JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { Payment } from './entities/payment.entity.js';
import { GatewayError, PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/** A pending payment is first asked about after this long, then again every this long. */
export const CHECK_AFTER_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * Payments nobody told us about: every minute, pending payments older than ten minutes get a
 * `payments.verify` job (retried with backoff on 5xx and timeouts), which asks the gateway and
 * applies its answer; those abandoned for a day are cancelled. Rows are claimed with SKIP
 * LOCKED and stamped `next_check_at`, so sweeps on several instances never queue a payment twice.
 */
@Injectable()
export class PaymentChecksService implements OnModuleInit, JobHandler<JobName.VerifyPayment> {
  private readonly logger = new Logger(PaymentChecksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly outbox: OutboxService,
    private readonly settlement: PaymentSettlementService,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.VerifyPayment, this);
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'payments-verify-sweep' })
  async sweep(): Promise<number> {
    try {
      return await this.dataSource.transaction(async (m) => {
        const now = new Date();
        const due = await m
          .getRepository(Payment)
          .createQueryBuilder('p')
          .where(`p.status = 'pending'`)
          .andWhere('p.created_at < :before', { before: new Date(now.getTime() - CHECK_AFTER_MS) })
          .andWhere('(p.next_check_at IS NULL OR p.next_check_at <= :now)', { now })
          .orderBy('p.created_at', 'ASC')
          .take(SWEEP_BATCH)
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .getMany();
        for (const p of due) {
          await m
            .getRepository(Payment)
            .update({ id: p.id }, { nextCheckAt: new Date(now.getTime() + CHECK_AFTER_MS) });
          await this.outbox.record(m, JobName.VerifyPayment, { paymentId: p.id });
        }
        return due.length;
      });
    } catch (error) {
      this.logger.warn(`Payment sweep failed: ${String(error)}`);
      return 0;
    }
  }

  /**
   * Queues a check of one pending payment now, because a person's check could not reach the
   * gateway: the job asks again with retries and backoff. A payment is queued at most once per
   * CHECK_AFTER_MS however often its payer's page asks (then the sweep's cadence applies).
   */
  async checkSoon(paymentId: string): Promise<boolean> {
    try {
      return await this.dataSource.transaction(async (m) => {
        const now = new Date();
        const payment = await this.settlement.lock(m, { id: paymentId });
        if (!payment || payment.status !== 'pending') return false;
        if (payment.nextCheckAt && payment.nextCheckAt > now) return false;
        await m
          .getRepository(Payment)
          .update({ id: payment.id }, { nextCheckAt: new Date(now.getTime() + CHECK_AFTER_MS) });
        await this.outbox.record(m, JobName.VerifyPayment, { paymentId: payment.id });
        return true;
      });
    } catch (error) {
      // The sweep finds the payment later; the person waiting is answered either way.
      this.logger.warn(`Could not queue a check of payment ${paymentId}: ${String(error)}`);
      return false;
    }
  }

  /** `payments.verify`: asks the gateway about one payment; throws (to retry) on 5xx/timeouts. */
  async handle({ paymentId }: { paymentId: string }) {
    const payment = await this.dataSource.getRepository(Payment).findOneBy({ id: paymentId });
    if (!payment || payment.status !== 'pending') return { skipped: payment?.status ?? 'missing' };
    let tx;
    try {
      tx = await this.gateway.verify(payment.reference);
    } catch (error) {
      if (error instanceof GatewayError && !error.retryable) {
        const outcome = await this.dataSource.transaction(async (m) => {
          const locked = await this.settlement.lock(m, { id: paymentId });
          return locked ? this.settlement.unknownToGateway(m, locked) : 'missing';
        });
        return { gateway: error.message, outcome };
      }
      throw error;
    }
    const outcome = await this.dataSource.transaction(async (m) => {
      const locked = await this.settlement.lock(m, { id: paymentId });
      return locked ? this.settlement.apply(m, locked, tx) : 'missing';
    });
    return { gatewayStatus: tx.status, outcome };
  }
}
