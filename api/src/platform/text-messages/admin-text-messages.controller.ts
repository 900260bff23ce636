import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam } from '../../common/http/routes.js';
import { TextMessageResponseDto } from './dto/text-channel.dto.js';
import { TextMessage } from './entities/text-message.entity.js';

const TEXT_MESSAGES_LIST: AdminListSpec = {
  sortable: ['createdAt', 'to', 'channel'],
  exact: ['channel', 'to'],
  search: ['to', 'shownBody'],
};

const toDto = (row: TextMessage): TextMessageResponseDto => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  body: row.shownBody,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The texts the sandbox sender recorded (the default without a provider): support reads what
 * a user was sent, with verification codes redacted. Read-only.
 */
@ApiTags('admin')
@Controller('admin/text-messages')
@Roles('admin', 'support')
export class AdminTextMessagesController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private rows() {
    return this.dataSource.getRepository(TextMessage).createQueryBuilder('t');
  }

  @Get()
  @ApiOperation({ summary: 'List texts recorded by the sandbox sender (console)' })
  @ApiAdminList(TextMessageResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const page = await findAdminPage(this.rows(), query, TEXT_MESSAGES_LIST);
    return sendAdminPage(res, 'text-messages', page, toDto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One recorded text (console; codes redacted)' })
  @ApiOkResponse({ type: TextMessageResponseDto })
  @ApiErrors(400, 404)
  async get(@IdParam() id: string) {
    const row = await this.rows().where('t.id = :id', { id }).getOne();
    if (!row) throw notFound('Text message not found');
    return toDto(row);
  }
}
