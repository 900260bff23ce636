import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { type AuthUser, CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { conflict, notFound } from '../../common/exceptions/domain.exception.js';
import { findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { ApiAdminList, ApiErrors } from '../../common/http/openapi.js';
import { IdParam, PostOk } from '../../common/http/routes.js';
import { OutboxEntry } from '../jobs/entities/outbox-entry.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { JobName } from '../jobs/jobs.js';
import { OutboxService } from '../jobs/outbox.service.js';
import { EmailOutboxResponseDto } from './dto/email-outbox.response.js';
import { EMAIL_OUTBOX_LIST, toEmailOutboxDto } from './email-outbox.js';

/**
 * The console's email outbox: every email and its delivery, for support ("I never got the
 * link") and admins. One-time links are sealed, so what staff read here is never usable.
 */
@ApiTags('admin')
@Controller('admin/email-outbox')
@Roles('admin', 'support')
export class AdminEmailOutboxController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  private emails() {
    return this.dataSource
      .getRepository(OutboxEntry)
      .createQueryBuilder('e')
      .where('e.job_name = :job', { job: JobName.SendEmail });
  }

  @Get()
  @ApiOperation({ summary: 'List emails and their delivery (console)' })
  @ApiAdminList(EmailOutboxResponseDto)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const page = await findAdminPage(this.emails(), query, EMAIL_OUTBOX_LIST);
    return sendAdminPage(res, 'email-outbox', page, toEmailOutboxDto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One email (console; one-time links redacted)' })
  @ApiOkResponse({ type: EmailOutboxResponseDto })
  @ApiErrors(400, 404)
  async get(@IdParam() id: string) {
    const row = await this.emails().andWhere('e.id = :id', { id }).getOne();
    if (!row) throw notFound('Email not found');
    return toEmailOutboxDto(row);
  }

  /**
   * Gives a failed email a fresh set of attempts (admins only; pending and sent emails are
   * refused with 409). Audited.
   */
  @PostOk(':id/retry')
  @ApiOperation({ summary: 'Retry a failed email (admins; audited)' })
  @ApiOkResponse({ type: EmailOutboxResponseDto })
  @ApiErrors(400, 404, 409)
  @Roles('admin')
  async retry(@CurrentUser() actor: AuthUser, @IdParam() id: string) {
    await this.dataSource.transaction(async (m) => {
      const row = await m
        .getRepository(OutboxEntry)
        .createQueryBuilder('e')
        .setLock('pessimistic_write')
        .where('e.id = :id AND e.job_name = :job', { id, job: JobName.SendEmail })
        .getOne();
      if (!row) throw notFound('Email not found');
      if (!(await this.outbox.retry(m, id))) {
        throw conflict('Only failed emails can be retried.', 'EMAIL_NOT_FAILED');
      }
      await this.audit.record(m, actor, {
        action: 'email.retry',
        entityType: 'email',
        entityId: id,
        before: { status: 'failed', attempts: row.attempts, lastError: row.lastError },
        after: { status: 'pending' },
      });
    });
    return this.get(id);
  }
}
