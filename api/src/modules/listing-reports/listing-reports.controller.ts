import { Body, Controller, Post, Req, UploadedFiles } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/roles.decorator.js';
import { JsonOrMultipartFiles } from '../../common/http/multipart.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import {
  clientAddress,
  RateLimit,
  userOrAddress,
} from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { FilesUploadInterceptor } from '../../platform/storage/private-documents.js';
import { LISTING_REPORT_PHOTO_MESSAGES } from '@rentnaija/shared';
import { CreateListingReportDto, ListingReportReceiptDto } from './dto/listing-report.dto.js';
import { ListingReportsService } from './listing-reports.service.js';

/** Reports a person (signed in or by address) may send in an hour. */
export const REPORTS_PER_PERSON: RateRule = {
  name: 'listing-reports',
  points: 10,
  durationSeconds: 3600,
};
/** Reports one address may send in an hour, whoever is signed in behind it. */
export const REPORTS_PER_ADDRESS: RateRule = {
  name: 'listing-reports-address',
  points: 60,
  durationSeconds: 3600,
};

/** One photo with a report (a screenshot of a chat asking for money, the real building). */
const ReportPhoto = FilesUploadInterceptor('photo', 1, LISTING_REPORT_PHOTO_MESSAGES.tooMany);

/** Anyone reports a public listing to our team, once. */
@ApiTags('properties')
@Controller('properties')
export class ListingReportsController {
  constructor(private readonly reports: ListingReportsService) {}

  @Public()
  @RateLimit(
    { rule: REPORTS_PER_PERSON, by: userOrAddress },
    { rule: REPORTS_PER_ADDRESS, by: clientAddress },
  )
  @Post(':id/reports')
  @ApiOperation({
    summary:
      'Report a public listing to our team, as JSON or as a form with one photo only staff see (anyone, once per person; reports from three different people hide it until staff decide)',
  })
  @JsonOrMultipartFiles(ReportPhoto, CreateListingReportDto, 'photo', 1)
  @ApiCreatedResponse({ type: ListingReportReceiptDto })
  @ApiErrors(400, 403, 404, 409, 413, 415)
  report(
    @CurrentUser() user: AuthUser | undefined,
    @IdParam() id: string,
    @Body() dto: CreateListingReportDto,
    @UploadedFiles() photos: UploadedMultipartFile[] | undefined,
    @Req() req: FastifyRequest,
  ) {
    return this.reports.report(user, userOrAddress(req)!, id, dto, photos?.[0]);
  }
}
