import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  LANDLORD_LISTING_FILTERS,
  LANDLORD_LISTING_SORTS,
  LANDLORD_LISTINGS_PAGE,
  type LandlordListingFilter,
  type LandlordListingSort,
  type LandlordPropertiesQuery,
} from '@rentnaija/shared';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.js';
import { Optional, Trim } from '../../../common/http/validators.js';

const SORTS = Object.keys(LANDLORD_LISTING_SORTS) as LandlordListingSort[];
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${LANDLORD_LISTINGS_PAGE.max}`;

/**
 * GET /api/landlord/properties: search, filter, order and page the landlord's own listings
 * (`page` as every paged list; `pageSize` up to 100).
 */
export class LandlordPropertiesQueryDto
  extends PickType(PageQueryDto, ['page'])
  implements LandlordPropertiesQuery
{
  @ApiPropertyOptional({ description: 'Words found in the title, location, city or address' })
  @Optional()
  @Trim()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'Search text can be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: LANDLORD_LISTING_FILTERS, default: 'all' })
  @Optional()
  @IsIn(LANDLORD_LISTING_FILTERS, {
    message: `status must be one of ${LANDLORD_LISTING_FILTERS.join(', ')}`,
  })
  status?: LandlordListingFilter;

  @ApiPropertyOptional({ enum: SORTS, default: 'newest' })
  @Optional()
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` })
  sort?: LandlordListingSort;

  @ApiPropertyOptional({
    default: LANDLORD_LISTINGS_PAGE.default,
    maximum: LANDLORD_LISTINGS_PAGE.max,
  })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(LANDLORD_LISTINGS_PAGE.max, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}
