import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEDUCTIONS_MAX,
  type DeductionRequest,
  DEPOSIT_MAX_PHOTOS,
  DEPOSIT_TEXT_MAX_LENGTH,
  type DepositAwardRequest,
  type DepositReportRequest,
  type DepositRoomRequest,
  type ProposeDeductionsRequest,
  REPORT_MAX_ROOMS,
  ROOM_CONDITIONS,
  type RoomCondition,
} from '@rentnaija/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Optional, RequiredText, Trim } from '../../../common/http/validators.js';

const PHOTOS_MESSAGE = `Attach at most ${DEPOSIT_MAX_PHOTOS} photos`;

/** Photo ids of photos uploaded first to the tenancy's deposit. */
const PhotoIds = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: DEPOSIT_MAX_PHOTOS }),
    Optional(),
    IsArray({ message: 'Photos must be a list' }),
    ArrayMaxSize(DEPOSIT_MAX_PHOTOS, { message: PHOTOS_MESSAGE }),
    IsUUID('all', { each: true, message: 'Each photo must be an uploaded photo’s id' }),
  );

export class DepositRoomDto implements DepositRoomRequest {
  @ApiProperty({ example: 'Kitchen', maxLength: 100 })
  @RequiredText('Name the room', 100)
  name: string;

  @ApiProperty({ enum: ROOM_CONDITIONS })
  @IsIn(ROOM_CONDITIONS, { message: 'Choose the room’s condition' })
  condition: RoomCondition;

  @ApiPropertyOptional({
    example: 'Small scratch on the worktop',
    maxLength: DEPOSIT_TEXT_MAX_LENGTH,
  })
  @Optional()
  @Trim()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(DEPOSIT_TEXT_MAX_LENGTH, {
    message: `Keep notes under ${DEPOSIT_TEXT_MAX_LENGTH} characters`,
  })
  notes?: string;

  @PhotoIds()
  photoIds?: string[];
}

/** A party's part of a check-in or check-out report, room by room. */
export class DepositReportDto implements DepositReportRequest {
  @ApiProperty({ type: [DepositRoomDto], minItems: 1, maxItems: REPORT_MAX_ROOMS })
  @IsArray({ message: 'Add the rooms' })
  @ArrayMinSize(1, { message: 'Add at least one room' })
  @ArrayMaxSize(REPORT_MAX_ROOMS, { message: `Add at most ${REPORT_MAX_ROOMS} rooms` })
  @IsObject({ each: true, message: 'Each room must be an object' })
  @ValidateNested({ each: true })
  @Type(() => DepositRoomDto)
  rooms: DepositRoomDto[];
}

export class DeductionDto implements DeductionRequest {
  @ApiProperty({ example: 45000, description: 'Whole naira' })
  @IsInt({ message: 'The amount must be whole naira' })
  @Min(1, { message: 'The amount must be at least ₦1' })
  amount: number;

  @ApiProperty({
    example: 'Broken bathroom mirror (not in the check-in report)',
    maxLength: DEPOSIT_TEXT_MAX_LENGTH,
  })
  @RequiredText('Give the reason', DEPOSIT_TEXT_MAX_LENGTH)
  reason: string;

  @ApiPropertyOptional({ example: 'Bathroom', maxLength: 100 })
  @Optional()
  @Trim()
  @IsString({ message: 'The room must be text' })
  @MaxLength(100)
  room?: string;

  @PhotoIds()
  photoIds?: string[];
}

/** The landlord's deductions from the deposit; an empty list returns all of it. */
export class ProposeDeductionsDto implements ProposeDeductionsRequest {
  @ApiProperty({ type: [DeductionDto], maxItems: DEDUCTIONS_MAX })
  @IsArray({ message: 'Deductions must be a list' })
  @ArrayMaxSize(DEDUCTIONS_MAX, { message: `Propose at most ${DEDUCTIONS_MAX} deductions` })
  @IsObject({ each: true, message: 'Each deduction must be an object' })
  @ValidateNested({ each: true })
  @Type(() => DeductionDto)
  deductions: DeductionDto[];
}

/** Why the tenant disputes a deduction (optional words). */
export class DisputeDeductionDto {
  @ApiPropertyOptional({ example: 'The mirror was cracked at check-in: see the kitchen photo.' })
  @Optional()
  @Trim()
  @IsString({ message: 'The reason must be text' })
  @MaxLength(DEPOSIT_TEXT_MAX_LENGTH, {
    message: `Keep it under ${DEPOSIT_TEXT_MAX_LENGTH} characters`,
  })
  reason?: string;
}

/** Staff uphold disputed deductions: in full, or this much of them, with an optional note. */
export class DepositAwardDto implements DepositAwardRequest {
  @ApiPropertyOptional({
    example: 30000,
    description: 'Whole naira of the disputed deductions kept for the landlord (default: all)',
  })
  @Optional()
  @IsInt({ message: 'The amount must be whole naira' })
  @Min(0, { message: 'The amount cannot be negative' })
  amount?: number;

  @ApiPropertyOptional({ example: 'The check-out photos show damage beyond normal wear.' })
  @Optional()
  @Trim()
  @IsString({ message: 'The reason must be text' })
  @MaxLength(DEPOSIT_TEXT_MAX_LENGTH)
  reason?: string;
}
