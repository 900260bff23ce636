import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { sendPdf } from '../../common/http/send-pdf.js';
import { Public, Roles } from '../../common/decorators/roles.decorator.js';
import { READS_ANY_TEXT } from '../../common/http/json-body.js';
import { ApiErrors, ApiFile } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import {
  NoRateLimit,
  RateLimit,
  userOrAddress,
} from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import {
  InitializePaymentDto,
  LandlordPaymentListQueryDto,
  PaymentListQueryDto,
  RequestRefundDto,
} from './dto/payment.dto.js';
import {
  PaymentInitializeResponseDto,
  PaymentListResponseDto,
  PaymentResponseDto,
  PaymentVerifyResponseDto,
  RefundResponseDto,
} from './dto/payment.response.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsService } from './payments.service.js';
import { RefundsService } from './refunds.service.js';

/** Checkouts a tenant may start in an hour. */
const STARTS: RateRule = { name: 'payment-starts', points: 30, durationSeconds: 3600 };

class WebhookAckDto {
  @ApiProperty({ example: true })
  received: boolean;
}

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly refunds: RefundsService,
    private readonly webhooks: PaymentWebhooksService,
  ) {}

  @Roles('tenant')
  @Post('initialize')
  @RateLimit({ rule: STARTS, by: userOrAddress })
  @ApiOperation({
    summary:
      "Start paying for one's application: the server computes the move-in total and opens a checkout (Paystack, or the sandbox)",
  })
  @ApiCreatedResponse({ type: PaymentInitializeResponseDto })
  @ApiErrors(400, 404, 409)
  initialize(@CurrentUser() user: AuthUser, @Body() dto: InitializePaymentDto) {
    return this.payments.initialize(user, dto.applicationId);
  }

  /**
   * Paystack's webhook: public, outside every rate limit, the signature checked over the raw
   * bytes before anything is stored.
   */
  @Public()
  @NoRateLimit('Paystack retries refused deliveries for days; the signature guards the route')
  @PostOk('webhook/paystack')
  @RouteConfig({ [READS_ANY_TEXT]: true })
  @ApiHeader({ name: 'x-paystack-signature', description: 'HMAC-SHA512 of the raw body' })
  @ApiOperation({
    summary:
      'Receive a Paystack event (signature checked over the raw body; recorded once and processed by a queued job)',
  })
  @ApiBody({
    description: 'The event as Paystack sends it; read from the raw bytes the signature covers',
    schema: {
      type: 'object',
      required: ['event', 'data'],
      properties: {
        event: { type: 'string', example: 'charge.success' },
        data: { type: 'object', additionalProperties: true },
      },
    },
  })
  @ApiOkResponse({ type: WebhookAckDto })
  @ApiErrors(400, 401)
  async webhook(@Req() req: FastifyRequest & { rawBody?: Buffer }) {
    await this.webhooks.receive(req.rawBody, req.headers);
    return { received: true };
  }

  /** Only the payer's own payments: anyone else's reference answers 404, as if it did not exist. */
  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get('verify/:reference')
  @ApiOperation({
    summary:
      'After the checkout: ask the gateway about one of your payments and return its real state (pending while the gateway does not answer; a queued check asks again)',
  })
  @ApiOkResponse({ type: PaymentVerifyResponseDto })
  @ApiErrors(400, 404)
  verify(@CurrentUser() user: AuthUser, @Param('reference') reference: string) {
    return this.payments.verify(user, reference.slice(0, 64));
  }

  @Roles('tenant')
  @Get('mine')
  @ApiOperation({
    summary: "The signed-in tenant's payments, newest first, with the summary cards",
  })
  @ApiOkResponse({ type: PaymentListResponseDto })
  @ApiErrors(400)
  mine(@CurrentUser() user: AuthUser, @Query() query: PaymentListQueryDto) {
    return this.payments.listMine(user, query);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: "One payment: its payer, its listing's landlord, or staff" })
  @ApiOkResponse({ type: PaymentResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.payments.get(user, id);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/receipt.pdf')
  @ApiOperation({
    summary: "The PDF receipt of a completed payment (its payer, its listing's landlord, staff)",
  })
  @ApiFile('application/pdf', 'The receipt')
  @ApiErrors(400, 404, 409)
  async receipt(@CurrentUser() user: AuthUser, @IdParam() id: string, @Res() res: FastifyReply) {
    return sendPdf(res, await this.payments.receipt(user, id));
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/refund-receipt.pdf')
  @ApiOperation({
    summary:
      "The PDF receipt of a payment's refunds once one reached the tenant (its payer, its listing's landlord, staff)",
  })
  @ApiFile('application/pdf', 'The refund receipt')
  @ApiErrors(400, 404, 409)
  async refundReceipt(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Res() res: FastifyReply,
  ) {
    return sendPdf(res, await this.payments.refundReceipt(user, id));
  }

  @Roles('tenant')
  @Post(':id/refunds')
  @ApiOperation({
    summary:
      'Ask for a refund of your completed payment, with one of the reasons of the refund policy',
  })
  @ApiCreatedResponse({ type: RefundResponseDto })
  @ApiErrors(400, 404, 409)
  requestRefund(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: RequestRefundDto,
  ) {
    return this.refunds.request(user, id, dto);
  }
}

@ApiTags('payments')
@Controller('landlord/payments')
export class LandlordPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Roles('landlord')
  @Get()
  @ApiOperation({
    summary: "Payments for the signed-in landlord's listings, newest first, with the summary",
  })
  @ApiOkResponse({ type: PaymentListResponseDto })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthUser, @Query() query: LandlordPaymentListQueryDto) {
    return this.payments.listForLandlord(user, query);
  }
}
