import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADDRESS_DURATIONS,
  type AddressDuration,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  GOVERNMENT_ID_TYPES,
  type GovernmentIdType,
  KYC_DOCUMENT_KINDS,
  KYC_LIMITS,
  type KycDocumentKind,
  type KycField,
  kycFieldError,
  type KycFields,
  NATIONALITIES,
  type Nationality,
  NIGERIAN_STATES,
  type NigerianState,
} from '@rentnaija/shared';
import { IsIn, registerDecorator, type ValidationArguments } from 'class-validator';
import { ApiUuid } from '../../../common/http/api-property.js';
import { Trim } from '../../../common/http/validators.js';

/**
 * The field's rule from packages/shared (the /kyc form runs the same function), with its
 * message: 'NIN must be exactly 11 digits', 'Please upload your government ID', …
 */
function KycRule(field: KycField) {
  const decorator: PropertyDecorator = (object, propertyName) =>
    registerDecorator({
      name: 'kycRule',
      target: object.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (_value: unknown, args: ValidationArguments) =>
          kycFieldError(field, args.object as Partial<KycFields>) === null,
        defaultMessage: (args?: ValidationArguments) =>
          kycFieldError(field, (args?.object ?? {}) as Partial<KycFields>) ?? 'Invalid value',
      },
    });
  return applyDecorators(Trim(), decorator);
}

const optionValues = (list: readonly { value: string }[]) => list.map((o) => o.value);

/**
 * PUT /api/kyc/me: the KYC form's four steps (personal details, employment, address, documents
 * and NIN) at once. Every rule is the one the form applies step by step; optional fields sent
 * empty are not saved.
 */
export class SubmitKycDto implements KycFields {
  // Step 1: personal details
  @ApiProperty({ maxLength: KYC_LIMITS.name, example: 'Chioma' })
  @KycRule('firstName')
  firstName: string;

  @ApiProperty({ maxLength: KYC_LIMITS.name, example: 'Eze' })
  @KycRule('lastName')
  lastName: string;

  @ApiProperty({ example: 'chioma@example.com' })
  @KycRule('email')
  email: string;

  @ApiProperty({ description: 'A Nigerian mobile number', example: '07012345678' })
  @KycRule('phone')
  phone: string;

  @ApiProperty({ format: 'date', description: 'YYYY-MM-DD; at least 18 years ago' })
  @KycRule('dateOfBirth')
  dateOfBirth: string;

  @ApiProperty({ enum: NATIONALITIES })
  @KycRule('nationality')
  nationality: Nationality;

  // Step 2: employment
  @ApiProperty({ maxLength: KYC_LIMITS.text, example: 'Software engineer' })
  @KycRule('occupation')
  occupation: string;

  @ApiProperty({ maxLength: KYC_LIMITS.text, example: 'Paystack' })
  @KycRule('employer')
  employer: string;

  @ApiProperty({ example: '012345678' })
  @KycRule('employerPhone')
  employerPhone: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'hr@example.com' })
  @KycRule('employerEmail')
  employerEmail?: string | null;

  @ApiProperty({ description: 'Whole naira a month', minimum: 0, example: 650000 })
  @KycRule('monthlyIncome')
  monthlyIncome: number;

  @ApiProperty({ enum: optionValues(EMPLOYMENT_TYPES) })
  @KycRule('employmentType')
  employmentType: EmploymentType;

  // Step 3: current address
  @ApiProperty({ maxLength: KYC_LIMITS.address, example: '14 Herbert Macaulay Way' })
  @KycRule('currentAddress')
  currentAddress: string;

  @ApiProperty({ maxLength: KYC_LIMITS.text, example: 'Yaba' })
  @KycRule('currentCity')
  currentCity: string;

  @ApiProperty({ enum: NIGERIAN_STATES })
  @KycRule('currentState')
  currentState: NigerianState;

  @ApiPropertyOptional({ type: String, nullable: true, example: '101212' })
  @KycRule('currentPostalCode')
  currentPostalCode?: string | null;

  @ApiProperty({ enum: optionValues(ADDRESS_DURATIONS) })
  @KycRule('addressDuration')
  addressDuration: AddressDuration;

  // Step 4: documents and NIN
  @ApiProperty({ enum: optionValues(GOVERNMENT_ID_TYPES), default: 'national-id' })
  @KycRule('governmentIdType')
  governmentIdType: GovernmentIdType;

  @ApiProperty({ description: 'Exactly 11 digits', example: '12345678901' })
  @KycRule('ninNumber')
  ninNumber: string;

  @ApiUuid({ description: 'From POST /api/kyc/documents (government_id)' })
  @KycRule('governmentIdDocumentId')
  governmentIdDocumentId: string;

  @ApiProperty({
    format: 'uuid',
    description: 'From POST /api/kyc/documents (proof_of_residency)',
  })
  @KycRule('proofOfResidencyDocumentId')
  proofOfResidencyDocumentId: string;
}

/** The multipart fields of POST /api/kyc/documents besides the file. */
export class UploadKycDocumentDto {
  @ApiProperty({ enum: KYC_DOCUMENT_KINDS })
  @IsIn(KYC_DOCUMENT_KINDS, { message: `kind must be one of ${KYC_DOCUMENT_KINDS.join(', ')}` })
  kind: KycDocumentKind;
}
