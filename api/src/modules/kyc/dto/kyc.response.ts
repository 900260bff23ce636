import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADDRESS_DURATIONS,
  type AddressDuration,
  type AdminKycSubmissionDto,
  DOCUMENT_MIME_TYPES,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  GOVERNMENT_ID_TYPES,
  type GovernmentIdType,
  KYC_DOCUMENT_KINDS,
  KYC_STATUSES,
  type KycAnswersDto,
  type KycDocumentDto,
  type KycDocumentKind,
  type KycMeDto,
  type KycStatus,
  NATIONALITIES,
  type Nationality,
  NIN_CHECK_STATUSES,
  type NinCheckDto,
  type NinCheckStatus,
  type NinFieldMatch,
  REVIEW_STATUSES,
  ROLES,
  type ReviewStatus,
  type Role,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { UserRefDto } from '../../users/dto/user.response.js';

const values = (list: readonly { value: string }[]) => list.map((o) => o.value);
const FIELD_MATCHES = ['exact', 'close', 'different', 'unknown'];

/** A private document (government ID, proof of residency): its file at `url`, authorised. */
export class KycDocumentResponseDto implements KycDocumentDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: KYC_DOCUMENT_KINDS })
  kind: KycDocumentKind;

  @ApiProperty({ example: 'national-id.jpg' })
  fileName: string;

  @ApiProperty({ enum: DOCUMENT_MIME_TYPES, description: 'Decided by the bytes, not the name' })
  mimeType: KycDocumentDto['mimeType'];

  @ApiProperty({ description: 'Bytes as stored' })
  size: number;

  @ApiProperty({ example: '/api/kyc/documents/5b6f…', description: 'Owner and staff only' })
  url: string;

  @ApiTimestamp()
  createdAt: string;
}

/** The user's answers as stored (optional ones null when left empty). */
class KycAnswersResponseDto implements KycAnswersDto {
  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty()
  email: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ format: 'date' })
  dateOfBirth: string;

  @ApiProperty({ enum: NATIONALITIES })
  nationality: Nationality;

  @ApiProperty()
  occupation: string;

  @ApiProperty()
  employer: string;

  @ApiProperty()
  employerPhone: string;

  @ApiProperty({ type: String, nullable: true })
  employerEmail: string | null;

  @ApiProperty({ description: 'Whole naira a month' })
  monthlyIncome: number;

  @ApiProperty({ enum: values(EMPLOYMENT_TYPES) })
  employmentType: EmploymentType;

  @ApiProperty()
  currentAddress: string;

  @ApiProperty()
  currentCity: string;

  @ApiProperty()
  currentState: string;

  @ApiProperty({ type: String, nullable: true })
  currentPostalCode: string | null;

  @ApiProperty({ enum: values(ADDRESS_DURATIONS) })
  addressDuration: AddressDuration;

  @ApiProperty({ enum: values(GOVERNMENT_ID_TYPES) })
  governmentIdType: GovernmentIdType;

  @ApiProperty({ example: '12345678901' })
  ninNumber: string;
}

/**
 * GET/PUT /api/kyc/me: `{ status: 'not_submitted' }` when the user has no record, otherwise the
 * record with its answers, documents and, when rejected, the reviewer's reason.
 */
export class KycMeResponseDto implements KycMeDto {
  @ApiProperty({ enum: KYC_STATUSES })
  status: KycStatus;

  @ApiPropertyOptional({ format: 'uuid' })
  id?: string;

  @ApiPropertyOptional()
  isVerified?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The reviewer's reason" })
  rejectionReason?: string | null;

  @ApiPropertyOptional({ format: 'date-time' })
  submittedAt?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  reviewedAt?: string | null;

  @ApiPropertyOptional()
  firstName?: string;

  @ApiPropertyOptional()
  lastName?: string;

  @ApiPropertyOptional()
  email?: string;

  @ApiPropertyOptional()
  phone?: string;

  @ApiPropertyOptional({ format: 'date' })
  dateOfBirth?: string;

  @ApiPropertyOptional({ enum: NATIONALITIES })
  nationality?: Nationality;

  @ApiPropertyOptional()
  occupation?: string;

  @ApiPropertyOptional()
  employer?: string;

  @ApiPropertyOptional()
  employerPhone?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  employerEmail?: string | null;

  @ApiPropertyOptional()
  monthlyIncome?: number;

  @ApiPropertyOptional({ enum: values(EMPLOYMENT_TYPES) })
  employmentType?: EmploymentType;

  @ApiPropertyOptional()
  currentAddress?: string;

  @ApiPropertyOptional()
  currentCity?: string;

  @ApiPropertyOptional()
  currentState?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  currentPostalCode?: string | null;

  @ApiPropertyOptional({ enum: values(ADDRESS_DURATIONS) })
  addressDuration?: AddressDuration;

  @ApiPropertyOptional({ enum: values(GOVERNMENT_ID_TYPES) })
  governmentIdType?: GovernmentIdType;

  @ApiPropertyOptional()
  ninNumber?: string;

  @ApiPropertyOptional({ type: KycDocumentResponseDto, nullable: true })
  governmentIdDocument?: KycDocumentResponseDto | null;

  @ApiPropertyOptional({ type: KycDocumentResponseDto, nullable: true })
  proofOfResidencyDocument?: KycDocumentResponseDto | null;
}

export class NinFieldMatchesDto {
  @ApiProperty({ enum: FIELD_MATCHES })
  firstName: NinFieldMatch;

  @ApiProperty({ enum: FIELD_MATCHES })
  lastName: NinFieldMatch;

  @ApiProperty({ enum: FIELD_MATCHES })
  dateOfBirth: NinFieldMatch;
}

/** The registry's answer for the NIN compared with what the user typed (reviewers only). */
export class NinCheckResponseDto implements NinCheckDto {
  @ApiProperty({ enum: NIN_CHECK_STATUSES })
  status: NinCheckStatus;

  @ApiProperty({ type: Number, nullable: true, description: '0–100', example: 96 })
  score: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'sandbox' })
  vendor: string | null;

  @ApiProperty({ description: 'True when the answer is test data, not the real registry' })
  sandbox: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'Chioma Adaeze Eze' })
  registeredName: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  registeredDateOfBirth: string | null;

  @ApiProperty({ type: NinFieldMatchesDto, nullable: true })
  fields: NinFieldMatchesDto | null;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiTimestamp({ nullable: true })
  checkedAt: string | null;
}

class KycUserDto extends UserRefDto {
  @ApiProperty({ enum: ROLES })
  role: Role;
}

/** A KYC submission in the console, with the NIN check and both documents. */
export class AdminKycSubmissionResponseDto
  extends KycAnswersResponseDto
  implements AdminKycSubmissionDto
{
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: REVIEW_STATUSES })
  status: ReviewStatus;

  @ApiProperty()
  isVerified: boolean;

  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;

  @ApiTimestamp()
  submittedAt: string;

  @ApiTimestamp({ nullable: true })
  reviewedAt: string | null;

  @ApiUuid({ nullable: true })
  reviewedBy: string | null;

  @ApiTimestamp()
  createdAt: string;

  @ApiTimestamp()
  updatedAt: string;

  @ApiProperty({ type: KycUserDto })
  user: KycUserDto;

  @ApiProperty({ type: NinCheckResponseDto })
  ninCheck: NinCheckResponseDto;

  @ApiProperty({ type: KycDocumentResponseDto, nullable: true })
  governmentIdDocument: KycDocumentResponseDto | null;

  @ApiProperty({ type: KycDocumentResponseDto, nullable: true })
  proofOfResidencyDocument: KycDocumentResponseDto | null;
}
