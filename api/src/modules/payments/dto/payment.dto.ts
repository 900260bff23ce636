import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FLAG_CHECK_MESSAGES,
  FLAG_CHECK_NOTE_LIMITS,
  MESSAGES,
  PAYMENT_PERIODS,
  PAYMENT_STATUSES,
  type PaymentInitializeRequest,
  type PaymentPeriod,
  type PaymentStatus,
  REFUND_MESSAGES,
  REFUND_REASONS,
  REJECTION_REASON_LIMITS,
  REJECTION_REASON_MESSAGES,
  type RefundReason,
  type RefundRequest,
  BANK_ID_PATTERN,
  NUBAN_PATTERN,
  REFUND_RETRY_MESSAGES,
  type RefundRetryRequest,
} from '@rentnaija/shared';
import { IsIn, IsNotEmpty, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { ApiUuid } from '../../../common/http/api-property.js';
import { PropertyIdFilter, StatusFilter } from '../../../common/http/page-query.js';
import { Optional, Trim } from '../../../common/http/validators.js';

const PERIODS = PAYMENT_PERIODS.map((p) => p.value);
const REASONS = REFUND_REASONS.map((r) => r.value);

export class InitializePaymentDto implements PaymentInitializeRequest {
  @ApiUuid({ description: 'The application to pay for (yours)' })
  @IsUUID('all', { message: MESSAGES.applicationNotSaved })
  applicationId: string;
}

export class PaymentListQueryDto {
  @StatusFilter(PAYMENT_STATUSES)
  status?: 'all' | PaymentStatus;

  @ApiPropertyOptional({ enum: PERIODS, description: 'Counted back from now in WAT' })
  @Optional()
  @IsIn(PERIODS, { message: `period must be one of ${PERIODS.join(', ')}` })
  period?: PaymentPeriod;
}

export class LandlordPaymentListQueryDto extends PaymentListQueryDto {
  @PropertyIdFilter()
  propertyId?: string;
}

export class RequestRefundDto implements RefundRequest {
  @ApiProperty({ enum: REASONS, description: 'One of the eligible cases of the refund policy' })
  @IsIn(REASONS, { message: REFUND_MESSAGES.reasonRequired })
  reason: RefundReason;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(2000, { message: REFUND_MESSAGES.detailsTooLong })
  details?: string;
}

export class CheckPaymentFlagDto {
  @ApiProperty({
    example:
      'Paystack shows ₦1,000 received, not ₦1,150,000: the tenant was told to pay again and this one is refunded.',
    minLength: FLAG_CHECK_NOTE_LIMITS.min,
    maxLength: FLAG_CHECK_NOTE_LIMITS.max,
  })
  @Trim()
  @IsString({ message: FLAG_CHECK_MESSAGES.required })
  @IsNotEmpty({ message: FLAG_CHECK_MESSAGES.required })
  @MinLength(FLAG_CHECK_NOTE_LIMITS.min, { message: FLAG_CHECK_MESSAGES.tooShort })
  @MaxLength(FLAG_CHECK_NOTE_LIMITS.max)
  note: string;
}

export class DenyRefundDto {
  @ApiProperty({
    example: 'The listing matched the photos at the viewing; this is not a case our policy covers.',
    minLength: REJECTION_REASON_LIMITS.min,
    maxLength: REJECTION_REASON_LIMITS.max,
  })
  @Trim()
  @IsString({ message: REJECTION_REASON_MESSAGES.required })
  @IsNotEmpty({ message: REJECTION_REASON_MESSAGES.required })
  @MinLength(REJECTION_REASON_LIMITS.min, {
    message: `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters: say why the refund is declined`,
  })
  @MaxLength(REJECTION_REASON_LIMITS.max)
  reason: string;
}

export class RetryRefundDto implements RefundRetryRequest {
  @ApiProperty({ example: '0123456789', description: 'The tenant’s 10-digit account number' })
  @Trim()
  @IsString({ message: REFUND_RETRY_MESSAGES.accountNumber })
  @Matches(NUBAN_PATTERN, { message: REFUND_RETRY_MESSAGES.accountNumber })
  accountNumber: string;

  @ApiProperty({ example: '9', description: 'The bank’s id in the payment processor’s list' })
  @Trim()
  @IsString({ message: REFUND_RETRY_MESSAGES.bankId })
  @Matches(BANK_ID_PATTERN, { message: REFUND_RETRY_MESSAGES.bankId })
  bankId: string;
}
