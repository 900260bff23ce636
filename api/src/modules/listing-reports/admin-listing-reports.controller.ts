import { Controller } from '@nestjs/common';
import { ReviewController } from '../../common/http/review-controller.js';
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
  constructor(review: ListingReportsService) {
    super(review);
  }
}
