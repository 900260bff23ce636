import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  type AdminDepositDisputeDto,
  CHECK_IN_DAYS,
  type DepositAwardRequest,
  DEDUCTION_WINDOW_DAYS,
  formatNaira,
  lagosToday,
  TIME_ZONE,
  tenancyReference,
} from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import type { Reviewer } from '../../common/http/review-controller.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { runScheduledSweep } from '../../platform/jobs/scheduled-sweep.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { RefundsService } from '../payments/refunds.service.js';
import { PayoutsService } from '../payouts/payouts.service.js';
import { DepositDeduction, DepositReport, DepositSettlement } from './entities/deposit.entity.js';
import { Tenancy } from './entities/tenancy.entity.js';
import { depositDisputeDto, keptByLandlord } from './deposit-reads.js';
import { tenancyTitle } from './tenancy-reads.js';

/** Rows claimed per transaction by the sweeps. */
const BATCH = 50;

const DISPUTE_NOT_FOUND = () => notFound('Deposit dispute not found', 'DEPOSIT_DISPUTE_NOT_FOUND');

/** What the console's list of deposit disputes allows. */
export const DEPOSIT_DISPUTE_LIST: AdminListSpec = {
  sortable: ['createdAt', 'disputedAt', 'decidedAt', 'state', 'amount'],
  exact: ['id', 'state', 'tenancyId'],
  search: ['title', 'tenantName', 'landlordName'],
  fields: { title: 'property.title', tenantName: 'tenant.name', landlordName: 'landlord.name' },
};

const settlementAudit = (s: DepositSettlement) => ({
  state: s.state,
  landlordAmount: s.landlordAmount,
  tenantAmount: s.tenantAmount,
});

/**
 * The return of the caution deposit, and staff's side of it. `settle` pays what the landlord
 * keeps (deductions accepted or decided) out to them and refunds the rest to the tenant: a
 * payout and a refund, together the deposit, once per tenancy. A daily sweep makes the rules
 * happen by themselves: a check-in report unsigned after CHECK_IN_DAYS stands; no deductions
 * DEDUCTION_WINDOW_DAYS after the move-out date returns the whole deposit; a tenant silent for
 * DEDUCTION_RESPONSE_DAYS accepts. Disputed deductions wait for staff: the console's deposit
 * disputes, decided once (upheld in full or in part, or refused), audited, both parties told.
 */
