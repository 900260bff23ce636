import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  REVIEW_TEXT_LIMITS,
  TENANT_REVIEW_CATEGORY_LABELS,
  TENANT_REVIEW_MESSAGES as M,
  type TenancyTenantReviewResponse,
  type TenantReviewCategory,
  type TenantReviewRequest,
} from '@rentnaija/shared';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import { TenantReviewResponseDto } from '../../applications/dto/applicant-profile.response.js';
import { Words } from './review.dto.js';

const Stars = (category: TenantReviewCategory) => {
  const message = M.stars(TENANT_REVIEW_CATEGORY_LABELS[category]);
  return applyDecorators(
    ApiProperty({ minimum: 1, maximum: 5, description: TENANT_REVIEW_CATEGORY_LABELS[category] }),
    IsInt({ message }),
    Min(1, { message }),
    Max(5, { message }),
  );
};

/** A landlord's review of their tenant (POST /api/tenancies/:id/tenant-review). */
export class CreateTenantReviewDto implements TenantReviewRequest {
  @Stars('rentOnTime')
  rentOnTime: number;

  @Stars('careOfHome')
  careOfHome: number;

  @Stars('communication')
  communication: number;

  @ApiProperty({ description: 'Would let to this tenant again' })
  @IsBoolean({ message: M.wouldLetAgain })
  wouldLetAgain: boolean;

  @Words(
    REVIEW_TEXT_LIMITS,
    { required: M.textRequired, short: M.textShort, long: M.textLong },
    'What the tenant was like',
  )
  text: string;
}

export class TenancyTenantReviewResponseDto implements TenancyTenantReviewResponse {
  @ApiProperty() canWrite: boolean;
  @ApiProperty({ type: String, nullable: true }) closedReason: string | null;
  @ApiProperty({ type: TenantReviewResponseDto, nullable: true })
  review: TenantReviewResponseDto | null;
}
