import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  APPLICANT_NIN_OUTCOMES,
  type ApplicantFileDto,
  type ApplicantNinOutcome,
  APPLICATION_STATUSES,
  type ApplicationDto,
  type ApplicationListResponse,
  type ApplicationStatus,
  GUARANTOR_STATUSES,
  type GuarantorAnswerResponse,
  type GuarantorRequestDto,
  type GuarantorStatus,
  KYC_STATUSES,
  type KycStatus,
  type ListingFees,
  type MoveInCost,
  type MoveInItem,
  type MoveInItemKey,
  type Relationship,
  RELATIONSHIP_OPTIONS,
  type TenancyState,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { ListingSummaryDto } from '../../properties/dto/listing-summary.response.js';
import { SharedProfileResponseDto } from './applicant-profile.response.js';

const MOVE_IN_KEYS: MoveInItemKey[] = [
  'rent',
  'serviceCharge',
  'securityDeposit',
  'agencyFee',
  'legalFee',
];

/** One line of what moving in costs, in whole naira. */
export class MoveInItemDto implements MoveInItem {
  @ApiProperty({ enum: MOVE_IN_KEYS })
  key: MoveInItemKey;

  @ApiProperty({ example: "First month's rent" })
  label: string;

  @ApiProperty({ example: 450000 })
  amount: number;

  @ApiProperty({ description: 'Paid back at the end of the tenancy, less deductions' })
  refundable: boolean;
}

export class MoveInCostDto implements MoveInCost {
  @ApiProperty({ type: [MoveInItemDto] })
  items: MoveInItemDto[];

  @ApiProperty({ description: 'Paid now, whole naira', example: 950000 })
  total: number;

  @ApiProperty({ description: 'Rent plus service charge, every month after', example: 470000 })
  monthly: number;
}

/** The money agreed, item by item, whole naira. */
export class ListingFeesDto implements ListingFees {
  @ApiProperty({ description: 'Monthly rent', example: 450000 })
  price: number;

  @ApiProperty({ description: 'Months of rent paid before moving in', example: 12 })
  rentAdvanceMonths: number;

  @ApiProperty({ description: 'Caution deposit, refundable', example: 450000 })
  securityDeposit: number;

  @ApiProperty({ description: 'Service charge per month', example: 20000 })
  serviceCharge: number;

  @ApiProperty({ example: 0 })
  agencyFee: number;

  @ApiProperty({ example: 0 })
  legalFee: number;
}

export class ApplicationResponseDto implements ApplicationDto {
  @ApiUuid()
  id: string;

  @ApiUuid()
  propertyId: string;

  @ApiUuid()
  tenantId: string;

  @ApiUuid()
  landlordId: string;

  @ApiProperty({ enum: APPLICATION_STATUSES })
  status: ApplicationStatus;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ example: '1994-05-21' })
  dateOfBirth: string;

  @ApiProperty()
  occupation: string;

  @ApiProperty()
  employer: string;

  @ApiProperty({ description: 'Whole naira' })
  monthlyIncome: number;

  @ApiProperty({ description: "Whole for the tenant and staff; '*******1234' for the landlord" })
  ninNumber: string;

  @ApiProperty({ description: 'True when the NINs are masked to their last four digits' })
  ninMasked: boolean;

  @ApiProperty()
  referenceName: string;

  @ApiProperty()
  referencePhone: string;

  @ApiProperty()
  referenceEmail: string;

  @ApiProperty({ enum: RELATIONSHIP_OPTIONS })
  referenceRelationship: Relationship;

  @ApiProperty()
  guarantorName: string;

  @ApiProperty()
  guarantorPhone: string;

  @ApiProperty()
  guarantorEmail: string;

  @ApiProperty({ enum: RELATIONSHIP_OPTIONS })
  guarantorRelationship: Relationship;

  @ApiProperty()
  guarantorOccupation: string;

  @ApiProperty()
  guarantorEmployer: string;

  @ApiProperty()
  guarantorNinNumber: string;

  @ApiProperty({
    enum: GUARANTOR_STATUSES,
    description: "The guarantor's answer to the emailed link",
  })
  guarantorStatus: GuarantorStatus;

  @ApiTimestamp({ nullable: true })
  guarantorRespondedAt: string | null;

  @ApiTimestamp({ nullable: true })
  guarantorLinkExpiresAt: string | null;

  @ApiProperty()
  applicationFeePaid: boolean;

  @ApiProperty()
  depositPaid: boolean;

  @ApiProperty({ type: String, nullable: true })
  paymentReference: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'While approved and unpaid: when the offer lapses (the home goes back on the market unless paid by then)',
  })
  offerExpiresAt: string | null;

  @ApiTimestamp({ nullable: true })
  reviewedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'What the reviewer told the tenant' })
  reviewNote: string | null;

  @ApiTimestamp()
  createdAt: string;

  @ApiTimestamp()
  updatedAt: string;

  @ApiProperty({ type: ListingSummaryDto, nullable: true })
  property: ListingSummaryDto | null;

  @ApiProperty({
    type: MoveInCostDto,
    description:
      'What moving in costs, frozen when the tenant applied: the amount the payment charges',
  })
  moveIn: MoveInCostDto;

  @ApiProperty({ type: ListingFeesDto, description: 'The money agreed when the tenant applied' })
  fees: ListingFeesDto;
}

export class ApplicationCountsDto {
  @ApiProperty()
  all: number;

