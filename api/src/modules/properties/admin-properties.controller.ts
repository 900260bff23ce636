import { Controller } from '@nestjs/common';
import { ReviewController } from '../../common/http/review-controller.js';
import { ApprovePropertyDto, RejectPropertyDto } from './dto/property.dto.js';
import { AdminPropertyResponseDto, ApproveAllResponseDto } from './dto/property.response.js';
import { PropertyModerationService } from './property-moderation.service.js';

/**
 * The console's listings: support reads, admins publish a listing or the changes waiting on it
 * (with a note when its fraud signals hold it for a senior review), reject either with a reason,
 * or approve every pending listing at once (but those held).
 */
@Controller('admin/properties')
export class AdminPropertiesController extends ReviewController({
  noun: 'listing',
  plural: 'listings',
  dto: AdminPropertyResponseDto,
  words: {
    pending: 'a listing or its pending changes',
    list: ' in every state (console)',
    get: ' with its pending changes and fraud signals',
    approve: ' (a listing held for a senior review by its fraud signals needs a note)',
  },
  approveBody: ApprovePropertyDto,
  rejectBody: RejectPropertyDto,
  redecidable: true,
  approveAll: ApproveAllResponseDto,
}) {
  constructor(review: PropertyModerationService) {
    super(review);
  }
}
