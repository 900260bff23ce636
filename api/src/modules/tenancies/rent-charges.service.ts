import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  formatDay,
  lagosToday,
  RENT_CHARGE_DAYS,
  rentChargeDay,
  rentDueDate,
  tenancyReference,
  TIME_ZONE,
} from '@rentnaija/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { type JobContext, type JobHandler, JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { RenterRecord } from '../applications/renter-record.js';
import { Payment } from '../payments/entities/payment.entity.js';
import {
  type GatewayTransaction,
  GatewayError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type SavedCard,
  toKobo,
} from '../payments/gateway/payment-gateway.js';
import { PaymentEvents } from '../payments/payment-events.js';
import { PaymentSettlementService } from '../payments/payment-settlement.service.js';
import { RefundsService } from '../payments/refunds.service.js';
import { PayoutsService } from '../payouts/payouts.service.js';
import { User } from '../users/entities/user.entity.js';
import { RentAttempt, RentCard, RentInstalment } from './entities/rent.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { rentReceiptPdf } from './rent-receipt-pdf.js';
import { cardExpired, isOpen, RentScheduleService } from './rent-schedule.service.js';
import { agreementData } from './tenancy-agreements.service.js';
import { tenancyTitle } from './tenancy-reads.js';

/** Months claimed per transaction by the sweeps. */
const BATCH = 50;
/** A paid month is released to the landlord this long after its payment, like the move-in rent. */
const RELEASE_AFTER_MS = 24 * 3600_000;
/** Tenancies whose rent is collected. */
const COLLECTING = ['awaiting_move_in', 'active'];
/** Months whose due date falls before the tenancy ends (notice or end date), over `t`. */
const BEFORE_THE_END = 'i.due_date < COALESCE(t.move_out_date, t.end_date)';
/** The day (WAT) a timestamp column falls on, as SQL. */
const watDay = (column: string) => `(${column} AT TIME ZONE '${TIME_ZONE}')::date`;

/**
 * Collecting monthly rent. A daily sweep (WAT) moves months from upcoming to due to late,
 * reminds the tenant 5 days and 1 day before a due date, and, when the tenant turned automatic
 * payment on, charges the saved card on the due date and again 2 and 5 days later while it
 * fails: one payment per attempt (its attempt number is unique), sent by a job. After the last
 * failure the tenant is asked to pay by link. A paid month is held like the move-in rent and
 * released to the landlord 24 hours later by a payout, with its statutory rent receipt; a
 * second payment of a month already paid or waived is refunded.
 */
