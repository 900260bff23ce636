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
  @IsString({ message: MESSAGES.nameRequired })
  @IsNotEmpty({ message: MESSAGES.nameRequired })
  @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'adaeze@example.com' })
  @Transform(trim)
  @IsString({ message: MESSAGES.emailRequired })
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  email: string;

  @ApiProperty({
    example: 'Rentals#2026',
    description: '8+ characters with upper, lower, digit and special',
  })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MaxLength(128)
  @IsStrongPassword()
  password: string;

  @ApiProperty({ enum: SELF_SERVICE_ROLES })
  @IsIn(SELF_SERVICE_ROLES, { message: 'Role must be tenant or landlord' })
  role: (typeof SELF_SERVICE_ROLES)[number];
}

export class LoginDto {
  @ApiProperty({ example: 'tenant@example.com' })
  @Transform(trim)
  @IsString({ message: MESSAGES.emailRequired })
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.loginEmailInvalid })
  email: string;

  @ApiProperty({ example: 'Rentals#2026' })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MaxLength(128)
  password: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

export class TokenDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Token is required' })
  @MaxLength(200)
  token: string;
}

export class RefreshDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Refresh token is required' })
  @MaxLength(200)
  refreshToken: string;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refreshToken?: string;
}

export class EmailDto {
  @ApiProperty({ example: 'tenant@example.com' })
  @Transform(trim)
  @IsString({ message: MESSAGES.emailRequired })
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: MESSAGES.emailInvalid })
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Token is required' })
  @MaxLength(200)
  token: string;

  @ApiProperty({ example: 'NewRentals#2026' })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MaxLength(128)
  @IsStrongPassword()
  password: string;
}
