import { Controller } from '@nestjs/common';
import { ReviewController } from '../../common/http/review-controller.js';
import { AdminOwnershipProofResponseDto } from './dto/ownership.response.js';
import { OwnershipReviewService } from './ownership-review.service.js';

/** The console's ownership proofs: support reads, admins approve or reject with a reason. */
@Controller('admin/ownership-proofs')
export class AdminOwnershipProofsController extends ReviewController({
  noun: 'ownership proof',
  plural: 'ownership proofs',
  dto: AdminOwnershipProofResponseDto,
  words: { approve: ': the listing shows Verified owner', ownerNotified: true },
}) {
  constructor(review: OwnershipReviewService) {
    super(review);
  }
}
