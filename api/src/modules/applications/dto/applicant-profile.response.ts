import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  KYC_STATUSES,
  type KycStatus,
  PROFILE_SECTIONS,
  type ProfileSection,
  RELATIONSHIP_OPTIONS,
  type Relationship,
  type RenterFactsDto,
  type SharedProfileDto,
  type TenantReviewDto,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';

/** The answers that show a renter profile to others (a shared link, the applicant file). */

export const RENT_RECORD_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  description:
    'The rent record, computed by the platform: counts, or counts by kind (tenancies by state)',
} as const;

export class TenantReviewResponseDto implements TenantReviewDto {
  @ApiUuid() id: string;
  @ApiUuid() tenancyId: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rentOnTime: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) careOfHome: number;
  @ApiProperty({ minimum: 1, maximum: 5 }) communication: number;
  @ApiProperty() wouldLetAgain: boolean;
  @ApiProperty() text: string;
  @ApiProperty() landlordName: string;
  @ApiProperty() propertyTitle: string;
  @ApiTimestamp() createdAt: string;
}

class SharedIdentityDto {
  @ApiProperty({ enum: KYC_STATUSES }) kycStatus: KycStatus;
  @ApiProperty({ type: String, nullable: true }) verifiedName: string | null;
}
class SharedWorkDto {
  @ApiProperty() occupation: string;
  @ApiProperty() employer: string;
  @ApiProperty({ type: Number, nullable: true }) monthlyIncome: number | null;
}
class SharedReferenceDto {
  @ApiProperty() name: string;
  @ApiProperty({ enum: [...RELATIONSHIP_OPTIONS, ''] }) relationship: Relationship | '';
}
class SharedGuarantorDto extends SharedReferenceDto {
  @ApiProperty() occupation: string;
  @ApiProperty() employer: string;
}

export class SharedProfileResponseDto implements SharedProfileDto {
  @ApiProperty() name: string;
  @ApiTimestamp() memberSince: string;
  @ApiProperty({ type: String, nullable: true }) about: string | null;
  @ApiProperty({ enum: PROFILE_SECTIONS, isArray: true }) sections: ProfileSection[];
  @ApiPropertyOptional({ type: SharedIdentityDto }) identity?: SharedIdentityDto;
  @ApiPropertyOptional({ type: SharedWorkDto }) work?: SharedWorkDto;
  @ApiPropertyOptional({ type: SharedReferenceDto }) reference?: SharedReferenceDto;
  @ApiPropertyOptional({ type: SharedGuarantorDto }) guarantor?: SharedGuarantorDto;
  @ApiPropertyOptional(RENT_RECORD_SCHEMA) rentRecord?: RenterFactsDto;
  @ApiPropertyOptional({
    type: [TenantReviewResponseDto],
    description: 'Only in an applicant file, only with the tenant’s consent',
  })
  landlordReviews?: TenantReviewResponseDto[];
  @ApiPropertyOptional({ type: String, format: 'date-time' }) expiresAt?: string;
}
