import { Body, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { RejectReasonDto } from '../../common/http/reject-reason.dto.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { PartialRefundDto } from './dto/tenancy.dto.js';
import { TenancyDisputeResponseDto } from './dto/tenancy-dispute.response.js';
import { TenancyDispute } from './entities/tenancy-dispute.entity.js';
import { type DisputeDecision, TenancyCustodyService } from './tenancy-custody.service.js';
import { tenancyDisputeToDto } from './tenancy.mapper.js';

/**
 * The console's tenancy disputes: tenants' reports of a problem at move-in, with both sides'
 * words, decided once by an admin (a full refund, a partial refund, or a release; audited, both
 * parties told). Support staff read.
 */
@ApiTags('admin')
@Controller('admin/tenancy-disputes')
export class AdminTenancyDisputesController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly custody: TenancyCustodyService,
  ) {}

  @Roles('admin', 'support')
  @Get()
  @ApiOperation({ summary: 'List tenancy disputes (console; filter by state, open first)' })
  @ApiAdminList(TenancyDisputeResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const qb = this.dataSource
      .getRepository(TenancyDispute)
      .createQueryBuilder('d')
      .leftJoinAndSelect('d.tenancy', 'tenancy')
      .leftJoinAndSelect('tenancy.property', 'property')
      .leftJoinAndSelect('tenancy.tenant', 'tenant')
      .leftJoinAndSelect('tenancy.landlord', 'landlord')
      .leftJoinAndSelect('d.decider', 'decider');
    const page = await findAdminPage(qb, query, {
      sortable: ['createdAt', 'state', 'decidedAt'],
      exact: ['state', 'tenancyId', 'id'],
      search: ['title', 'tenantName', 'landlordName'],
      fields: {
        title: 'property.title',
        tenantName: 'tenant.name',
        landlordName: 'landlord.name',
      },
    });
    return sendAdminPage(res, 'tenancy-disputes', page, tenancyDisputeToDto);
  }

  @Roles('admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One tenancy dispute with its tenancy and both sides (console)' })
  @ApiOkResponse({ type: TenancyDisputeResponseDto })
  @ApiErrors(400, 404)
  async get(@IdParam() id: string) {
    return tenancyDisputeToDto(await this.custody.getDispute(id));
  }

  @Roles('admin')
  @PostOk(':id/refund-full')
  @ApiOperation({
    summary:
      'Refund the whole move-in payment with a reason (admins; audited, both parties notified): the tenancy is cancelled and the listing back on the market',
  })
  @ApiOkResponse({ type: TenancyDisputeResponseDto })
  @ApiErrors(400, 404, 409)
  refundFull(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: RejectReasonDto) {
    return this.decide(user, id, { decision: 'refund_full', reason: dto.reason });
  }

  @Roles('admin')
  @PostOk(':id/refund-partial')
  @ApiOperation({
    summary:
      'Refund part of the move-in rent and fees with a reason and release the rest to the landlord (admins; audited, both parties notified); the caution deposit stays held',
  })
  @ApiOkResponse({ type: TenancyDisputeResponseDto })
  @ApiErrors(400, 404, 409)
  refundPartial(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: PartialRefundDto,
  ) {
    return this.decide(user, id, {
      decision: 'refund_partial',
      amount: dto.amount,
      reason: dto.reason,
    });
  }

  @Roles('admin')
  @PostOk(':id/release')
  @ApiOperation({
    summary:
      'Release the move-in rent and fees to the landlord with a reason (admins; audited, both parties notified); the caution deposit stays held',
  })
  @ApiOkResponse({ type: TenancyDisputeResponseDto })
  @ApiErrors(400, 404, 409)
  release(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: RejectReasonDto) {
    return this.decide(user, id, { decision: 'release', reason: dto.reason });
  }

  private async decide(user: AuthUser, id: string, decision: DisputeDecision) {
    return tenancyDisputeToDto(await this.custody.decide(user, id, decision));
  }
}
