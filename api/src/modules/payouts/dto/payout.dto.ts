import { ApiProperty } from '@nestjs/swagger';
import {
  NUBAN_PATTERN,
  PAYOUT_ACCOUNT_MESSAGES,
  PAYOUT_ACCOUNT_REJECTION_LIMITS,
  type PayoutAccountRequest,
  REJECTION_REASON_MESSAGES,
} from '@rentnaija/shared';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../common/http/validators.js';

export class PayoutAccountRequestDto implements PayoutAccountRequest {
  @ApiProperty({ example: '058', description: 'The bank’s code, from GET /api/banks' })
  @Trim()
  @IsString({ message: PAYOUT_ACCOUNT_MESSAGES.bankRequired })
  @IsNotEmpty({ message: PAYOUT_ACCOUNT_MESSAGES.bankRequired })
  @MaxLength(20, { message: PAYOUT_ACCOUNT_MESSAGES.bankRequired })
  bankCode: string;

  @ApiProperty({ example: '0123456789', description: 'Your 10-digit account number (NUBAN)' })
  @Trim()
  @IsString({ message: PAYOUT_ACCOUNT_MESSAGES.accountNumber })
  @Matches(NUBAN_PATTERN, { message: PAYOUT_ACCOUNT_MESSAGES.accountNumber })
  accountNumber: string;
}

export class RejectPayoutAccountDto {
  @ApiProperty({
    example: 'The account is in a company’s name; payouts go to an account in your own name.',
    minLength: PAYOUT_ACCOUNT_REJECTION_LIMITS.min,
    maxLength: PAYOUT_ACCOUNT_REJECTION_LIMITS.max,
  })
  @Trim()
  @IsString({ message: REJECTION_REASON_MESSAGES.required })
  @IsNotEmpty({ message: REJECTION_REASON_MESSAGES.required })
  @MinLength(PAYOUT_ACCOUNT_REJECTION_LIMITS.min, {
    message: `Give a reason of at least ${PAYOUT_ACCOUNT_REJECTION_LIMITS.min} characters: say why the account is not accepted`,
  })
  @MaxLength(PAYOUT_ACCOUNT_REJECTION_LIMITS.max)
  reason: string;
}
