import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_REPORT_DETAILS_MAX,
  LISTING_REPORT_OUTCOMES,
  LISTING_REPORT_PHOTO_TYPES,
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_REASONS,
  LISTING_REPORT_STATUS_VALUES,
  type ListingReportCaseStatus,
  type ListingReportOutcome,
  type ListingReportReason,
} from '@rentnaija/shared';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { Nullable, Trim } from '../../../common/http/validators.js';

export const LISTING_REPORT_MESSAGES = {
  reason: 'Choose why you are reporting this listing',
  detailsRequired: 'Tell us what is wrong with this listing',
  detailsLong: `Keep it under ${LISTING_REPORT_DETAILS_MAX} characters`,
  outcome: 'Choose an outcome: dismiss, ask the landlord, hide the listing or suspend the landlord',
  noteLong: `Keep the note under ${LISTING_REPORT_DETAILS_MAX} characters`,
};

export class CreateListingReportDto {
  @ApiProperty({ enum: LISTING_REPORT_REASONS, description: 'Why the listing is reported' })
  @IsIn(LISTING_REPORT_REASONS, { message: LISTING_REPORT_MESSAGES.reason })
  reason: ListingReportReason;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LISTING_REPORT_DETAILS_MAX,
    description: 'What is wrong; required when the reason is other',
  })
  @Trim()
  @ValidateIf((o: CreateListingReportDto) => o.reason === 'other' || (o.details ?? '') !== '')
  @applyDecorators(
    IsString({ message: LISTING_REPORT_MESSAGES.detailsRequired }),
    IsNotEmpty({ message: LISTING_REPORT_MESSAGES.detailsRequired }),
    MaxLength(LISTING_REPORT_DETAILS_MAX, { message: LISTING_REPORT_MESSAGES.detailsLong }),
  )
  details?: string | null;
}

/** Staff's decision on a listing's reports, with an optional note for the landlord. */
export class ListingReportDecisionDto {
  @ApiProperty({ enum: LISTING_REPORT_OUTCOMES })
  @IsIn(LISTING_REPORT_OUTCOMES, { message: LISTING_REPORT_MESSAGES.outcome })
  outcome: ListingReportOutcome;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LISTING_REPORT_DETAILS_MAX })
  @Nullable()
  @Trim()
  @applyDecorators(
    IsString(),
    MaxLength(LISTING_REPORT_DETAILS_MAX, { message: LISTING_REPORT_MESSAGES.noteLong }),
  )
  note?: string | null;
}

/** What the reporter is answered: the report was received (nothing about other reports). */
export class ListingReportReceiptDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: LISTING_REPORT_REASONS })
  reason: ListingReportReason;

  @ApiTimestamp()
  createdAt: string;
}

/** A report's photo: a private file staff read through `url` (a download). */
export class ListingReportPhotoDto {
  @ApiProperty({
    example: '/api/admin/reports/6f1c…/photos/2b7e…',
    description: 'Where staff read it (a download)',
  })
  url: string;

  @ApiProperty({ example: 'chat.jpg' })
  fileName: string;

  @ApiProperty({ enum: LISTING_REPORT_PHOTO_TYPES })
  mimeType: string;

  @ApiProperty({ description: 'Bytes' })
  size: number;
}

export class AdminListingReportDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: LISTING_REPORT_REASONS })
  reason: ListingReportReason;

  @ApiProperty({
    description: LISTING_REPORT_REASONS.map((r) => LISTING_REPORT_REASON_LABELS[r]).join(', '),
  })
  reasonLabel: string;

  @ApiProperty({ type: String, nullable: true })
  details: string | null;

  @ApiProperty({
    type: ListingReportPhotoDto,
    nullable: true,
    description: 'The photo sent with the report, if any',
  })
  photo: ListingReportPhotoDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Signed-in reporter, else null' })
  reporterName: string | null;

  @ApiTimestamp()
  createdAt: string;
}

/** A listing's reports as one case of the console's queue. */
export class AdminListingReportCaseDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: LISTING_REPORT_STATUS_VALUES })
  status: ListingReportCaseStatus;

  @ApiUuid()
  propertyId: string;

  @ApiProperty()
  propertyTitle: string;

  @ApiUuid()
  landlordId: string;

  @ApiProperty()
  landlordName: string;

  @ApiProperty({ description: 'How many reports the case holds' })
  reportCount: number;

  @ApiProperty({ description: 'How many different people reported' })
  reporterCount: number;

  @ApiProperty({ enum: LISTING_REPORT_REASONS, isArray: true })
  reasons: ListingReportReason[];

  @ApiProperty({ description: 'Reports from enough people hid the listing while open' })
  listingHidden: boolean;

  @ApiProperty({ type: [AdminListingReportDto], description: 'Oldest first' })
  reports: AdminListingReportDto[];

  @ApiProperty({ enum: LISTING_REPORT_OUTCOMES, nullable: true })
  outcome: ListingReportOutcome | null;

  @ApiProperty({ type: String, nullable: true })
  decisionNote: string | null;

  @ApiProperty({ type: String, nullable: true })
  decidedByName: string | null;

  @ApiTimestamp({ nullable: true })
  decidedAt: string | null;

  @ApiTimestamp()
  createdAt: string;

  @ApiTimestamp()
  updatedAt: string;
}
