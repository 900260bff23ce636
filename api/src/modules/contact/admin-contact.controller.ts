import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { AdminContactService } from './admin-contact.service.js';
import { ContactMessageDetailDto, ContactMessageDto } from './dto/contact.response.js';
import { AdminUpdateContactDto, ContactReplyDto } from './dto/admin-contact.dto.js';

/** The console's contact messages: support and admins read, move and answer them. */
@ApiTags('admin')
@Controller('admin/contact-messages')
@Roles('admin', 'support')
export class AdminContactController {
  constructor(private readonly contact: AdminContactService) {}

  @Get()
  @ApiOperation({ summary: 'List contact messages (console)' })
  @ApiAdminList(ContactMessageDto)
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply) {
    return this.contact.list(query, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact message with its replies (console)' })
  @ApiOkResponse({ type: ContactMessageDetailDto })
  @ApiErrors(400, 404)
  get(@IdParam() id: string) {
    return this.contact.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Move a contact message to another status (audited)' })
  @ApiOkResponse({ type: ContactMessageDetailDto })
  @ApiErrors(400, 404)
  update(
    @CurrentUser() actor: AuthUser,
    @IdParam() id: string,
    @Body() dto: AdminUpdateContactDto,
  ) {
    return this.contact.updateStatus(actor, id, dto);
  }

  /** Emails a reply to the sender; the reply is kept with the message and audited. */
  @PostOk(':id/reply')
  @ApiOperation({ summary: 'Email a reply to the sender (audited)' })
  @ApiOkResponse({ type: ContactMessageDetailDto })
  @ApiErrors(400, 404)
  reply(@CurrentUser() actor: AuthUser, @IdParam() id: string, @Body() dto: ContactReplyDto) {
    return this.contact.reply(actor, id, dto.message);
  }
}
