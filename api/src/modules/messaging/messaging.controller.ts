import { Body, Controller, Get, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles, SignedIn } from '../../common/decorators/roles.decorator.js';
import { badRequest } from '../../common/exceptions/domain.exception.js';
import { ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { RateLimit, userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import {
  ListConversationsDto,
  ListMessagesDto,
  ReportConversationDto,
  SendMessageDto,
  StartConversationDto,
} from './dto/conversation.dto.js';
import {
  ConversationReadResponseDto,
  ConversationReportResponseDto,
  ConversationResponseDto,
  ConversationsResponseDto,
  ConversationMessageDto,
  ConversationMessagesPageDto,
  UnreadCountResponseDto,
} from './dto/conversation.response.js';
import { MessagingService } from './messaging.service.js';

/** Messages a user may send: a brisk conversation, not a script (counted across instances). */
export const MESSAGE_SENDS: RateRule = { name: 'message-sends', points: 30, durationSeconds: 60 };
/** Reports a user may file. */
const REPORTS: RateRule = { name: 'conversation-reports', points: 10, durationSeconds: 3600 };

const messageLimit = {
  rule: MESSAGE_SENDS,
  by: userOrAddress,
  message: (seconds: number) =>
    `You are sending messages too quickly. Please wait ${seconds} seconds and try again.`,
  code: 'TOO_MANY_MESSAGES',
};

/** The signed-in user's conversations; another user's conversation answers 404. */
@ApiTags('messaging')
@SignedIn()
@Controller('conversations')
export class MessagingController {
  constructor(private readonly messaging: MessagingService) {}

  @Roles('tenant', 'landlord')
  @RateLimit(messageLimit)
  @Post()
  @ApiOperation({
    summary:
      'Start a conversation about a listing with its first message (tenants; landlords with `tenantId` of a tenant who engaged with the listing). An existing conversation is reused.',
  })
  @ApiCreatedResponse({ type: ConversationResponseDto, description: 'A new conversation' })
  @ApiOkResponse({ type: ConversationResponseDto, description: 'The existing conversation' })
  @ApiErrors(400, 404)
  async start(
    @CurrentUser() user: AuthUser,
    @Body() dto: StartConversationDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    let result;
    if (user.role === 'landlord') {
      if (!dto.tenantId) {
        throw badRequest('tenantId is required', [
          { field: 'tenantId', message: 'Choose the tenant to write to' },
        ]);
      }
      result = await this.messaging.startAsLandlord(
        user,
        dto.propertyId,
        dto.tenantId,
        dto.message,
      );
    } else {
      if (dto.tenantId !== undefined) {
        throw badRequest('tenantId is for landlords', [
          { field: 'tenantId', message: 'Leave tenantId out: you write as the tenant' },
        ]);
      }
      result = await this.messaging.startAsTenant(user, dto.propertyId, dto.message);
    }
    res.status(result.created ? HttpStatus.CREATED : HttpStatus.OK);
    return result.conversation;
  }

  @Get()
  @ApiOperation({
    summary:
      "The signed-in user's conversations, newest activity first, with unread counts; `q` searches the other party",
  })
  @ApiOkResponse({ type: ConversationsResponseDto })
  @ApiErrors(400)
  list(@CurrentUser() user: AuthUser, @Query() query: ListConversationsDto) {
    return this.messaging.list(user, query);
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'Unread messages in all of the signed-in user’s conversations' })
  @ApiOkResponse({ type: UnreadCountResponseDto })
  async unreadCount(@CurrentUser() user: AuthUser) {
    return { unreadCount: await this.messaging.unreadTotal(user) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the signed-in user’s conversations' })
  @ApiOkResponse({ type: ConversationResponseDto })
  @ApiErrors(400, 404)
  get(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.messaging.get(user, id);
  }

  @Get(':id/messages')
  @ApiOperation({
    summary: 'A page of messages in time order: the newest, or those before `before`',
  })
  @ApiOkResponse({ type: ConversationMessagesPageDto })
  @ApiErrors(400, 404)
  messages(@CurrentUser() user: AuthUser, @IdParam() id: string, @Query() query: ListMessagesDto) {
    return this.messaging.messages(user, id, query);
  }

  @RateLimit(messageLimit)
  @Post(':id/messages')
  @ApiOperation({ summary: 'Send a message; both parties receive `message.created` live' })
  @ApiCreatedResponse({ type: ConversationMessageDto })
  @ApiErrors(400, 404)
  send(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: SendMessageDto) {
    return this.messaging.send(user, id, dto.content);
  }

  @PostOk(':id/read')
  @ApiOperation({
    summary:
      "Mark the other party's messages read (read receipts); both parties receive `conversation.read`",
  })
  @ApiOkResponse({ type: ConversationReadResponseDto })
  @ApiErrors(400, 404)
  read(@CurrentUser() user: AuthUser, @IdParam() id: string) {
    return this.messaging.markRead(user, id);
  }

  @RateLimit({ rule: REPORTS, by: userOrAddress })
  @Post(':id/report')
  @ApiOperation({ summary: 'Report the conversation to our team, who may then read it' })
  @ApiCreatedResponse({ type: ConversationReportResponseDto })
  @ApiErrors(400, 404, 409)
  report(@CurrentUser() user: AuthUser, @IdParam() id: string, @Body() dto: ReportConversationDto) {
    return this.messaging.report(user, id, dto.reason);
  }
}
