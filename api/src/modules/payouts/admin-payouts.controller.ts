import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { ReviewController } from '../../common/http/review-controller.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { AdminPayoutAccountResponseDto, AdminPayoutResponseDto } from './dto/payout.response.js';
import { PayoutAccountsService } from './payout-accounts.service.js';
import { PayoutsService } from './payouts.service.js';

/** The console's payouts to landlords: support reads, admins send failed ones again. */
@ApiTags('admin')
@Controller('admin')
export class AdminPayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

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
  get(@IdParam() id: string) {
    return this.payouts.adminGet(id);
  }

  @Roles('admin')
  @PostOk('payouts/:id/retry')
  @ApiOperation({
    summary:
      'Send a failed or reversed payout again (admins; audited): under a new transfer reference when the gateway failed the last one',
  })
  @ApiOkResponse({ type: AdminPayoutResponseDto })
  @ApiErrors(400, 404, 409)
  retry(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.payouts.retry(user, id);
  }
}

/**
 * The console's payout accounts whose holder's name differs from the landlord's verified one:
 * support reads, admins approve or reject with a reason.
 */
@Controller('admin/payout-accounts')
export class AdminPayoutAccountsController extends ReviewController({
  noun: 'payout account',
  plural: 'payout accounts',
  dto: AdminPayoutAccountResponseDto,
  words: { approve: ": the landlord's waiting payouts go out" },
}) {
  constructor(review: PayoutAccountsService) {
    super(review);
  }
}
