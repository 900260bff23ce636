import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AMENITIES,
  LANDLORD_SETTABLE_STATUSES,
  REJECTION_REASON_LIMITS,
  REJECTION_REASON_MESSAGES,
  POWER_SUPPLY_OPTIONS,
  PROPERTY_TYPES,
  WATER_SUPPLY_OPTIONS,
  WIZARD_CITIES,
  WIZARD_STATES,
  type Amenity,
  type PowerSupply,
  type PropertyType,
  type WaterSupply,
} from '@rentnaija/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Nullable, Optional, PartialDto } from '../../../common/http/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' ? null : v;
};
const WIZARD_CITY_NAMES = WIZARD_CITIES.map((c) => c.city);
/**
 * Only our own copies: a photo from the upload endpoints (a link typed in the wizard goes
 * through POST /api/uploads/property-images/from-url first).
 */
const IMAGE_URL = /^\/uploads\/properties\/[\w.-]+$/;
const whole = (field: string) => ({ message: `${field} must be a whole number` });

/** A WebP rendition made by the upload endpoint (only our own stored files). */
export class PhotoVariantDto {
  @ApiProperty({ example: '/uploads/properties/9f1c…-800.webp' })
  @IsString()
  @MaxLength(500)
  @Matches(/^\/uploads\/properties\/[\w.-]+\.webp$/, {
    message: 'Image variant url must be an uploaded WebP rendition',
  })
  url: string;

  @ApiProperty({ example: 800 })
  @IsInt()
  @Min(1)
  @Max(10_000)
  width: number;

  @ApiProperty({ example: 600 })
  @IsInt()
  @Min(1)
  @Max(10_000)
  height: number;
}

