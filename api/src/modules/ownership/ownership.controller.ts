import { Body, Controller, Get, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OWNERSHIP_DOCUMENT_TYPES } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { MultipartUpload, RequiredFile } from '../../common/http/multipart.js';
import { ApiErrors, ApiList } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import {
  ApiPrivateDocument,
  DocumentUploadInterceptor,
  PrivateDocuments,
} from '../../platform/storage/private-documents.js';
import { UploadOwnershipProofDto } from './dto/ownership.dto.js';
import { OwnershipProofResponseDto } from './dto/ownership.response.js';
import { OwnershipService } from './ownership.service.js';

const UPLOADS: RateRule = { name: 'ownership-uploads', points: 20, durationSeconds: 3600 };

/** A landlord's proofs of the right to let their listings ('Verified owner'). */
@ApiTags('properties')
@Controller()
export class OwnershipController {
  constructor(
    private readonly ownership: OwnershipService,
    private readonly documents: PrivateDocuments,
  ) {}

  /** One document (multipart `file` and `documentType`): JPG, PNG or PDF by its bytes, ≤ 5 MB. */
  @Roles('landlord')
  @Post('properties/:id/ownership-proofs')
  @RateLimit({ rule: UPLOADS, by: userOrAddress })
  @ApiOperation({
    summary: 'Send a proof of the right to let your listing (title, deed, letter of authority)',
  })
  @ApiCreatedResponse({ type: OwnershipProofResponseDto })
  @ApiErrors(400, 404, 409, 413, 415)
  @MultipartUpload(DocumentUploadInterceptor, {
    name: 'documentType',
    values: OWNERSHIP_DOCUMENT_TYPES.map((t) => t.value),
  })
  upload(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Body() dto: UploadOwnershipProofDto,
    @RequiredFile() file: UploadedMultipartFile,
  ) {
    return this.ownership.upload(user, id, dto.documentType, file);
  }

  @Roles('landlord', 'admin', 'support')
  @Get('properties/:id/ownership-proofs')
  @ApiOperation({ summary: "A listing's ownership proofs, newest first (its landlord and staff)" })
  @ApiList(OwnershipProofResponseDto)
  @ApiErrors(400, 404)
  list(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.ownership.listForListing(user, id);
  }

  @Roles('landlord', 'admin', 'support')
  @Get('ownership-proofs/:id/document')
  @ApiOperation({ summary: "Read an ownership proof's document (its landlord and staff only)" })
  @ApiPrivateDocument()
  async document(
    @CurrentUser() user: AuthUser,
    @IdParam() id: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.documents.send(res, await this.ownership.findDocument(user, id));
  }
}
