import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors, ApiFile, ApiNoContent } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { MoveInDateDto, ProblemReportDto, SignAgreementDto } from './dto/tenancy.dto.js';
import { TenancyLedgerQueryDto, TenancyLedgerResponseDto } from './dto/tenancy-ledger.dto.js';
import { TenancyListResponseDto, TenancyResponseDto } from './dto/tenancy.response.js';
import { TenanciesService } from './tenancies.service.js';
import { TenancyAgreementsService } from './tenancy-agreements.service.js';
import { TenancyCustodyService } from './tenancy-custody.service.js';
import { TenancyLedgerService } from './tenancy-ledger.service.js';

/** A generated PDF as a private download. */
function sendPdf(res: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) {
  res.header('Content-Type', 'application/pdf');
  res.header('Content-Disposition', `attachment; filename="${filename}"`);
  res.header('Cache-Control', 'private, no-store');
  return res.send(pdf);
}

@ApiTags('tenancies')
@Controller('tenancies')
export class TenanciesController {
  constructor(
    private readonly tenancies: TenanciesService,
    private readonly custody: TenancyCustodyService,
    private readonly agreements: TenancyAgreementsService,
    private readonly ledger: TenancyLedgerService,
  ) {}

  @Roles('tenant', 'landlord')
  @Get()
  @ApiOperation({
    summary: "The signed-in tenant's tenancies, or the signed-in landlord's, newest first",
  })
  @ApiOkResponse({ type: TenancyListResponseDto })
  @ApiErrors()
  mine(@CurrentUser() user: AuthUser) {
    return this.tenancies.listMine(user);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id')
  @ApiOperation({ summary: 'One tenancy: its tenant, its landlord or staff' })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.tenancies.get(user, id);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/ledger')
  @ApiOperation({
    summary:
      "The tenancy's money, from the ledger (its tenant, its landlord, staff): every charge, hold, release, payout and refund with what RentNaija holds after each, and the receipts that exist; `?format=csv` for the same lines as CSV",
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: TenancyLedgerResponseDto })
  @ApiErrors(400, 404)
  async money(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Query() query: TenancyLedgerQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    res.header('Cache-Control', 'private, no-store');
    if (query.format !== 'csv') return this.ledger.ledger(user, id);
    const { filename, csv } = await this.ledger.csv(user, id);
    res.header('Content-Type', 'text/csv; charset=utf-8');
    res.header('Content-Disposition', `attachment; filename="${filename}"`);
    return csv;
  }

  @Roles('tenant')
  @Put(':id/move-in-date')
  @ApiOperation({
    summary:
      "Choose the move-in date (the tenant; within the tenancy's move-in window, WAT, until they move in); sets the end date",
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  setMoveInDate(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: MoveInDateDto) {
    return this.tenancies.setMoveInDate(user, id, dto.moveInDate);
  }

  @Roles('tenant')
  @PostOk(':id/handover')
  @ApiOperation({
    summary:
      'I have the keys and the home is as advertised (the tenant; from the move-in date, once signed): the tenancy is active and the move-in rent and fees are released to the landlord 24 hours later',
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  handOver(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.custody.handOver(user, id);
  }

  @Roles('tenant')
  @PostOk(':id/problem')
  @ApiOperation({
    summary:
      'Report that the home is not as advertised (the tenant; within 24 hours of the handover, or 72 hours of the move-in date): the release is frozen and staff decide',
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  reportProblem(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: ProblemReportDto,
  ) {
    return this.custody.reportProblem(user, id, { words: dto.words });
  }

  @Roles('landlord')
  @Post(':id/dispute/response')
  @ApiOperation({
    summary: "The landlord's side of the tenant's report, for staff (until they decide)",
  })
  @ApiNoContent()
  @ApiErrors(400, 404, 409)
  @HttpCode(HttpStatus.NO_CONTENT)
  async respond(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: ProblemReportDto,
  ) {
    await this.custody.respond(user, id, dto.words);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/agreement.pdf')
  @ApiOperation({
    summary:
      'The tenancy agreement as a PDF (its parties and staff); once signed, the exact document signed with a last page listing each signature and its SHA-256',
  })
  @ApiFile('application/pdf', 'The agreement')
  @ApiErrors(400, 404)
  async agreement(@CurrentUser() user: AuthUser, @IdParam() id: string, @Res() res: FastifyReply) {
    return sendPdf(res, await this.agreements.pdf(user, id));
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/rent-receipt.pdf')
  @ApiOperation({
    summary:
      "The landlord's statutory receipt of the rent, for the tenant, once the move-in rent is released to the landlord",
  })
  @ApiFile('application/pdf', 'The rent receipt')
  @ApiErrors(400, 404, 409)
  async rentReceipt(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Res() res: FastifyReply,
  ) {
    return sendPdf(res, await this.agreements.rentReceipt(user, id));
  }

  @Roles('tenant', 'landlord')
  @PostOk(':id/sign')
  @ApiOperation({
    summary:
      'Sign the tenancy agreement (the tenant first, then the landlord within 48 hours): your full name as on your verified identity, and your consent',
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  sign(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: SignAgreementDto,
    @Req() req: FastifyRequest,
  ) {
    return this.agreements.sign(user, id, {
      ...dto,
      ip: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
  }

  @Roles('tenant')
  @PostOk(':id/cancel')
  @ApiOperation({
    summary:
      'Cancel a tenancy the landlord did not countersign within 48 hours of your signature: the move-in payment is refunded in full',
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  cancel(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.agreements.cancelUncountersigned(user, id);
  }
}
