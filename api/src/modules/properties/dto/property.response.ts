import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  type AdminPropertyDto,
  type ApproveAllResponse,
  type DeletePropertyResponse,
  type LandlordPropertiesResponse,
  type LandlordPropertyDto,
  LISTING_SIGNAL_CODES,
  type ListingRisk,
  type ListingSignal,
  type ListingSignalCode,
  LISTING_FRESHNESS,
  type ListingFreshness,
  MODERATION_STATES,
  type ModerationState,
  type PendingListingChanges,
  POWER_SUPPLY_OPTIONS,
  type PowerSupply,
  type PropertyCardDto,
  type PropertyDto,
  type PropertyImage,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyStatus,
  type PropertyType,
  WATER_SUPPLY_OPTIONS,
  type WaterSupply,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { PaginationDto } from '../../../common/http/openapi.js';
import { PhotoVariantDto } from '../../uploads/dto/uploaded-photo.response.js';
import { UserRefDto } from '../../users/dto/user.response.js';

/** A listing photo: a JPEG for every browser, WebP renditions for `srcset`. */
export class PropertyImageDto implements PropertyImage {
  @ApiProperty({ description: 'JPEG, at most 1600 px wide' })
  url: string;

  @ApiProperty()
  thumbnailUrl: string;

  @ApiProperty()
  alt: string;

  @ApiPropertyOptional({ description: 'Pixel width of `url` (older photos have none)' })
  width?: number;

  @ApiPropertyOptional()
  height?: number;

  @ApiPropertyOptional({ type: [PhotoVariantDto], description: 'WebP renditions, narrowest first' })
  variants?: PhotoVariantDto[];
}

/** The fields every view of a listing has. Money in whole naira. */
class PropertyBaseDto implements Omit<PropertyCardDto, 'image'> {
  @ApiUuid()
  id: string;

  @ApiProperty({ example: '2 Bedroom Flat in Yaba' })
  title: string;

  @ApiProperty({ example: 'Yaba' })
  location: string;

  @ApiProperty({ example: 'Lagos' })
  city: string;

  @ApiProperty({ example: 'Lagos' })
  state: string;

  @ApiProperty({ description: 'Monthly rent, whole naira', example: 350000 })
  price: number;

  @ApiProperty({ description: 'Caution deposit, whole naira' })
  securityDeposit: number;

  @ApiProperty({ description: 'Service charge per month, whole naira' })
  serviceCharge: number;

  @ApiProperty({ description: 'One-off agency fee, whole naira (0: let directly, no agency fee)' })
  agencyFee: number;

  @ApiProperty()
  bedrooms: number;

  @ApiProperty()
  bathrooms: number;

  @ApiProperty({ description: 'Square metres' })
  area: number;

  @ApiProperty({ enum: PROPERTY_TYPES })
  propertyType: PropertyType;

  @ApiProperty({ enum: PROPERTY_STATUSES })
  status: PropertyStatus;

  @ApiProperty({ enum: POWER_SUPPLY_OPTIONS, isArray: true })
  powerSupply: PowerSupply[];

  @ApiProperty({
    description: "Staff approved the landlord's proof of the right to let it ('Verified owner')",
  })
  verifiedOwner: boolean;

  @ApiTimestamp({
    description:
      'When its landlord last confirmed it is still available (publishing and relisting count)',
  })
  confirmedAvailableAt: string;

  @ApiProperty({
    enum: LISTING_FRESHNESS,
    description:
      "'stale': unconfirmed for 14 days, may no longer be available (sinks in the default order); 'hidden': unconfirmed for 30 days, hidden from the public until confirmed (seen only by its landlord and staff)",
  })
  freshness: ListingFreshness;

  @ApiTimestamp()
  createdAt: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Degrees; null when not placed. Rounded to 2 decimals (about 1 km) unless locationApproximate is false',
  })
  latitude: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Degrees, as latitude' })
  longitude: number | null;
}

/** What a listing card shows (search results, featured, bookmarks). */
export class PropertyCardResponseDto extends PropertyBaseDto implements PropertyCardDto {
  @ApiProperty({ type: PropertyImageDto, nullable: true, description: 'The cover photo' })
  image: PropertyImageDto | null;
}

/** Proposed new values of the material fields of an approved listing, waiting for review. */
export class PendingListingChangesDto implements PendingListingChanges {
  @ApiPropertyOptional()
  title?: string;

  @ApiPropertyOptional()
  description?: string;

  @ApiPropertyOptional({ type: [PropertyImageDto] })
  images?: PropertyImageDto[];

  @ApiPropertyOptional({ type: String, nullable: true })
  panoramaUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  videoTourUrl?: string | null;

  @ApiPropertyOptional()
  address?: string;

  @ApiPropertyOptional()
  city?: string;

  @ApiPropertyOptional()
  state?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  postalCode?: string | null;

  @ApiPropertyOptional({ enum: PROPERTY_TYPES })
  propertyType?: PropertyType;

  @ApiPropertyOptional()
  bedrooms?: number;

  @ApiPropertyOptional()
  bathrooms?: number;

  @ApiPropertyOptional()
  area?: number;
}

export class ListingLandlordDto extends PickType(UserRefDto, ['id', 'name'] as const) {}

/** A whole listing (detail page, the landlord's own listings). */
export class PropertyResponseDto extends PropertyBaseDto implements PropertyDto {
  @ApiProperty({
    description:
      "The coordinates are rounded (show a circle): false only for the listing's landlord, staff and a tenant whose viewing is confirmed",
  })
  locationApproximate: boolean;

