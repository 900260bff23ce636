import { applyDecorators } from '@nestjs/common';
import type { Pagination } from '@rentnaija/shared';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';
import { Optional } from './validators.js';

/** `page` and `perPage` (at most 50) of a list paged like search; extend it per list. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  @Max(100_000, { message: 'page must be a whole number from 1' })
  page?: number;

  @ApiPropertyOptional({ maximum: 50 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'perPage must be a whole number from 1 to 50' })
  @Min(1, { message: 'perPage must be a whole number from 1 to 50' })
  @Max(50, { message: 'perPage must be a whole number from 1 to 50' })
  perPage?: number;
}

/**
 * A list's `status` filter: `all` or one of `statuses`, optional; another word is refused with
 * the words it may be.
 */
export const StatusFilter = (statuses: readonly string[]) =>
  applyDecorators(
    ApiPropertyOptional({ enum: ['all', ...statuses] }),
    Optional(),
    IsIn(['all', ...statuses], { message: `status must be one of all, ${statuses.join(', ')}` }),
  );

/** A list's `propertyId` filter (one of the landlord's listings), optional. */
export const PropertyIdFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ format: 'uuid' }),
    Optional(),
    IsUUID('all', { message: 'propertyId must be an id' }),
  );

/** The `pagination` of a page answer: `page` of `perPage` among `total` (at least one page). */
export const pageInfo = (page: number, perPage: number, total: number): Pagination => ({
  currentPage: page,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
  perPage,
  total,
});
