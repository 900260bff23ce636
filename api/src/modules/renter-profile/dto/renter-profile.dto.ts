import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ApplicationRequest,
  APPLICATION_LIMITS,
  APPLICATION_STEPS,
  type ApplicationStep,
  applicationStepErrors,
  type ApplyWithProfileRequest,
  KYC_STATUSES,
  type KycStatus,
  PROFILE_ABOUT_MAX,
  PROFILE_MESSAGES,
  PROFILE_SECTIONS,
  PROFILE_SHARE_DAYS,
  type ProfileSection,
  type ProfileShareDays,
  type ProfileShareDto,
  type ProfileShareRequest,
  RELATIONSHIP_OPTIONS,
  type Relationship,
  type RenterFactsDto,
  type RenterProfileDto,
  type RenterProfileFields,
  type RenterProfileUpdate,
} from '@rentnaija/shared';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import {
  RENT_RECORD_SCHEMA,
  TenantReviewResponseDto,
} from '../../applications/dto/applicant-profile.response.js';
import { Nullable, Optional, Passes, Trim } from '../../../common/http/validators.js';

type ProfileField = Exclude<keyof RenterProfileFields, 'about'>;

const stepOf = (field: ProfileField): ApplicationStep =>
  (Object.keys(APPLICATION_STEPS) as ApplicationStep[]).find((step) =>
    (APPLICATION_STEPS[step] as readonly string[]).includes(field),
  )!;

/**
 * A profile field is optional (empty means not given); when given it follows the booking form's
 * rule for the same field, with the same message.
 */
export function profileFieldProblem(field: ProfileField, value: unknown): string | null {
  if (value === '' || value === null) return null;
  const errors = applicationStepErrors(stepOf(field), {
    [field]: typeof value === 'string' ? value.trim() : value,
  } as Partial<Record<keyof ApplicationRequest, unknown>>);
  return errors.find((e) => e.field === field)?.message ?? null;
}

const Field = (field: ProfileField, max: number) =>
  ((target: object, key: string | symbol) => {
    ApiPropertyOptional({ type: String, maxLength: max, description: 'Empty when not given' })(
      target,
      key,
    );
    Optional()(target, key);
    Trim()(target, key);
    IsString({ message: `${field} must be text` })(target, key);
    MaxLength(max)(target, key);
    Passes(`profile-${field}`, (v) => profileFieldProblem(field, v))(target, key);
  }) as PropertyDecorator;

const L = APPLICATION_LIMITS;

/**
 * PUT /api/renter-profile/me: the parts the tenant types, and what they show. Anything else (the
 * rent record, identity, reviews) is the platform's and is refused as an unknown field.
 */
export class UpdateRenterProfileDto implements RenterProfileUpdate {
  @Field('phone', L.phone) phone?: string;
  @Field('dateOfBirth', 10) dateOfBirth?: string;
  @Field('occupation', L.text) occupation?: string;
  @Field('employer', L.text) employer?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Whole naira' })
  @Optional()
  @Nullable()
  @Passes('profile-monthlyIncome', (v) => profileFieldProblem('monthlyIncome', v))
  monthlyIncome?: number | null;

  @Field('ninNumber', 11) ninNumber?: string;
  @Field('referenceName', L.name) referenceName?: string;
  @Field('referencePhone', L.phone) referencePhone?: string;
  @Field('referenceEmail', L.email) referenceEmail?: string;
  @Field('referenceRelationship', 20) referenceRelationship?: Relationship | '';
  @Field('guarantorName', L.name) guarantorName?: string;
  @Field('guarantorPhone', L.phone) guarantorPhone?: string;
  @Field('guarantorEmail', L.email) guarantorEmail?: string;
  @Field('guarantorRelationship', 20) guarantorRelationship?: Relationship | '';
  @Field('guarantorOccupation', L.text) guarantorOccupation?: string;
  @Field('guarantorEmployer', L.text) guarantorEmployer?: string;
  @Field('guarantorNinNumber', 11) guarantorNinNumber?: string;

  @ApiPropertyOptional({ maxLength: PROFILE_ABOUT_MAX })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(PROFILE_ABOUT_MAX, { message: PROFILE_MESSAGES.aboutLong })
  about?: string;

  @ApiPropertyOptional({ enum: PROFILE_SECTIONS, isArray: true })
  @Optional()
  @IsArray({ message: PROFILE_MESSAGES.sectionsInvalid })
  @ArrayMaxSize(PROFILE_SECTIONS.length)
  @IsIn(PROFILE_SECTIONS, { each: true, message: PROFILE_MESSAGES.sectionsInvalid })
  shown?: ProfileSection[];

