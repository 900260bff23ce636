import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_PHONE_PATTERN,
  type ContactCategory,
} from '@rentnaija/shared';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { Nullable, RequiredEmail, RequiredText, Trim } from '../../../common/http/validators.js';

const CATEGORY_VALUES = CONTACT_CATEGORIES.map((c) => c.value);

/** The contact form; its limits and texts come from packages/shared, as the form's do. */
export class CreateContactDto {
  @ApiProperty({ example: 'Chinedu Eze' })
  @RequiredText(CONTACT_MESSAGES.fullNameRequired, CONTACT_LIMITS.fullName)
  fullName: string;

  @ApiProperty({ example: 'chinedu@example.com' })
  @RequiredEmail()
  email: string;

  @ApiPropertyOptional({ example: '08031234567' })
  @Nullable()
  @Trim()
  @Matches(CONTACT_PHONE_PATTERN, { message: CONTACT_MESSAGES.phoneInvalid })
  @MaxLength(CONTACT_LIMITS.phone)
  @IsString()
  phone?: string;

  @ApiProperty({ enum: CATEGORY_VALUES })
  @IsIn(CATEGORY_VALUES, { message: CONTACT_MESSAGES.categoryRequired })
  category: ContactCategory;

  @ApiProperty({ example: 'Question about a listing in Lekki' })
  @RequiredText(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject)
  subject: string;

  @ApiProperty({ example: 'Hello, I would like to know…' })
  @RequiredText(CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.message)
  message: string;
}
