import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminRefundDto } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import type { Reviewer } from '../../common/http/review-controller.js';
import { Refund } from './entities/refund.entity.js';
import { adminRefundToDto, RefundsService } from './refunds.service.js';

/** What the console's list of refunds allows. */
export const REFUND_LIST: AdminListSpec = {
  sortable: ['createdAt', 'decidedAt', 'amount', 'status'],
  exact: ['status', 'automatic', 'reason', 'tenantId', 'paymentId', 'id'],
  search: ['details'],
};

/**
 * Staff side of refunds: the console's list and records, and the admins' decisions on refunds
 * tenants asked for (RefundsService approves, sending the money back, or denies).
 */
@Injectable()
export class RefundReviewService implements Reviewer<AdminRefundDto> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly refunds: RefundsService,
  ) {}

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<AdminRefundDto[]> {
    const qb = this.dataSource
      .getRepository(Refund)
      .createQueryBuilder('r')
      .leftJoinAndSelect('r.payment', 'payment')
      .leftJoinAndSelect('payment.property', 'property')
      .leftJoinAndSelect('r.tenant', 'tenant');
    const page = await findAdminPage(qb, query, REFUND_LIST);
    return sendAdminPage(res, 'refunds', page, adminRefundToDto);
  }

  get(id: string): Promise<AdminRefundDto> {
    return this.refunds.adminGet(id);
  }

  approve(actor: AuthUser, id: string): Promise<AdminRefundDto> {
    return this.refunds.approve(actor, id);
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<AdminRefundDto> {
    return this.refunds.deny(actor, id, reason);
  }
}
