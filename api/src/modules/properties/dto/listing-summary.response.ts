import { ApiProperty, PickType } from '@nestjs/swagger';
import { type ListingSummary, PROPERTY_STATUSES, type PropertyStatus } from '@rentnaija/shared';
import { ApiUuid } from '../../../common/http/api-property.js';
import { PropertyImageDto } from './property.response.js';

/**
 * A listing as another record shows it: an application's, a viewing's, a conversation's, a
 * payment's. Records that show fewer fields pick them from this one (`PickType`).
 */
export class ListingSummaryDto implements ListingSummary {
  @ApiUuid()
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  location: string;

  @ApiProperty()
  city: string;

  @ApiProperty({ description: 'Monthly rent, whole naira' })
  price: number;

  @ApiProperty({ enum: PROPERTY_STATUSES })
  status: PropertyStatus;

  @ApiProperty({ type: PropertyImageDto, nullable: true })
  image: PropertyImageDto | null;
}

/** The listing and its rent: what a viewing and a tenant's recent application show. */
export class ListingWithRentDto extends PickType(ListingSummaryDto, [
  'id',
  'title',
  'location',
  'price',
] as const) {}
