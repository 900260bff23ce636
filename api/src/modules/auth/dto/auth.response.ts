import { ApiProperty } from '@nestjs/swagger';
import type { AuthTokens, LoginResponse, RegisterResponse } from '@rentnaija/shared';
import { ApiTimestamp } from '../../../common/http/api-property.js';
import { MessageResponseDto } from '../../../common/http/openapi.js';
import { UserResponseDto } from '../../users/dto/user.response.js';

export class AuthTokensDto implements AuthTokens {
  @ApiProperty({ description: 'Short-lived JWT for the Authorization header' })
  accessToken: string;

  @ApiProperty({ description: 'Seconds until the access token expires', example: 900 })
  expiresIn: number;

  @ApiProperty({ description: 'Opaque, rotating: each refresh answers a new one' })
  refreshToken: string;

  @ApiTimestamp({ description: 'When the whole session ends' })
  sessionExpiresAt: string;
}

export class LoginResponseDto extends AuthTokensDto implements LoginResponse {
  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;
}

/** Confirming an email signs the user in. */
export class ConfirmEmailResponseDto extends LoginResponseDto {
  @ApiProperty()
  message: string;
}

export class RegisterResponseDto implements RegisterResponse {
  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;

  @ApiProperty({ description: 'Always true: the email must be confirmed before signing in' })
  confirmationRequired: boolean;

  @ApiProperty()
  message: string;
}

export class ResetTokenCheckDto {
  @ApiProperty({ enum: [true], description: 'The link still works (otherwise an error answers)' })
  valid: true;
}

export { MessageResponseDto };
