import { ApiProperty, OmitType } from '@nestjs/swagger';
import {
  AS_ADVERTISED_ANSWERS,
  type AdminReportedReviewDto,
  type AsAdvertised,
  type LandlordProfileResponse,
  POWER_BACKUPS,
  type PowerBackup,
  REVIEW_STAGES,
  type ReviewAnswerDto,
  type ReviewDto,
  type ReviewRatings,
  type ReviewReportDto,
  type ReviewStage,
  type ReviewSummaryDto,
  type ReviewsPageResponse,
  TENANCY_REVIEW_STATUSES,
  type TenancyReviewDto,
  type TenancyReviewStatus,
  type TenancyReviewsResponse,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { PaginationDto } from '../../../common/http/openapi.js';
import { UserRefDto } from '../../users/dto/user.response.js';

class ReviewRatingsDto implements ReviewRatings {
  @ApiProperty({ minimum: 1, maximum: 5 })
  power: number;

  @ApiProperty({ minimum: 1, maximum: 5 })
  water: number;

  @ApiProperty({ minimum: 1, maximum: 5 })
  security: number;

  @ApiProperty({ minimum: 1, maximum: 5, description: "The landlord's responsiveness" })
  responsiveness: number;
}

class ReviewAveragesDto {
  @ApiProperty({ type: Number, nullable: true, example: 3.5 })
  power: number | null;

  @ApiProperty({ type: Number, nullable: true })
  water: number | null;

  @ApiProperty({ type: Number, nullable: true })
  security: number | null;

  @ApiProperty({ type: Number, nullable: true })
  responsiveness: number | null;
}

class AsAdvertisedCountsDto {
  @ApiProperty()
  yes: number;

  @ApiProperty()
  partly: number;

  @ApiProperty()
  no: number;
}

class ReviewAnswerResponseDto implements ReviewAnswerDto {
  @ApiProperty()
  text: string;

  @ApiTimestamp()
  answeredAt: string;
}

class ReviewPropertyDto {
  @ApiUuid()
  id: string;

  @ApiProperty()
  title: string;
}

/** A review as anyone reads it. */
export class ReviewResponseDto implements ReviewDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: REVIEW_STAGES })
  stage: ReviewStage;

  @ApiProperty({ type: ReviewRatingsDto })
  ratings: ReviewRatingsDto;

  @ApiProperty({ enum: AS_ADVERTISED_ANSWERS })
  asAdvertised: AsAdvertised;

  @ApiProperty({ type: Number, nullable: true, description: 'Hours of grid power a day' })
  powerGridHours: number | null;

  @ApiProperty({ enum: POWER_BACKUPS, nullable: true })
  powerBackup: PowerBackup | null;

  @ApiProperty()
  text: string;

  @ApiProperty({ example: 'Amaka N.', description: 'First name and initial of the last name' })
  reviewerName: string;

  @ApiProperty({ enum: [true], description: 'Always true: written by a tenant of the home' })
  verifiedTenancy: true;

  @ApiProperty({ type: ReviewPropertyDto })
  property: ReviewPropertyDto;

  @ApiProperty({ type: ReviewAnswerResponseDto, nullable: true })
  answer: ReviewAnswerResponseDto | null;

  @ApiTimestamp()
  createdAt: string;
}

export class ReviewSummaryResponseDto implements ReviewSummaryDto {
  @ApiProperty({ description: 'Reviews shown' })
  count: number;

  @ApiProperty({ type: Number, nullable: true, description: "The four categories' mean" })
  overall: number | null;

  @ApiProperty({ type: ReviewAveragesDto, description: 'Stars per category, one decimal' })
  averages: ReviewAveragesDto;

  @ApiProperty({ type: AsAdvertisedCountsDto })
  asAdvertised: AsAdvertisedCountsDto;
}

export class ReviewsPageResponseDto implements ReviewsPageResponse {
  @ApiProperty({ type: ReviewSummaryResponseDto })
  summary: ReviewSummaryResponseDto;

  @ApiProperty({ type: [ReviewResponseDto], description: 'Newest first' })
  data: ReviewResponseDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}

class LandlordProfileDto {
  @ApiUuid()
  id: string;

  @ApiProperty()
  name: string;

  @ApiTimestamp()
  memberSince: string;

  @ApiProperty({ description: 'Public listings' })
  listings: number;
}

export class LandlordProfileResponseDto
  extends ReviewsPageResponseDto
  implements LandlordProfileResponse
{
  @ApiProperty({ type: LandlordProfileDto })
  landlord: LandlordProfileDto;
}

export class TenancyReviewResponseDto extends ReviewResponseDto implements TenancyReviewDto {
  @ApiProperty({ enum: TENANCY_REVIEW_STATUSES })
  status: TenancyReviewStatus;

  @ApiProperty({ description: 'Whether the signed-in party reported it' })
  reportedByMe: boolean;
}

export class TenancyReviewsResponseDto implements TenancyReviewsResponse {
  @ApiProperty({
    enum: REVIEW_STAGES,
    nullable: true,
    description: 'The review the tenant may write now; null when none is open',
  })
  openStage: ReviewStage | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'While the tenancy is active and the review not yet due: the day it opens (WAT)',
  })
  opensOn: string | null;

  @ApiProperty({ type: [TenancyReviewResponseDto] })
  reviews: TenancyReviewResponseDto[];
}

class ReviewReportResponseDto implements ReviewReportDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: ['tenant', 'landlord'] })
  reporterRole: 'tenant' | 'landlord';

  @ApiProperty({ type: UserRefDto })
  reporter: UserRefDto;

  @ApiProperty()
  reason: string;

  @ApiTimestamp()
  createdAt: string;
}

/** A reported review in the console. */
export class AdminReportedReviewResponseDto
  extends OmitType(ReviewResponseDto, ['reviewerName', 'verifiedTenancy'] as const)
  implements AdminReportedReviewDto
{
  @ApiProperty({ enum: TENANCY_REVIEW_STATUSES })
  status: TenancyReviewStatus;

  @ApiUuid()
  tenancyId: string;

  @ApiProperty({ type: UserRefDto })
  tenant: UserRefDto;

  @ApiProperty({ type: UserRefDto })
  landlord: UserRefDto;

  @ApiProperty({ type: [ReviewReportResponseDto], description: 'Oldest first' })
  reports: ReviewReportResponseDto[];

  @ApiTimestamp({ nullable: true, description: 'When the latest report came' })
  reportedAt: string | null;

  @ApiTimestamp({ nullable: true })
  decidedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  decidedByName: string | null;

  @ApiProperty({ type: String, nullable: true })
  decisionReason: string | null;

  @ApiTimestamp()
  updatedAt: string;
}
