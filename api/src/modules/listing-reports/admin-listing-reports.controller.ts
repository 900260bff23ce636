import { Body, Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { RejectReasonDto } from '../../common/http/reject-reason.dto.js';
import { ReviewController } from '../../common/http/review-controller.js';
import { IdParam, PostOk, UuidParam } from '../../common/http/routes.js';
import { ApiPrivateDocument, PrivateDocuments } from '../../platform/storage/private-documents.js';
import { AdminListingReportCaseDto, ListingReportDecisionDto } from './dto/listing-report.dto.js';
import { ListingReportsService } from './listing-reports.service.js';

/**
 * The console's listing reports: one case per listing gathering its open reports. Support reads;
 * admins decide once, with an outcome (dismiss, ask the landlord, hide the listing, suspend the
 * landlord), or dismiss with a reason; the reporters and the landlord are told.
 */
@Controller('admin/reports')
export class AdminListingReportsController extends ReviewController({
  noun: 'listing report',
  plural: 'listing reports',
  dto: AdminListingReportCaseDto,
  words: {
    pending: 'a listing’s open reports',
    list: ' (console; one case per listing; filter by status: open, decided)',
    get: ' with each report',
    approve:
      ' with an outcome: dismiss, ask the landlord, hide the listing or suspend the landlord',
    reject: ': the listing shows again',
    ownerNotified: true,
  },
  rejectAs: { path: 'dismiss', verb: 'Dismiss' },
  approveBody: ListingReportDecisionDto,
}) {
  constructor(
    private readonly reports: ListingReportsService,
    private readonly documents: PrivateDocuments,
  ) {
    super(reports);
  }

  @Roles('admin', 'support')
  @Get(':id/photos/:reportId')
  @ApiOperation({ summary: 'The photo sent with one report of the case (staff only; a download)' })
  @ApiPrivateDocument()
  async photo(
    @IdParam() id: string,
    @UuidParam('reportId') reportId: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.documents.send(res, await this.reports.photo(id, reportId));
  }

  @Roles('admin')
  @PostOk(':id/restore')
  @ApiOperation({
    summary:
      'Show again a listing taken off after its reports, with a reason the landlord reads (admins; once; audited)',
  })
  @ApiOkResponse({ type: AdminListingReportCaseDto })
  @ApiErrors(400, 404, 409)
  restore(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() body: RejectReasonDto) {
    return this.reports.restore(user, id, body.reason);
  }
}
