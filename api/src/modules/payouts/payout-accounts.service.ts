import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminPayoutAccountDto,
  PAYOUT_ACCOUNT_MESSAGES,
  type PayoutAccountRequest,
  type PayoutAccountResponse,
} from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { badRequest, conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import type { Reviewer } from '../../common/http/review-controller.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { FinalJobError, type JobHandler, JobName } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { KycRecord } from '../kyc/entities/kyc-record.entity.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import {
  GatewayError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../payments/gateway/payment-gateway.js';
import { User } from '../users/entities/user.entity.js';
import { accountNameMatches } from './account-name-match.js';
import { BanksService, GATEWAY_UNAVAILABLE } from './banks.service.js';
import { PayoutAccount } from './entities/payout-account.entity.js';
import { accountToDto, adminAccountToDto } from './payout.mapper.js';
import { PayoutsService } from './payouts.service.js';

/** What the console's list of payout accounts allows. */
export const PAYOUT_ACCOUNT_LIST: AdminListSpec = {
  sortable: ['createdAt', 'updatedAt', 'reviewedAt', 'status', 'accountName'],
  exact: ['id', 'status', 'landlordId', 'bankCode'],
  search: ['accountName', 'kycName', 'bankName'],
};

const NOT_FOUND = () => notFound('Payout account not found', 'PAYOUT_ACCOUNT_NOT_FOUND');
const NOT_RESOLVED = () =>
  badRequest(
    PAYOUT_ACCOUNT_MESSAGES.notResolved,
    [{ field: 'accountNumber', message: PAYOUT_ACCOUNT_MESSAGES.notResolved }],
    'ACCOUNT_NOT_RESOLVED',
  );

const accountAudit = (a: PayoutAccount) => ({
  status: a.status,
  bankName: a.bankName,
  accountNumberLast4: a.accountNumber.slice(-4),
  accountName: a.accountName,
  kycName: a.kycName,
});

/**
 * Landlords' payout bank accounts. The gateway resolves the holder's name while the landlord
 * waits (the request budget); it is compared with their verified identity (KYC): the same
 * person makes the account verified, anything else sends it to staff (in_review), who approve
 * or reject it (audited). A verified account gets its gateway recipient from a job
 * (`payouts.recipient`), and the landlord's waiting payouts go out.
 */
@Injectable()
export class PayoutAccountsService
  implements
    OnModuleInit,
    JobHandler<JobName.CreatePayoutRecipient>,
    Reviewer<AdminPayoutAccountDto>
{
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly banks: BanksService,
    private readonly payouts: PayoutsService,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.CreatePayoutRecipient, this);
  }

  async mine(user: AuthUser): Promise<PayoutAccountResponse> {
    const m = this.dataSource.manager;
    const [account, kyc] = await Promise.all([
      m.getRepository(PayoutAccount).findOneBy({ landlordId: user.id }),
      m.getRepository(KycRecord).findOneBy({ userId: user.id }),
    ]);
    return {
      account: account ? accountToDto(account) : null,
      identityVerified: kyc?.status === 'approved',
    };
  }

  /** Adds or replaces the landlord's payout account (see the class). */
  async save(user: AuthUser, dto: PayoutAccountRequest): Promise<PayoutAccountResponse> {
    const bank = await this.banks.find(dto.bankCode);
    if (!bank) {
      throw badRequest(PAYOUT_ACCOUNT_MESSAGES.bankRequired, [
        { field: 'bankCode', message: PAYOUT_ACCOUNT_MESSAGES.bankRequired },
      ]);
    }
    const kyc = await this.dataSource.getRepository(KycRecord).findOneBy({ userId: user.id });
    if (kyc?.status !== 'approved')
      throw conflict(PAYOUT_ACCOUNT_MESSAGES.kycRequired, 'KYC_REQUIRED');
    let accountName: string;
    try {
      ({ accountName } = await this.gateway.resolveAccount(
        dto.accountNumber,
        dto.bankCode,
        'request',
      ));
    } catch (error) {
      if (error instanceof GatewayError && !error.retryable) throw NOT_RESOLVED();
      throw GATEWAY_UNAVAILABLE();
    }
    accountName = accountName.trim().slice(0, 200);
    if (!accountName) throw NOT_RESOLVED();
    const kycName = `${kyc.firstName} ${kyc.lastName}`;
    // The registry's name for the NIN counts only when it is this person's (a match).
    const registered = kyc.ninCheck?.status === 'match' ? kyc.ninCheck.registeredName : null;
    const verified = accountNameMatches(accountName, [kycName, registered]);

    await this.dataSource.transaction(async (m) => {
      await this.lockLandlord(m, user.id);
      const repo = m.getRepository(PayoutAccount);
      const existing = await repo.findOneBy({ landlordId: user.id });
      const same =
        existing?.bankCode === dto.bankCode && existing.accountNumber === dto.accountNumber;
      const account = existing ?? repo.create({ landlordId: user.id });
      Object.assign(account, {
        bankCode: dto.bankCode,
        bankName: bank.name,
        accountNumber: dto.accountNumber,
        accountName,
        kycName,
        status: verified ? 'verified' : 'in_review',
        recipientCode: same ? account.recipientCode : null,
        verifiedAt: !verified
          ? null
          : same && existing.status === 'verified'
            ? existing.verifiedAt
            : new Date(),
        reviewedBy: null,
        reviewedAt: null,
        reviewNote: null,
      } satisfies Partial<PayoutAccount>);
      await repo.save(account);
      await this.accountChanged(m, account);
    });
    return this.mine(user);
  }

  // ---- staff -------------------------------------------------------------------------------

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<AdminPayoutAccountDto[]> {
    const qb = this.dataSource
      .getRepository(PayoutAccount)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.landlord', 'landlord');
    const page = await findAdminPage(qb, query, {
      ...PAYOUT_ACCOUNT_LIST,
      orderFirst: `(a.status <> 'in_review')`,
    });
    return sendAdminPage(res, 'payout-accounts', page, adminAccountToDto);
  }

  async get(
    id: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<AdminPayoutAccountDto> {
    const account = await m
      .getRepository(PayoutAccount)
      .findOne({ where: { id }, relations: { landlord: true } });
    if (!account) throw NOT_FOUND();
    return adminAccountToDto(account);
  }

  /** Accepts an account whose name differed from the verified one (admins; audited). */
  approve(actor: AuthUser, id: string): Promise<AdminPayoutAccountDto> {
    return this.decide(actor, id, { verified: true });
  }

  /** Refuses it with a reason the landlord reads (admins; audited); their payouts keep waiting. */
  reject(actor: AuthUser, id: string, reason: string): Promise<AdminPayoutAccountDto> {
    return this.decide(actor, id, { verified: false, reason });
  }

  private decide(
    actor: AuthUser,
    id: string,
    decision: { verified: true } | { verified: false; reason: string },
  ): Promise<AdminPayoutAccountDto> {
    return this.dataSource.transaction(async (m) => {
      const found = await m.getRepository(PayoutAccount).findOneBy({ id });
      if (!found) throw NOT_FOUND();
      await this.lockLandlord(m, found.landlordId);
      const account = await m
        .getRepository(PayoutAccount)
        .findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (account.status !== 'in_review') {
        throw conflict(
          `This account is ${account.status.replace('_', ' ')}: only an account in review is decided.`,
          'PAYOUT_ACCOUNT_DECIDED',
        );
      }
      const before = accountAudit(account);
      const reason = decision.verified ? null : decision.reason;
      Object.assign(account, {
        status: decision.verified ? 'verified' : 'rejected',
        verifiedAt: decision.verified ? new Date() : null,
        reviewedBy: actor.id,
        reviewedAt: new Date(),
        reviewNote: reason,
      } satisfies Partial<PayoutAccount>);
      await m.getRepository(PayoutAccount).save(account);
      await this.audit.record(m, actor, {
        action: decision.verified ? 'payout_account.approve' : 'payout_account.reject',
        entityType: 'payout_account',
        entityId: account.id,
        before,
        after: accountAudit(account),
        reason,
      });
      await this.notifications.notify(m, account.landlordId, {
        type: 'payout_account.reviewed',
        decision: decision.verified ? 'verified' : 'rejected',
        reason,
        bankName: account.bankName,
        last4: account.accountNumber.slice(-4),
      });
      await this.accountChanged(m, account);
      return this.get(account.id, m);
    });
  }

  // ---- the gateway -------------------------------------------------------------------------

  /** `payouts.recipient`: the gateway's recipient of a verified account. */
  async handle({ accountId }: { accountId: string }) {
    const account = await this.dataSource.getRepository(PayoutAccount).findOneBy({ id: accountId });
    if (!account || account.status !== 'verified') return { skipped: account?.status ?? 'missing' };
    try {
      return { recipientCode: await this.payouts.ensureRecipient(account) };
    } catch (error) {
      if (error instanceof GatewayError && !error.retryable) throw new FinalJobError(error.message);
      throw error;
    }
  }

  // ---- internals ---------------------------------------------------------------------------

  /** What follows a change of an account: its recipient when verified, the waiting payouts. */
  private async accountChanged(m: EntityManager, account: PayoutAccount): Promise<void> {
    if (account.status === 'verified' && !account.recipientCode) {
      await this.outbox.record(m, JobName.CreatePayoutRecipient, { accountId: account.id });
    }
    await this.payouts.dispatchWaiting(m, account.landlordId);
  }

  /** Holds the landlord's row for update: see PayoutsService.release. */
  private async lockLandlord(m: EntityManager, landlordId: string): Promise<void> {
    await m
      .getRepository(User)
      .findOne({ where: { id: landlordId }, lock: { mode: 'pessimistic_write' } });
  }
}
