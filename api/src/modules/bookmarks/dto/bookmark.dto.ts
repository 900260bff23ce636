import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';

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
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(2000, { message: 'Notes can be at most 2000 characters' })
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Shortlist' })
  @IsOptional()
  @Transform(trimToNull)
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  @MaxLength(60, { message: 'Folder names can be at most 60 characters' })
  bookmarkFolder?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  notifyPriceChange?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  notifyStatusChange?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  notifyAvailability?: boolean;
}

export class CreateBookmarkDto extends UpdateBookmarkDto {
  @ApiProperty()
  @IsUUID('all', { message: 'propertyId must be a property id' })
  propertyId: string;
}
