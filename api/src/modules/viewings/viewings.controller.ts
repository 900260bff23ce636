import { Body, Controller, Get, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import type { FastifyReply } from 'fastify';
import { ApiErrors, ApiFile, ApiList } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { CreateViewingDto, ListViewingsDto, UpdateViewingDto } from './dto/viewing.dto.js';
import { ViewingResponseDto } from './dto/viewing.response.js';
import { ViewingsService } from './viewings.service.js';

/** Each request or schedule emails someone: generous for people, a wall for scripts. */
const CREATES: RateRule = { name: 'viewing-creates', points: 200, durationSeconds: 3600 };
/** Each change of a confirmed viewing's link emails its tenant again. */
const UPDATES: RateRule = { name: 'viewing-updates', points: 60, durationSeconds: 3600 };

/** Viewings of the signed-in tenant, or of the signed-in landlord's listings. */
@ApiTags('viewings')
@Roles('tenant', 'landlord')
@Controller('viewings')
export class ViewingsController {
  constructor(private readonly viewings: ViewingsService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's viewings (a tenant's own, a landlord's listings'), by date and time",
  })
  @ApiList(ViewingResponseDto)
  @ApiErrors(400)
  list(@CurrentUser() user: AuthUser, @Query() query: ListViewingsDto) {
    return this.viewings.list(user, query);
  }

  @Get(':id/invite.ics')
  @ApiOperation({
    summary:
      "Add to calendar: the .ics of a confirmed viewing (its tenant or the listing's landlord), the invite its email carries",
  })
  @ApiFile('text/calendar', 'The iCalendar invite (times in Africa/Lagos with its VTIMEZONE)')
  @ApiErrors(400, 404, 409)
  async invite(@CurrentUser() user: AuthUser, @IdParam() id: string, @Res() res: FastifyReply) {
    const { filename, ics } = await this.viewings.invite(user, id);
    res.header('Content-Type', 'text/calendar; charset=utf-8');
    res.header('Content-Disposition', `attachment; filename="${filename}"`);
    res.header('Cache-Control', 'private, no-store');
    return res.send(ics);
  }

  @Post()
  @ApiOperation({
    summary:
      'Landlords schedule a confirmed viewing of their listing for a named tenant; tenants request one (pending)',
  })
  @ApiCreatedResponse({ type: ViewingResponseDto })
  @ApiErrors(400, 403, 404, 409)
  @RateLimit({ rule: CREATES, by: userOrAddress })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateViewingDto) {
    return this.viewings.create(user, dto);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      "Add or change a virtual viewing's video-call link (the listing's landlord); a confirmed viewing's tenant gets the updated invite",
  })
  @ApiOkResponse({ type: ViewingResponseDto })
  @ApiErrors(400, 403, 404, 409)
  @RateLimit({ rule: UPDATES, by: userOrAddress })
  update(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: UpdateViewingDto) {
    return this.viewings.update(user, id, dto);
  }

  @PostOk(':id/confirm')
  @ApiOperation({ summary: "Confirm a pending viewing (the listing's landlord)" })
  @ApiOkResponse({ type: ViewingResponseDto })
  @ApiErrors(400, 404, 409)
  confirm(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.viewings.confirm(user, id);
  }

  @PostOk(':id/cancel')
  @ApiOperation({
    summary: "Cancel a pending or confirmed viewing (its tenant or the listing's landlord)",
  })
  @ApiOkResponse({ type: ViewingResponseDto })
  @ApiErrors(400, 404, 409)
  cancel(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.viewings.cancel(user, id);
  }
}
