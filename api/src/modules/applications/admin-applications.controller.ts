import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OPEN_APPLICATION_STATUSES } from '@rentnaija/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { findAdminPage, mapAdminFilter, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { applicationToDto } from './application.mapper.js';
import { ApplicationsService } from './applications.service.js';
import { AdminApproveApplicationDto, AdminRejectApplicationDto } from './dto/application.dto.js';
import { ApplicationResponseDto } from './dto/application.response.js';
import { PropertyApplication } from './entities/property-application.entity.js';

/**
 * `filter.status = 'open'` stands for the applications still waiting for a decision (pending or
 * under review): the staff overview's count links to that list.
 */
function openStatus(query: Record<string, unknown>): Record<string, unknown> {
  return mapAdminFilter(query, (filter) =>
    filter.status === 'open' ? { ...filter, status: [...OPEN_APPLICATION_STATUSES] } : filter,
  );
}

/** The console's applications resource (react-admin simple-rest conventions). */
@ApiTags('admin')
@Controller('admin/applications')
export class AdminApplicationsController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsService,
  ) {}

  @Roles('admin', 'support')
  @Get()
  @ApiOperation({
    summary:
      "List applications (console): filters status ('open': pending or under review), propertyId, tenantId, landlordId, guarantorStatus; q searches names and emails",
  })
  @ApiAdminList(ApplicationResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const qb = this.dataSource
      .getRepository(PropertyApplication)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.property', 'property');
    const page = await findAdminPage(qb, openStatus(query), {
      sortable: ['createdAt', 'updatedAt', 'status', 'reviewedAt', 'lastName', 'monthlyIncome'],
      exact: ['status', 'propertyId', 'tenantId', 'landlordId', 'guarantorStatus', 'id'],
      search: ['firstName', 'lastName', 'email', 'guarantorName'],
    });
    return sendAdminPage(res, 'applications', page, (a) => applicationToDto(a, 'staff'));
  }

  @Roles('admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One application, NINs whole (console)' })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404)
  get(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.applications.adminGet(id);
  }

  @Roles('admin')
  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Approve an application; its listing goes under contract (admins; audited)',
  })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404, 409)
  approve(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: AdminApproveApplicationDto,
  ) {
    return this.applications.review(user, id, 'approved', dto.note);
  }

  @Roles('admin')
  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Reject an application with a reason the tenant reads; a paid one is refunded (admins; audited)',
  })
  @ApiOkResponse({ type: ApplicationResponseDto })
  @ApiErrors(400, 404, 409)
  reject(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: AdminRejectApplicationDto,
  ) {
    return this.applications.review(user, id, 'rejected', dto.reason);
  }
}
