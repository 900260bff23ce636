import { Controller } from '@nestjs/common';
import { ReviewController } from '../../common/http/review-controller.js';
import { AdminReportedReviewResponseDto } from './dto/review.response.js';
import { ReportedReviewsService } from './reported-reviews.service.js';

/**
 * The console's reported reviews: support reads, admins keep a review (approve) or hide it from
 * the listing and the landlord's profile with a reason (hide); both parties are told.
 */
@Controller('admin/reported-reviews')
export class AdminReportedReviewsController extends ReviewController({
  noun: 'reported review',
  plural: 'reported reviews',
  dto: AdminReportedReviewResponseDto,
  words: {
    pending: 'a reported review',
    list: ' (console; every review a party reported; filter by status)',
    get: ' with its reports',
    approve: ': it stays on the listing',
    reject: ', hiding it from the listing and the landlord’s profile',
  },
  rejectAs: { path: 'hide', verb: 'Hide' },
}) {
  constructor(review: ReportedReviewsService) {
    super(review);
  }
}
