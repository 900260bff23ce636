import { ApiProperty } from '@nestjs/swagger';
import { DECISION_REASON_MESSAGES, REJECTION_REASON_LIMITS } from '@rentnaija/shared';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from './validators.js';

/** A staff rejection: the reason the person sees (KYC submissions, ownership proofs). */
export class RejectReasonDto {
  @ApiProperty({
    example: 'The photo of your ID is too blurred to read; please upload a sharper one.',
    minLength: REJECTION_REASON_LIMITS.min,
    maxLength: REJECTION_REASON_LIMITS.max,
  })
  @Trim()
  @IsString({ message: DECISION_REASON_MESSAGES.required })
  @IsNotEmpty({ message: DECISION_REASON_MESSAGES.required })
  @MinLength(REJECTION_REASON_LIMITS.min, { message: DECISION_REASON_MESSAGES.tooShort })
  @MaxLength(REJECTION_REASON_LIMITS.max)
  reason: string;
}
