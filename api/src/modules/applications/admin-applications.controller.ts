import { Controller } from '@nestjs/common';
import { ReviewController } from '../../common/http/review-controller.js';
import { ApplicationReviewService } from './application-review.service.js';
import { AdminApproveApplicationDto, AdminRejectApplicationDto } from './dto/application.dto.js';
import { ApplicationResponseDto } from './dto/application.response.js';

/** The console's applications: support reads, admins approve (with a note) or reject. */
@Controller('admin/applications')
export class AdminApplicationsController extends ReviewController({
  noun: 'application',
  plural: 'applications',
  dto: ApplicationResponseDto,
  words: {
    pending: 'an application',
    list: " (console): filters status ('open': pending or under review), propertyId, tenantId, landlordId, guarantorStatus; q searches names and emails",
    get: ', NINs whole',
    approve: '; its listing goes under contract',
    reject: ' the tenant reads; a paid one is refunded',
  },
  approveBody: AdminApproveApplicationDto,
  rejectBody: AdminRejectApplicationDto,
}) {
  constructor(review: ApplicationReviewService) {
    super(review);
  }
}
