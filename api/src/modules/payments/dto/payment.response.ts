import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  type AdminPaymentDto,
  type AdminRefundDto,
  type PaymentDisputeDto,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  AUTOMATIC_REFUND_REASONS,
  type AnyRefundReason,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentDto,
  type PaymentInitializeResponse,
  type PaymentListResponse,
  type PaymentStatus,
  type PaymentType,
  type PaymentVerifyResponse,
  REFUND_REASONS,
  REFUND_STATUSES,
  type RefundDto,
  type RefundStatus,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { MoveInItemDto } from '../../applications/dto/application.response.js';
import { ListingSummaryDto } from '../../properties/dto/listing-summary.response.js';
import { UserRefDto } from '../../users/dto/user.response.js';

const ALL_REASONS = [...REFUND_REASONS, ...AUTOMATIC_REFUND_REASONS].map((r) => r.value);

class PaymentPropertyDto extends PickType(ListingSummaryDto, [
  'id',
  'title',
  'location',
] as const) {}

/** Someone a record names: their account, name and email. */
export class PersonDto extends UserRefDto {}

export class RefundResponseDto implements RefundDto {
  @ApiUuid()
  id: string;

  @ApiUuid()
  paymentId: string;

  @ApiProperty({ description: 'Whole naira' })
  amount: number;

  @ApiProperty({ enum: ALL_REASONS })
  reason: AnyRefundReason;

  @ApiProperty()
  reasonLabel: string;

  @ApiProperty({ type: String, nullable: true })
  details: string | null;

  @ApiProperty({ enum: REFUND_STATUSES })
  status: RefundStatus;

  @ApiProperty({ description: 'Made by us (the application was not successful), not asked for' })
  automatic: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why staff declined it' })
  decisionReason: string | null;

  @ApiTimestamp({ nullable: true })
  decidedAt: string | null;

  @ApiTimestamp({ nullable: true })
  processedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The gateway's last word on it: pending, processing, needs-attention, processed…",
  })
  gatewayStatus: string | null;

  @ApiTimestamp({
    nullable: true,
    description: "When the gateway asked for the customer's bank account",
  })
  attentionAt: string | null;

  @ApiTimestamp()
  createdAt: string;
}

export class PaymentResponseDto implements PaymentDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ example: 'RN-MI3K2J-8F2A9C4D1E0B' })
  reference: string;

  @ApiProperty({ description: 'Whole naira', example: 950000 })
  amount: number;

  @ApiProperty({ enum: ['NGN'] })
  currency: 'NGN';

  @ApiProperty({ type: [MoveInItemDto], description: 'What the amount is made of' })
  breakdown: MoveInItemDto[];

  @ApiProperty({ enum: PAYMENT_TYPES })
  paymentType: PaymentType;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  status: PaymentStatus;

  @ApiProperty({ type: String, nullable: true, example: 'card' })
  paymentMethod: string | null;

  @ApiTimestamp({ nullable: true })
  paymentDate: string | null;

  @ApiProperty()
  description: string;

  @ApiUuid()
  applicationId: string;

  @ApiUuid()
  propertyId: string;

  @ApiProperty({ type: PaymentPropertyDto, nullable: true })
  property: PaymentPropertyDto | null;

  @ApiProperty({ type: PersonDto, nullable: true, description: 'The payer' })
  tenant: PersonDto | null;

  @ApiProperty({ type: RefundResponseDto, nullable: true })
  refund: RefundResponseDto | null;

  @ApiProperty({
    description:
      'Whether GET /api/payments/{id}/refund-receipt.pdf answers: a refund of it reached the tenant',
  })
  refundReceiptAvailable: boolean;

  @ApiTimestamp()
  createdAt: string;
}

class PaymentSummaryDto {
  @ApiProperty()
  totalPayments: number;

  @ApiProperty()
  completed: number;

  @ApiProperty()
  pending: number;

  @ApiProperty({ description: 'Sum of completed payments in the filtered view, whole naira' })
  totalAmount: number;
}

export class PaymentListResponseDto implements PaymentListResponse {
  @ApiProperty({ type: [PaymentResponseDto] })
  data: PaymentResponseDto[];

