import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isStrongPassword, MESSAGES, SELF_SERVICE_ROLES } from '@rentnaija/shared';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
} from 'class-validator';
import { EMAIL_PATTERN } from '@rentnaija/shared';

// class-validator runs a property's validators from the bottom up and stops at the first error
// (stopAtFirstError), so the required checks sit nearest the property.
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

function IsStrongPassword() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isStrongPassword',
      target: object.constructor,
      propertyName,
      options: { message: MESSAGES.passwordWeak },
      validator: { validate: (v: unknown) => typeof v === 'string' && isStrongPassword(v) },
    });
}

export class RegisterDto {
  @ApiProperty({ example: 'Adaeze Okafor' })
  @Transform(trim)
  @MaxLength(120)
  @IsNotEmpty({ message: MESSAGES.nameRequired })
  @IsString({ message: MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ example: 'adaeze@example.com' })
  @Transform(trim)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  @MaxLength(254)
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsString({ message: MESSAGES.emailRequired })
  email: string;

  @ApiProperty({
    example: 'Rentals#2026',
    description: '8+ characters with upper, lower, digit and special',
  })
  @IsStrongPassword()
  @MaxLength(128)
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString({ message: MESSAGES.passwordRequired })
  password: string;

  @ApiProperty({ enum: SELF_SERVICE_ROLES })
  @IsIn(SELF_SERVICE_ROLES, { message: 'Role must be tenant or landlord' })
  role: (typeof SELF_SERVICE_ROLES)[number];
}

export class LoginDto {
  @ApiProperty({ example: 'tenant@example.com' })
  @Transform(trim)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.loginEmailInvalid })
  @MaxLength(254)
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsString({ message: MESSAGES.emailRequired })
  email: string;

  @ApiProperty({ example: 'Rentals#2026' })
  @MaxLength(128)
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString({ message: MESSAGES.passwordRequired })
  password: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

export class TokenDto {
  @ApiProperty()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Token is required' })
  @IsString()
  token: string;
}

export class RefreshDto {
  @ApiProperty()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Refresh token is required' })
  @IsString()
  refreshToken: string;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(200)
  @IsString()
  refreshToken?: string;
}

export class EmailDto {
  @ApiProperty({ example: 'tenant@example.com' })
  @Transform(trim)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  @MaxLength(254)
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsString({ message: MESSAGES.emailRequired })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @MaxLength(200)
  @IsNotEmpty({ message: 'Token is required' })
  @IsString()
  token: string;

  @ApiProperty({ example: 'NewRentals#2026' })
  @IsStrongPassword()
  @MaxLength(128)
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString({ message: MESSAGES.passwordRequired })
  password: string;
}
