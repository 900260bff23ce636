import { Body, Controller } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { ReviewController } from '../../common/http/review-controller.js';
import { DenyRefundDto, RetryRefundDto } from './dto/payment.dto.js';
import { AdminRefundResponseDto } from './dto/payment.response.js';
import { RefundReviewService } from './refund-review.service.js';
import { RefundsService } from './refunds.service.js';

/**
 * The console's refunds: support reads, admins approve a requested refund or deny it with a
 * reason, and send one the card could not take to the tenant's bank account.
 */
@Controller('admin/refunds')
export class AdminRefundsController extends ReviewController({
  noun: 'refund',
  plural: 'refunds',
  dto: AdminRefundResponseDto,
  words: {
    pending: 'a requested refund',
    list: ' (console): filters status (needs_attention: the gateway needs the tenant’s bank account), automatic, reason, tenantId, paymentId; q searches the details',
    get: ' with its payment',
    approve: ': sent to the gateway, the tenant told',
    reject: ' the tenant reads',
  },
  rejectAs: { path: 'deny', verb: 'Decline' },
  rejectBody: DenyRefundDto,
}) {
  constructor(
    review: RefundReviewService,
    private readonly refunds: RefundsService,
  ) {
    super(review);
  }

  @Roles('admin')
  @PostOk(':id/retry')
  @ApiOperation({
    summary:
      "Send a refund that needs attention to the tenant's bank account (admins; audited): the gateway could not return it to the card",
  })
  @ApiOkResponse({ type: AdminRefundResponseDto })
  @ApiErrors(400, 404, 409)
  retry(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: RetryRefundDto) {
    return this.refunds.retryWithAccount(user, id, {
      accountNumber: dto.accountNumber,
      bankId: dto.bankId,
    });
  }
}
