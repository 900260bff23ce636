import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchDto,
  type SavedSearchFilters,
  type SavedSearchFrequency,
} from '@rentnaija/shared';
import { IsBoolean, IsIn, IsObject, IsString } from 'class-validator';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { Optional, RequiredText } from '../../../common/http/validators.js';

const FILTERS_SCHEMA = {
  type: 'object' as const,
  properties: Object.fromEntries(
    SAVED_SEARCH_FILTER_KEYS.map((k) => [k, { type: 'string' as const }]),
  ),
  example: { city: 'Lagos', maxPrice: '500000', bedrooms: '2' },
};

export class CreateSavedSearchDto {
  @ApiProperty({ example: '2-bed flats in Lagos under ₦500k', maxLength: SAVED_SEARCH_NAME_MAX })
  @RequiredText('Give the search a name', SAVED_SEARCH_NAME_MAX)
  name: string;

  @ApiProperty({ ...FILTERS_SCHEMA, description: 'The /properties query parameters' })
  @IsObject({ message: 'filters must be an object of browse filters' })
  filters: Record<string, unknown>;

  @ApiPropertyOptional({ enum: SAVED_SEARCH_FREQUENCIES, default: 'daily' })
  @Optional()
  @IsIn(SAVED_SEARCH_FREQUENCIES, { message: 'frequency must be instant or daily' })
  frequency?: SavedSearchFrequency;
}

export class UpdateSavedSearchDto {
  @ApiPropertyOptional({ maxLength: SAVED_SEARCH_NAME_MAX })
  @Optional()
  @RequiredText('Give the search a name', SAVED_SEARCH_NAME_MAX)
  name?: string;

  @ApiPropertyOptional({ enum: SAVED_SEARCH_FREQUENCIES })
  @Optional()
  @IsIn(SAVED_SEARCH_FREQUENCIES, { message: 'frequency must be instant or daily' })
  frequency?: SavedSearchFrequency;

  @ApiPropertyOptional({ description: 'Emails and notifications for new matches' })
  @Optional()
  @IsBoolean()
  alertsEnabled?: boolean;
}

export class UnsubscribeSavedSearchDto {
  @ApiProperty({ description: 'The token of the email’s unsubscribe link' })
  @IsString({ message: 'The link is incomplete' })
  token: string;
}

export class SavedSearchResponseDto implements SavedSearchDto {
  @ApiUuid()
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty(FILTERS_SCHEMA)
  filters: SavedSearchFilters;

  @ApiProperty({ enum: SAVED_SEARCH_FREQUENCIES })
  frequency: SavedSearchFrequency;

  @ApiProperty()
  alertsEnabled: boolean;

  @ApiTimestamp({ nullable: true })
  lastDigestAt: string | null;

  @ApiTimestamp()
  createdAt: string;

  @ApiTimestamp()
  updatedAt: string;
}

export class UnsubscribedDto {
  @ApiProperty({ description: 'The search whose alerts are now off' })
  name: string;
}
