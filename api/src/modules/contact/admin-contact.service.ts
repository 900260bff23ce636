import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { type AdminListSpec, findAdminPage, sendAdminPage } from '../../common/http/admin-page.js';
import { AuditService } from '../../platform/audit/audit.service.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { contactReference } from './contact.service.js';
import type { AdminUpdateContactDto } from './dto/admin-contact.dto.js';
import { ContactMessage } from './entities/contact-message.entity.js';
import { ContactReply } from './entities/contact-reply.entity.js';

const CONTACT_LIST: AdminListSpec = {
  sortable: ['createdAt', 'status', 'category'],
  exact: ['status', 'category'],
  search: ['fullName', 'email', 'subject'],
};

export interface ContactReplyRecord {
  id: string;
  body: string;
  authorId: string | null;
  authorName: string;
  outboxId: string;
  createdAt: string;
}

const toReply = (r: ContactReply): ContactReplyRecord => ({
  id: r.id,
  body: r.body,
  authorId: r.authorId,
  authorName: r.authorName,
  outboxId: r.outboxId,
  createdAt: r.createdAt.toISOString(),
});

/** What the audit log keeps of a contact message. */
const statusOf = (c: ContactMessage) => ({ status: c.status });

/** Support's side of the contact form: read, change status, reply by email (all audited). */
@Injectable()
export class AdminContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
  ) {}

  async list(query: Record<string, unknown>, res: FastifyReply) {
    const qb = this.dataSource.getRepository(ContactMessage).createQueryBuilder('e');
    const page = await findAdminPage(qb, query, CONTACT_LIST);
    return sendAdminPage(res, 'contact-messages', page, (m) => ({
      ...m,
      reference: contactReference(m.id),
    }));
  }

  /** One message with the replies sent so far, oldest first. */
  async get(id: string) {
    const message = await this.dataSource.getRepository(ContactMessage).findOneBy({ id });
    if (!message) throw notFound('Message not found');
    const replies = await this.dataSource
      .getRepository(ContactReply)
      .find({ where: { contactMessageId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
    return { ...message, reference: contactReference(message.id), replies: replies.map(toReply) };
  }

  private async lock(m: EntityManager, id: string): Promise<ContactMessage> {
    const message = await m
      .getRepository(ContactMessage)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!message) throw notFound('Message not found');
    return message;
  }

  async updateStatus(actor: AuthUser, id: string, dto: AdminUpdateContactDto) {
    await this.dataSource.transaction(async (m) => {
      const message = await this.lock(m, id);
      await this.audit.saveChange(
        m,
        actor,
        message,
        { status: dto.status },
        { action: 'contact.update', entityType: 'contact_message', snapshot: statusOf },
      );
    });
    return this.get(id);
  }

  /**
   * Emails a reply to the sender (through the outbox), keeps it with the message and audits
   * it; a new message moves to in progress.
   */
  async reply(actor: AuthUser, id: string, body: string) {
    await this.dataSource.transaction(async (m) => {
      const message = await this.lock(m, id);
      const before = statusOf(message);
      const outboxId = await this.mail.record(m, {
        to: message.email,
        template: 'contact-reply',
        data: { reference: contactReference(message.id), reply: body, staffName: actor.name },
      });
      const replies = m.getRepository(ContactReply);
      const reply = await replies.save(
        replies.create({
          contactMessageId: message.id,
          authorId: actor.id,
          authorName: actor.name,
          body,
          outboxId,
        }),
      );
      if (message.status === 'new') {
        message.status = 'in_progress';
        await m.getRepository(ContactMessage).save(message);
      }
      await this.audit.record(m, actor, {
        action: 'contact.reply',
        entityType: 'contact_message',
        entityId: message.id,
        before,
        after: { status: message.status, replyId: reply.id, outboxId },
      });
    });
    return this.get(id);
  }
}
