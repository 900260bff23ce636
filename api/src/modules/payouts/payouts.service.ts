import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminPayoutDto, LandlordPayoutsResponse, PayoutWaitingFor } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import {
  type AdminListSpec,
  findAdminPage,
  mapAdminFilter,
  sendAdminPage,
} from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { FinalJobError, type JobHandler, JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import {
  GatewayError,
  type GatewayTransfer,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  toKobo,
} from '../payments/gateway/payment-gateway.js';
import { PaymentEvents } from '../payments/payment-events.js';
import { User } from '../users/entities/user.entity.js';
import { PayoutAccount } from './entities/payout-account.entity.js';
import { Payout } from './entities/payout.entity.js';
import { payoutEntry, releaseEntry } from './payout-entries.js';
import { adminPayoutToDto, payoutToDto } from './payout.mapper.js';

/** Money of one payment released by a payout. */
export interface ReleasePart {
  paymentId: string;
  /** Whole naira, at most what is still held of the payment. */
  amount: number;
}

export interface ReleaseInput {
  landlordId: string;
  parts: ReleasePart[];
  tenancyId?: string | null;
  /**
   * Names this release once (`move-in:<tenancyId>`): the payout's reference is made from it, so
   * releasing again with the same key answers the payout made the first time.
   */
  key: string;
  /** What the money is for, as the landlord and their bank statement read it. */
  description: string;
}

/** Our reference of the payout released under `key`: what a gateway accepts for a transfer. */
export const payoutReference = (key: string) =>
  `rn-po-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

/** The reference of the next transfer of a payout whose last one the gateway failed. */
function nextTransferReference(p: Payout): string {
  const tried = Number(/-(\d+)$/.exec((p.transferReference ?? '').slice(p.reference.length))?.[1]);
  return `${p.reference}-${Number.isFinite(tried) ? tried + 1 : 2}`;
}

/** What the console's list of payouts allows. */
export const PAYOUT_LIST: AdminListSpec = {
  sortable: ['createdAt', 'updatedAt', 'amount', 'state', 'paidAt', 'failedAt'],
  exact: ['id', 'state', 'landlordId', 'tenancyId', 'waitingFor'],
  search: ['reference', 'transferReference', 'description'],
};

/** Payouts staff must send again (over `payouts` aliased `p`). */
export const NEEDS_RETRY_SQL = `p.state IN ('failed', 'reversed')`;

/** A transfer the gateway ended without paying. */
const GATEWAY_REFUSED = ['failed', 'reversed'];

const NOT_FOUND = () => notFound('Payout not found', 'PAYOUT_NOT_FOUND');

const payoutAudit = (p: Payout) => ({
  state: p.state,
  amount: p.amount,
  transferReference: p.transferReference,
  gatewayStatus: p.gatewayStatus,
  lastError: p.lastError,
});

/**
 * Payouts: money released to a landlord, sent to their verified bank account by a gateway
 * transfer. `release` is called by the rules that decide when held money is due (inside their
 * transaction); the transfer goes through the outbox (`payouts.transfer`), idempotent by the
 * payout's transfer reference, retried with backoff and marked failed after the last attempt;
 * the gateway's transfer webhooks (and the transfer call's own answer) end in `settle`, which
 * moves a payout once however many times and in whatever order it is told. Nothing is sent
 * without approved KYC and a verified account: such a payout waits, and goes out when both
 * exist (`dispatchWaiting`, called when an account is verified).
 */
@Injectable()
export class PayoutsService implements OnModuleInit, JobHandler<JobName.SendPayout> {
  private readonly logger = new Logger(PayoutsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly outbox: OutboxService,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly registry: JobRegistry,
    private readonly payments: PaymentEvents,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.SendPayout, this);
    this.payments.subscribe(async (m, event) => {
      if (event.kind === 'transfer') await this.settle(m, event.transfer);
    });
  }

  // ---- releasing money ---------------------------------------------------------------------

  /**
   * Releases held money to a landlord in the caller's transaction: one payout, a `release`
   * ledger entry per payment, and its transfer queued (or the payout left waiting for what it
   * needs, the landlord told when it is their bank account). The payments are locked; each must
   * be the landlord's, completed, not frozen by a chargeback, and hold at least the amount.
   */
  async release(m: EntityManager, input: ReleaseInput): Promise<Payout> {
    const parts = new Map<string, number>();
    for (const part of input.parts) {
      if (!Number.isInteger(part.amount) || part.amount <= 0) {
        throw new Error(`A release is whole naira above 0 (${part.amount})`);
      }
      parts.set(part.paymentId, (parts.get(part.paymentId) ?? 0) + part.amount);
    }
    if (parts.size === 0) throw new Error('A release needs money to release');
    const reference = payoutReference(input.key);
    const payments = await m.getRepository(Payment).find({
      where: { id: In([...parts.keys()]) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const repo = m.getRepository(Payout);
    const existing = await repo.findOneBy({ reference });
    if (existing) return existing;
    const held = new Map(
      (await this.ledger.heldByPayment(m, { paymentIds: [...parts.keys()] })).map((h) => [
        h.paymentId,
        h.amount,
      ]),
    );
    for (const [paymentId, amount] of parts) {
      const payment = payments.find((p) => p.id === paymentId);
      if (!payment || payment.landlordId !== input.landlordId || payment.status !== 'completed') {
        throw conflict(`Payment ${paymentId} has no money held for this landlord`, 'NOT_HELD');
      }
      if (payment.releaseFrozen) {
        throw conflict(
          `Payment ${payment.reference} is frozen by a chargeback: nothing of it may be released`,
          'PAYMENT_DISPUTED',
        );
      }
      if (amount > (held.get(paymentId) ?? 0)) {
        throw conflict(
          `Only ₦${held.get(paymentId) ?? 0} of payment ${payment.reference} is still held`,
          'NOT_ENOUGH_HELD',
        );
      }
    }
    await this.shareLandlord(m, input.landlordId);
    const waitingFor = await this.waitingFor(m, input.landlordId);
    const payout = await repo.save(
      repo.create({
        reference,
        landlordId: input.landlordId,
        tenancyId: input.tenancyId ?? null,
        amount: [...parts.values()].reduce((a, b) => a + b, 0),
        state: 'pending',
        waitingFor,
        description: input.description.slice(0, 300),
        transferReference: reference,
      }),
    );
    for (const [paymentId, amount] of parts) {
      const payment = payments.find((p) => p.id === paymentId)!;
      await this.ledger.record(m, releaseEntry(payout, payment, amount));
    }
    if (!waitingFor) {
      await this.outbox.record(m, JobName.SendPayout, { payoutId: payout.id });
    } else if (waitingFor === 'account') {
      await this.notifications.notify(m, input.landlordId, {
        type: 'payout.account_needed',
        payoutId: payout.id,
        amount: payout.amount,
      });
    }
    return payout;
  }

  /**
   * What a landlord's payouts still need before they are sent: approved KYC, then a verified
   * payout account; null when nothing is missing.
   */
  async waitingFor(m: EntityManager, landlordId: string): Promise<PayoutWaitingFor | null> {
    const kyc = await m.getRepository(KycRecord).findOneBy({ userId: landlordId });
    if (kyc?.status !== 'approved') return 'kyc';
    const account = await m.getRepository(PayoutAccount).findOneBy({ landlordId });
    if (!account) return 'account';
    if (account.status === 'verified') return null;
    return account.status === 'in_review' ? 'account_in_review' : 'account_rejected';
  }

  /**
   * The landlord's payout account changed (added, verified, refused): their waiting payouts
   * are sent if nothing is missing any more, else they say what they wait for. In the caller's
   * transaction, which holds the landlord's row for update (see `release`).
   */
  async dispatchWaiting(m: EntityManager, landlordId: string): Promise<number> {
    const repo = m.getRepository(Payout);
    const waiting = await repo.find({
      where: { landlordId, state: 'pending', waitingFor: Not(IsNull()) },
      lock: { mode: 'pessimistic_write' },
    });
    if (waiting.length === 0) return 0;
    const waitingFor = await this.waitingFor(m, landlordId);
    await repo.update({ id: In(waiting.map((p) => p.id)) }, { waitingFor });
    if (waitingFor) return 0;
    for (const p of waiting) await this.outbox.record(m, JobName.SendPayout, { payoutId: p.id });
    return waiting.length;
  }

  // ---- the transfer ------------------------------------------------------------------------

  /**
   * `payouts.transfer`: sends a pending payout's transfer, asking again with the same reference
   * after an unclear answer (the gateway sends it once). A refusal (4xx) is final; timeouts and
   * 5xx are retried with backoff; after the last attempt the payout is failed (`failed`).
   */
  async handle({ payoutId }: { payoutId: string }) {
    const repo = this.dataSource.getRepository(Payout);
    const payout = await repo.findOneBy({ id: payoutId });
    if (!payout || payout.state !== 'pending') return { skipped: payout?.state ?? 'missing' };
    const waitingFor = await this.waitingFor(this.dataSource.manager, payout.landlordId);
    if (waitingFor) {
      await repo.update({ id: payoutId, state: 'pending' }, { waitingFor });
      return { waiting: waitingFor };
    }
    let transfer: GatewayTransfer;
    try {
      const account = await this.dataSource
        .getRepository(PayoutAccount)
        .findOneByOrFail({ landlordId: payout.landlordId });
      const recipient = await this.ensureRecipient(account);
      await repo.update(
        { id: payoutId, state: 'pending' },
        { attempts: () => 'attempts + 1', recipientCode: recipient, waitingFor: null },
      );
      transfer = await this.gateway.initiateTransfer({
        amountKobo: toKobo(payout.amount),
        recipient,
        reference: payout.transferReference ?? payout.reference,
        reason: payout.description,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.update({ id: payoutId, state: 'pending' }, { lastError: message });
      if (error instanceof GatewayError && !error.retryable) {
        throw new FinalJobError(message, { reference: payout.transferReference });
      }
      throw error;
    }
    const outcome = await this.dataSource.transaction((m) => this.settle(m, transfer));
    return { reference: transfer.reference, status: transfer.status, outcome };
  }

  /** The transfer could not be sent, for good: the payout is failed, for staff to retry. */
  async failed({ payoutId }: { payoutId: string }, error: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const payout = await this.lock(m, { id: payoutId });
      if (!payout || payout.state !== 'pending') return;
      payout.state = 'failed';
      payout.failedAt = new Date();
      payout.lastError = error;
      await m.getRepository(Payout).save(payout);
      this.logger.error(`Payout ${payout.reference} failed: ${error}`);
    });
  }

  /**
   * The gateway's recipient of a verified account, made once (the gateway answers the same
   * account with the same recipient, so two makers agree).
   */
  async ensureRecipient(account: PayoutAccount): Promise<string> {
    if (account.recipientCode) return account.recipientCode;
    const { recipientCode } = await this.gateway.createTransferRecipient({
      name: account.accountName,
      accountNumber: account.accountNumber,
      bankCode: account.bankCode,
    });
    await this.dataSource
      .getRepository(PayoutAccount)
      .update(
        { id: account.id, accountNumber: account.accountNumber, bankCode: account.bankCode },
        { recipientCode },
      );
    return recipientCode;
  }

  /**
   * Applies what the gateway says of a transfer (a webhook, or the answer to the transfer call)
   * to the payout whose current transfer it is, with the payout locked. Idempotent and
   * order-proof: a payout is paid, failed or reversed once; a later word that contradicts a
   * settled payout is noted for staff and changes nothing. Returns what it did.
   */
  async settle(m: EntityManager, transfer: GatewayTransfer): Promise<string> {
    const payout = await this.lock(m, { transferReference: transfer.reference });
    if (!payout) return `no payout sends ${transfer.reference}`;
    const repo = m.getRepository(Payout);
    const refusedBefore = GATEWAY_REFUSED.includes(payout.gatewayStatus ?? '');
    switch (transfer.status) {
      case 'pending':
      case 'otp': {
        if (payout.state !== 'pending') return `already ${payout.state}`;
        payout.state = 'processing';
        payout.sentAt = new Date();
        payout.transferCode = transfer.transferCode || payout.transferCode;
        payout.gatewayStatus = transfer.status;
        payout.lastError =
          transfer.status === 'otp'
            ? 'The gateway waits for a one-time password before sending: turn OTP off for automated payouts'
            : null;
        await repo.save(payout);
        return 'processing';
      }
      case 'success': {
        if (payout.state === 'paid') return 'already paid';
        if (payout.state === 'reversed' || refusedBefore) {
          return this.contradicted(m, payout, 'paid');
        }
        payout.state = 'paid';
        payout.paidAt = new Date();
        payout.sentAt ??= payout.paidAt;
        payout.failedAt = null;
        payout.waitingFor = null;
        payout.transferCode = transfer.transferCode || payout.transferCode;
        payout.gatewayStatus = 'success';
        payout.lastError = null;
        await repo.save(payout);
        await this.ledger.record(m, payoutEntry(payout, payout.paidAt));
        const account = await m
          .getRepository(PayoutAccount)
          .findOneBy({ landlordId: payout.landlordId });
        await this.notifications.notify(m, payout.landlordId, {
          type: 'payout.paid',
          payoutId: payout.id,
          amount: payout.amount,
          bankName: account?.bankName ?? 'bank',
          last4: account?.accountNumber.slice(-4) ?? '····',
        });
        return 'paid';
      }
      case 'failed':
      case 'reversed': {
        if (payout.state === 'paid') return this.contradicted(m, payout, transfer.status);
        if (payout.state === 'reversed' || (refusedBefore && payout.state === 'failed')) {
          return `already ${payout.state}`;
        }
        payout.state = transfer.status;
        payout.failedAt = new Date();
        payout.transferCode = transfer.transferCode || payout.transferCode;
        payout.gatewayStatus = transfer.status;
        payout.lastError =
          transfer.message ??
          (transfer.status === 'failed'
            ? 'The gateway reported the transfer failed'
            : 'The gateway reversed the transfer: the money is back in our balance');
        await repo.save(payout);
        this.logger.warn(`Payout ${payout.reference} ${transfer.status}: ${payout.lastError}`);
        return transfer.status;
      }
    }
  }

  /** A word from the gateway that contradicts a settled payout: kept for staff, nothing moves. */
  private async contradicted(m: EntityManager, payout: Payout, said: string): Promise<string> {
    const note = `The gateway later reported this transfer ${said}; it stays ${payout.state}: check it at the gateway.`;
    if (payout.lastError !== note) {
      await m.getRepository(Payout).update({ id: payout.id }, { lastError: note });
      this.logger.error(`Payout ${payout.reference}: ${note}`);
    }
    return `ignored: ${said} after ${payout.state}`;
  }

  // ---- staff -------------------------------------------------------------------------------

  /**
   * Sends a failed or reversed payout again (admins; audited). A transfer the gateway failed or
   * reversed is asked for under a new reference; one that never reached an answer keeps its
   * reference, so the gateway cannot send it twice.
   */
  async retry(actor: AuthUser, id: string): Promise<AdminPayoutDto> {
    await this.dataSource.transaction(async (m) => {
      const payout = await this.lock(m, { id });
      if (!payout) throw NOT_FOUND();
      await this.shareLandlord(m, payout.landlordId);
      if (payout.state !== 'failed' && payout.state !== 'reversed') {
        throw conflict(
          `Only a failed or reversed payout can be sent again; this one is ${payout.state}.`,
          'PAYOUT_NOT_FAILED',
        );
      }
      const before = payoutAudit(payout);
      if (GATEWAY_REFUSED.includes(payout.gatewayStatus ?? '')) {
        payout.transferReference = nextTransferReference(payout);
        payout.transferCode = null;
        payout.gatewayStatus = null;
      }
      payout.state = 'pending';
      payout.failedAt = null;
      payout.sentAt = null;
      payout.lastError = null;
      payout.waitingFor = await this.waitingFor(m, payout.landlordId);
      await m.getRepository(Payout).save(payout);
      await this.audit.record(m, actor, {
        action: 'payout.retry',
        entityType: 'payout',
        entityId: payout.id,
        before,
        after: payoutAudit(payout),
      });
      if (!payout.waitingFor) {
        await this.outbox.record(m, JobName.SendPayout, { payoutId: payout.id });
      }
    });
    return this.adminGet(id);
  }

  /** The console's list: failed and reversed payouts first. */
  async adminList(query: Record<string, unknown>, res: FastifyReply): Promise<AdminPayoutDto[]> {
    const qb = this.dataSource
      .getRepository(Payout)
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.landlord', 'landlord');
    const rest = mapAdminFilter(query, ({ needsRetry, ...others }) => {
      if (needsRetry === undefined || needsRetry === null || needsRetry === '') return others;
      if (String(needsRetry) !== 'true' && String(needsRetry) !== 'false') {
        throw badRequest('filter.needsRetry must be true or false', [
          { field: 'filter.needsRetry', message: 'Must be true or false' },
        ]);
      }
      qb.andWhere(`${String(needsRetry) === 'true' ? '' : 'NOT '}(${NEEDS_RETRY_SQL})`);
      return others;
    });
    const page = await findAdminPage(qb, rest, {
      ...PAYOUT_LIST,
      orderFirst: `NOT (${NEEDS_RETRY_SQL})`,
    });
    const m = this.dataSource.manager;
    await this.withReleases(m, page.rows);
    const accounts = await this.accountsOf(m, page.rows);
    return sendAdminPage(res, 'payouts', page, (p) =>
      adminPayoutToDto(p, accounts.get(p.landlordId) ?? null),
    );
  }

  async adminGet(id: string): Promise<AdminPayoutDto> {
    const m = this.dataSource.manager;
    const payout = await m
      .getRepository(Payout)
      .findOne({ where: { id }, relations: { landlord: true } });
    if (!payout) throw NOT_FOUND();
    await this.withReleases(m, [payout]);
    const accounts = await this.accountsOf(m, [payout]);
    return adminPayoutToDto(payout, accounts.get(payout.landlordId) ?? null);
  }

  /** Loads into each payout the release entries it carries, with their payments and listings. */
  private async withReleases(m: EntityManager, payouts: Payout[]): Promise<Payout[]> {
    const entries = payouts.length
      ? await m.getRepository(LedgerEntry).find({
          where: { payoutId: In(payouts.map((p) => p.id)), kind: 'release' },
          relations: { payment: { property: true } },
          order: { occurredAt: 'ASC', id: 'ASC' },
        })
      : [];
    for (const p of payouts) p.entries = entries.filter((e) => e.payoutId === p.id);
    return payouts;
  }

  private async accountsOf(m: EntityManager, payouts: Payout[]) {
    const landlordIds = [...new Set(payouts.map((p) => p.landlordId))];
    const accounts = landlordIds.length
      ? await m.getRepository(PayoutAccount).findBy({ landlordId: In(landlordIds) })
      : [];
    return new Map(accounts.map((a) => [a.landlordId, a]));
  }

  // ---- the landlord ------------------------------------------------------------------------

  /** The landlord's held, scheduled and paid money, from the ledger, and their payouts. */
  async forLandlord(user: AuthUser): Promise<LandlordPayoutsResponse> {
    const m = this.dataSource.manager;
    const balance = await this.ledger.balanceFor(m, { landlordId: user.id });
    const held = await this.ledger.heldByPayment(m, { landlordId: user.id });
    const payments = held.length
      ? await m.getRepository(Payment).find({
          where: { id: In(held.map((h) => h.paymentId)), landlordId: user.id },
          relations: { property: true },
        })
      : [];
    const byId = new Map(payments.map((p) => [p.id, p]));
    const payouts = await this.withReleases(
      m,
      await m.getRepository(Payout).find({
        where: { landlordId: user.id },
        order: { createdAt: 'DESC', id: 'ASC' },
        take: 100,
      }),
    );
    return {
      summary: {
        held: Math.max(0, balance.held),
        scheduled: Math.max(0, balance.scheduled),
        paid: balance.paidOut,
      },
      held: held
        .filter((h) => byId.has(h.paymentId))
        .map((h) => ({
          paymentId: h.paymentId,
          paymentReference: byId.get(h.paymentId)!.reference,
          propertyTitle: byId.get(h.paymentId)!.property?.title ?? null,
          amount: h.amount,
          heldSince: h.heldSince.toISOString(),
        })),
      payouts: payouts.map(payoutToDto),
    };
  }

  // ---- internals ---------------------------------------------------------------------------

  /**
   * Shares the landlord's row until the caller's transaction ends. A change of their payout
   * account takes it for update (`PayoutAccountsService`), so a payout this transaction leaves
   * waiting is always seen by that change's dispatch, and never left behind.
   */
  private async shareLandlord(m: EntityManager, landlordId: string): Promise<void> {
    await m
      .getRepository(User)
      .findOne({ where: { id: landlordId }, lock: { mode: 'pessimistic_read' } });
  }

  private lock(
    m: EntityManager,
    where: { id: string } | { transferReference: string },
  ): Promise<Payout | null> {
    return m.getRepository(Payout).findOne({ where, lock: { mode: 'pessimistic_write' } });
  }
}
