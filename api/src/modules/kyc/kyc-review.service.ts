import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminKycSubmissionDto } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { KycRecord } from './entities/kyc-record.entity.js';
import { KycEvents } from './kyc-events.js';
import { kycAuditSnapshot, kycToAdminDto } from './kyc.mapper.js';

/** What the console's list of submissions allows. */
export const KYC_SUBMISSION_LIST: AdminListSpec = {
  sortable: ['createdAt', 'submittedAt', 'updatedAt', 'reviewedAt', 'status', 'lastName'],
  exact: ['id', 'status', 'userId', 'ninCheckStatus', 'governmentIdType'],
  search: ['firstName', 'lastName', 'email', 'phone'],
};

/**
 * Staff side of KYC: the console's list and records, and the decisions (admins only, enforced by
 * the controller). A decision locks the record, checks it is still pending, saves, writes the
 * audit row and notifies the user in one transaction.
 */
@Injectable()
export class KycReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly events: KycEvents,
  ) {}

  private submissions(m: EntityManager = this.dataSource.manager) {
    return m
      .getRepository(KycRecord)
      .createQueryBuilder('k')
      .leftJoinAndSelect('k.user', 'user')
      .leftJoinAndSelect('k.governmentIdDocument', 'governmentIdDocument')
      .leftJoinAndSelect('k.proofOfResidencyDocument', 'proofOfResidencyDocument');
  }

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<AdminKycSubmissionDto[]> {
    const page = await findAdminPage(this.submissions(), query, KYC_SUBMISSION_LIST);
    return sendAdminPage(res, 'kyc-submissions', page, kycToAdminDto);
  }

  async get(id: string, m?: EntityManager): Promise<AdminKycSubmissionDto> {
    const record = await this.submissions(m).where('k.id = :id', { id }).getOne();
    if (!record) throw notFound('KYC submission not found', 'KYC_NOT_FOUND');
    return kycToAdminDto(record);
  }

  approve(actor: AuthUser, id: string): Promise<AdminKycSubmissionDto> {
    return this.decide(actor, id, { approved: true });
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<AdminKycSubmissionDto> {
    return this.decide(actor, id, { approved: false, reason });
  }

  private decide(
    actor: AuthUser,
    id: string,
    decision: { approved: true } | { approved: false; reason: string },
  ): Promise<AdminKycSubmissionDto> {
    return this.dataSource.transaction(async (m) => {
      const record = await m
        .getRepository(KycRecord)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!record) throw notFound('KYC submission not found', 'KYC_NOT_FOUND');
      if (record.status !== 'pending') {
        throw conflict(
          `This submission was already ${record.status}; the user may submit again.`,
          'KYC_ALREADY_DECIDED',
        );
      }
      const before = kycAuditSnapshot(record);
      const reason = decision.approved ? null : decision.reason;
      Object.assign(record, {
        status: decision.approved ? 'approved' : 'rejected',
        isVerified: decision.approved,
        rejectionReason: reason,
        reviewedAt: new Date(),
        reviewedBy: actor.id,
      });
      await m.getRepository(KycRecord).save(record);
      await this.events.publish(m, { kind: 'reviewed', record });
      await this.audit.record(m, actor, {
        action: decision.approved ? 'kyc.approve' : 'kyc.reject',
        entityType: 'kyc_submission',
        entityId: record.id,
        before,
        after: kycAuditSnapshot(record),
        reason,
      });
      await this.notifications.notify(
        m,
        record.userId,
        decision.approved
          ? { type: 'kyc.approved' }
          : { type: 'kyc.rejected', reason: decision.reason },
      );
      return this.get(record.id, m);
    });
  }
}
