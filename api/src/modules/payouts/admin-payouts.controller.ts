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
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { RejectPayoutAccountDto } from './dto/payout.dto.js';
import { AdminPayoutAccountResponseDto, AdminPayoutResponseDto } from './dto/payout.response.js';
import { PayoutAccountsService } from './payout-accounts.service.js';
import { PayoutsService } from './payouts.service.js';

/** The console's payouts (admins send failed ones again) and payout accounts in review. */
@ApiTags('admin')
@Controller('admin')
export class AdminPayoutsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly accounts: PayoutAccountsService,
  ) {}

  @Roles('admin', 'support')
  @Get('payouts')
  @ApiOperation({
    summary:
      'List payouts to landlords, failed and reversed first (console): filters state, landlordId, tenancyId, waitingFor, needsRetry (true: failed or reversed, for staff to send again); q searches the references and description',
  })
  @ApiAdminList(AdminPayoutResponseDto)
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    return this.payouts.adminList(query, res);
  }

  @Roles('admin', 'support')
  @Get('payouts/:id')
  @ApiOperation({ summary: 'One payout with its transfer and the money it carries (console)' })
  @ApiOkResponse({ type: AdminPayoutResponseDto })
  @ApiErrors(400, 404)
  get(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.payouts.adminGet(id);
  }

  @Roles('admin')
  @Post('payouts/:id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Send a failed or reversed payout again (admins; audited): under a new transfer reference when the gateway failed the last one',
  })
  @ApiOkResponse({ type: AdminPayoutResponseDto })
  @ApiErrors(400, 404, 409)
  retry(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.payouts.retry(user, id);
  }

  @Roles('admin', 'support')
  @Get('payout-accounts')
  @ApiOperation({
    summary:
      "List landlords' payout accounts, those in review first (console): filters status, landlordId, bankCode; q searches the holder's and the verified names",
  })
  @ApiAdminList(AdminPayoutAccountResponseDto)
  listAccounts(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.accounts.list(query, res);
  }

  @Roles('admin', 'support')
  @Get('payout-accounts/:id')
  @ApiOperation({ summary: 'One payout account with the verified name it was compared with' })
  @ApiOkResponse({ type: AdminPayoutAccountResponseDto })
  @ApiErrors(400, 404)
  getAccount(@Param('id', new ParseUUIDPipe()) id: string) {
    return this.accounts.adminGet(id);
  }

  @Roles('admin')
  @Post('payout-accounts/:id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Accept a payout account whose holder's name differs from the verified one (admins; audited): the landlord's waiting payouts go out",
  })
  @ApiOkResponse({ type: AdminPayoutAccountResponseDto })
  @ApiErrors(400, 404, 409)
  approve(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.accounts.approve(user, id);
  }

  @Roles('admin')
  @Post('payout-accounts/:id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Refuse a payout account in review with a reason the landlord reads (admins; audited); their payouts keep waiting',
  })
  @ApiOkResponse({ type: AdminPayoutAccountResponseDto })
  @ApiErrors(400, 404, 409)
  reject(
    @CurrentUser() user: AuthUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: RejectPayoutAccountDto,
  ) {
    return this.accounts.reject(user, id, dto.reason);
  }
}
