import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONVERSATION_REPORT_STATUSES,
  type ConversationReportStatus,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_PAGE,
  REPORT_REASON_MAX_LENGTH,
} from '@rentnaija/shared';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { ApiUuid } from '../../../common/http/api-property.js';
import { PageQueryDto } from '../../../common/http/page-query.js';
import { Nullable, Optional, Trim } from '../../../common/http/validators.js';

export const CONVERSATIONS_PER_PAGE = 30;

/** A message's text: trimmed, not blank, at most MESSAGE_MAX_LENGTH characters. */
const MessageText = (field: string) =>
  applyDecorators(
    Trim(),
    IsString({ message: 'Please write a message' }),
    IsNotEmpty({ message: 'Please write a message' }),
    MaxLength(MESSAGE_MAX_LENGTH, {
      message: `A message can be at most ${MESSAGE_MAX_LENGTH} characters`,
    }),
    ApiProperty({ description: `${field}, 1 to ${MESSAGE_MAX_LENGTH} characters once trimmed` }),
  );

export class StartConversationDto {
  @ApiUuid({ description: 'The listing the conversation is about' })
  @IsUUID('all', { message: 'propertyId must be a property id' })
  propertyId: string;

  @MessageText('The first message')
  message: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Landlords only: the tenant to write to. Allowed when that tenant already has a conversation (or an application) about this listing.',
  })
  @Optional()
  @IsUUID('all', { message: 'tenantId must be a user id' })
  tenantId?: string;
}

export class SendMessageDto {
  @MessageText('The message')
  content: string;
}

/** `q` searches the other party; `page` and `perPage` (default CONVERSATIONS_PER_PAGE). */
export class ListConversationsDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "Search by the other party's name or email" })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(100, { message: 'Search text can be at most 100 characters' })
  q?: string;
}

export class ListMessagesDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Return the messages before this one (older pages)',
  })
  @Optional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;

  @ApiPropertyOptional({ default: MESSAGES_PER_PAGE, maximum: 100 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'limit must be a whole number from 1 to 100' })
  limit?: number;
}

export class ReportConversationDto {
  @ApiProperty({ description: `Why, 1 to ${REPORT_REASON_MAX_LENGTH} characters` })
  @Trim()
  @IsString({ message: 'Please tell us what happened' })
  @IsNotEmpty({ message: 'Please tell us what happened' })
  @MaxLength(REPORT_REASON_MAX_LENGTH, {
    message: `A report can be at most ${REPORT_REASON_MAX_LENGTH} characters`,
  })
  reason: string;
}

export class AdminUpdateReportDto {
  @ApiProperty({ enum: CONVERSATION_REPORT_STATUSES })
  @IsIn(CONVERSATION_REPORT_STATUSES, {
    message: `status must be one of ${CONVERSATION_REPORT_STATUSES.join(', ')}`,
  })
  status: ConversationReportStatus;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'What staff did about it' })
  @Nullable()
  @Trim()
  @IsString()
  @MaxLength(2000, { message: 'A note can be at most 2000 characters' })
  note?: string | null;
}
