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
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(120)
  fullName: string;

  @ApiProperty({ example: 'chinedu@example.com' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  email: string;

  @ApiPropertyOptional({ example: '08031234567' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  @Matches(/^[+\d][\d\s-]{6,19}$/, { message: 'Phone number is invalid' })
  phone?: string;

  @ApiProperty({ enum: CATEGORY_VALUES })
  @IsIn(CATEGORY_VALUES, { message: 'Please choose a category' })
  category: ContactCategory;

  @ApiProperty({ example: 'Question about a listing in Lekki' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Subject is required' })
  @MaxLength(200)
  subject: string;

  @ApiProperty({ example: 'Hello, I would like to know…' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(5000)
  message: string;
}
