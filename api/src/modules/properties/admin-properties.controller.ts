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
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { parseAdminListQuery, setContentRange } from '../../common/http/admin-list.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { RejectPropertyDto } from './dto/property.dto.js';
import { AdminPropertyResponseDto, ApproveAllResponseDto } from './dto/property.response.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { ADMIN_PROPERTY_SORTS, PropertyModerationService } from './property-moderation.service.js';

/** The console's listings resource (react-admin simple-rest conventions). */
@ApiTags('admin')
@Controller('admin/properties')
export class AdminPropertiesController {
  constructor(
    private readonly moderation: PropertyModerationService,
    private readonly lifecycle: ListingLifecycleService,
  ) {}

  @Roles('admin', 'support')
  @Get()
  @ApiOperation({ summary: 'List listings in every state (console)' })
  @ApiAdminList(AdminPropertyResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const q = parseAdminListQuery(query, ADMIN_PROPERTY_SORTS);
    const { rows, total } = await this.moderation.list(q);
    setContentRange(res, 'properties', q, rows.length, total);
    return rows;
  }

  @Roles('admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One listing with its pending changes (console)' })
  @ApiOkResponse({ type: AdminPropertyResponseDto })
  @ApiErrors(400, 404)
  get(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.moderation.get(id);
  }

  @Roles('admin')
  @Post('approve-all')
  @ApiOperation({ summary: 'Approve every pending listing (admins; audited)' })
  @ApiOkResponse({ type: ApproveAllResponseDto })
  @HttpCode(HttpStatus.OK)
  approveAll(@CurrentUser() user: AuthUser) {
    return this.lifecycle.approveAll(user);
  }

  @Roles('admin')
  @Post(':id/approve')
  @ApiOperation({ summary: 'Approve a listing or its pending changes (admins; audited)' })
  @ApiOkResponse({ type: AdminPropertyResponseDto })
  @ApiErrors(400, 404)
  @HttpCode(HttpStatus.OK)
  async approve(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.lifecycle.approve(user, id);
    return this.moderation.get(id);
  }

  @Roles('admin')
  @Post(':id/reject')
  @ApiOperation({
    summary: 'Reject a listing or its pending changes with a reason (admins; audited)',
  })
  @ApiOkResponse({ type: AdminPropertyResponseDto })
  @ApiErrors(400, 404)
  @HttpCode(HttpStatus.OK)
  async reject(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: RejectPropertyDto,
  ) {
    await this.lifecycle.reject(user, id, dto.reason);
    return this.moderation.get(id);
  }
}
