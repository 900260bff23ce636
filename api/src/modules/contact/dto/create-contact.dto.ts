import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_CATEGORIES,
  EMAIL_PATTERN,
  MESSAGES,
  type ContactCategory,
} from '@rentnaija/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const CATEGORY_VALUES = CONTACT_CATEGORIES.map((c) => c.value);

export class CreateContactDto {
  @ApiProperty({ example: 'Chinedu Eze' })
  @Transform(trim)
  @MaxLength(120)
  @IsNotEmpty({ message: 'Full name is required' })
  @IsString()
  fullName: string;

  @ApiProperty({ example: 'chinedu@example.com' })
  @Transform(trim)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  @MaxLength(254)
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsString()
  email: string;

  @ApiPropertyOptional({ example: '08031234567' })
  @IsOptional()
  @Transform(trim)
  @Matches(/^[+\d][\d\s-]{6,19}$/, { message: 'Phone number is invalid' })
  @MaxLength(20)
  @IsString()
  phone?: string;

  @ApiProperty({ enum: CATEGORY_VALUES })
  @IsIn(CATEGORY_VALUES, { message: 'Please choose a category' })
  category: ContactCategory;

  @ApiProperty({ example: 'Question about a listing in Lekki' })
  @Transform(trim)
  @MaxLength(200)
  @IsNotEmpty({ message: 'Subject is required' })
  @IsString()
  subject: string;

  @ApiProperty({ example: 'Hello, I would like to know…' })
  @Transform(trim)
  @MaxLength(5000)
  @IsNotEmpty({ message: 'Message is required' })
  @IsString()
  message: string;
}
