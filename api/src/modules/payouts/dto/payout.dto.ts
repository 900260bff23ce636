import { ApiProperty } from '@nestjs/swagger';
import {
  NUBAN_PATTERN,
  PAYOUT_ACCOUNT_MESSAGES,
  type PayoutAccountRequest,
} from '@rentnaija/shared';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
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
