import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BookmarkDto, BookmarkToggleResponse } from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { PropertyCardResponseDto } from '../../properties/dto/property.response.js';

/** A saved listing, with the user's notes and alert choices. */
export class BookmarkResponseDto implements BookmarkDto {
  @ApiUuid()
  id: string;

  @ApiUuid()
  propertyId: string;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;

  @ApiProperty({ type: String, nullable: true })
  bookmarkFolder: string | null;

  @ApiProperty()
  notifyPriceChange: boolean;

  @ApiProperty()
  notifyStatusChange: boolean;

  @ApiProperty()
  notifyAvailability: boolean;

  @ApiTimestamp()
  createdAt: string;

  @ApiProperty({ type: PropertyCardResponseDto })
  property: PropertyCardResponseDto;
}

export class BookmarkToggleResponseDto implements BookmarkToggleResponse {
  @ApiProperty({ description: 'Saved after the toggle' })
  bookmarked: boolean;

  @ApiPropertyOptional({ type: BookmarkResponseDto, description: 'The new bookmark when saved' })
  bookmark?: BookmarkResponseDto;
}

/** `{ "<propertyId>": true|false }` for each asked id. */
export const BOOKMARK_STATUS_SCHEMA = {
  type: 'object' as const,
  additionalProperties: { type: 'boolean' as const },
  example: { '5b1f0c1e-8a0e-4f59-9d3e-6f0a3c2b9d11': true },
};