  @ApiProperty()
  pending: number;

  @ApiProperty()
  under_review: number;

  @ApiProperty()
  approved: number;

  @ApiProperty()
  rejected: number;

  @ApiProperty()
  lapsed: number;
}

export class ApplicationListResponseDto implements ApplicationListResponse {
  @ApiProperty({ type: [ApplicationResponseDto] })
  data: ApplicationResponseDto[];

  @ApiProperty({ type: ApplicationCountsDto, description: 'Per status, before the status filter' })
  counts: ApplicationCountsDto;

  @ApiProperty({
    description: 'Hours an approved applicant has to pay before the offer lapses',
    example: 72,
  })
  offerHours: number;
}

class ApplicantNinDto {
  @ApiProperty({ enum: APPLICANT_NIN_OUTCOMES })
  outcome: ApplicantNinOutcome;

  @ApiProperty({ example: 'Matches the registry' })
  label: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '*******8901',
    description: 'The verified NIN masked to its last digits',
  })
  masked: string | null;

  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'Whether the NIN on the application is the one verified',
  })
  sameAsApplication: boolean | null;
}

class ApplicantIdentityDto {
  @ApiProperty({ enum: KYC_STATUSES })
  kycStatus: KycStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Amaka Nwosu',
    description: 'The name on the approved identity verification',
  })
  verifiedName: string | null;

  @ApiProperty({ type: ApplicantNinDto })
  nin: ApplicantNinDto;
}

class ApplicantMoneyDto {
  @ApiProperty({ description: 'Whole naira', example: 1_440_000 })
  monthlyIncome: number;

  @ApiProperty({ description: 'The monthly rent agreed on the application', example: 450_000 })
  monthlyRent: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 3.2,
    description: 'Income divided by rent, to one decimal',
  })
  ratio: number | null;

  @ApiProperty({ example: 'Income is 3.2× the monthly rent' })
  reading: string;
}

class TenancyCountsDto implements Record<TenancyState, number> {
  @ApiProperty()
  awaiting_signatures: number;

  @ApiProperty()
  awaiting_move_in: number;

  @ApiProperty()
  active: number;

  @ApiProperty()
  ended: number;

  @ApiProperty()
  cancelled: number;

  @ApiProperty()
  disputed: number;
}

class RenterHistoryDto {
  @ApiTimestamp({ description: "When the applicant's account was opened" })
  memberSince: string;

  @ApiProperty({ example: 412 })
  accountAgeDays: number;

  @ApiProperty({ type: TenancyCountsDto, description: 'Their tenancies on the platform by state' })
  tenancies: TenancyCountsDto;

  @ApiProperty()
  completedPayments: number;

  @ApiProperty({ description: 'Problems they reported on their tenancies' })
  disputesRaised: number;

  @ApiProperty({ description: 'Caution deposits returned to them in full at a tenancy’s end' })
  depositsReturnedInFull: number;

  @ApiProperty({ description: 'Caution deposits returned to them less deductions' })
  depositsReturnedInPart: number;
  @ApiProperty({ description: 'Months of monthly rent paid by their due date' })
  rentMonthsOnTime: number;

  @ApiProperty({
    description: 'Months of monthly rent paid after their due date, or still unpaid past it',
  })
  rentMonthsLate: number;
}

export class ApplicantFileResponseDto implements ApplicantFileDto {
  @ApiProperty({ type: ApplicationResponseDto, description: 'The application, NINs masked' })
  application: ApplicationResponseDto;

  @ApiProperty({ type: ApplicantIdentityDto })
  identity: ApplicantIdentityDto;

  @ApiProperty({ type: ApplicantMoneyDto })
  money: ApplicantMoneyDto;

  @ApiProperty({ type: RenterHistoryDto })
  history: RenterHistoryDto;

  @ApiProperty({
    description: 'Hours the applicant will have to pay if approved now',
    example: 72,
  })
  offerHours: number;

  @ApiProperty({
    type: SharedProfileResponseDto,
    nullable: true,
    description:
      'What the applicant chose to show landlords from their renter profile; landlords’ reviews of them only with their consent',
  })
  profile: SharedProfileResponseDto | null;
}

class GuarantorPropertyDto extends PickType(ListingSummaryDto, [
  'title',
  'location',
  'city',
  'price',
] as const) {}

export class GuarantorRequestResponseDto implements GuarantorRequestDto {
  @ApiProperty({ example: 'Chioma Eze' })
  applicantName: string;

  @ApiProperty({ enum: RELATIONSHIP_OPTIONS })
  relationship: Relationship;

  @ApiProperty({ enum: GUARANTOR_STATUSES })
  status: GuarantorStatus;

  @ApiTimestamp()
  expiresAt: string;

  @ApiProperty({ type: GuarantorPropertyDto })
  property: GuarantorPropertyDto;

  @ApiProperty({ description: 'Whole naira paid to move in' })
  moveInTotal: number;

  @ApiProperty({ description: 'Rent plus service charge each month' })
  monthly: number;

  @ApiProperty({ type: [String] })
  commitments: string[];
}

export class GuarantorAnswerResponseDto implements GuarantorAnswerResponse {
  @ApiProperty({ enum: GUARANTOR_STATUSES })
  status: GuarantorStatus;

  @ApiTimestamp()
  respondedAt: string;

  @ApiProperty()
  message: string;
}
