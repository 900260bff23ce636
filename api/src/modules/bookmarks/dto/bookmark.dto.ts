import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, IsUUID, MaxLength } from 'class-validator';
import { Nullable, Optional } from '../../../common/http/validators.js';

const trimToNull = ({ value }: { value: unknown }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? null : v;
};

export class ToggleBookmarkDto {
  @ApiProperty()
  @IsUUID('all', { message: 'propertyId must be a property id' })
  propertyId: string;
}

export class UpdateBookmarkDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(2000, { message: 'Notes can be at most 2000 characters' })
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Shortlist' })
  @Nullable()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(60, { message: 'Folder names can be at most 60 characters' })
  bookmarkFolder?: string | null;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  notifyPriceChange?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  notifyStatusChange?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  notifyAvailability?: boolean;
}

export class CreateBookmarkDto extends UpdateBookmarkDto {
  @ApiProperty()
  @IsUUID('all', { message: 'propertyId must be a property id' })
  propertyId: string;
}
