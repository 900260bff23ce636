import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AdminReportedReviewDto, TENANCY_REVIEW_STATUS_LABELS } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Property } from '../properties/entities/property.entity.js';
import { TenancyReview } from './entities/tenancy-review.entity.js';
import { reportedReviewToAdminDto, reviewAuditSnapshot } from './reviews.mapper.js';
import { REVIEW_NOT_FOUND } from './reviews.service.js';

/** What the console's list of reported reviews allows. */
export const REPORTED_REVIEW_LIST: AdminListSpec = {
  sortable: ['createdAt', 'updatedAt', 'decidedAt', 'status', 'stage'],
  exact: ['id', 'status', 'stage', 'propertyId', 'landlordId', 'tenantId', 'tenancyId'],
  search: ['text', 'propertyTitle'],
  fields: { propertyTitle: 'property.title' },
};

/**
 * Staff side of reviews a party reported: the console's list (every review ever reported) and
 * records, and the decision, for admins: keep the review (approve) or hide it with a reason
 * (reject). Each decision is audited and both parties told, in one transaction.
 */
@Injectable()
export class ReportedReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  private reviews(m: EntityManager = this.dataSource.manager) {
    return m
      .getRepository(TenancyReview)
      .createQueryBuilder('r')
      .leftJoinAndSelect('r.property', 'property')
      .leftJoinAndSelect('r.tenant', 'tenant')
      .leftJoinAndSelect('r.landlord', 'landlord')
      .leftJoinAndSelect('r.decider', 'decider')
      .leftJoinAndSelect('r.reports', 'reports')
      .leftJoinAndSelect('reports.reporter', 'reporter')
      .where(`r.status <> 'visible'`);
  }

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<AdminReportedReviewDto[]> {
    const page = await findAdminPage(this.reviews(), query, REPORTED_REVIEW_LIST);
    return sendAdminPage(res, 'reported-reviews', page, reportedReviewToAdminDto);
  }

  async get(id: string, m?: EntityManager): Promise<AdminReportedReviewDto> {
    const review = await this.reviews(m).andWhere('r.id = :id', { id }).getOne();
    if (!review) throw REVIEW_NOT_FOUND();
    return reportedReviewToAdminDto(review);
  }

  approve(actor: AuthUser, id: string): Promise<AdminReportedReviewDto> {
    return this.decide(actor, id, 'kept', null);
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<AdminReportedReviewDto> {
    return this.decide(actor, id, 'hidden', reason);
  }

  private decide(
    actor: AuthUser,
    id: string,
    decision: 'kept' | 'hidden',
    reason: string | null,
  ): Promise<AdminReportedReviewDto> {
    return this.dataSource.transaction(async (m) => {
      const review = await m
        .getRepository(TenancyReview)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!review || review.status === 'visible') throw REVIEW_NOT_FOUND();
      if (review.status !== 'reported') {
        throw conflict(
          `This review was already ${TENANCY_REVIEW_STATUS_LABELS[review.status].toLowerCase()}.`,
          'REVIEW_DECIDED',
        );
      }
      await this.audit.saveChange(
        m,
        actor,
        review,
        { status: decision, decidedBy: actor.id, decidedAt: new Date(), decisionReason: reason },
        {
          action: decision === 'kept' ? 'review.keep' : 'review.hide',
          entityType: 'tenancy_review',
          snapshot: reviewAuditSnapshot,
          reason,
        },
      );
      const property = await m.getRepository(Property).findOneByOrFail({ id: review.propertyId });
      for (const [userId, role] of [
        [review.tenantId, 'tenant'],
        [review.landlordId, 'landlord'],
      ] as const) {
        await this.notifications.notify(m, userId, {
          type: 'review.decided',
          tenancyId: review.tenancyId,
          title: property.title,
          decision,
          role,
          reason,
        });
      }
      return this.get(id, m);
    });
  }
}
