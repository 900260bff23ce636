import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { KYC_DOCUMENT_KINDS } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { MultipartUpload, RequiredFile } from '../../common/http/multipart.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  ApiPrivateDocument,
  DocumentUploadInterceptor,
  PrivateDocuments,
} from '../../platform/storage/private-documents.js';
import { SubmitKycDto, UploadKycDocumentDto } from './dto/kyc.dto.js';
import { KycDocumentResponseDto, KycMeResponseDto } from './dto/kyc.response.js';
import { KycService } from './kyc.service.js';

const UPLOADS: RateRule = { name: 'kyc-uploads', points: 30, durationSeconds: 3600 };
const SUBMISSIONS: RateRule = { name: 'kyc-submissions', points: 60, durationSeconds: 3600 };

/** A tenant's or landlord's identity verification: their record, the four-step form, documents. */
@ApiTags('kyc')
@Controller('kyc')
export class KycController {
  constructor(
    private readonly kyc: KycService,
    private readonly documents: PrivateDocuments,
  ) {}

  @Roles('tenant', 'landlord')
  @Get('me')
  @ApiOperation({ summary: "The signed-in user's KYC: { status: 'not_submitted' } or the record" })
  @ApiOkResponse({ type: KycMeResponseDto })
  me(@CurrentUser() user: AuthUser) {
    return this.kyc.me(user);
  }

  /**
   * Submits the four steps (a rejected user resubmits into the same record): pending until an
   * admin decides; the NIN is checked with the registry in the background.
   */
  @Roles('tenant', 'landlord')
  @Put('me')
  @RateLimit({ rule: SUBMISSIONS, by: userOrAddress })
  @ApiOperation({ summary: 'Submit KYC, or resubmit after a rejection (then pending review)' })
  @ApiOkResponse({ type: KycMeResponseDto })
  @ApiErrors(400, 409)
  @HttpCode(HttpStatus.OK)
  submit(@CurrentUser() user: AuthUser, @Body() dto: SubmitKycDto) {
    return this.kyc.submit(user, dto);
  }

  /**
   * One document (multipart `file` and `kind`): JPG, PNG or PDF by its bytes, at most 5 MB. A PDF
   * is kept with its pages only; one locked with a password or unreadable is refused with 400.
   */
  @Roles('tenant', 'landlord')
  @Post('documents')
  @RateLimit({ rule: UPLOADS, by: userOrAddress })
  @ApiOperation({
    summary: 'Upload a KYC document (JPG, PNG or PDF up to 5 MB), stored privately',
  })
  @ApiCreatedResponse({ type: KycDocumentResponseDto })
  @ApiErrors(400, 413, 415)
  @MultipartUpload(DocumentUploadInterceptor, { name: 'kind', values: KYC_DOCUMENT_KINDS })
  upload(
    @CurrentUser() user: AuthUser,
    @Body() dto: UploadKycDocumentDto,
    @RequiredFile() file: UploadedMultipartFile,
  ) {
    return this.kyc.uploadDocument(user, dto.kind, file);
  }

  /** The file of a document, to its owner and staff only (anyone else: 404). */
  @Roles('tenant', 'landlord', 'admin', 'support')
  @Get('documents/:id')
  @ApiOperation({ summary: 'Read a KYC document (its owner and staff only), never cached' })
  @ApiPrivateDocument()
  async document(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.documents.send(res, await this.kyc.findDocument(user, id));
  }
}
