import { ApiProperty } from '@nestjs/swagger';
import {
  type AutopayRequest,
  RENT_STATES,
  RENT_WAIVE_REASON_MAX_LENGTH,
  type RentCardDto,
  type RentInstalmentDto,
  type RentScheduleDto,
  type RentState,
  type RentWaiveRequest,
} from '@rentnaija/shared';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { Trim } from '../../../common/http/validators.js';

export class AutopayDto implements AutopayRequest {
  @ApiProperty({ description: 'On: charge the saved card on each due date; off: stop' })
  @IsBoolean({ message: 'Say whether automatic payment is on (true) or off (false)' })
  enabled: boolean;
}

export class RentWaiveDto implements RentWaiveRequest {
  @ApiProperty({
    example: 'Repairs to the roof took a week of this month.',
    maxLength: RENT_WAIVE_REASON_MAX_LENGTH,
    description: 'Why the month is waived; the tenant reads it (may be empty)',
  })
  @Trim()
  @IsString({ message: 'Give a reason (or leave it empty)' })
  @MaxLength(RENT_WAIVE_REASON_MAX_LENGTH, {
    message: `Keep the reason under ${RENT_WAIVE_REASON_MAX_LENGTH} characters`,
  })
  reason: string;
}

export class RentCardResponseDto implements RentCardDto {
  @ApiProperty({ type: String, nullable: true, example: 'visa' })
  brand: string | null;

  @ApiProperty({ type: String, nullable: true, example: '4081' })
  last4: string | null;

  @ApiProperty({ type: String, nullable: true, example: '12' })
  expMonth: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2030' })
  expYear: string | null;

  @ApiProperty({ description: 'Past its expiry month' })
  expired: boolean;
}

export class RentInstalmentResponseDto implements RentInstalmentDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ description: "The tenancy's month it pays (1 is the move-in month)" })
  month: number;

  @ApiProperty({ format: 'date', description: 'YYYY-MM-DD (WAT)' })
  dueDate: string;

  @ApiProperty({ description: 'Whole naira' })
  amount: number;

  @ApiProperty({ enum: RENT_STATES })
  state: RentState;

  @ApiTimestamp({ nullable: true })
  paidAt: string | null;

  @ApiProperty({ description: 'Paid after its due date' })
  paidLate: boolean;

  @ApiProperty({ description: 'Automatic charges tried for it' })
  autoAttempts: number;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: "The next automatic charge's day (WAT), when one is planned",
  })
  nextChargeOn: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastFailure: string | null;

  @ApiTimestamp({ nullable: true, description: 'When it was released to the landlord' })
  releasedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The API path of its rent receipt' })
  receiptUrl: string | null;

  @ApiTimestamp({ nullable: true })
  waivedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  waiveReason: string | null;
}

export class RentScheduleResponseDto implements RentScheduleDto {
  @ApiUuid()
  tenancyId: string;

  @ApiProperty({ description: 'Rent is paid monthly after the first payment' })
  monthly: boolean;

  @ApiProperty({ description: 'Monthly rent, whole naira' })
  rent: number;

  @ApiProperty({ type: [RentInstalmentResponseDto] })
  instalments: RentInstalmentResponseDto[];

  @ApiProperty({ type: RentInstalmentResponseDto, nullable: true })
  next: RentInstalmentResponseDto | null;

  @ApiProperty()
  autopay: boolean;

  @ApiProperty({
    type: RentCardResponseDto,
    nullable: true,
    description: "The move-in payment's card (its tenant and staff), when it can be charged again",
  })
  card: RentCardResponseDto | null;
}

/** A month of rent in the console's rent schedules, with its tenancy's parties. */
export class AdminRentInstalmentResponseDto extends RentInstalmentResponseDto {
  @ApiUuid()
  tenancyId: string;

  @ApiUuid()
  tenantId: string;

  @ApiUuid()
  landlordId: string;

  @ApiProperty({ type: String, nullable: true })
  tenantName: string | null;

  @ApiProperty({ type: String, nullable: true })
  landlordName: string | null;

  @ApiProperty({ type: String, nullable: true })
  title: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  paymentId: string | null;
}
