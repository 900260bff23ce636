import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthTokens, LoginResponse, RegisterResponse } from '@rentnaija/shared';
import type { Request } from 'express';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/roles.decorator.js';
import {
  bodyField,
  clientAddress,
  RateLimit,
} from '../../common/rate-limit/rate-limit.decorator.js';
import { AUTH_LIMITS as L } from './auth.limits.js';
import { AuthService, type ClientInfo, type ConfirmEmailResponse } from './auth.service.js';
import {
  EmailDto,
  LoginDto,
  LogoutDto,
  RefreshDto,
  RegisterDto,
  ResetPasswordDto,
  TokenDto,
} from './dto/auth.dto.js';

const clientOf = (req: Request): ClientInfo => ({
  ip: req.ip ?? 'unknown',
  userAgent: req.get('user-agent'),
});

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @RateLimit(
    { rule: L.registerPerEmail, by: bodyField('email') },
    { rule: L.registerPerAddress, by: clientAddress },
  )
  register(@Body() dto: RegisterDto): Promise<RegisterResponse> {
    return this.auth.register(dto);
  }

  @Public()
  @Post('confirm-email')
  @RateLimit({ rule: L.confirmPerAddress, by: clientAddress })
  @HttpCode(HttpStatus.OK)
  confirmEmail(@Body() dto: TokenDto, @Req() req: Request): Promise<ConfirmEmailResponse> {
    return this.auth.confirmEmail(dto.token, clientOf(req));
  }

  @Public()
  @Post('resend-confirmation')
  @RateLimit(
    { rule: L.resendPerEmail, by: bodyField('email') },
    { rule: L.resendPerAddress, by: clientAddress },
  )
  @HttpCode(HttpStatus.OK)
  resendConfirmation(@Body() dto: EmailDto) {
    return this.auth.resendConfirmation(dto.email);
  }

  @Public()
  @Post('login')
  @RateLimit({ rule: L.loginPerAddress, by: clientAddress })
  @HttpCode(HttpStatus.OK)
  login(@Body() dto: LoginDto, @Req() req: Request): Promise<LoginResponse> {
    return this.auth.login(dto, clientOf(req));
  }

  @Public()
  @Post('refresh')
  @RateLimit({ rule: L.refreshPerAddress, by: clientAddress })
  @HttpCode(HttpStatus.OK)
  refresh(@Body() dto: RefreshDto): Promise<AuthTokens> {
    return this.auth.refresh(dto.refreshToken);
  }

  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@CurrentUser() user: AuthUser, @Body() _dto: LogoutDto): Promise<void> {
    await this.auth.logout(user.sessionId);
  }

  @Public()
  @Post('forgot-password')
  @RateLimit(
    { rule: L.forgotPerEmail, by: bodyField('email') },
    { rule: L.forgotPerAddress, by: clientAddress },
  )
  @HttpCode(HttpStatus.OK)
  forgotPassword(@Body() dto: EmailDto) {
    return this.auth.forgotPassword(dto.email);
  }

  /** Tells the reset page whether its link still works (used, replaced or expired links do not). */
  @Public()
  @Post('reset-password/check')
  @RateLimit({ rule: L.resetCheckPerAddress, by: clientAddress })
  @HttpCode(HttpStatus.OK)
  checkResetToken(@Body() dto: TokenDto) {
    return this.auth.checkResetToken(dto.token);
  }

  @Public()
  @Post('reset-password')
  @RateLimit({ rule: L.resetPerAddress, by: clientAddress })
  @HttpCode(HttpStatus.OK)
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.auth.resetPassword(dto.token, dto.password);
  }
}