@Injectable()
export class RentChargesService implements OnModuleInit, JobHandler<JobName.ChargeRentCard> {
  private readonly logger = new Logger(RentChargesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly schedule: RentScheduleService,
    private readonly settlement: PaymentSettlementService,
    private readonly payments: PaymentEvents,
    private readonly refunds: RefundsService,
    private readonly payouts: PayoutsService,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    private readonly registry: JobRegistry,
    private readonly renters: RenterRecord,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.ChargeRentCard, this);
    this.payments.subscribe(async (m, event) => {
      if (event.kind === 'completed') {
        if (event.payment.paymentType === 'move_in')
          await this.keepCard(m, event.payment, event.card);
        else if (event.payment.paymentType === 'rent') await this.paid(m, event.payment);
      } else if (event.kind === 'failed' && event.payment.paymentType === 'rent') {
        await this.chargeFailed(m, event.payment);
      }
    });
    this.renters.provide('rentMonthsOnTime', (m, tenantId) =>
      m
        .getRepository(RentInstalment)
        .createQueryBuilder('i')
        .where('i.tenant_id = :tenantId', { tenantId })
        .andWhere(`i.state = 'paid' AND ${watDay('i.paid_at')} <= i.due_date`)
        .getCount(),
    );
    this.renters.provide('rentMonthsLate', (m, tenantId) =>
      m
        .getRepository(RentInstalment)
        .createQueryBuilder('i')
        .where('i.tenant_id = :tenantId', { tenantId })
        .andWhere(
          `((i.state = 'paid' AND ${watDay('i.paid_at')} > i.due_date) OR i.state = 'late')`,
        )
        .getCount(),
    );
  }

  // ---- the saved card ----------------------------------------------------------------------

  /** Keeps the card of a move-in payment when the gateway lets it be charged again. */
  private async keepCard(m: EntityManager, payment: Payment, card?: SavedCard | null) {
    if (!card?.reusable) return;
    await m
      .createQueryBuilder()
      .insert()
      .into(RentCard)
      .values({
        paymentId: payment.id,
        tenantId: payment.tenantId,
        authorizationCode: card.authorizationCode,
        signature: card.signature,
        last4: card.last4?.slice(-4) ?? null,
        brand: card.brand?.slice(0, 30) ?? null,
        expMonth: card.expMonth?.slice(0, 2) ?? null,
        expYear: card.expYear?.slice(0, 4) ?? null,
      })
      .orIgnore()
      .execute();
  }

  // ---- the daily sweep ---------------------------------------------------------------------

  @Cron('0 7 * * *', { name: 'rent-collection', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Rent sweep', async () => {
      const done = await this.sweep();
      return done.reminded + done.charged > 0
        ? `Rent: ${done.reminded} reminder(s), ${done.charged} charge(s)`
        : undefined;
    });
  }

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'rent-release' })
  async scheduledRelease(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Rent release', async () => {
      const released = await this.release();
      return released > 0 ? `Rent: ${released} month(s) released` : undefined;
    });
  }

  /**
   * What falls due on `now`'s day (WAT): states moved, reminders sent once each, and the saved
   * cards of due months charged for the attempt whose day it is. Safe to run again and at once
   * with itself: each reminder is stamped and each attempt is a unique row.
   */
  async sweep(now = new Date()): Promise<{ reminded: number; charged: number }> {
    const today = lagosToday(now);
    await this.dataSource
      .createQueryBuilder()
      .update(RentInstalment)
      .set({ state: () => `CASE WHEN due_date < :today THEN 'late' ELSE 'due' END` })
      .where(`state IN ('upcoming', 'due') AND due_date <= :today`, { today })
      .andWhere(`NOT (state = 'due' AND due_date = :today)`)
      .execute();
    let reminded = 0;
    for (const [days, column, after] of [
      [5, 'reminded_5_at', 1],
      [1, 'reminded_1_at', 0],
    ] as const) {
      reminded += await this.remind(now, days, column, addDays(today, after), addDays(today, days));
    }
    return { reminded, charged: await this.charge(now) };
  }

  /** Reminds of the months due after `from` and by `to` not yet reminded (`column`). */
  private async remind(
    now: Date,
    days: number,
    column: 'reminded_5_at' | 'reminded_1_at',
    from: string,
    to: string,
  ): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const candidates = await m
        .getRepository(RentInstalment)
        .createQueryBuilder('i')
        .select('i.id', 'id')
        .innerJoin(Tenancy, 't', 't.id = i.tenancy_id')
        .where('t.state IN (:...collecting) AND t.pays_monthly', { collecting: COLLECTING })
        .andWhere(BEFORE_THE_END)
        .andWhere(`i.state IN ('upcoming', 'due') AND i.${column} IS NULL`)
        .andWhere('i.due_date > :from AND i.due_date <= :to', { from, to })
        .getRawMany<{ id: string }>();
      if (candidates.length === 0) return 0;
      // Stamped only where nobody stamped it first: each reminder is sent once.
      const stamped = await m
        .createQueryBuilder()
        .update(RentInstalment)
        .set({ [column === 'reminded_5_at' ? 'reminded5At' : 'reminded1At']: now })
        .where(`id IN (:...ids) AND ${column} IS NULL`, { ids: candidates.map((c) => c.id) })
        .returning('id')
        .execute();
      const rows = stamped.raw as { id: string }[];
      for (const { id } of rows) {
        const i = await m.getRepository(RentInstalment).findOneByOrFail({ id });
        const tenancy = await m.getRepository(Tenancy).findOneByOrFail({ id: i.tenancyId });
        const card = await this.schedule.cardOf(m, tenancy);
        await this.notifications.notify(m, i.tenantId, {
          type: 'rent.reminder',
          tenancyId: i.tenancyId,
          title: await tenancyTitle(m, tenancy),
          dueDate: i.dueDate,
          amount: i.amount,
          days,
          autopay: card?.autopay ?? false,
        });
      }
      return rows.length;
    });
  }

  /** Starts the automatic charges whose day has come: one payment and job per attempt. */
  private async charge(now: Date): Promise<number> {
    const today = lagosToday(now);
    let charged = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (m) => {
        const months = await m
          .getRepository(RentInstalment)
          .createQueryBuilder('i')
          .innerJoin(Tenancy, 't', 't.id = i.tenancy_id')
          .innerJoin(RentCard, 'c', 'c.payment_id = t.payment_id AND c.autopay')
          .where(`i.state IN ('upcoming', 'due', 'late') AND i.due_date <= :today`, { today })
          .andWhere('i.auto_attempts < :most', { most: RENT_CHARGE_DAYS.length })
          .andWhere('i.pay_link_sent_at IS NULL')
          .andWhere('t.state IN (:...collecting) AND t.pays_monthly', { collecting: COLLECTING })
          .andWhere(BEFORE_THE_END)
          // No payment of the month still under way.
          .andWhere(
            `NOT EXISTS (SELECT 1 FROM rent_attempts a JOIN payments p ON p.id = a.payment_id
                          WHERE a.instalment_id = i.id AND p.status = 'pending')`,
          )
          .orderBy('i.due_date')
          .limit(BATCH)
          .setLock('pessimistic_write', undefined, ['i'])
          .setOnLocked('skip_locked')
          .getMany();
        let count = 0;
        for (const month of months) {
          const attempt = month.autoAttempts + 1;
          if (rentChargeDay(month.dueDate, attempt) > today) continue;
          const tenancy = await m.getRepository(Tenancy).findOneByOrFail({ id: month.tenancyId });
          const payment = await this.schedule.startPayment(m, tenancy, month, 'card', attempt);
          month.autoAttempts = attempt;
          await m.getRepository(RentInstalment).save(month);
          await this.outbox.record(m, JobName.ChargeRentCard, { paymentId: payment.id });
          count += 1;
        }
        return { count, more: months.length === BATCH };
      });
      charged += done.count;
      if (!done.more || done.count === 0) return charged;
    }
  }

  // ---- the charge job ----------------------------------------------------------------------

  /**
   * `rent.charge`: charges the saved card for one attempt's payment, once (its reference is
   * the payment's: a repeated call after an unclear answer is refused by the gateway and read
   * back with a verify). Nothing is charged when automatic payment was turned off meanwhile.
   */
  async handle(payload: { paymentId: string }, context: JobContext) {
    const m = this.dataSource.manager;
    const payment = await m.getRepository(Payment).findOneBy({ id: payload.paymentId });
    if (!payment || payment.status !== 'pending') return { skipped: payment?.status ?? 'missing' };
    const tenancy = await m
      .getRepository(Tenancy)
      .createQueryBuilder('t')
      .innerJoin(RentInstalment, 'i', 'i.tenancy_id = t.id')
      .innerJoin(RentAttempt, 'a', 'a.instalment_id = i.id AND a.payment_id = :paymentId', {
        paymentId: payment.id,
      })
      .getOneOrFail();
    const card = await m
      .getRepository(RentCard)
      .createQueryBuilder('c')
      .addSelect('c.authorizationCode')
      .where('c.payment_id = :paymentId', { paymentId: tenancy.paymentId })
      .getOne();
    if (!card?.autopay || cardExpired(card, lagosToday())) {
      await m
        .getRepository(Payment)
        .update({ id: payment.id, status: 'pending' }, { status: 'cancelled' });
      return { skipped: 'automatic payment is off' };
    }
    const tenant = await m.getRepository(User).findOneByOrFail({ id: payment.tenantId });
    let tx: GatewayTransaction;
    try {
      const charge = await this.gateway.chargeAuthorization({
        email: tenant.email,
        amountKobo: toKobo(payment.amount),
        authorizationCode: card.authorizationCode,
        reference: payment.reference,
      });
      if (charge.paused) {
        await this.dataSource.transaction(async (t) => {
          await t
            .getRepository(Payment)
            .update({ id: payment.id }, { authorizationUrl: charge.authorizationUrl });
          await this.askToPay(t, payment, 'approve', charge.authorizationUrl);
        });
        return { paused: true };
      }
      tx = charge.transaction;
    } catch (error) {
      if (!(error instanceof GatewayError) || error.retryable) throw error;
      // Refused: the reference was used by an earlier try whose answer was lost (read it
      // back), or the card was declined outright.
      tx = await this.gateway.verify(payment.reference).catch(() => refused(payment, error));
    }
    const outcome = await this.apply(payment.id, tx);
    return { outcome, attempt: context.attempt };
  }

  /** The job failed for good (the gateway never answered): the charge counts as failed. */
  async failed(payload: { paymentId: string }, error: string): Promise<void> {
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOneBy({ id: payload.paymentId });
    if (payment?.status === 'pending') {
      await this.apply(payment.id, refused(payment, new Error(error)));
    }
  }

  private apply(paymentId: string, tx: GatewayTransaction): Promise<string> {
    return this.dataSource.transaction(async (m) => {
      const locked = await this.settlement.lock(m, { id: paymentId });
      return locked ? this.settlement.apply(m, locked, tx) : 'missing';
    });
  }

  // ---- what a payment's end does to its month ----------------------------------------------

  /** A payment of a month completed: the month is paid, or, already paid or waived, refunded. */
  private async paid(m: EntityManager, payment: Payment): Promise<void> {
    const month = await this.monthOf(m, payment);
    if (!month) return;
    if (!isOpen(month)) {
      await this.refunds.refundAutomatically(m, payment.id, 'duplicate_payment');
      return;
    }
    month.state = 'paid';
    month.paymentId = payment.id;
    month.paidAt = payment.paymentDate ?? new Date();
    month.lastFailure = null;
    await m.getRepository(RentInstalment).save(month);
    const tenancy = await m.getRepository(Tenancy).findOneByOrFail({ id: month.tenancyId });
    const title = await tenancyTitle(m, tenancy);
    const tenant = await m.getRepository(User).findOneBy({ id: tenancy.tenantId });
    for (const [userId, role] of [
      [tenancy.tenantId, 'tenant'],
      [tenancy.landlordId, 'landlord'],
    ] as const) {
      await this.notifications.notify(m, userId, {
        type: 'rent.paid',
        tenancyId: tenancy.id,
        title,
        role,
        dueDate: month.dueDate,
        amount: month.amount,
        tenantName: tenant?.name ?? 'The tenant',
        releaseAt: new Date(month.paidAt.getTime() + RELEASE_AFTER_MS).toISOString(),
      });
    }
  }

  /** A charge of the saved card failed: tried again on its next day, or a link after the last. */
  private async chargeFailed(m: EntityManager, payment: Payment): Promise<void> {
    const attempt = await m.getRepository(RentAttempt).findOneBy({ paymentId: payment.id });
    const month = await this.monthOf(m, payment);
    if (!month || !attempt || !isOpen(month)) return;
    const summary = payment.gatewayResponse ?? {};
    month.lastFailure = String(
      summary.gateway_response ?? summary.message ?? 'The card was declined',
    ).slice(0, 300);
    if (attempt.kind !== 'card') {
      await m.getRepository(RentInstalment).save(month);
      return;
    }
    const last = month.autoAttempts >= RENT_CHARGE_DAYS.length;
    if (last) month.payLinkSentAt = new Date();
    await m.getRepository(RentInstalment).save(month);
    if (last) await this.askToPay(m, payment, 'link', null);
    else {
      await this.askToPay(
        m,
        payment,
        'retry',
        null,
        rentChargeDay(month.dueDate, month.autoAttempts + 1),
      );
    }
  }

  /** Tells the tenant a charge failed (retried on `retryOn`), needs them, or that they pay by link. */
  private async askToPay(
    m: EntityManager,
    payment: Payment,
    reason: 'retry' | 'link' | 'approve',
    approveUrl: string | null,
    retryOn: string | null = null,
  ): Promise<void> {
    const month = await this.monthOf(m, payment);
    if (!month) return;
    const tenancy = await m.getRepository(Tenancy).findOneByOrFail({ id: month.tenancyId });
    await this.notifications.notify(m, tenancy.tenantId, {
      type: 'rent.charge_failed',
      tenancyId: tenancy.id,
      title: await tenancyTitle(m, tenancy),
      dueDate: month.dueDate,
      amount: month.amount,
      reason,
      retryOn,
      approveUrl,
    });
  }

  private async monthOf(m: EntityManager, payment: Payment): Promise<RentInstalment | null> {
    const attempt = await m.getRepository(RentAttempt).findOneBy({ paymentId: payment.id });
    if (!attempt) return null;
    return m.getRepository(RentInstalment).findOne({
      where: { id: attempt.instalmentId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  // ---- release to the landlord -------------------------------------------------------------

  /**
   * Releases every month paid 24 hours before `now` and not yet released (its payment not
   * frozen by a chargeback, the tenancy not disputed): one payout each, keyed by the month, so a
   * second release is the same payout.
   */
  async release(now = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (m) => {
        const months = await m
          .getRepository(RentInstalment)
          .createQueryBuilder('i')
          .innerJoin(
            Payment,
            'p',
            "p.id = i.payment_id AND p.status = 'completed' AND NOT p.release_frozen",
          )
          .innerJoin(Tenancy, 't', "t.id = i.tenancy_id AND t.state <> 'disputed'")
          .where(`i.state = 'paid' AND i.released_at IS NULL AND i.paid_at <= :by`, {
            by: new Date(now.getTime() - RELEASE_AFTER_MS),
          })
          .orderBy('i.paid_at')
          .limit(BATCH)
          .setLock('pessimistic_write', undefined, ['i'])
          .setOnLocked('skip_locked')
          .getMany();
        let count = 0;
        for (const month of months) {
          try {
            await m.transaction(async (inner) => {
              await this.payouts.release(inner, {
                landlordId: month.landlordId,
                parts: [{ paymentId: month.paymentId!, amount: month.amount }],
                key: `rent:${month.id}`,
                description: `Rent due ${formatDay(month.dueDate)}, tenancy ${tenancyReference(month.tenancyId)}`,
                tenancyId: month.tenancyId,
              });
              month.releasedAt = now;
              await inner.getRepository(RentInstalment).save(month);
            });
            count += 1;
          } catch (error) {
            this.logger.error(`Rent ${month.id} not released: ${String(error)}`);
          }
        }
        return { count, more: months.length === BATCH };
      });
      released += done.count;
      if (!done.more || done.count === 0) return released;
    }
  }

  /** The statutory rent receipt of one released month (409 before it is released). */
  async receipt(
    user: AuthUser,
    id: string,
    instalmentId: string,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const { tenancy, instalment } = await this.schedule.visibleMonth(user, id, instalmentId);
    if (!instalment.releasedAt) {
      throw conflict(
        'The rent receipt is issued when the month’s rent is released to the landlord.',
        'RENT_NOT_RELEASED',
      );
    }
    const data = await agreementData(this.dataSource.manager, tenancy);
    const ref = tenancyReference(id);
    const next = tenancy.moveInDate
      ? rentDueDate(tenancy.moveInDate, instalment.month)
      : addDays(instalment.dueDate, 30);
    const reference = `${ref}-RENT-${instalment.month}`;
    const pdf = await rentReceiptPdf({
      reference,
      landlordName: data.landlordName,
      tenantName: data.tenantName,
      premises: `${data.property.title}, ${data.property.address || data.property.location}`,
      periodFrom: instalment.dueDate,
      periodTo: addDays(next, -1),
      termMonths: 1,
      amount: instalment.amount,
      receivedAt: instalment.releasedAt,
      tenancyReference: ref,
    });
    return { filename: `rent-receipt-${reference}.pdf`, pdf };
  }
}

/** The gateway's refusal of a charge, read as a failed transaction. */
function refused(payment: Payment, error: Error): GatewayTransaction {
  return {
    reference: payment.reference,
    status: 'failed',
    amountKobo: toKobo(payment.amount),
    currency: payment.currency,
    paidAt: null,
    channel: null,
    summary: { status: 'failed', message: error.message.slice(0, 300) },
  };
}