  @ApiProperty()
  description: string;

  @ApiProperty()
  address: string;

  @ApiProperty({ type: String, nullable: true })
  postalCode: string | null;

  @ApiProperty({ type: [String] })
  amenities: string[];

  @ApiProperty({ type: [PropertyImageDto] })
  images: PropertyImageDto[];

  @ApiProperty({ type: String, nullable: true })
  videoTourUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  panoramaUrl: string | null;

  @ApiProperty({ enum: WATER_SUPPLY_OPTIONS, nullable: true })
  waterSupply: WaterSupply | null;

  @ApiProperty({ type: String, nullable: true, description: 'What the service charge pays for' })
  serviceChargeCovers: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description:
      'YYYY-MM-DD (West Africa Time): the first day the home is free to move into; null: now',
  })
  availableFrom: string | null;

  @ApiProperty({ description: 'Months of rent paid before moving in (1: the first month only)' })
  rentAdvanceMonths: number;

  @ApiProperty({ description: 'The landlord accepts monthly rent after the first payment' })
  acceptsMonthlyRent: boolean;

  @ApiProperty({ description: 'One-off legal / agreement fee, whole naira' })
  legalFee: number;

  @ApiProperty({ enum: MODERATION_STATES })
  moderationStatus: ModerationState;

  @ApiProperty()
  isApproved: boolean;

  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;

  @ApiProperty({
    type: PendingListingChangesDto,
    nullable: true,
    description: "Edits waiting for review; null for anyone but the listing's landlord and staff",
  })
  pendingChanges: PendingListingChangesDto | null;

  @ApiTimestamp({ nullable: true })
  changesSubmittedAt: string | null;

  @ApiUuid()
  landlordId: string;

  @ApiProperty({ type: ListingLandlordDto })
  landlord: ListingLandlordDto;

  @ApiTimestamp()
  updatedAt: string;
}

export class LandlordPropertyResponseDto
  extends PropertyResponseDto
  implements LandlordPropertyDto
{
  @ApiProperty({ description: 'Recorded views' })
  views: number;

  @ApiProperty({ description: 'Tenants who saved it' })
  bookmarks: number;
}

export class LandlordPropertyCountsDto {
  @ApiProperty()
  total: number;
  @ApiProperty()
  pending: number;
  @ApiProperty()
  approved: number;
  @ApiProperty()
  rejected: number;
  @ApiProperty()
  available: number;
  @ApiProperty()
  under_contract: number;
  @ApiProperty()
  rented: number;
  @ApiProperty()
  inactive: number;
}

export class LandlordPropertiesResponseDto implements LandlordPropertiesResponse {
  @ApiProperty({ type: [LandlordPropertyResponseDto], description: 'One page of the matches' })
  data: LandlordPropertyResponseDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;

  @ApiProperty({
    type: LandlordPropertyCountsDto,
    description: 'Every listing (not archived), whatever the query, by state',
  })
  counts: LandlordPropertyCountsDto;
}

export class AdminListingLandlordDto extends ListingLandlordDto {
  @ApiProperty()
  email: string;
}

export class ListingSignalResponseDto {
  @ApiProperty({ enum: LISTING_SIGNAL_CODES })
  code: ListingSignalCode;

  @ApiProperty({ description: 'What the signal adds to the score' })
  points: number;

  @ApiProperty({ description: 'One sentence for a moderator, with the figures' })
  summary: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The evidence, by code (ListingSignalEvidence in packages/shared): the matching photos of other listings side by side, the median and comparables, the contact details found…',
  })
  evidence: ListingSignal['evidence'];
}

export class ListingRiskResponseDto implements ListingRisk {
  @ApiProperty({ description: 'The sum of the signals’ points' })
  score: number;

  @ApiProperty({ description: 'Held for a senior review: approving needs a note' })
  held: boolean;

  @ApiTimestamp({
    nullable: true,
    description: 'Null while the version under review waits for its check',
  })
  checkedAt: string | null;

  @ApiProperty({ type: [ListingSignalResponseDto] })
  signals: ListingSignal[];
}

/** A listing in the console: with the landlord's email and the states hidden from the public. */
export class AdminPropertyResponseDto extends PropertyResponseDto implements AdminPropertyDto {
  declare landlord: AdminListingLandlordDto;

  @ApiProperty({
    type: ListingRiskResponseDto,
    description: 'Fraud signals of the version under review (its pending changes when any)',
  })
  risk: ListingRiskResponseDto;

  @ApiTimestamp({ nullable: true })
  archivedAt: string | null;

  @ApiProperty()
  landlordSuspended: boolean;

  @ApiProperty({ description: "Reports hid it from the public (the console's listing reports)" })
  hiddenByReports: boolean;
}

// (a decorator cannot sit on a `declare` field)
ApiProperty({ type: AdminListingLandlordDto })(AdminPropertyResponseDto.prototype, 'landlord');

export class ApproveAllResponseDto implements ApproveAllResponse {
  @ApiProperty({ description: 'How many listings were approved' })
  approved: number;

  @ApiProperty({ type: [String], format: 'uuid' })
  ids: string[];

  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'Listings left pending: their fraud signals need a senior review',
  })
  held: string[];
}

export class DeletePropertyResponseDto implements DeletePropertyResponse {
  @ApiProperty({
    enum: ['deleted', 'archived'],
    description:
      'archived: records (applications, payments…) refer to the listing, so it is kept for them and hidden everywhere but the console',
  })
  outcome: 'deleted' | 'archived';
}
