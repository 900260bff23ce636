import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type MoveInDateRequest,
  type SignAgreementRequest,
  TENANCY_NOTICE_REASON_MAX_LENGTH,
  TENANCY_PROBLEM_MAX_LENGTH,
  type TenancyNoticeRequest,
  type TenancyRenewalRequest,
} from '@rentnaija/shared';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { RejectReasonDto } from '../../../common/http/reject-reason.dto.js';
import { IsCalendarDate, Optional, Trim } from '../../../common/http/validators.js';

const MESSAGE = 'Move-in date must be a date such as 2026-12-01';

export class MoveInDateDto implements MoveInDateRequest {
  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'West Africa Time' })
  @IsString({ message: MESSAGE })
  @IsCalendarDate(MESSAGE)
  moveInDate: string;
}

const WORDS_MESSAGE = 'Say what is wrong';

/** What the tenant says is wrong with the home (the landlord's answer has the same shape). */
export class ProblemReportDto {
  @ApiProperty({
    example: 'The kitchen has no running water and the bedroom door does not lock.',
    maxLength: TENANCY_PROBLEM_MAX_LENGTH,
  })
  @Trim()
  @IsString({ message: WORDS_MESSAGE })
  @IsNotEmpty({ message: WORDS_MESSAGE })
  @MaxLength(TENANCY_PROBLEM_MAX_LENGTH, {
    message: `Keep it under ${TENANCY_PROBLEM_MAX_LENGTH} characters`,
  })
  words: string;
}

/** Staff refund part of the move-in money and release the rest. */
export class PartialRefundDto extends RejectReasonDto {
  @ApiProperty({ example: 150000, description: 'Whole naira to give back to the tenant' })
  @IsInt({ message: 'The amount must be whole naira' })
  @Min(1, { message: 'The amount must be at least ₦1' })
  amount: number;
}

export class SignAgreementDto implements SignAgreementRequest {
  @ApiProperty({
    example: 'Chioma Eze',
    description: 'Your full name as it appears on your verified identity',
  })
  @IsString({ message: 'Type your full name' })
  @MaxLength(200, { message: 'Full name must be at most 200 characters' })
  fullName: string;

  @ApiProperty({ description: 'You read the agreement and agree to sign it electronically' })
  @IsBoolean({ message: 'Confirm that you agree to sign electronically' })
  consent: boolean;
}

/** A party gives notice to end the tenancy, with an optional reason. */
export class TenancyNoticeDto implements TenancyNoticeRequest {
  @ApiPropertyOptional({
    example: 'I am moving to Abuja for work.',
    maxLength: TENANCY_NOTICE_REASON_MAX_LENGTH,
  })
  @Optional()
  @Trim()
  @IsString({ message: 'The reason must be text' })
  @MaxLength(TENANCY_NOTICE_REASON_MAX_LENGTH, {
    message: `Keep the reason under ${TENANCY_NOTICE_REASON_MAX_LENGTH} characters`,
  })
  reason?: string;
}

/** The landlord offers to renew: a new monthly rent for a new term. */
export class TenancyRenewalDto implements TenancyRenewalRequest {
  @ApiProperty({ example: 450000, description: 'Monthly rent for the new term, whole naira' })
  @IsInt({ message: 'The rent must be whole naira' })
  @Min(1, { message: 'The rent must be at least ₦1' })
  @Max(1_000_000_000, { message: 'The rent is too large' })
  rent: number;

  @ApiProperty({
    example: 12,
    description: 'Months, from 1 to the most rent a landlord may take in advance (12 by default)',
  })
  @IsInt({ message: 'The term must be a whole number of months' })
  @Min(1, { message: 'The term must be at least 1 month' })
  @Max(24, { message: 'The term must be at most 24 months' })
  termMonths: number;
}
