import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { MultipartUpload, RequiredFile } from '../../common/http/multipart.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import {
  ApiPrivateDocument,
  DocumentUploadInterceptor,
  PrivateDocuments,
} from '../../platform/storage/private-documents.js';
import { DepositReportDto, DisputeDeductionDto, ProposeDeductionsDto } from './dto/deposit.dto.js';
import { DepositPhotoResponseDto, TenancyDepositResponseDto } from './dto/deposit.response.js';
import { DepositService } from './deposit.service.js';

const PHOTOS: RateRule = { name: 'deposit-photos', points: 120, durationSeconds: 3600 };
const DeductionParam = () => Param('deductionId', new ParseUUIDPipe());

/**
 * The caution deposit of a tenancy for its parties: the check-in and check-out reports with
 * their photos and signatures, the landlord's deductions and the tenant's answers.
 */
@ApiTags('tenancies')
@Controller('tenancies')
export class DepositController {
  constructor(
    private readonly deposits: DepositService,
    private readonly documents: PrivateDocuments,
  ) {}

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/deposit')
  @ApiOperation({
    summary:
      "The tenancy's caution deposit: its reports, the deductions proposed and their answers, and its return (its parties and staff)",
  })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.deposits.get(user, id);
  }

  @Roles('tenant', 'landlord')
  @Post(':id/deposit/photos')
  @RateLimit({ rule: PHOTOS, by: userOrAddress })
  @ApiOperation({
    summary:
      'Upload a photo (JPG or PNG, up to 5 MB) for a report’s room or a deduction’s evidence; kept privately',
  })
  @ApiCreatedResponse({ type: DepositPhotoResponseDto })
  @ApiErrors(400, 404, 409, 413, 415)
  @MultipartUpload(DocumentUploadInterceptor)
  upload(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @RequiredFile() file: UploadedMultipartFile,
  ) {
    return this.deposits.upload(user, id, file);
  }

  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get(':id/deposit/photos/:photoId')
  @ApiOperation({ summary: 'A photo of the deposit’s reports or deductions (parties and staff)' })
  @ApiPrivateDocument()
  async photo(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Param('photoId', new ParseUUIDPipe()) photoId: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.documents.send(res, await this.deposits.photo(user, id, photoId));
  }

  @Roles('tenant', 'landlord')
  @PostOk(':id/check-in')
  @ApiOperation({
    summary:
      'Write your part of the check-in report, room by room (the tenant within 7 days of the move-in date; the landlord adds to it); the other party is told',
  })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404, 409)
  checkIn(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: DepositReportDto) {
    return this.deposits.write(user, id, 'check_in', dto.rooms);
  }

  @Roles('tenant', 'landlord')
  @PostOk(':id/check-in/sign')
  @ApiOperation({ summary: 'Sign the check-in report as it stands; final once both signed' })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404, 409)
  signCheckIn(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.deposits.sign(user, id, 'check_in');
  }

  @Roles('tenant', 'landlord')
  @PostOk(':id/check-out')
  @ApiOperation({
    summary:
      'Write your part of the check-out report, room by room (from notice until the deposit is settled); the other party is told',
  })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404, 409)
  checkOut(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: DepositReportDto) {
    return this.deposits.write(user, id, 'check_out', dto.rooms);
  }

  @Roles('tenant', 'landlord')
  @PostOk(':id/check-out/sign')
  @ApiOperation({ summary: 'Sign the check-out report as it stands; final once both signed' })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404, 409)
  signCheckOut(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.deposits.sign(user, id, 'check_out');
  }

  @Roles('landlord')
  @PostOk(':id/deductions')
  @ApiOperation({
    summary:
      'Propose deductions from the deposit, once, within 14 days of the move-out date (the landlord): each with an amount, a reason and evidence; never more than the deposit; none returns it all',
  })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404, 409)
  propose(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: ProposeDeductionsDto) {
    return this.deposits.propose(user, id, dto.deductions);
  }

  @Roles('tenant')
  @PostOk(':id/deductions/:deductionId/accept')
  @ApiOperation({ summary: 'Accept a proposed deduction (the tenant; within 7 days)' })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404, 409)
  accept(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @DeductionParam() deductionId: string,
  ) {
    return this.deposits.answer(user, id, deductionId, { accept: true });
  }

  @Roles('tenant')
  @PostOk(':id/deductions/:deductionId/dispute')
  @ApiOperation({
    summary: 'Dispute a proposed deduction (the tenant; within 7 days): RentNaija staff decide',
  })
  @ApiOkResponse({ type: TenancyDepositResponseDto })
  @ApiErrors(400, 404, 409)
  dispute(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @DeductionParam() deductionId: string,
    @Body() dto: DisputeDeductionDto,
  ) {
    return this.deposits.answer(user, id, deductionId, { accept: false, reason: dto.reason });
  }
}
