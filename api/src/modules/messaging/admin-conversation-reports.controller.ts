import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { AdminConversationReportsService } from './admin-conversation-reports.service.js';
import { AdminUpdateReportDto } from './dto/conversation.dto.js';
import {
  AdminConversationReportDetailDto,
  AdminConversationReportDto,
} from './dto/conversation.response.js';

/** The console's reported conversations: support and admins read and handle them. */
@ApiTags('admin')
@Controller('admin/conversation-reports')
@Roles('admin', 'support')
export class AdminConversationReportsController {
  constructor(private readonly reports: AdminConversationReportsService) {}

  @Get()
  @ApiOperation({ summary: 'List conversation reports (console)' })
  @ApiAdminList(AdminConversationReportDto)
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    return this.reports.list(query, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One report with the reported conversation’s messages (console)' })
  @ApiOkResponse({ type: AdminConversationReportDetailDto })
  @ApiErrors(400, 404)
  get(@IdParam() id: string) {
    return this.reports.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Mark a report handled or open again, with a note (audited)' })
  @ApiOkResponse({ type: AdminConversationReportDetailDto })
  @ApiErrors(400, 404)
  update(@CurrentUser() actor: AuthUser, @IdParam() id: string, @Body() dto: AdminUpdateReportDto) {
    return this.reports.update(actor, id, dto);
  }
}
