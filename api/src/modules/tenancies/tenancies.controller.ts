import {
  applyDecorators,
  Body,
  Controller,
  Get,
  Put,
  Query,
  Req,
  Res,
  UploadedFiles,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { TENANCY_PROBLEM_MAX_PHOTOS, TENANCY_PROBLEM_PHOTO_MESSAGES } from '@rentnaija/shared';
import { JsonOrMultipartFiles } from '../../common/http/multipart.js';
import { sendPdf } from '../../common/http/send-pdf.js';
import { ApiErrors, ApiFile } from '../../common/http/openapi.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import {
  ApiPrivateDocument,
  FilesUploadInterceptor,
  PrivateDocuments,
} from '../../platform/storage/private-documents.js';
import { IdParam, PostOk, UuidParam } from '../../common/http/routes.js';
import {
  MoveInDateDto,
  ProblemReportDto,
  SignAgreementDto,
  TenancyNoticeDto,
  TenancyRenewalDto,
} from './dto/tenancy.dto.js';
import { TenancyLedgerQueryDto, TenancyLedgerResponseDto } from './dto/tenancy-ledger.dto.js';
import { TenancyListResponseDto, TenancyResponseDto } from './dto/tenancy.response.js';
import { TenanciesService } from './tenancies.service.js';
import { TenancyAgreementsService } from './tenancy-agreements.service.js';
import { TenancyCustodyService } from './tenancy-custody.service.js';
import { TenancyEndService } from './tenancy-end.service.js';
import { TenancyLedgerService } from './tenancy-ledger.service.js';

/** Photos with a report of a problem or the landlord's answer: JPG or PNG, each up to 5 MB. */
const DisputePhotos = FilesUploadInterceptor(
  'photos',
  TENANCY_PROBLEM_MAX_PHOTOS,
  TENANCY_PROBLEM_PHOTO_MESSAGES.tooMany,
);
const STATEMENTS: RateRule = { name: 'dispute-statements', points: 20, durationSeconds: 3600 };

/** A party's words on a problem, as JSON or as a form with photos; answers the tenancy. */
const DisputeStatementRoute = (path: string, summary: string) =>
  applyDecorators(
    PostOk(path),
    RateLimit({ rule: STATEMENTS, by: userOrAddress }),
    ApiOperation({ summary }),
    JsonOrMultipartFiles(DisputePhotos, ProblemReportDto, 'photos', TENANCY_PROBLEM_MAX_PHOTOS),
    ApiOkResponse({ type: TenancyResponseDto }),
    ApiErrors(400, 404, 409, 413, 415),
  );

@ApiTags('tenancies')
@Controller('tenancies')
export class TenanciesController {
  constructor(
    private readonly tenancies: TenanciesService,
    private readonly custody: TenancyCustodyService,
    private readonly agreements: TenancyAgreementsService,
    private readonly end: TenancyEndService,
    private readonly documents: PrivateDocuments,
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
  @DisputeStatementRoute(
    ':id/problem',
    'Report that the home is not as advertised, with up to 5 photos (the tenant; within 24 hours of the handover, or 72 hours of the move-in date): the release is frozen and staff decide',
  )
  reportProblem(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: ProblemReportDto,
    @UploadedFiles() photos: UploadedMultipartFile[] | undefined,
  ) {
    return this.custody.reportProblem(user, id, { words: dto.words, photos });
  }

  @Roles('landlord')
  @DisputeStatementRoute(
    ':id/dispute/response',
    "The landlord's side of the tenant's report, with up to 5 photos, until staff decide (a new answer replaces the last); the tenant is told",
  )
  respond(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: ProblemReportDto,
    @UploadedFiles() photos: UploadedMultipartFile[] | undefined,
  ) {
    return this.custody.respond(user, id, { words: dto.words, photos });
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/dispute/photos/:photoId')
  @ApiOperation({
    summary: "A photo of the tenancy's dispute (its tenant, its landlord and staff only)",
  })
  @ApiPrivateDocument()
  async disputePhoto(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @UuidParam('photoId') photoId: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.documents.send(res, await this.custody.photo(user, id, photoId));
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

  @Roles('tenant', 'landlord')
  @PostOk(':id/notice')
  @ApiOperation({
    summary:
      'Give notice to end the tenancy (the tenant or the landlord, while it is active, once): it ends on today (WAT) plus the statutory notice of its term (Tenancy Law of Lagos State 2011, s.13), or on the end date when sooner; the other party is told',
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  giveNotice(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: TenancyNoticeDto) {
    return this.end.giveNotice(user, id, dto.reason);
  }

  @Roles('landlord')
  @PostOk(':id/relist')
  @ApiOperation({
    summary:
      'Put the home back on the market from the move-out date (the landlord, once notice is given): it becomes available when the tenancy ends, instead of inactive',
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  relist(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.end.relist(user, id);
  }

  @Roles('landlord')
  @PostOk(':id/renewal')
  @ApiOperation({
    summary:
      'Offer to renew (the landlord; from 60 days before the end date, without notice given, one offer open at a time): a new monthly rent for a new term; the tenant is told',
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  offerRenewal(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: TenancyRenewalDto,
  ) {
    return this.end.offerRenewal(user, id, dto);
  }

  @Roles('tenant')
  @PostOk(':id/renewal/accept')
  @ApiOperation({
    summary:
      "Accept the landlord's renewal offer (the tenant): the end date moves by the new term at the new rent, collected by the rent schedule before it starts; both are told",
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  acceptRenewal(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.end.decideRenewal(user, id, true);
  }

  @Roles('tenant')
  @PostOk(':id/renewal/decline')
  @ApiOperation({
    summary:
      "Decline the landlord's renewal offer (the tenant): the tenancy still ends on its end date",
  })
  @ApiOkResponse({ type: TenancyResponseDto })
  @ApiErrors(400, 404, 409)
  declineRenewal(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.end.decideRenewal(user, id, false);
  }
}
