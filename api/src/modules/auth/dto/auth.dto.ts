import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES, SELF_SERVICE_ROLES } from '@rentnaija/shared';
import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import {
  NewPassword,
  Optional,
  RequiredEmail,
  RequiredString,
  RequiredText,
} from '../../../common/http/validators.js';

export class RegisterDto {
  @ApiProperty({ example: 'Adaeze Okafor' })
  @RequiredText(MESSAGES.nameRequired, 120)
  name: string;

  @ApiProperty({ example: 'adaeze@example.com' })
  @RequiredEmail()
  email: string;

  @ApiProperty({
    example: 'Rentals#2026',
    description: '8+ characters with upper, lower, digit and special',
  })
  @NewPassword()
  password: string;

  @ApiProperty({ enum: SELF_SERVICE_ROLES })
  @IsIn(SELF_SERVICE_ROLES, { message: 'Role must be tenant or landlord' })
  role: (typeof SELF_SERVICE_ROLES)[number];
}

export class LoginDto {
  @ApiProperty({ example: 'tenant@example.com' })
  @RequiredEmail(MESSAGES.loginEmailInvalid)
  email: string;

  /** Taken as typed: spaces are part of a password. */
  @ApiProperty({ example: 'Rentals#2026' })
  @RequiredString(MESSAGES.passwordRequired, 128)
  password: string;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean()
  rememberMe?: boolean;
}

export class TokenDto {
  @ApiProperty()
  @RequiredText('Token is required', 200)
  token: string;
}

export class RefreshDto {
  @ApiProperty()
  @RequiredText('Refresh token is required', 200)
  refreshToken: string;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @Optional()
  @IsString()
  @MaxLength(200)
  refreshToken?: string;
}

export class EmailDto {
  @ApiProperty({ example: 'tenant@example.com' })
  @RequiredEmail()
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @RequiredText('Token is required', 200)
  token: string;

  @ApiProperty({ example: 'NewRentals#2026' })
  @NewPassword()
  password: string;
}