  @ApiPropertyOptional({
    description: 'Show landlords’ reviews of you to landlords you apply to',
  })
  @Optional()
  @IsBoolean()
  showLandlordReviews?: boolean;
}

export class ProfileShareRequestDto implements ProfileShareRequest {
  @ApiProperty({ enum: PROFILE_SHARE_DAYS, description: 'Days the link stays open' })
  @IsInt({ message: PROFILE_MESSAGES.daysInvalid })
  @IsIn(PROFILE_SHARE_DAYS, { message: PROFILE_MESSAGES.daysInvalid })
  days: ProfileShareDays;

  @ApiPropertyOptional({ enum: PROFILE_SECTIONS, isArray: true })
  @Optional()
  @IsArray({ message: PROFILE_MESSAGES.sectionsInvalid })
  @ArrayMaxSize(PROFILE_SECTIONS.length)
  @IsIn(PROFILE_SECTIONS, { each: true, message: PROFILE_MESSAGES.sectionsInvalid })
  sections?: ProfileSection[];
}

export class ApplyWithProfileDto implements ApplyWithProfileRequest {
  @ApiUuid()
  @IsUUID('all', { message: 'Choose the home to apply for' })
  propertyId: string;
}

// ---- answers ---------------------------------------------------------------------------

export class ProfileShareResponseDto implements ProfileShareDto {
  @ApiUuid() id: string;
  @ApiProperty({ description: 'The signed link to hand out' }) url: string;
  @ApiProperty({ enum: PROFILE_SECTIONS, isArray: true }) sections: ProfileSection[];
  @ApiTimestamp() expiresAt: string;
  @ApiTimestamp({ nullable: true }) revokedAt: string | null;
  @ApiProperty({ enum: ['open', 'expired', 'revoked'] }) state: 'open' | 'expired' | 'revoked';
  @ApiTimestamp() createdAt: string;
}

class ProfileFieldsDto implements RenterProfileFields {
  @ApiProperty() phone: string;
  @ApiProperty({ description: 'YYYY-MM-DD or empty' }) dateOfBirth: string;
  @ApiProperty() occupation: string;
  @ApiProperty() employer: string;
  @ApiProperty({ type: Number, nullable: true }) monthlyIncome: number | null;
  @ApiProperty() ninNumber: string;
  @ApiProperty() referenceName: string;
  @ApiProperty() referencePhone: string;
  @ApiProperty() referenceEmail: string;
  @ApiProperty({ enum: [...RELATIONSHIP_OPTIONS, ''] }) referenceRelationship: Relationship | '';
  @ApiProperty() guarantorName: string;
  @ApiProperty() guarantorPhone: string;
  @ApiProperty() guarantorEmail: string;
  @ApiProperty({ enum: [...RELATIONSHIP_OPTIONS, ''] }) guarantorRelationship: Relationship | '';
  @ApiProperty() guarantorOccupation: string;
  @ApiProperty() guarantorEmployer: string;
  @ApiProperty() guarantorNinNumber: string;
  @ApiProperty() about: string;
}

class ProfileAccountDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

class ProfileIdentityDto {
  @ApiProperty({ enum: KYC_STATUSES }) kycStatus: KycStatus;
  @ApiProperty({ type: String, nullable: true }) verifiedName: string | null;
  @ApiProperty({ description: 'Whether the NIN comes from the identity verification' })
  ninFromKyc: boolean;
}

class MissingFieldDto {
  @ApiProperty() field: string;
  @ApiProperty() message: string;
}

export class RenterProfileResponseDto implements RenterProfileDto {
  @ApiProperty({ type: ProfileFieldsDto }) fields: ProfileFieldsDto;
  @ApiProperty({ type: ProfileAccountDto }) account: ProfileAccountDto;
  @ApiProperty({ type: ProfileIdentityDto }) identity: ProfileIdentityDto;
  @ApiProperty({ enum: PROFILE_SECTIONS, isArray: true }) shown: ProfileSection[];
  @ApiProperty() showLandlordReviews: boolean;
  @ApiProperty(RENT_RECORD_SCHEMA) rentRecord: RenterFactsDto;
  @ApiProperty({ type: [TenantReviewResponseDto] }) landlordReviews: TenantReviewResponseDto[];
  @ApiProperty({ type: [MissingFieldDto] }) missing: MissingFieldDto[];
  @ApiProperty({ type: [ProfileShareResponseDto] }) shares: ProfileShareResponseDto[];
  @ApiTimestamp({ nullable: true }) updatedAt: string | null;
}
