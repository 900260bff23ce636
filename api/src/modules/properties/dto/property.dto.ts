import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AMENITIES,
  availableFromProblem,
  lagosToday,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  PHOTO_ORDER_MESSAGES,
  POSTAL_CODE_PATTERN,
  VIDEO_URL_PATTERN,
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
  SENIOR_REVIEW_NOTE_LIMITS,
} from '@rentnaija/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  Nullable,
  Optional,
  PartialDto,
  Passes,
  RequiredText,
} from '../../../common/http/validators.js';

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
export class PhotoVariantInputDto {
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

export class PropertyImageInputDto {
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

  @ApiPropertyOptional({
    type: [PhotoVariantInputDto],
    description: 'WebP renditions from the upload',
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(8)
  @ValidateNested({ each: true })
  @Type(() => PhotoVariantInputDto)
  variants?: PhotoVariantInputDto[];
}

/** The listing wizard's fields, checked again here with the wizard's limits and messages. */
export class CreatePropertyDto {
  @ApiProperty({ example: 'Modern 3-bedroom apartment in Lekki Phase 1' })
  @RequiredText(LISTING_MESSAGES.titleRequired, LISTING_LIMITS.title)
  title: string;

  @ApiProperty()
  @RequiredText(LISTING_MESSAGES.descriptionRequired, LISTING_LIMITS.description)
  description: string;

  @ApiProperty({ enum: PROPERTY_TYPES })
  @IsIn(PROPERTY_TYPES, { message: `Property type must be one of ${PROPERTY_TYPES.join(', ')}` })
  propertyType: PropertyType;

  // Decorators apply from the bottom up, and validation stops at a field's first error: the
  // required check goes last, so a missing number is 'required', not 'at most'.
  @ApiProperty({ description: 'Size in square metres', example: 120 })
  @Max(LISTING_LIMITS.area)
  @Min(1, { message: LISTING_MESSAGES.areaRequired })
  @IsInt(whole('Size'))
  @IsDefined({ message: LISTING_MESSAGES.areaRequired })
  area: number;

  @ApiProperty({ example: 3 })
  @Max(50)
  @Min(0)
  @IsInt(whole('Bedrooms'))
  @IsDefined({ message: LISTING_MESSAGES.bedroomsRequired })
  bedrooms: number;

  @ApiProperty({ example: 2 })
  @Max(50)
  @Min(0)
  @IsInt(whole('Bathrooms'))
  @IsDefined({ message: LISTING_MESSAGES.bathroomsRequired })
  bathrooms: number;

  @ApiProperty({ example: '12 Admiralty Way, Lekki Phase 1' })
  @RequiredText(LISTING_MESSAGES.addressRequired, LISTING_LIMITS.address)
  address: string;

  @ApiProperty({ enum: WIZARD_CITY_NAMES })
  @IsIn(WIZARD_CITY_NAMES, { message: LISTING_MESSAGES.cityRequired })
  city: string;

  @ApiProperty({ enum: WIZARD_STATES })
  @IsIn(WIZARD_STATES, { message: LISTING_MESSAGES.stateRequired })
  state: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '106104' })
  @Nullable()
  @Transform(emptyToNull)
  @IsString()
  @Matches(POSTAL_CODE_PATTERN, { message: LISTING_MESSAGES.postalCodeInvalid })
  postalCode?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "The pin's latitude in degrees; with longitude, both or neither",
    example: 6.4478,
  })
  @Nullable()
  @PairedWith('longitude')
  @Max(90, { message: 'latitude must be from -90 to 90' })
  @Min(-90, { message: 'latitude must be from -90 to 90' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'latitude must be a number' })
  latitude?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: "The pin's longitude in degrees; with latitude, both or neither",
    example: 3.4723,
  })
  @Nullable()
  @PairedWith('latitude')
  @Max(180, { message: 'longitude must be from -180 to 180' })
  @Min(-180, { message: 'longitude must be from -180 to 180' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'longitude must be a number' })
  longitude?: number | null;

  @ApiProperty({ description: 'Monthly rent in naira', example: 850000 })
  @Max(1_000_000_000)
  @Min(1, { message: LISTING_MESSAGES.pricePositive })
  @IsInt(whole('Monthly rent'))
  @IsDefined({ message: LISTING_MESSAGES.priceRequired })
  price: number;

  @ApiProperty({ description: 'Naira', example: 850000 })
  @Max(1_000_000_000)
  @Min(0, { message: LISTING_MESSAGES.depositNegative })
  @IsInt(whole('Caution deposit'))
  @IsDefined({ message: LISTING_MESSAGES.depositRequired })
  securityDeposit: number;

  @ApiPropertyOptional({ description: 'Service charge, naira per month', example: 50000 })
  @Optional()
  @IsInt(whole('Service charge'))
  @Min(0, { message: 'Service charge cannot be negative' })
  @Max(100_000_000)
  serviceCharge?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'What the service charge pays for',
    example: 'Estate security, waste collection, shared generator',
  })
  @Nullable()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(LISTING_LIMITS.serviceChargeCovers, {
    message: 'What the service charge covers must be at most 300 characters',
  })
  serviceChargeCovers?: string | null;

  @ApiPropertyOptional({
    description: "Months of rent paid before moving in (1: the first month's rent only)",
    example: 1,
    default: 1,
  })
  @Optional()
  @IsInt(whole('Rent in advance'))
  @Min(1, { message: 'Rent in advance must be at least 1 month' })
  @Max(24)
  rentAdvanceMonths?: number;

  @ApiPropertyOptional({
    description:
      'The landlord accepts monthly rent after the first payment: tenancies of this listing pay each month from the tenancy page or by saved card',
    default: false,
  })
  @Optional()
  @IsBoolean({ message: 'Say whether monthly rent is accepted (true or false)' })
  acceptsMonthlyRent?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date',
    example: '2027-01-01',
    description: `YYYY-MM-DD (West Africa Time): the first day the home is free to move into, from today to ${LISTING_LIMITS.availableFromMonths} months ahead; null or left out: available now`,
  })
  @Nullable()
  @Transform(emptyToNull)
  @Passes('isAvailableFrom', (value) => availableFromProblem(value, lagosToday()))
  availableFrom?: string | null;

  @ApiPropertyOptional({ description: 'One-off agency fee, naira (0: no agency fee)', example: 0 })
  @Optional()
  @IsInt(whole('Agency fee'))
  @Min(0, { message: 'Agency fee cannot be negative' })
  @Max(1_000_000_000)
  agencyFee?: number;

  @ApiPropertyOptional({ description: 'One-off legal / agreement fee, naira', example: 0 })
  @Optional()
  @IsInt(whole('Legal fee'))
  @Min(0, { message: 'Legal fee cannot be negative' })
  @Max(1_000_000_000)
  legalFee?: number;

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

  @ApiPropertyOptional({ enum: WATER_SUPPLY_OPTIONS, nullable: true })
  @Nullable()
  @Transform(emptyToNull)
  @IsIn(WATER_SUPPLY_OPTIONS, {
    message: `Water supply must be one of ${WATER_SUPPLY_OPTIONS.join(', ')}`,
  })
  waterSupply?: WaterSupply | null;

  @ApiPropertyOptional({ type: [PropertyImageInputDto] })
  @Optional()
  @IsArray()
  @ArrayMaxSize(LISTING_LIMITS.photos, { message: LISTING_MESSAGES.tooManyPhotos })
  // ValidateNested alone lets nested arrays (`[[]]`) through as photos.
  @IsObject({ each: true, message: 'Each photo must be an object with a url' })
  @ArrayUnique((img: PropertyImageInputDto | null) => img?.url, {
    message: PHOTO_ORDER_MESSAGES.duplicate,
  })
  @ValidateNested({ each: true })
  @Type(() => PropertyImageInputDto)
  images?: PropertyImageInputDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'https://www.youtube.com/watch?v=…',
  })
  @Nullable()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @Matches(VIDEO_URL_PATTERN, { message: LISTING_MESSAGES.videoTourInvalid })
  videoTourUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A 2:1 panorama photo for the 360° view (POST /api/uploads/property-panoramas)',
  })
  @Nullable()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @Matches(IMAGE_URL, { message: 'Panorama must be a photo uploaded to RentNaija' })
  panoramaUrl?: string | null;
}

/** Coordinates come in pairs: a latitude needs its longitude (both numbers, or both null). */
function PairedWith(other: 'latitude' | 'longitude') {
  return ValidateBy({
    name: 'pairedWith',
    validator: {
      validate: (_value, args) => {
        const o = args!.object as Record<string, unknown>;
        return o[other] !== undefined && (o[other] === null) === (o[args!.property] === null);
      },
      defaultMessage: (args) => `${args!.property} must be given with ${other}`,
    },
  });
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

/**
 * Approving a listing or its changes. A listing whose fraud signals hold it for a senior review
 * (score ≥ SENIOR_REVIEW_SCORE) needs the note: why it may go live despite them (audited).
 */
export class ApprovePropertyDto {
  @ApiPropertyOptional({
    example: 'The landlord showed the deed in person; the photos are from their older listing.',
    maxLength: SENIOR_REVIEW_NOTE_LIMITS.max,
  })
  @Optional()
  @Transform(trim)
  @IsString()
  @MaxLength(SENIOR_REVIEW_NOTE_LIMITS.max)
  note?: string;
}
