import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ageOn,
  APPLICATION_DECISIONS,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES as M,
  APPLICATION_PHONE_PATTERN,
  APPLICATION_STATUSES,
  type ApplicationDecision,
  type ApplicationRequest,
  type ApplicationReviewRequest,
  type ApplicationStatus,
  EMAIL_PATTERN,
  GUARANTOR_DECISIONS,
  type GuarantorAnswerRequest,
  type GuarantorDecision,
  MESSAGES,
  MINIMUM_APPLICANT_AGE,
  ninError,
  REJECTION_REASON_LIMITS,
  REJECTION_REASON_MESSAGES,
  type Relationship,
  RELATIONSHIP_OPTIONS,
  type WithdrawApprovalRequest,
} from '@rentnaija/shared';
import {
  IsIn,
  IsNotEmpty,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { ApiUuid } from '../../../common/http/api-property.js';
import { PropertyIdFilter, StatusFilter } from '../../../common/http/page-query.js';
import { Optional, RequiredText, Trim } from '../../../common/http/validators.js';

/** A rule whose message depends on the value (the NIN's three messages, the birth date's two). */
function Check(name: string, errorOf: (value: unknown) => string | null): PropertyDecorator {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => errorOf(value) === null,
        defaultMessage: (args?: ValidationArguments) => errorOf(args?.value) ?? '',
      },
    });
}

const Email = (required: string, invalid: string) =>
  applyDecorators(
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(APPLICATION_LIMITS.email),
    Matches(EMAIL_PATTERN, { message: invalid }),
  );
const Phone = (required: string, invalid: string) =>
  applyDecorators(
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    Matches(APPLICATION_PHONE_PATTERN, { message: invalid }),
  );
const Name = (required: string) => RequiredText(required, APPLICATION_LIMITS.name);
const Text = (required: string) => RequiredText(required, APPLICATION_LIMITS.text);
const RelationshipField = (required: string) => IsIn(RELATIONSHIP_OPTIONS, { message: required });

/** POST /api/applications: the booking form's rules, field by field, with the form's messages. */
export class CreateApplicationDto implements ApplicationRequest {
  @ApiUuid()
  @IsUUID('all', { message: MESSAGES.propertyMissing })
  propertyId: string;

  @ApiProperty({ example: 'Chioma' })
  @Name(M.firstNameRequired)
  firstName: string;

  @ApiProperty({ example: 'Eze' })
  @Name(M.lastNameRequired)
  lastName: string;

  @ApiProperty({ example: 'chioma@example.com' })
  @Email(M.emailRequired, M.emailInvalid)
  email: string;

  @ApiProperty({ example: '08031234567' })
  @Phone(M.phoneRequired, M.phoneInvalid)
  phone: string;

  @ApiProperty({
    format: 'date',
    example: '1994-05-21',
    description: `YYYY-MM-DD; the applicant must be at least ${MINIMUM_APPLICANT_AGE}`,
  })
  @Check('dateOfBirth', (v) => {
    if (typeof v !== 'string' || v.trim() === '') return M.dateOfBirthRequired;
    const age = ageOn(v, new Date());
    if (age === null) return M.dateOfBirthInvalid;
    return age < MINIMUM_APPLICANT_AGE ? M.tooYoung : null;
  })
  dateOfBirth: string;

  @ApiProperty({ example: 'Software engineer' })
  @Text(M.occupationRequired)
  occupation: string;

  @ApiProperty({ example: 'Andela' })
  @Text(M.employerRequired)
  employer: string;

  @ApiProperty({ description: 'Whole naira', example: 650000 })
  @Check('monthlyIncome', (v) =>
    v === undefined || v === null || v === ''
      ? M.monthlyIncomeRequired
      : typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000_000
        ? null
        : M.monthlyIncomeInvalid,
  )
  monthlyIncome: number;

  @ApiProperty({ example: '12345678901', minLength: 11, maxLength: 11 })
  @Check('ninNumber', (v) => ninError(v))
  ninNumber: string;

  @ApiProperty({ example: 'Tunde Bakare' })
  @Name(M.referenceNameRequired)
  referenceName: string;

  @ApiProperty({ example: '08023456789' })
  @Phone(M.referencePhoneRequired, M.referencePhoneInvalid)
  referencePhone: string;

  @ApiProperty({ example: 'tunde@example.com' })
  @Email(M.referenceEmailRequired, M.referenceEmailInvalid)
  referenceEmail: string;

