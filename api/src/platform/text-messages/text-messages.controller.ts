import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { SignedIn } from '../../common/decorators/roles.decorator.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { PostOk } from '../../common/http/routes.js';
import { normalisePhone } from '@rentnaija/shared';
import {
  type KeyOf,
  RateLimit,
  userOrAddress,
} from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import {
  ConfirmPhoneDto,
  PhoneCodeSentDto,
  StartPhoneVerificationDto,
  TextPreferencesResponseDto,
  UpdateTextChannelsDto,
} from './dto/text-channel.dto.js';
import { TextMessagesService } from './text-messages.service.js';

/** Texts cost money and a code is a target: a few per hour per account. */
const CODES_PER_USER: RateRule = { name: 'phone-code-user', points: 5, durationSeconds: 3600 };
/** However many accounts ask, one number gets a few codes a day (nobody is texted into a flood). */
const CODES_PER_NUMBER: RateRule = {
  name: 'phone-code-number',
  points: 8,
  durationSeconds: 24 * 3600,
};
/** The number a code is asked for, however it is typed (none: the profile's, counted per user). */
const phoneNumber: KeyOf = (req) => {
  const value = (req.body as { phone?: unknown } | undefined)?.phone;
  return typeof value === 'string' && value.trim() ? `phone:${normalisePhone(value)}` : undefined;
};
const CONFIRMS_PER_USER: RateRule = {
  name: 'phone-confirm-user',
  points: 30,
  durationSeconds: 3600,
};

/** The signed-in user's phone and text-message channels (SMS, WhatsApp). */
@ApiTags('users')
@SignedIn()
@Controller('users/me')
export class TextMessagesController {
  constructor(private readonly texts: TextMessagesService) {}

  @Get('text-channels')
  @ApiOperation({ summary: 'Own phone verification and text-message channels' })
  @ApiOkResponse({ type: TextPreferencesResponseDto })
  preferences(@CurrentUser() user: AuthUser) {
    return this.texts.preferences(user.id);
  }

  @Patch('text-channels')
  @ApiOperation({ summary: 'Turn SMS or WhatsApp texts on or off (needs a verified phone)' })
  @ApiOkResponse({ type: TextPreferencesResponseDto })
  @ApiErrors(400, 409)
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateTextChannelsDto) {
    return this.texts.updatePreferences(user.id, dto);
  }

  @PostOk('phone/verify')
  @ApiOperation({ summary: 'Text a 6-digit code to a phone number (valid 10 minutes)' })
  @ApiOkResponse({ type: PhoneCodeSentDto })
  @ApiErrors(400)
  @RateLimit(
    { rule: CODES_PER_USER, by: userOrAddress },
    { rule: CODES_PER_NUMBER, by: phoneNumber },
  )
  verify(@CurrentUser() user: AuthUser, @Body() dto: StartPhoneVerificationDto) {
    return this.texts.startVerification(user.id, dto.phone, dto.channel ?? 'sms');
  }

  @PostOk('phone/confirm')
  @ApiOperation({ summary: 'Confirm the phone number with the code (5 tries per code)' })
  @ApiOkResponse({ type: TextPreferencesResponseDto })
  @ApiErrors(400)
  @RateLimit({ rule: CONFIRMS_PER_USER, by: userOrAddress })
  confirm(@CurrentUser() user: AuthUser, @Body() dto: ConfirmPhoneDto) {
    return this.texts.confirm(user.id, dto.code);
  }
}