export class PropertyImageDto {
  @ApiProperty({ example: '/uploads/properties/9f1c….jpg' })
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: 'Image url must be a photo uploaded to RentNaija' })
  url: string;

  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, {
    message: 'Image thumbnailUrl must be a photo uploaded to RentNaija',
  })
  thumbnailUrl?: string;

  @ApiPropertyOptional({ example: 'Living room with balcony' })
  @Optional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  alt?: string;

  @ApiPropertyOptional({ description: 'Pixel width of `url`, as the upload answered' })
  @Optional()
  @IsInt()
  @Min(1)
  @Max(10_000)
  width?: number;

  @ApiPropertyOptional({ description: 'Pixel height of `url`, as the upload answered' })
  @Optional()
  @IsInt()
  @Min(1)
  @Max(10_000)
  height?: number;

  @ApiPropertyOptional({ type: [PhotoVariantDto], description: 'WebP renditions from the upload' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  @Type(() => PhotoVariantDto)
  variants?: PhotoVariantDto[];
}

/** The listing wizard's fields (spec/2 section 2.1), checked again here. */
export class CreatePropertyDto {
  @ApiProperty({ example: 'Modern 3-bedroom apartment in Lekki Phase 1' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(150)
  title: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(5000)
  description: string;

  @ApiProperty({ enum: PROPERTY_TYPES })
  @IsIn(PROPERTY_TYPES, { message: `Property type must be one of ${PROPERTY_TYPES.join(', ')}` })
  propertyType: PropertyType;

  @ApiProperty({ description: 'Size in square metres', example: 120 })
  @IsInt(whole('Size'))
  @Min(1, { message: 'Size is required' })
  @Max(100_000)
  area: number;

  @ApiProperty({ example: 3 })
  @IsInt(whole('Bedrooms'))
  @Min(0)
  @Max(50)
  bedrooms: number;

  @ApiProperty({ example: 2 })
  @IsInt(whole('Bathrooms'))
  @Min(0)
  @Max(50)
  bathrooms: number;

  @ApiProperty({ example: '12 Admiralty Way, Lekki Phase 1' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Address is required' })
  @MaxLength(200)
  address: string;

  @ApiProperty({ enum: WIZARD_CITY_NAMES })
  @IsIn(WIZARD_CITY_NAMES, { message: 'City is required' })
  city: string;

  @ApiProperty({ enum: WIZARD_STATES })
  @IsIn(WIZARD_STATES, { message: 'State is required' })
  state: string;

  @ApiPropertyOptional({ example: '106104' })
  @Nullable()
  @Transform(emptyToNull)
  @IsString()
  @Matches(/^\d{6}$/, { message: 'ZIP code must be 6 digits' })
  postalCode?: string | null;

  @ApiProperty({ description: 'Monthly rent in naira', example: 850000 })
  @IsInt(whole('Monthly rent'))
  @Min(1, { message: 'Monthly rent must be greater than 0' })
  @Max(1_000_000_000)
  price: number;

  @ApiProperty({ description: 'Naira', example: 850000 })
  @IsInt(whole('Security deposit'))
  @Min(0, { message: 'Security deposit cannot be negative' })
  @Max(1_000_000_000)
  securityDeposit: number;

  @ApiPropertyOptional({ description: 'Service charge, naira per month', example: 50000 })
  @Optional()
  @IsInt(whole('Service charge'))
  @Min(0, { message: 'Service charge cannot be negative' })
  @Max(100_000_000)
  serviceCharge?: number;

  @ApiPropertyOptional({ enum: AMENITIES, isArray: true })
  @Optional()
  @IsArray()
  @ArrayMaxSize(AMENITIES.length)
  @IsIn(AMENITIES, { each: true, message: `Amenities must be from: ${AMENITIES.join(', ')}` })
  amenities?: Amenity[];

  @ApiPropertyOptional({ enum: POWER_SUPPLY_OPTIONS, isArray: true })
  @Optional()
  @IsArray()
  @ArrayMaxSize(POWER_SUPPLY_OPTIONS.length)
  @IsIn(POWER_SUPPLY_OPTIONS, {
    each: true,
    message: `Power supply must be from: ${POWER_SUPPLY_OPTIONS.join(', ')}`,
  })
  powerSupply?: PowerSupply[];

  @ApiPropertyOptional({ enum: WATER_SUPPLY_OPTIONS })
  @Nullable()
  @Transform(emptyToNull)
  @IsIn(WATER_SUPPLY_OPTIONS, {
    message: `Water supply must be one of ${WATER_SUPPLY_OPTIONS.join(', ')}`,
  })
  waterSupply?: WaterSupply | null;

  @ApiPropertyOptional({ type: [PropertyImageDto] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(20, { message: 'At most 20 photos' })
  // ValidateNested alone lets nested arrays (`[[]]`) through as photos.
  @IsObject({ each: true, message: 'Each photo must be an object with a url' })
  @ValidateNested({ each: true })
  @Type(() => PropertyImageDto)
  images?: PropertyImageDto[];

  @ApiPropertyOptional({ example: 'https://www.youtube.com/watch?v=…' })
  @Nullable()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'Video tour must be a link (http or https)' })
  videoTourUrl?: string | null;

  @ApiPropertyOptional({ description: 'A 2:1 panorama photo for the 360° view' })
  @Nullable()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: 'Panorama must be a photo uploaded to RentNaija' })
  panoramaUrl?: string | null;
}

export class UpdatePropertyDto extends PartialDto(CreatePropertyDto) {}

export class UpdatePropertyStatusDto {
  @ApiProperty({ enum: LANDLORD_SETTABLE_STATUSES })
  @IsIn(LANDLORD_SETTABLE_STATUSES, {
    message: `status must be one of ${LANDLORD_SETTABLE_STATUSES.join(', ')}`,
  })
  status: (typeof LANDLORD_SETTABLE_STATUSES)[number];
}

export class RejectPropertyDto {
  @ApiProperty({
    example: 'The photos show a different building.',
    minLength: REJECTION_REASON_LIMITS.min,
    maxLength: REJECTION_REASON_LIMITS.max,
  })
  @Transform(trim)
  @IsString({ message: REJECTION_REASON_MESSAGES.required })
  @IsNotEmpty({ message: REJECTION_REASON_MESSAGES.required })
  @MinLength(REJECTION_REASON_LIMITS.min, { message: REJECTION_REASON_MESSAGES.tooShort })
  @MaxLength(REJECTION_REASON_LIMITS.max)
  reason: string;
}
