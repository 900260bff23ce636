import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthTokens, LoginResponse, RegisterResponse } from '@rentnaija/shared';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/roles.decorator.js';
import {
  bodyField,
  clientAddress,
  RateLimit,
} from '../../common/rate-limit/rate-limit.decorator.js';
import { ApiErrors, ApiNoContent } from '../../common/http/openapi.js';
import { PostOk } from '../../common/http/routes.js';
import { NoIdempotency } from '../../platform/idempotency/idempotency.interceptor.js';
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
import {
  AuthTokensDto,
  ConfirmEmailResponseDto,
  LoginResponseDto,
  MessageResponseDto,
  RegisterResponseDto,
  ResetTokenCheckDto,
} from './dto/auth.response.js';

/** A device id as the site makes them (a random UUID); anything else is ignored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

const clientOf = (req: FastifyRequest): ClientInfo => {
  const device = req.headers['x-device-id'];
  return {
    ip: req.ip ?? 'unknown',
    userAgent: req.headers['user-agent'],
    ...(typeof device === 'string' && DEVICE_ID.test(device) ? { deviceId: device } : {}),
  };
};

@ApiTags('auth')
@Controller('auth')
@NoIdempotency('answers carry session tokens')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @ApiOperation({
    summary: 'Create a tenant or landlord account (the email must then be confirmed)',
  })
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiErrors(400, 409)
  @RateLimit(
    { rule: L.registerPerEmail, by: bodyField('email') },
    { rule: L.registerPerAddress, by: clientAddress },
  )
  register(@Body() dto: RegisterDto): Promise<RegisterResponse> {
    return this.auth.register(dto);
  }

  @Public()
  @PostOk('confirm-email')
  @ApiOperation({ summary: 'Confirm an email with the emailed token; signs the user in' })
  @ApiOkResponse({ type: ConfirmEmailResponseDto })
  @ApiErrors(400)
  @RateLimit({ rule: L.confirmPerAddress, by: clientAddress })
  confirmEmail(@Body() dto: TokenDto, @Req() req: FastifyRequest): Promise<ConfirmEmailResponse> {
    return this.auth.confirmEmail(dto.token, clientOf(req));
  }

  @Public()
  @PostOk('resend-confirmation')
  @ApiOperation({ summary: 'Send the confirmation email again' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400)
  @RateLimit(
    { rule: L.resendPerEmail, by: bodyField('email') },
    { rule: L.resendPerAddress, by: clientAddress },
  )
  resendConfirmation(@Body() dto: EmailDto) {
    return this.auth.resendConfirmation(dto.email);
  }

  @Public()
  @PostOk('login')
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors(400, 401, 403)
  @RateLimit({ rule: L.loginPerAddress, by: clientAddress })
  login(@Body() dto: LoginDto, @Req() req: FastifyRequest): Promise<LoginResponse> {
    return this.auth.login(dto, clientOf(req));
  }

  @Public()
  @PostOk('refresh')
  @ApiOperation({ summary: 'Exchange a refresh token for new tokens (rotated)' })
  @ApiOkResponse({ type: AuthTokensDto })
  @ApiErrors(400, 401, 403)
  @RateLimit({ rule: L.refreshPerAddress, by: clientAddress })
  refresh(@Body() dto: RefreshDto): Promise<AuthTokens> {
    return this.auth.refresh(dto.refreshToken);
  }

  @ApiBearerAuth()
  @Post('logout')
  @ApiOperation({ summary: 'Sign out: ends this session' })
  @ApiNoContent()
  @ApiErrors(400, 401)
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@CurrentUser() user: AuthUser, @Body() _dto: LogoutDto): Promise<void> {
    await this.auth.logout(user.sessionId);
  }

  @Public()
  @PostOk('forgot-password')
  @ApiOperation({
    summary: 'Email a password reset link (the same answer whether or not the account exists)',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400)
  @RateLimit(
    { rule: L.forgotPerEmail, by: bodyField('email') },
    { rule: L.forgotPerAddress, by: clientAddress },
  )
  forgotPassword(@Body() dto: EmailDto) {
    return this.auth.forgotPassword(dto.email);
  }

  /** Tells the reset page whether its link still works (used, replaced or expired links do not). */
  @Public()
  @PostOk('reset-password/check')
  @ApiOperation({ summary: 'Check that a reset link still works' })
  @ApiOkResponse({ type: ResetTokenCheckDto })
  @ApiErrors(400)
  @RateLimit({ rule: L.resetCheckPerAddress, by: clientAddress })
  checkResetToken(@Body() dto: TokenDto) {
    return this.auth.checkResetToken(dto.token);
  }

  @Public()
  @PostOk('reset-password')
  @ApiOperation({ summary: 'Set a new password with a reset token' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400)
  @RateLimit({ rule: L.resetPerAddress, by: clientAddress })
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.auth.resetPassword(dto.token, dto.password);
  }
}
