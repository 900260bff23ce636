import { Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { OutboxEntry } from '../jobs/entities/outbox-entry.entity.js';
import { JobName } from '../jobs/jobs.js';
import { EMAIL_OUTBOX_LIST, toEmailOutboxDto } from './email-outbox.js';

/**
 * The console's email outbox: every email and its delivery, for support ("I never got the
 * link") and admins. One-time links are sealed, so what staff read here is never usable.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/email-outbox')
@Roles('admin', 'support')
export class AdminEmailOutboxController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private emails() {
    return this.dataSource
      .getRepository(OutboxEntry)
      .createQueryBuilder('e')
      .where('e.job_name = :job', { job: JobName.SendEmail });
  }

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await findAdminPage(this.emails(), query, EMAIL_OUTBOX_LIST);
    return sendAdminPage(res, 'email-outbox', page, toEmailOutboxDto);
  }

  @Get(':id')
  async get(@Param('id', ParseUUIDPipe) id: string) {
    const row = await this.emails().andWhere('e.id = :id', { id }).getOne();
    if (!row) throw notFound('Email not found');
    return toEmailOutboxDto(row);
  }
}
