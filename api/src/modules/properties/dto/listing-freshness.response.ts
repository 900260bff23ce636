import { ApiProperty } from '@nestjs/swagger';
import {
  LISTING_FRESHNESS,
  type ListingConfirmationLinkDto,
  type ListingConfirmedDto,
  type ListingFreshness,
  PROPERTY_STATUSES,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';

/** What an emailed confirmation link confirms. */
export class ListingConfirmationLinkResponseDto implements ListingConfirmationLinkDto {
  @ApiUuid()
  propertyId: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  location: string;

  @ApiProperty({ enum: PROPERTY_STATUSES })
  status: string;

  @ApiTimestamp({ description: 'The last confirmation' })
  confirmedAvailableAt: string;

  @ApiProperty({ enum: LISTING_FRESHNESS })
  freshness: ListingFreshness;

  @ApiTimestamp({ description: 'The link works until then' })
  expiresAt: string;
}

/** A listing confirmed still available. */
export class ListingConfirmedResponseDto implements ListingConfirmedDto {
  @ApiUuid()
  propertyId: string;

  @ApiProperty()
  title: string;

  @ApiTimestamp()
  confirmedAvailableAt: string;

  @ApiProperty({ enum: LISTING_FRESHNESS })
  freshness: ListingFreshness;

  @ApiProperty({ description: 'What to tell the landlord' })
  message: string;
}
