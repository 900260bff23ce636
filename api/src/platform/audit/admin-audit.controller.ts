import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { AuditLogResponseDto } from './dto/audit-log.response.js';
import { AuditLog } from './entities/audit-log.entity.js';

const AUDIT_LIST: AdminListSpec = {
  sortable: ['createdAt', 'action'],
  exact: ['action', 'entityType', 'entityId', 'actorId', 'requestId'],
  search: ['action', 'entityId', 'reason'],
};

/** The console's audit log: every staff decision, read-only, for admins and support. */
@ApiTags('admin')
@Controller('admin/audit-log')
@Roles('admin', 'support')
export class AdminAuditController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List staff decisions (console)' })
  @ApiAdminList(AuditLogResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const qb = this.dataSource.getRepository(AuditLog).createQueryBuilder('e');
    const page = await findAdminPage(qb, query, AUDIT_LIST);
    return sendAdminPage(res, 'audit-log', page, (row) => row);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One staff decision (console)' })
  @ApiOkResponse({ type: AuditLogResponseDto })
  @ApiErrors(400, 404)
  async get(@IdParam() id: string) {
    const row = await this.dataSource.getRepository(AuditLog).findOneBy({ id });
    if (!row) throw notFound();
    return row;
  }
}
