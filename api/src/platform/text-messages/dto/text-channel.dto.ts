import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PHONE_CODE_LENGTH,
  type TextChannel,
  TEXT_CHANNELS,
  type TextPreferencesDto,
} from '@rentnaija/shared';
import { IsBoolean, IsIn, IsString, Matches } from 'class-validator';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { IsNigerianPhone, Optional, Trim } from '../../../common/http/validators.js';

export class StartPhoneVerificationDto {
  @ApiPropertyOptional({
    example: '08031234567',
    description: "The number to verify; the profile's phone when left out",
  })
  @Optional()
  @Trim()
  @IsString()
  @IsNigerianPhone()
  phone?: string;

  @ApiPropertyOptional({ enum: TEXT_CHANNELS, default: 'sms' })
  @Optional()
  @IsIn(TEXT_CHANNELS, { message: `channel must be one of ${TEXT_CHANNELS.join(', ')}` })
  channel?: TextChannel;
}

export class ConfirmPhoneDto {
  @ApiProperty({ example: '042917' })
  @Trim()
  @IsString({ message: 'Enter the code from the text' })
  @Matches(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), {
    message: `The code is ${PHONE_CODE_LENGTH} digits`,
  })
  code: string;
}

export class UpdateTextChannelsDto {
  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  sms?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean()
  whatsapp?: boolean;
}

export class TextPreferencesResponseDto implements TextPreferencesDto {
  @ApiProperty({ type: String, nullable: true, example: '+2348031234567' })
  phone: string | null;

  @ApiProperty()
  phoneVerified: boolean;

  @ApiTimestamp({ nullable: true })
  phoneVerifiedAt: string | null;

  @ApiProperty({ description: 'Texts by SMS' })
  sms: boolean;

  @ApiProperty({ description: 'Texts by WhatsApp' })
  whatsapp: boolean;
}

export class PhoneCodeSentDto {
  @ApiProperty({ example: '+2348031234567' })
  phone: string;

  @ApiTimestamp()
  expiresAt: string;
}

/** A text the sandbox recorded, as the console shows it (codes redacted). */
export class TextMessageResponseDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ enum: TEXT_CHANNELS })
  channel: string;

  @ApiProperty({ example: '+2348031234567' })
  to: string;

  @ApiProperty({ description: 'The text, with verification codes redacted' })
  body: string;

  @ApiTimestamp()
  createdAt: string;
}
