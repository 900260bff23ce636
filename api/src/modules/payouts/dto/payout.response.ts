import { ApiProperty } from '@nestjs/swagger';
import {
  type AdminPayoutAccountDto,
  type AdminPayoutDto,
  type BankDto,
  type HeldMoneyDto,
  type LandlordPayoutsResponse,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_STATES,
  PAYOUT_WAITING_FOR,
  type PayoutAccountDto,
  type PayoutAccountResponse,
  type PayoutAccountStatus,
  type PayoutDto,
  type PayoutReleaseDto,
  type PayoutState,
  type PayoutWaitingFor,
} from '@rentnaija/shared';
import { PersonDto } from '../../payments/dto/payment.response.js';

export class BankResponseDto implements BankDto {
  @ApiProperty({ example: '058' })
  code: string;

  @ApiProperty({ example: 'Guaranty Trust Bank' })
  name: string;
}

export class PayoutAccountResponseDto implements PayoutAccountDto {
  @ApiProperty({ example: '058' })
  bankCode: string;

  @ApiProperty({ example: 'Guaranty Trust Bank' })
  bankName: string;

  @ApiProperty({ example: '6789', description: 'The full number is never sent back' })
  accountNumberLast4: string;

  @ApiProperty({
    example: 'ADEYEMI BABATUNDE',
    description: 'The holder’s name, as the bank gives it',
  })
  accountName: string;

  @ApiProperty({ enum: PAYOUT_ACCOUNT_STATUSES })
  status: PayoutAccountStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Why staff did not accept it' })
  reviewNote: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class PayoutAccountStateResponseDto implements PayoutAccountResponse {
  @ApiProperty({ type: PayoutAccountResponseDto, nullable: true, description: 'Null until added' })
  account: PayoutAccountResponseDto | null;

  @ApiProperty({
    description: 'The landlord’s identity (KYC) is approved: an account may be added',
  })
  identityVerified: boolean;
}

class PayoutReleaseResponseDto implements PayoutReleaseDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  paymentId: string | null;

  @ApiProperty({ type: String, nullable: true })
  paymentReference: string | null;

  @ApiProperty({ type: String, nullable: true })
  propertyTitle: string | null;

  @ApiProperty({ description: 'Whole naira' })
  amount: number;
}

export class PayoutResponseDto implements PayoutDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'rn-po-3f9c0e51d2a84b7c9e1f0a2b3c4d5e6f' })
  reference: string;

  @ApiProperty({ description: 'Whole naira', example: 450000 })
  amount: number;

  @ApiProperty({ enum: PAYOUT_STATES })
  state: PayoutState;

  @ApiProperty({ enum: PAYOUT_WAITING_FOR, nullable: true, type: String })
  waitingFor: PayoutWaitingFor | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it has not been sent yet' })
  waitingReason: string | null;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  tenancyId: string | null;

  @ApiProperty({ type: [PayoutReleaseResponseDto], description: 'The money it carries' })
  releases: PayoutReleaseResponseDto[];

  @ApiProperty({ format: 'date-time', description: 'When it was scheduled' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  paidAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  failedAt: string | null;
}

class HeldMoneyResponseDto implements HeldMoneyDto {
  @ApiProperty({ format: 'uuid' })
  paymentId: string;

  @ApiProperty()
  paymentReference: string;

  @ApiProperty({ type: String, nullable: true })
  propertyTitle: string | null;

  @ApiProperty({ description: 'Whole naira still held' })
  amount: number;

  @ApiProperty({ format: 'date-time' })
  heldSince: string;
}

class PayoutSummaryDto {
  @ApiProperty({ description: 'Held by the platform, not yet released (whole naira)' })
  held: number;

  @ApiProperty({ description: 'Released and on its way (whole naira)' })
  scheduled: number;

  @ApiProperty({ description: 'Paid into your bank (whole naira)' })
  paid: number;
}

export class LandlordPayoutsResponseDto implements LandlordPayoutsResponse {
  @ApiProperty({ type: PayoutSummaryDto })
  summary: PayoutSummaryDto;

  @ApiProperty({ type: [HeldMoneyResponseDto], description: 'Money still held, oldest first' })
  held: HeldMoneyResponseDto[];

  @ApiProperty({ type: [PayoutResponseDto], description: 'Payouts, newest first (at most 100)' })
  payouts: PayoutResponseDto[];
}

class PayoutAccountSummaryDto {
  @ApiProperty()
  bankName: string;

  @ApiProperty()
  accountNumberLast4: string;

  @ApiProperty()
  accountName: string;

  @ApiProperty({ enum: PAYOUT_ACCOUNT_STATUSES })
  status: PayoutAccountStatus;
}

export class AdminPayoutResponseDto extends PayoutResponseDto implements AdminPayoutDto {
  @ApiProperty({ type: PersonDto, nullable: true })
  landlord: PersonDto | null;

  @ApiProperty({ description: 'Transfers asked of the gateway' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true })
  lastError: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The current attempt’s reference' })
  transferReference: string | null;

  @ApiProperty({ type: String, nullable: true })
  transferCode: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The gateway’s last word' })
  gatewayStatus: string | null;

  @ApiProperty({ type: PayoutAccountSummaryDto, nullable: true })
  account: PayoutAccountSummaryDto | null;
}

export class AdminPayoutAccountResponseDto
  extends PayoutAccountResponseDto
  implements AdminPayoutAccountDto
{
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: PersonDto, nullable: true })
  landlord: PersonDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The verified name it was compared with',
  })
  kycName: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  reviewedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
