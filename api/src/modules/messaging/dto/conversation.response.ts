import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  CONVERSATION_REPORT_STATUSES,
  type ConversationDto,
  type ConversationPartyDto,
  type ConversationReadEvent,
  type ConversationReportStatus,
  type ConversationsResponse,
  type MessageDto,
  type MessagesPageResponse,
} from '@rentnaija/shared';
import { ApiTimestamp, ApiUuid } from '../../../common/http/api-property.js';
import { PaginationDto } from '../../../common/http/openapi.js';
import { ListingSummaryDto } from '../../properties/dto/listing-summary.response.js';
import { UserRefDto } from '../../users/dto/user.response.js';

export class ConversationPartyResponseDto extends UserRefDto implements ConversationPartyDto {
  @ApiProperty({ enum: ['tenant', 'landlord'] })
  role: 'tenant' | 'landlord';
}

export class ConversationPropertyDto extends PickType(ListingSummaryDto, [
  'id',
  'title',
  'location',
  'image',
] as const) {}

/** One conversation as its signed-in party sees it. */
export class ConversationResponseDto implements ConversationDto {
  @ApiUuid()
  id: string;

  @ApiProperty({ type: ConversationPropertyDto })
  property: ConversationPropertyDto;

  @ApiUuid()
  tenantId: string;

  @ApiUuid()
  landlordId: string;

  @ApiProperty({ type: ConversationPartyResponseDto })
  otherParty: ConversationPartyResponseDto;

  @ApiTimestamp()
  lastMessageAt: string;

  @ApiProperty({ description: 'The first 100 characters of the last message' })
  lastMessagePreview: string;

  @ApiProperty({ description: 'Whether the signed-in user sent the last message' })
  lastMessageMine: boolean;

  @ApiProperty({ description: 'Messages from the other party not read yet' })
  unreadCount: number;

  @ApiTimestamp()
  createdAt: string;
}

export class ConversationsResponseDto implements ConversationsResponse {
  @ApiProperty({ type: [ConversationResponseDto] })
  data: ConversationResponseDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;

  @ApiProperty({ description: 'Unread messages in all of the user’s conversations' })
  unreadTotal: number;
}

export class UnreadCountResponseDto {
  @ApiProperty({ description: 'Unread messages in all of the user’s conversations' })
  unreadCount: number;
}

export class ConversationMessageDto implements MessageDto {
  @ApiUuid()
  id: string;

  @ApiUuid()
  conversationId: string;

  @ApiUuid()
  senderId: string;

  @ApiProperty()
  content: string;

  @ApiProperty({ enum: ['text'] })
  type: 'text';

  @ApiTimestamp({ nullable: true })
  readAt: string | null;

  @ApiTimestamp()
  createdAt: string;
}

export class ConversationMessagesPageDto implements MessagesPageResponse {
  @ApiProperty({ type: [ConversationMessageDto], description: 'In time order, oldest first' })
  data: ConversationMessageDto[];

  @ApiProperty({ description: 'Whether older messages exist (ask with `before`)' })
  hasMore: boolean;
}

export class ConversationReadResponseDto implements ConversationReadEvent {
  @ApiUuid()
  conversationId: string;

  @ApiUuid()
  readerId: string;

  @ApiTimestamp()
  readAt: string;

  @ApiProperty({ type: [String], description: 'The messages marked read now' })
  messageIds: string[];
}

export class ConversationReportResponseDto {
  @ApiUuid()
  id: string;

  @ApiUuid()
  conversationId: string;

  @ApiProperty()
  reason: string;

  @ApiProperty({ enum: CONVERSATION_REPORT_STATUSES })
  status: ConversationReportStatus;

  @ApiTimestamp()
  createdAt: string;
}

/** A report as the console lists it. */
export class AdminConversationReportDto extends ConversationReportResponseDto {
  @ApiProperty({ type: ConversationPartyResponseDto })
  reporter: ConversationPartyResponseDto;

  @ApiProperty({ type: ConversationPropertyDto })
  property: ConversationPropertyDto;

  @ApiProperty({ type: ConversationPartyResponseDto })
  tenant: ConversationPartyResponseDto;

  @ApiProperty({ type: ConversationPartyResponseDto })
  landlord: ConversationPartyResponseDto;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiUuid({ nullable: true })
  handledById: string | null;

  @ApiTimestamp({ nullable: true })
  handledAt: string | null;

  @ApiTimestamp()
  updatedAt: string;
}

/** A report with the conversation's messages: what staff read to decide. */
export class AdminConversationReportDetailDto extends AdminConversationReportDto {
  @ApiProperty({ type: [ConversationMessageDto], description: 'Every message, oldest first' })
  messages: ConversationMessageDto[];
}
