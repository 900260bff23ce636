import { Controller } from '@nestjs/common';
import { ReviewController } from '../../common/http/review-controller.js';
import { AdminKycSubmissionResponseDto } from './dto/kyc.response.js';
import { KycReviewService } from './kyc-review.service.js';

/** The console's KYC submissions: support reads, admins approve or reject with a reason. */
@Controller('admin/kyc-submissions')
export class AdminKycController extends ReviewController({
  noun: 'KYC submission',
  plural: 'KYC submissions',
  dto: AdminKycSubmissionResponseDto,
  words: { ownerNotified: true },
}) {
  constructor(review: KycReviewService) {
    super(review);
  }
}
