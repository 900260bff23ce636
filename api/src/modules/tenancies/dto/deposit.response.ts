import { ApiProperty } from '@nestjs/swagger';
import {
  type AdminDepositDisputeDto,
  DEDUCTION_STATES,
  type DeductionState,
  DEPOSIT_REPORT_KINDS,
  DEPOSIT_STATES,
  type DepositDeductionDto,
  type DepositPhotoDto,
  type DepositReportDto,
  type DepositReportKind,
  type DepositRoomDto,
  type DepositState,
  ROOM_CONDITIONS,
  type RoomCondition,
  type TenancyDepositDto,
} from '@rentnaija/shared';
import { TenancyDisputePhotoResponseDto } from './tenancy.response.js';

/** A deposit photo: the same shape as a dispute's, read by the tenancy's parties and staff. */
export class DepositPhotoResponseDto
  extends TenancyDisputePhotoResponseDto
  implements DepositPhotoDto {}

export class DepositRoomResponseDto implements DepositRoomDto {
  @ApiProperty({ example: 'Kitchen' })
  name: string;

  @ApiProperty({ enum: ROOM_CONDITIONS })
  condition: RoomCondition;

  @ApiProperty()
  notes: string;

  @ApiProperty({ type: [DepositPhotoResponseDto] })
  photos: DepositPhotoResponseDto[];
}

export class DepositReportResponseDto implements DepositReportDto {
  @ApiProperty({ enum: DEPOSIT_REPORT_KINDS })
  kind: DepositReportKind;

  @ApiProperty({ type: [DepositRoomResponseDto], description: 'The tenant’s rooms' })
  rooms: DepositRoomResponseDto[];

  @ApiProperty({ type: [DepositRoomResponseDto], description: 'What the landlord added' })
  landlordRooms: DepositRoomResponseDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  tenantSignedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  landlordSignedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it stood as the tenant wrote it, unsigned after its time',
  })
  stoodAt: string | null;

  @ApiProperty({ description: 'Both signed, or it stood: it no longer changes' })
  final: boolean;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class DepositDeductionResponseDto implements DepositDeductionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'Whole naira' })
  amount: number;

  @ApiProperty()
  reason: string;

  @ApiProperty({ type: String, nullable: true })
  room: string | null;

  @ApiProperty({ type: [DepositPhotoResponseDto], description: 'Evidence' })
  photos: DepositPhotoResponseDto[];

  @ApiProperty({ enum: DEDUCTION_STATES })
  state: DeductionState;

  @ApiProperty({ description: 'Accepted because the tenant did not answer in time' })
  acceptedBySilence: boolean;

  @ApiProperty({ type: String, nullable: true })
  disputeReason: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Whole naira staff kept for the landlord of a disputed deduction',
  })
  awardedAmount: number | null;

  @ApiProperty({ format: 'date-time' })
  respondBy: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  respondedAt: string | null;
}

export class TenancyDepositResponseDto implements TenancyDepositDto {
  @ApiProperty({ format: 'uuid' })
  tenancyId: string;

  @ApiProperty({ description: 'The caution deposit, whole naira' })
  amount: number;

  @ApiProperty({ enum: DEPOSIT_STATES })
  state: DepositState;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  checkInDueBy: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  deductionsDueBy: string | null;

  @ApiProperty({ type: DepositReportResponseDto, nullable: true })
  checkIn: DepositReportResponseDto | null;

  @ApiProperty({ type: DepositReportResponseDto, nullable: true })
  checkOut: DepositReportResponseDto | null;

  @ApiProperty({ type: [DepositDeductionResponseDto] })
  deductions: DepositDeductionResponseDto[];

  @ApiProperty({ type: Number, nullable: true, description: 'Paid out to the landlord' })
  landlordAmount: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Refunded to the tenant' })
  tenantAmount: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  settledAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  decisionReason: string | null;

  @ApiProperty({ description: 'What normal wear is: never deducted' })
  normalWear: string;
}

export class AdminDepositDisputeResponseDto implements AdminDepositDisputeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  tenancyId: string;

  @ApiProperty({ example: 'TN-6F1C2A' })
  reference: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  tenantName: string;

  @ApiProperty()
  landlordName: string;

  @ApiProperty({ enum: ['disputed', 'settled'] })
  state: 'disputed' | 'settled';

  @ApiProperty({ description: 'The deposit, whole naira' })
  amount: number;

  @ApiProperty({ description: 'The deductions the tenant disputed, whole naira' })
  disputedAmount: number;

  @ApiProperty({ description: 'The deductions the tenant accepted, whole naira' })
  acceptedAmount: number;

  @ApiProperty({ type: TenancyDepositResponseDto })
  deposit: TenancyDepositResponseDto;

  @ApiProperty({ type: String, nullable: true })
  decidedByName: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  decisionReason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
