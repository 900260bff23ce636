import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
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