  @ApiProperty({ enum: RELATIONSHIP_OPTIONS })
  @RelationshipField(M.referenceRelationshipRequired)
  referenceRelationship: Relationship;

  @ApiProperty({ example: 'Ngozi Eze' })
  @Name(M.guarantorNameRequired)
  guarantorName: string;

  @ApiProperty({ example: '08098765432' })
  @Phone(M.guarantorPhoneRequired, M.guarantorPhoneInvalid)
  guarantorPhone: string;

  @ApiProperty({ example: 'ngozi@example.com' })
  @Email(M.guarantorEmailRequired, M.guarantorEmailInvalid)
  guarantorEmail: string;

  @ApiProperty({ enum: RELATIONSHIP_OPTIONS })
  @RelationshipField(M.guarantorRelationshipRequired)
  guarantorRelationship: Relationship;

  @ApiProperty({ example: 'Civil servant' })
  @Text(M.guarantorOccupationRequired)
  guarantorOccupation: string;

  @ApiProperty({ example: 'Lagos State Government' })
  @Text(M.guarantorEmployerRequired)
  guarantorEmployer: string;

  @ApiProperty({ example: '10987654321', minLength: 11, maxLength: 11 })
  @Check('guarantorNinNumber', (v) => ninError(v, true))
  guarantorNinNumber: string;
}

export class ApplicationStatusQueryDto {
  @StatusFilter(APPLICATION_STATUSES)
  status?: 'all' | ApplicationStatus;
}

export class LandlordApplicationsQueryDto extends ApplicationStatusQueryDto {
  @PropertyIdFilter()
  propertyId?: string;
}

export class ReviewApplicationDto implements ApplicationReviewRequest {
  @ApiProperty({ enum: APPLICATION_DECISIONS })
  @IsIn(APPLICATION_DECISIONS, {
    message: `decision must be one of ${APPLICATION_DECISIONS.join(', ')}`,
  })
  decision: ApplicationDecision;

  @ApiPropertyOptional({ description: 'Told to the tenant', maxLength: APPLICATION_LIMITS.note })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(APPLICATION_LIMITS.note)
  note?: string;
}

/** The console's approve: an optional note for the tenant. */
export class AdminApproveApplicationDto {
  @ApiPropertyOptional({ maxLength: APPLICATION_LIMITS.note })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(APPLICATION_LIMITS.note)
  note?: string;
}

/** A reason someone reads, of REJECTION_REASON_LIMITS; `what` says what it should explain. */
const Reason = (example: string, what: string) =>
  applyDecorators(
    ApiProperty({
      example,
      minLength: REJECTION_REASON_LIMITS.min,
      maxLength: REJECTION_REASON_LIMITS.max,
    }),
    Trim(),
    IsString({ message: REJECTION_REASON_MESSAGES.required }),
    IsNotEmpty({ message: REJECTION_REASON_MESSAGES.required }),
    MinLength(REJECTION_REASON_LIMITS.min, {
      message: `Give a reason of at least ${REJECTION_REASON_LIMITS.min} characters: ${what}`,
    }),
    MaxLength(REJECTION_REASON_LIMITS.max),
  );

/** The console's reject: a reason the tenant reads. */
export class AdminRejectApplicationDto {
  @Reason(
    'The guarantor declined to stand for this application.',
    'say why the application was not successful',
  )
  reason: string;
}

/** Withdrawing an unpaid approval: a reason the tenant reads. */
export class WithdrawApprovalDto implements WithdrawApprovalRequest {
  @Reason(
    'We could not reach you to arrange payment, so we are offering the home to others.',
    'say why the approval is withdrawn',
  )
  reason: string;
}

/** Staff giving a listing held under contract back to the market: why, for the audit log. */
export class ReleaseListingDto {
  @Reason(
    'Approved in March, never paid; the tenant confirmed by phone they will not take it.',
    'say why the listing is released',
  )
  reason: string;
}

export class GuarantorAnswerDto implements GuarantorAnswerRequest {
  @ApiProperty({ enum: GUARANTOR_DECISIONS })
  @IsIn(GUARANTOR_DECISIONS, { message: 'decision must be confirm or decline' })
  decision: GuarantorDecision;

  @ApiProperty({ description: 'Your full name, as the applicant gave it', example: 'Ngozi Eze' })
  @Name('Your full name is required')
  fullName: string;
}
