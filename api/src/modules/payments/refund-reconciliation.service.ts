import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { TIME_ZONE } from '@rentnaija/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { Payment } from './entities/payment.entity.js';
import { RefundsService } from './refunds.service.js';

/** The advisory lock that lets one instance at a time reconcile refunds. */
const RECONCILIATION_LOCK = 7_305_150_018;
const BATCH = 200;

/**
 * SQL (payments as `p`) of money stranded with us: a completed payment whose application was
 * not successful (rejected, or already paid by another payment), with no refund of it on its
 * way or done, no automatic refund that failed (staff have those flagged) and no chargeback
 * that keeps the money with the bank.
 */
export const STRANDED_PAYMENT_SQL = `p.status = 'completed'
  AND EXISTS (
    SELECT 1 FROM property_applications a
    WHERE a.id = p.application_id
      AND (a.status = 'rejected' OR (a.deposit_paid AND a.payment_reference <> p.reference))
  )
  AND NOT EXISTS (
    SELECT 1 FROM refunds r
    WHERE r.payment_id = p.id
      AND (r.status IN ('approved', 'processing', 'needs_attention', 'processed')
        OR (r.status = 'failed' AND r.automatic))
  )
  AND (p.dispute_id IS NULL OR p.dispute_resolution = 'declined')`;

export interface ReconciliationResult {
  /** Another instance held the lock: this one did nothing. */
  skipped: boolean;
  /** References of the payments refunded by this run. */
  refunded: string[];
  /** References whose refund could not be started (left for the next run), with the error. */
  errors: { reference: string; error: string }[];
}

/**
 * The daily look for stranded money: completed payments whose application was not successful
 * and nothing sends the money back. Each is refunded in full through the same path as a
 * rejection (`refundAutomatically`: idempotent, row-locked), and the team's mailbox hears what
 * was found. One instance runs it at a time (a transaction-scoped advisory lock); a second run
 * finds nothing left to do.
 */
@Injectable()
export class RefundReconciliationService {
  private readonly logger = new Logger(RefundReconciliationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly refunds: RefundsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron('30 6 * * *', { name: 'refunds-reconciliation', timeZone: TIME_ZONE })
  async daily(): Promise<void> {
    try {
      const result = await this.reconcile();
      if (result.refunded.length || result.errors.length) {
        this.logger.warn(
          `Refund reconciliation: ${result.refunded.length} refunded, ${result.errors.length} left`,
        );
      }
    } catch (error) {
      this.logger.warn(`Refund reconciliation failed: ${String(error)}`);
    }
  }

  async reconcile(): Promise<ReconciliationResult> {
    return this.dataSource.transaction(async (m) => {
      const [{ locked }] = (await m.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        RECONCILIATION_LOCK,
      ])) as { locked: boolean }[];
      if (!locked) return { skipped: true, refunded: [], errors: [] };
      const stranded = await m
        .getRepository(Payment)
        .createQueryBuilder('p')
        .leftJoinAndSelect('p.application', 'application')
        .leftJoinAndSelect('p.tenant', 'tenant')
        .leftJoinAndSelect('p.property', 'property')
        .where(STRANDED_PAYMENT_SQL)
        .orderBy('p.payment_date', 'ASC')
        .take(BATCH)
        .getMany();
      const refunded: Payment[] = [];
      const errors: ReconciliationResult['errors'] = [];
      for (const p of stranded) {
        const duplicate = p.application?.status !== 'rejected';
        try {
          // A savepoint each: one payment that cannot be refunded does not undo the others.
          const outcome = await m.transaction((inner) =>
            this.refunds.refundAutomatically(
              inner,
              p.id,
              duplicate ? 'duplicate_payment' : 'application_not_successful',
            ),
          );
          if (outcome === 'refunding') refunded.push(p);
        } catch (error) {
          errors.push({ reference: p.reference, error: String(error) });
        }
      }
      if (refunded.length || errors.length) {
        await this.mail.record(m, {
          to: this.config.enquiryEmail,
          template: 'refunds-reconciled',
          data: {
            refunded: refunded.map((p) => ({
              reference: p.reference,
              amount: p.amount,
              tenantName: p.tenant?.name ?? 'A tenant',
              title: p.property?.title ?? 'a listing',
              applicationStatus: p.application?.status ?? 'unknown',
            })),
            errors,
            link: `${this.config.appUrl}/admin/refunds`,
          },
        });
      }
      return { skipped: false, refunded: refunded.map((p) => p.reference), errors };
    });
  }
}