  @ApiProperty({ type: PaymentSummaryDto })
  summary: PaymentSummaryDto;
}

export class PaymentVerifyResponseDto extends PaymentResponseDto implements PaymentVerifyResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The gateway's word (success, failed, abandoned, ongoing…); null if it could not be asked",
  })
  gatewayStatus: string | null;
}

export class PaymentInitializeResponseDto implements PaymentInitializeResponse {
  @ApiUuid()
  paymentId: string;

  @ApiProperty()
  reference: string;

  @ApiProperty({ description: 'Checkout page to redirect to when the inline popup cannot open' })
  authorizationUrl: string;

  @ApiProperty()
  accessCode: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Paystack public key; null in the sandbox',
  })
  publicKey: string | null;

  @ApiProperty({ description: 'Whole naira charged' })
  amount: number;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: [MoveInItemDto] })
  breakdown: MoveInItemDto[];
}

class FlagCheckerDto extends PickType(UserRefDto, ['id', 'name'] as const) {}

class FlagCheckDto {
  @ApiTimestamp()
  checkedAt: string;

  @ApiProperty({
    type: FlagCheckerDto,
    nullable: true,
    description: 'null once the account is gone',
  })
  checkedBy: FlagCheckerDto | null;

  @ApiProperty({ description: 'What staff found' })
  note: string;
}

class PaymentDisputeResponseDto implements PaymentDisputeDto {
  @ApiProperty({ description: "The gateway's id of the dispute" })
  id: string;

  @ApiProperty({
    example: 'awaiting-merchant-feedback',
    description: 'awaiting-merchant-feedback, awaiting-bank-feedback, pending or resolved',
  })
  status: string;

  @ApiProperty({ type: String, nullable: true, example: 'chargeback' })
  category: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Whole naira disputed' })
  amount: number | null;

  @ApiTimestamp({ nullable: true, description: 'When our answer is due' })
  dueAt: string | null;

  @ApiTimestamp()
  openedAt: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'merchant-accepted or auto-accepted (the payer got the money back), declined (we keep it)',
  })
  resolution: string | null;

  @ApiTimestamp({ nullable: true })
  resolvedAt: string | null;
}

export class AdminPaymentResponseDto extends PaymentResponseDto implements AdminPaymentDto {
  @ApiProperty({ type: PersonDto, nullable: true })
  landlord: PersonDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why staff must look at it' })
  flaggedReason: string | null;

  @ApiTimestamp({ nullable: true })
  flaggedAt: string | null;

  @ApiProperty({
    type: FlagCheckDto,
    nullable: true,
    description: 'Staff check of a flagged payment; null until checked',
  })
  flagCheck: FlagCheckDto | null;

  @ApiProperty({ enum: ['paystack', 'sandbox'] })
  gateway: 'paystack' | 'sandbox';

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "The gateway's last word on the transaction",
  })
  gatewayResponse: Record<string, unknown> | null;

  @ApiProperty({ enum: APPLICATION_STATUSES, nullable: true })
  applicationStatus: ApplicationStatus | null;

  @ApiProperty({
    type: PaymentDisputeResponseDto,
    nullable: true,
    description: 'The latest chargeback on the payment',
  })
  dispute: PaymentDisputeResponseDto | null;

  @ApiProperty({
    description:
      'Nothing of this money may be released to the landlord (an open or lost chargeback)',
  })
  releaseFrozen: boolean;
}

class RefundPaymentDto {
  @ApiUuid()
  id: string;

  @ApiProperty()
  reference: string;

  @ApiProperty()
  amount: number;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  status: PaymentStatus;
}

class RefundPropertyDto extends PickType(ListingSummaryDto, ['id', 'title'] as const) {}

export class AdminRefundResponseDto extends RefundResponseDto implements AdminRefundDto {
  @ApiProperty({ type: RefundPaymentDto })
  payment: RefundPaymentDto;

  @ApiProperty({ type: PersonDto, nullable: true })
  tenant: PersonDto | null;

  @ApiProperty({ type: RefundPropertyDto, nullable: true })
  property: RefundPropertyDto | null;
}
