import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ApplicationDto, OPEN_APPLICATION_STATUSES } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import {
  type AdminListSpec,
  findAdminPage,
  mapAdminFilter,
  sendAdminPage,
} from '../../common/http/admin-page.js';
import type { Reviewer } from '../../common/http/review-controller.js';
import { applicationToDto } from './application.mapper.js';
import { ApplicationsService } from './applications.service.js';
import type { AdminApproveApplicationDto } from './dto/application.dto.js';
import { PropertyApplication } from './entities/property-application.entity.js';

/** What the console's list of applications allows. */
export const APPLICATION_LIST: AdminListSpec = {
  sortable: ['createdAt', 'updatedAt', 'status', 'reviewedAt', 'lastName', 'monthlyIncome'],
  exact: ['status', 'propertyId', 'tenantId', 'landlordId', 'guarantorStatus', 'id'],
  search: ['firstName', 'lastName', 'email', 'guarantorName'],
};

/**
 * `filter.status = 'open'` stands for the applications still waiting for a decision (pending or
 * under review): the staff overview's count links to that list.
 */
function openStatus(query: Record<string, unknown>): Record<string, unknown> {
  return mapAdminFilter(query, (filter) =>
    filter.status === 'open' ? { ...filter, status: [...OPEN_APPLICATION_STATUSES] } : filter,
  );
}

/**
 * Staff side of applications: the console's list and records (NINs whole), and the admins'
 * decisions, taken by ApplicationsService.review under the same rules as a landlord's.
 */
@Injectable()
export class ApplicationReviewService implements Reviewer<
  ApplicationDto,
  AdminApproveApplicationDto
> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsService,
  ) {}

  async list(query: Record<string, unknown>, res: FastifyReply): Promise<ApplicationDto[]> {
    const qb = this.dataSource
      .getRepository(PropertyApplication)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.property', 'property');
    const page = await findAdminPage(qb, openStatus(query), APPLICATION_LIST);
    return sendAdminPage(res, 'applications', page, (a) => applicationToDto(a, 'staff'));
  }

  get(id: string): Promise<ApplicationDto> {
    return this.applications.adminGet(id);
  }

  approve(actor: AuthUser, id: string, dto: AdminApproveApplicationDto): Promise<ApplicationDto> {
    return this.applications.review(actor, id, 'approved', dto.note);
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<ApplicationDto> {
    return this.applications.review(actor, id, 'rejected', reason);
  }
}
