import { ApiProperty } from '@nestjs/swagger';
import {
  RENEWAL_STATES,
  RENEWAL_WINDOW_DAYS,
  type RenewalState,
  TENANCY_DISPUTE_DECISIONS,
  TENANCY_DISPUTE_STATES,
  type TenancyDisputeDecision,
  type TenancyDisputeDto,
  type TenancyDisputePhotoDto,
  type TenancyDisputeState,
  type TenancyDto,
  type TenancyNoticeDto,
  type TenancyRenewalDto,
  type TenancyListResponse,
  type TenancyPartyDto,
  TENANCY_PARTIES,
  TENANCY_STATES,
  type TenancyParty,
  type TenancySignatureDto,
  type TenancyState,
} from '@rentnaija/shared';
import { ListingFeesDto, MoveInCostDto } from '../../applications/dto/application.response.js';

class TenancyPropertyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  location: string;

  @ApiProperty()
  city: string;
}

class TenancyPartyResponseDto implements TenancyPartyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;
}

class TenancySignatureResponseDto implements TenancySignatureDto {
  @ApiProperty({ enum: TENANCY_PARTIES })
  party: TenancyParty;

  @ApiProperty({ description: 'The full name typed, as on the verified identity' })
  name: string;

  @ApiProperty({ format: 'date-time' })
  signedAt: string;
}

class TenancyNoticeResponseDto implements TenancyNoticeDto {
  @ApiProperty({ enum: TENANCY_PARTIES })
  givenBy: TenancyParty;

  @ApiProperty({ format: 'date-time' })
  givenAt: string;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({
    format: 'date',
    description: 'Today (WAT) plus the statutory notice, or the end date when sooner',
  })
  moveOutDate: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the landlord confirmed the home goes back on the market from the move-out date',
  })
  relistConfirmedAt: string | null;
}

class TenancyRenewalResponseDto implements TenancyRenewalDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: RENEWAL_STATES })
  state: RenewalState;

  @ApiProperty({ description: 'Monthly rent for the new term, whole naira', example: 450000 })
  rent: number;

  @ApiProperty({ example: 12 })
  termMonths: number;

  @ApiProperty({ format: 'date', description: 'The current end date (WAT)' })
  startsOn: string;

  @ApiProperty({ format: 'date', description: 'The end date once renewed (WAT)' })
  endsOn: string;

  @ApiProperty({ format: 'date-time' })
  offeredAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
}

export class TenancyDisputePhotoResponseDto implements TenancyDisputePhotoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    example: '/api/tenancies/6f1c…/dispute/photos/2b7e…',
    description: 'Where the tenancy’s parties and staff read it (a download)',
  })
  url: string;

  @ApiProperty({ example: 'kitchen.jpg' })
  fileName: string;

  @ApiProperty({ enum: ['image/jpeg', 'image/png'] })
  mimeType: string;

  @ApiProperty({ description: 'Bytes' })
  size: number;
}

export class TenancyDisputeSummaryResponseDto implements TenancyDisputeDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: TENANCY_DISPUTE_STATES })
  state: TenancyDisputeState;

  @ApiProperty({ description: 'What the tenant says is wrong' })
  tenantWords: string;

  @ApiProperty({ type: [TenancyDisputePhotoResponseDto] })
  tenantPhotos: TenancyDisputePhotoResponseDto[];

  @ApiProperty({ type: String, nullable: true, description: 'The landlord’s answer' })
  landlordWords: string | null;

  @ApiProperty({ type: [TenancyDisputePhotoResponseDto] })
  landlordPhotos: TenancyDisputePhotoResponseDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  landlordRespondedAt: string | null;

  @ApiProperty({ enum: TENANCY_DISPUTE_DECISIONS, nullable: true })
  decision: TenancyDisputeDecision | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Whole naira refunded to the tenant' })
  refundAmount: number | null;

  @ApiProperty({ type: String, nullable: true })
  decisionReason: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class TenancyResponseDto implements TenancyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'TN-3F2A9C1B', description: 'How people quote the tenancy' })
  reference: string;

  @ApiProperty({ enum: TENANCY_STATES })
  state: TenancyState;

  @ApiProperty({ format: 'uuid' })
  applicationId: string;

  @ApiProperty({ format: 'uuid', description: 'The move-in payment' })
  paymentId: string;

  @ApiProperty({ type: TenancyPropertyDto })
  property: TenancyPropertyDto;

  @ApiProperty({ type: TenancyPartyResponseDto })
  tenant: TenancyPartyResponseDto;

  @ApiProperty({ type: TenancyPartyResponseDto })
  landlord: TenancyPartyResponseDto;

  @ApiProperty({ type: ListingFeesDto, description: 'The money agreed when the tenant applied' })
  fees: ListingFeesDto;

  @ApiProperty({ type: MoveInCostDto, description: 'What the move-in payment took, itemised' })
  moveIn: MoveInCostDto;

  @ApiProperty({ description: 'Months of rent paid in advance: the first term', example: 12 })
  termMonths: number;

  @ApiProperty({ format: 'date', description: 'First day the tenant may move in (WAT)' })
  moveInEarliest: string;

  @ApiProperty({ format: 'date', description: 'Last day the tenant may move in (WAT)' })
  moveInLatest: string;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  moveInDate: string | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The move-in date plus the term',
  })
  endDate: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the tenant confirmed they have the keys',
  })
  handedOverAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the move-in rent and fees are released to the landlord unless the tenant reports a problem first',
  })
  releaseDueAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the move-in rent and fees were released (the caution deposit stays held)',
  })
  releasedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  cancellationReason: string | null;

  @ApiProperty({ type: [TenancySignatureResponseDto], description: "The agreement's signatures" })
  signatures: TenancySignatureResponseDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'SHA-256 (hex) of the agreement signed, from its first signature',
  })
  agreementSha256: string | null;

  @ApiProperty({
    enum: TENANCY_PARTIES,
    nullable: true,
    description: 'Who signs the agreement next; null once both signed',
  })
  dueToSign: TenancyParty | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When the landlord's time to countersign runs out (48 h after the tenant signed)",
  })
  countersignDeadline: string | null;

  @ApiProperty({
    type: TenancyNoticeResponseDto,
    nullable: true,
    description: 'Notice to end the tenancy, once a party gave it',
  })
  notice: TenancyNoticeResponseDto | null;

  @ApiProperty({
    type: TenancyRenewalResponseDto,
    nullable: true,
    description: 'The renewal offer open, or else the last one decided',
  })
  renewal: TenancyRenewalResponseDto | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: `When the landlord may first offer a renewal (${RENEWAL_WINDOW_DAYS} days before the end date, WAT)`,
  })
  renewalOpensOn: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endedAt: string | null;

  @ApiProperty({
    type: TenancyDisputeSummaryResponseDto,
    nullable: true,
    description: 'The tenant’s report of a problem at move-in, the landlord’s answer, the decision',
  })
  dispute: TenancyDisputeSummaryResponseDto | null;

  @ApiProperty({
    description:
      'Whether GET /api/tenancies/{id}/rent-receipt.pdf answers: the move-in rent is released to the landlord',
  })
  rentReceiptAvailable: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class TenancyListResponseDto implements TenancyListResponse {
  @ApiProperty({ type: [TenancyResponseDto] })
  data: TenancyResponseDto[];
}
