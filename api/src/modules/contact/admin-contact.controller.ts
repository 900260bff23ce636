import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { AdminContactService } from './admin-contact.service.js';
import { AdminUpdateContactDto, ContactReplyDto } from './dto/admin-contact.dto.js';

/** The console's contact messages: support and admins read, move and answer them. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/contact-messages')
@Roles('admin', 'support')
export class AdminContactController {
  constructor(private readonly contact: AdminContactService) {}

  @Get()
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return this.contact.list(query, res);
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.contact.get(id);
  }

  @Put(':id')
  update(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminUpdateContactDto,
  ) {
    return this.contact.updateStatus(actor, id, dto);
  }

  /** Emails a reply to the sender; the reply is kept with the message and audited. */
  @Post(':id/reply')
  @HttpCode(HttpStatus.OK)
  reply(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: ContactReplyDto,
  ) {
    return this.contact.reply(actor, id, dto.message);
  }
}
