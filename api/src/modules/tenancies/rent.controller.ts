import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors, ApiFile } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { sendPdf } from '../../common/http/send-pdf.js';
import { PaymentInitializeResponseDto } from '../payments/dto/payment.response.js';
import { AutopayDto, RentScheduleResponseDto, RentWaiveDto } from './dto/rent.dto.js';
import { RentChargesService } from './rent-charges.service.js';
import { RentScheduleService } from './rent-schedule.service.js';

const MonthParam = () => Param('instalmentId', ParseUUIDPipe);

/** Monthly rent of a tenancy: its schedule, paying a month, automatic payment, waiving. */
@ApiTags('tenancies')
@Controller('tenancies')
export class RentController {
  constructor(
    private readonly schedule: RentScheduleService,
    private readonly charges: RentChargesService,
  ) {}

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/rent')
  @ApiOperation({
    summary:
      "The tenancy's rent schedule (its tenant, its landlord, staff): each month's due date, amount and state, automatic payment and its card",
  })
  @ApiOkResponse({ type: RentScheduleResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.schedule.schedule(user, id);
  }

  @Roles('tenant')
  @Put(':id/autopay')
  @ApiOperation({
    summary:
      'Turn automatic payment of monthly rent on (the card of the move-in payment, charged on each due date) or off (the tenant)',
  })
  @ApiOkResponse({ type: RentScheduleResponseDto })
  @ApiErrors(400, 404, 409)
  autopay(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: AutopayDto) {
    return this.schedule.setAutopay(user, id, dto.enabled);
  }

  @Roles('tenant')
  @Post(':id/rent/:instalmentId/pay')
  @ApiOperation({
    summary:
      "Pay one month of rent (the tenant): opens a checkout for the month's amount, like the move-in payment",
  })
  @ApiCreatedResponse({ type: PaymentInitializeResponseDto })
  @ApiErrors(400, 404, 409, 503)
  pay(@CurrentUser() user: AuthUser, @IdParam() id: string, @MonthParam() instalmentId: string) {
    return this.schedule.pay(user, id, instalmentId);
  }

  @Roles('landlord')
  @PostOk(':id/rent/:instalmentId/waive')
  @ApiOperation({ summary: 'Waive a month of rent still to pay (the landlord), with a reason' })
  @ApiOkResponse({ type: RentScheduleResponseDto })
  @ApiErrors(400, 404, 409)
  waive(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @MonthParam() instalmentId: string,
    @Body() dto: RentWaiveDto,
  ) {
    return this.schedule.waive(user, id, instalmentId, dto.reason);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/rent/:instalmentId/receipt.pdf')
  @ApiOperation({
    summary:
      "The landlord's statutory receipt of one month's rent, once it is released to the landlord",
  })
  @ApiFile('application/pdf', 'The rent receipt')
  @ApiErrors(400, 404, 409)
  async receipt(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @MonthParam() instalmentId: string,
    @Res() res: FastifyReply,
  ) {
    return sendPdf(res, await this.charges.receipt(user, id, instalmentId));
  }
}