@Injectable()
export class DepositReturnService implements Reviewer<AdminDepositDisputeDto, DepositAwardRequest> {
  private readonly logger = new Logger(DepositReturnService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payouts: PayoutsService,
    private readonly refunds: RefundsService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  // ---- the return --------------------------------------------------------------------------

  /**
   * Pays out and refunds the deposit of `settlement` (locked by the caller, not settled): the
   * landlord's share by a payout, the tenant's by a refund of the move-in payment. Both told.
   */
  async settle(
    m: EntityManager,
    tenancy: Tenancy,
    settlement: DepositSettlement,
    now: Date,
    decision: { reason: string | null } | null = null,
  ): Promise<void> {
    const deductions = await m.getRepository(DepositDeduction).findBy({ tenancyId: tenancy.id });
    const landlordAmount = Math.min(keptByLandlord(deductions), settlement.amount);
    const tenantAmount = settlement.amount - landlordAmount;
    const reference = tenancyReference(tenancy.id);
    if (landlordAmount > 0) {
      const payout = await this.payouts.release(m, {
        landlordId: tenancy.landlordId,
        parts: [{ paymentId: tenancy.paymentId, amount: landlordAmount }],
        key: `tenancy:${tenancy.id}:deposit`,
        description: `Caution deposit deductions, tenancy ${reference}`,
        tenancyId: tenancy.id,
      });
      settlement.payoutId = payout.id;
    }
    if (tenantAmount > 0) {
      const refund = await this.refunds.refundPart(
        m,
        tenancy.paymentId,
        tenantAmount,
        'deposit_returned',
      );
      settlement.refundId = refund.id;
    }
    settlement.state = 'settled';
    settlement.landlordAmount = landlordAmount;
    settlement.tenantAmount = tenantAmount;
    settlement.settledAt = now;
    await m.getRepository(DepositSettlement).save(settlement);
    const title = await tenancyTitle(m, tenancy);
    for (const [userId, role] of [
      [tenancy.tenantId, 'tenant'],
      [tenancy.landlordId, 'landlord'],
    ] as const) {
      await this.notifications.notify(m, userId, {
        type: 'deposit.returned',
        tenancyId: tenancy.id,
        title,
        role,
        landlordAmount,
        tenantAmount,
        decided: decision !== null,
        reason: decision?.reason ?? null,
      });
    }
  }

  /**
   * After a deduction is answered (by the tenant, or by silence): once none waits, the deposit
   * is settled, or waits for staff when something is disputed (the landlord is told either way).
   */
  async afterAnswers(m: EntityManager, tenancy: Tenancy, now: Date): Promise<void> {
    const deductions = await m.getRepository(DepositDeduction).findBy({ tenancyId: tenancy.id });
    if (deductions.some((d) => d.state === 'proposed')) return;
    const settlement = await m.getRepository(DepositSettlement).findOne({
      where: { tenancyId: tenancy.id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!settlement || settlement.state !== 'awaiting_tenant') return;
    const sum = (state: string) =>
      deductions.filter((d) => d.state === state).reduce((a, d) => a + d.amount, 0);
    await this.notifications.notify(m, tenancy.landlordId, {
      type: 'deposit.deductions_answered',
      tenancyId: tenancy.id,
      title: await tenancyTitle(m, tenancy),
      accepted: sum('accepted'),
      disputed: sum('disputed'),
    });
    if (sum('disputed') > 0) {
      settlement.state = 'disputed';
      settlement.disputedAt = now;
      await m.getRepository(DepositSettlement).save(settlement);
      return;
    }
    await this.settle(m, tenancy, settlement, now);
  }

  // ---- the sweeps --------------------------------------------------------------------------

  // Just after the day's move-outs (00:05) in Lagos.
  @Cron('20 0 * * *', { name: 'deposit-return', timeZone: TIME_ZONE })
  async scheduled(): Promise<void> {
    await runScheduledSweep(this.config.runWorkers, this.logger, 'Deposit sweep', async () => {
      const done = await this.sweep();
      const total = done.stood + done.accepted + done.returned;
      return total > 0
        ? `Deposits: ${done.stood} check-in report(s) stood, ${done.accepted} deduction(s) accepted by silence, ${done.returned} returned in full`
        : undefined;
    });
  }

  /** Every rule due at `now`, each once however often it runs. */
  async sweep(now = new Date()): Promise<{ stood: number; accepted: number; returned: number }> {
    return {
      stood: await this.standCheckIns(now),
      accepted: await this.acceptSilences(now),
      returned: await this.returnUnclaimed(now),
    };
  }

  /** Check-in reports not signed by both CHECK_IN_DAYS after the move-in date stand. */
  async standCheckIns(now: Date): Promise<number> {
    const lastOpenMoveIn = addDays(lagosToday(now), -CHECK_IN_DAYS - 1);
    return this.inBatches(async (m) => {
      const due = await m
        .getRepository(DepositReport)
        .createQueryBuilder('r')
        .innerJoinAndSelect('r.tenancy', 't')
        .where("r.kind = 'check_in' AND r.stood_at IS NULL")
        .andWhere('(r.tenant_signed_at IS NULL OR r.landlord_signed_at IS NULL)')
        .andWhere('jsonb_array_length(r.rooms) > 0')
        .andWhere('t.move_in_date <= :lastOpenMoveIn', { lastOpenMoveIn })
        .orderBy('r.id')
        .limit(BATCH)
        .setLock('pessimistic_write', undefined, ['r'])
        .setOnLocked('skip_locked')
        .getMany();
      for (const report of due) {
        await m.getRepository(DepositReport).update({ id: report.id }, { stoodAt: now });
        const title = await tenancyTitle(m, report.tenancy!);
        for (const [userId, role] of [
          [report.tenancy!.tenantId, 'tenant'],
          [report.tenancy!.landlordId, 'landlord'],
        ] as const) {
          await this.notifications.notify(m, userId, {
            type: 'deposit.report_stood',
            tenancyId: report.tenancyId,
            title,
            role,
          });
        }
      }
      return due.length;
    });
  }

  /** Deductions unanswered by their time count as accepted; settles what is then complete. */
  async acceptSilences(now: Date): Promise<number> {
    return this.inBatches(async (m) => {
      const due = await m
        .getRepository(DepositDeduction)
        .createQueryBuilder('d')
        .where("d.state = 'proposed' AND d.respond_by <= :now", { now })
        .orderBy('d.id')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      await m
        .getRepository(DepositDeduction)
        .update(
          { id: In(due.map((d) => d.id)) },
          { state: 'accepted', acceptedBySilence: true, respondedAt: now },
        );
      for (const tenancyId of new Set(due.map((d) => d.tenancyId))) {
        const tenancy = await m.getRepository(Tenancy).findOneOrFail({
          where: { id: tenancyId },
          lock: { mode: 'pessimistic_write' },
        });
        await this.guarded(m, tenancy, (inner) => this.afterAnswers(inner, tenancy, now));
      }
      return due.length;
    });
  }

  /**
   * Ended tenancies without deductions DEDUCTION_WINDOW_DAYS after their move-out date: the
   * whole deposit goes back to the tenant, once (the settlement is unique per tenancy).
   */
  async returnUnclaimed(now: Date): Promise<number> {
    const lastOpenDay = addDays(lagosToday(now), -DEDUCTION_WINDOW_DAYS - 1);
    return this.inBatches(async (m) => {
      const due = await m
        .getRepository(Tenancy)
        .createQueryBuilder('t')
        .where("t.state = 'ended'")
        .andWhere('t.security_deposit > 0')
        .andWhere('COALESCE(t.move_out_date, t.end_date) <= :lastOpenDay', { lastOpenDay })
        .andWhere('NOT EXISTS (SELECT 1 FROM deposit_settlements s WHERE s.tenancy_id = t.id)')
        .orderBy('t.id')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      let returned = 0;
      for (const tenancy of due) {
        const repo = m.getRepository(DepositSettlement);
        const ok = await this.guarded(m, tenancy, async (inner) => {
          const settlement = await inner.getRepository(DepositSettlement).save(
            repo.create({
              tenancyId: tenancy.id,
              amount: tenancy.money.securityDeposit,
              state: 'awaiting_tenant',
            }),
          );
          await this.settle(inner, tenancy, settlement, now);
        });
        if (ok) returned += 1;
      }
      return { count: returned, claimed: due.length };
    });
  }

  /** Runs `work` in a savepoint: a tenancy whose money cannot move is logged, not blocking. */
  private async guarded(
    m: EntityManager,
    tenancy: Tenancy,
    work: (inner: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    try {
      await m.transaction(work);
      return true;
    } catch (error) {
      this.logger.error(
        `Deposit of tenancy ${tenancyReference(tenancy.id)} not settled: ${String(error)}`,
      );
      return false;
    }
  }

  /** Runs `batch` in transactions until a batch claims fewer than BATCH rows. */
  private async inBatches(
    batch: (m: EntityManager) => Promise<number | { count: number; claimed: number }>,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await this.dataSource.transaction(batch);
      const { count, claimed } = typeof done === 'number' ? { count: done, claimed: done } : done;
      total += count;
      if (claimed < BATCH || count === 0) return total;
    }
  }

  // ---- staff -------------------------------------------------------------------------------

  private disputes(m: EntityManager = this.dataSource.manager) {
    return m
      .getRepository(DepositSettlement)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.tenancy', 'tenancy')
      .leftJoinAndSelect('tenancy.property', 'property')
      .leftJoinAndSelect('tenancy.tenant', 'tenant')
      .leftJoinAndSelect('tenancy.landlord', 'landlord')
      .leftJoinAndSelect('s.decider', 'decider')
      .where('s.disputed_at IS NOT NULL');
  }

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<AdminDepositDisputeDto[]> {
    const page = await findAdminPage(this.disputes(), query, DEPOSIT_DISPUTE_LIST);
    const m = this.dataSource.manager;
    const rows = await Promise.all(page.rows.map((s) => depositDisputeDto(m, s)));
    return sendAdminPage(res, 'deposit-disputes', { ...page, rows }, (r) => r);
  }

  async get(id: string, m?: EntityManager): Promise<AdminDepositDisputeDto> {
    const s = await this.disputes(m).andWhere('s.id = :id', { id }).getOne();
    if (!s) throw DISPUTE_NOT_FOUND();
    return depositDisputeDto(m ?? this.dataSource.manager, s);
  }

  /**
   * Upholds the disputed deductions: in full, or `amount` of them (whole naira, shared over
   * them in order) kept for the landlord. The deposit is then paid out and refunded.
   */
  approve(
    actor: AuthUser,
    id: string,
    approval: DepositAwardRequest | undefined,
  ): Promise<AdminDepositDisputeDto> {
    return this.decide(actor, id, approval?.amount ?? null, approval?.reason?.trim() || null);
  }

  /** Refuses the disputed deductions: they go back to the tenant with the rest. */
  reject(actor: AuthUser, id: string, reason: string): Promise<AdminDepositDisputeDto> {
    return this.decide(actor, id, 0, reason);
  }

  private decide(
    actor: AuthUser,
    id: string,
    amount: number | null,
    reason: string | null,
    now = new Date(),
  ): Promise<AdminDepositDisputeDto> {
    return this.dataSource.transaction(async (m) => {
      const settlement = await m
        .getRepository(DepositSettlement)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!settlement?.disputedAt) throw DISPUTE_NOT_FOUND();
      if (settlement.state !== 'disputed') {
        throw conflict('This deposit dispute is already decided.', 'DEPOSIT_DISPUTE_DECIDED');
      }
      const tenancy = await m.getRepository(Tenancy).findOneOrFail({
        where: { id: settlement.tenancyId },
        lock: { mode: 'pessimistic_write' },
      });
      const disputed = await m.getRepository(DepositDeduction).find({
        where: { tenancyId: tenancy.id, state: 'disputed' },
        order: { createdAt: 'ASC', id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const total = disputed.reduce((a, d) => a + d.amount, 0);
      let left = amount ?? total;
      if (!Number.isInteger(left) || left < 0 || left > total) {
        const message = `Keep whole naira from ₦0 to ${formatNaira(total)} for the landlord`;
        throw badRequest(message, [{ field: 'amount', message }], 'AWARD_INVALID');
      }
      for (const d of disputed) {
        d.state = 'decided';
        d.awardedAmount = Math.min(left, d.amount);
        left -= d.awardedAmount;
      }
      await m.getRepository(DepositDeduction).save(disputed);
      const before = settlementAudit(settlement);
      Object.assign(settlement, { decidedBy: actor.id, decidedAt: now, decisionReason: reason });
      await this.settle(m, tenancy, settlement, now, { reason });
      await this.audit.record(m, actor, {
        action: amount === 0 ? 'deposit_dispute.reject' : 'deposit_dispute.approve',
        entityType: 'deposit_settlement',
        entityId: settlement.id,
        before,
        after: settlementAudit(settlement),
        reason,
      });
      return this.get(id, m);
    });
  }
}
