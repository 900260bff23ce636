import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import type { AdminUpdateReportDto } from './dto/conversation.dto.js';
import type {
  AdminConversationReportDetailDto,
  AdminConversationReportDto,
} from './dto/conversation.response.js';
import { ConversationReport } from './entities/conversation-report.entity.js';
import { Message } from './entities/message.entity.js';
import {
  type LoadedConversation,
  toConversationProperty,
  toMessageDto,
  toPartyDto,
} from './messaging.mapper.js';

const REPORTS_LIST: AdminListSpec = {
  sortable: ['createdAt', 'updatedAt', 'status'],
  exact: ['status', 'conversationId'],
  search: ['reason', 'reporterName', 'reporterEmail'],
  fields: { reporterName: 'reporter.name', reporterEmail: 'reporter.email' },
};

/** The most messages a report shows (the newest, in time order). */
const REPORT_MESSAGES_LIMIT = 1000;

type LoadedReport = ConversationReport & {
  reporter: NonNullable<ConversationReport['reporter']>;
  conversation: LoadedConversation;
};

function toAdminDto(r: LoadedReport): AdminConversationReportDto {
  const c = r.conversation;
  return {
    id: r.id,
    conversationId: r.conversationId,
    reason: r.reason,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    note: r.note,
    handledById: r.handledById,
    handledAt: r.handledAt?.toISOString() ?? null,
    reporter: toPartyDto(r.reporter, r.reporterId === c.tenantId ? 'tenant' : 'landlord'),
    property: toConversationProperty(c.property),
    tenant: toPartyDto(c.tenant, 'tenant'),
    landlord: toPartyDto(c.landlord, 'landlord'),
  };
}

/**
 * The console's conversation reports. Staff (support and admins) read a conversation only
 * through a report of it; marking one handled (or open again) is audited, and the reporter is
 * told when it is handled.
 */
@Injectable()
export class AdminConversationReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  private reports(m: EntityManager) {
    return m
      .getRepository(ConversationReport)
      .createQueryBuilder('e')
      .innerJoinAndSelect('e.reporter', 'reporter')
      .innerJoinAndSelect('e.conversation', 'c')
      .innerJoinAndSelect('c.property', 'p')
      .innerJoinAndSelect('c.tenant', 't')
      .innerJoinAndSelect('c.landlord', 'l');
  }

  async list(query: Record<string, unknown>, res: FastifyReply) {
    const page = await findAdminPage(this.reports(this.dataSource.manager), query, REPORTS_LIST);
    return sendAdminPage(res, 'conversation-reports', page, (r) => toAdminDto(r as LoadedReport));
  }

  /** A report with its conversation's messages (the newest REPORT_MESSAGES_LIMIT). */
  async get(id: string): Promise<AdminConversationReportDetailDto> {
    const m = this.dataSource.manager;
    const report = (await this.reports(m)
      .where('e.id = :id', { id })
      .getOne()) as LoadedReport | null;
    if (!report) throw notFound('Report not found', 'REPORT_NOT_FOUND');
    const messages = await m.getRepository(Message).find({
      where: { conversationId: report.conversationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: REPORT_MESSAGES_LIMIT,
    });
    return { ...toAdminDto(report), messages: messages.reverse().map(toMessageDto) };
  }

  async update(
    actor: AuthUser,
    id: string,
    dto: AdminUpdateReportDto,
  ): Promise<AdminConversationReportDetailDto> {
    await this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(ConversationReport);
      const report = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!report) throw notFound('Report not found', 'REPORT_NOT_FOUND');
      const handled = dto.status === 'handled';
      const handledNow = report.status !== 'handled' && handled;
      await this.audit.saveChange(
        m,
        actor,
        report,
        {
          status: dto.status,
          ...(dto.note !== undefined && { note: dto.note || null }),
          handledAt: handled ? (report.handledAt ?? new Date()) : null,
          handledById: handled ? (report.handledById ?? actor.id) : null,
        },
        {
          action: 'conversation_report.update',
          entityType: 'conversation_report',
          snapshot: (r) => ({ status: r.status, note: r.note }),
        },
      );
      if (handledNow) {
        const loaded = (await this.reports(m)
          .where('e.id = :id', { id })
          .getOneOrFail()) as LoadedReport;
        await this.notifications.notify(m, report.reporterId, {
          type: 'conversation.report_handled',
          conversationId: report.conversationId,
          propertyTitle: loaded.conversation.property.title,
        });
      }
    });
    return this.get(id);
  }
}
