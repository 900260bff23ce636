import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ConversationDto,
  type ConversationReadEvent,
  type ConversationsResponse,
  MESSAGES_PER_PAGE,
  type MessageDto,
  type MessagesPageResponse,
} from '@rentnaija/shared';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { conflict, DomainException, notFound } from '../../common/exceptions/domain.exception.js';
import { afterCommit } from '../../database/after-commit.js';
import { Property } from '../properties/entities/property.entity.js';
import { isPublicListing } from '../properties/property.mapper.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { User } from '../users/entities/user.entity.js';
import { CONVERSATIONS_PER_PAGE } from './dto/conversation.dto.js';
import type { ConversationReportResponseDto } from './dto/conversation.response.js';
import { ConversationReport } from './entities/conversation-report.entity.js';
import { Conversation } from './entities/conversation.entity.js';
import { Message } from './entities/message.entity.js';
import {
  type LoadedConversation,
  previewOf,
  toConversationDto,
  toMessageDto,
} from './messaging.mapper.js';
import { TenantContacts } from './tenant-contacts.js';
import { UnreadMessageAlerts } from './unread-message-alerts.js';
import { likeContains } from '../../database/like.js';

const conversationNotFound = () => notFound('Conversation not found', 'CONVERSATION_NOT_FOUND');
const propertyNotFound = () => notFound('Property not found', 'PROPERTY_NOT_FOUND');

export interface StartResult {
  created: boolean;
  conversation: ConversationDto;
}

/**
 * Conversations between a tenant and a landlord about a listing. Every query is scoped to the
 * signed-in party (another user's conversation is 404); writes lock the conversation, record
 * the unread-message check in the same transaction and push `message.created` /
 * `conversation.read` to both parties' rooms after commit.
 */
@Injectable()
export class MessagingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    private readonly alerts: UnreadMessageAlerts,
    private readonly contacts: TenantContacts,
  ) {}

  /** A tenant writes to the landlord of a listing; an existing conversation is reused. */
  async startAsTenant(user: AuthUser, propertyId: string, text: string): Promise<StartResult> {
    const id = await this.dataSource.transaction(async (m) => {
      const existing = await m
        .getRepository(Conversation)
        .findOneBy({ tenantId: user.id, propertyId });
      let landlordId = existing?.landlordId;
      if (!landlordId) {
        const p = await m.getRepository(Property).findOneBy({ id: propertyId });
        if (!p || !isPublicListing(p) || p.landlordId === user.id) throw propertyNotFound();
        landlordId = p.landlordId;
      }
      return this.openAndSend(m, { tenantId: user.id, landlordId, propertyId }, user.id, text);
    });
    return { created: id.created, conversation: await this.get(user, id.conversationId) };
  }

  /**
   * A landlord writes to a tenant about one of their listings (the applications feature's
   * 'Message applicant'): only to a tenant who has engaged with it (TenantContacts), else 403.
   */
  async startAsLandlord(
    user: AuthUser,
    propertyId: string,
    tenantId: string,
    text: string,
  ): Promise<StartResult> {
    const id = await this.dataSource.transaction(async (m) => {
      const p = await m.getRepository(Property).findOneBy({ id: propertyId, landlordId: user.id });
      if (!p || p.archivedAt) throw propertyNotFound();
      const tenant = await m.getRepository(User).findOneBy({ id: tenantId, role: 'tenant' });
      if (!tenant || !(await this.contacts.exists(m, propertyId, tenantId))) {
        throw new DomainException(
          HttpStatus.FORBIDDEN,
          'TENANT_NOT_REACHABLE',
          'You can message a tenant about a listing once they have written to you or applied for it.',
        );
      }
      return this.openAndSend(m, { tenantId, landlordId: user.id, propertyId }, user.id, text);
    });
    return { created: id.created, conversation: await this.get(user, id.conversationId) };
  }

  /** The conversation of the three (made now if new, the unique index deciding), with a message. */
  private async openAndSend(
    m: EntityManager,
    parties: { tenantId: string; landlordId: string; propertyId: string },
    senderId: string,
    text: string,
  ) {
    const repo = m.getRepository(Conversation);
    const inserted = await repo
      .createQueryBuilder()
      .insert()
      .values({ ...parties, lastMessageAt: new Date(), lastMessagePreview: '' })
      .orIgnore()
      .returning(['id'])
      .execute();
    const conversation = await repo.findOneOrFail({
      where: parties,
      lock: { mode: 'pessimistic_write' },
    });
    await this.append(m, conversation, senderId, text);
    return { created: inserted.raw.length > 0, conversation, conversationId: conversation.id };
  }

  /** Saves a message, updates the conversation's summary, queues the unread check, pushes it. */
  private async append(
    m: EntityManager,
    c: Conversation,
    senderId: string,
    content: string,
  ): Promise<MessageDto> {
    const messages = m.getRepository(Message);
    const saved = await messages.save(
      messages.create({ conversationId: c.id, senderId, content, type: 'text', readAt: null }),
    );
    await m.getRepository(Conversation).update(
      { id: c.id },
      {
        lastMessageAt: saved.createdAt,
        lastMessagePreview: previewOf(content),
        lastSenderId: senderId,
      },
    );
    const recipientId = senderId === c.tenantId ? c.landlordId : c.tenantId;
    await this.alerts.schedule(m, c.id, recipientId);
    const message = toMessageDto(saved);
    await afterCommit(m, () =>
      this.realtime.emitToUsers([c.tenantId, c.landlordId], 'message.created', {
        conversationId: c.id,
        message,
      }),
    );
    return message;
  }

  /** One of the user's conversations, locked when `lock`; 404 for anyone else's. */
  private async member(m: EntityManager, user: AuthUser, id: string, lock = false) {
    const c = await m.getRepository(Conversation).findOne({
      where: [
        { id, tenantId: user.id },
        { id, landlordId: user.id },
      ],
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!c) throw conversationNotFound();
    return c;
  }

  private loaded(m: EntityManager) {
    return m
      .getRepository(Conversation)
      .createQueryBuilder('c')
      .innerJoinAndSelect('c.property', 'p')
      .innerJoinAndSelect('c.tenant', 't')
      .innerJoinAndSelect('c.landlord', 'l');
  }

  /** Unread messages per conversation for `userId` (those the other party sent). */
  private async unreadCounts(m: EntityManager, userId: string, ids: string[]) {
    if (ids.length === 0) return new Map<string, number>();
    const rows: { id: string; n: number }[] = await m
      .getRepository(Message)
      .createQueryBuilder('m')
      .select('m.conversation_id', 'id')
      .addSelect('count(*)::int', 'n')
      .where('m.conversation_id IN (:...ids)', { ids })
      .andWhere('m.sender_id <> :userId', { userId })
      .andWhere('m.read_at IS NULL')
      .groupBy('m.conversation_id')
      .getRawMany();
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  async get(user: AuthUser, id: string): Promise<ConversationDto> {
    const m = this.dataSource.manager;
    const c = (await this.loaded(m)
      .where('c.id = :id', { id })
      .andWhere('(c.tenant_id = :me OR c.landlord_id = :me)', { me: user.id })
      .getOne()) as LoadedConversation | null;
    if (!c) throw conversationNotFound();
    const unread = await this.unreadCounts(m, user.id, [c.id]);
    return toConversationDto(c, user.id, unread.get(c.id) ?? 0);
  }

  /** Newest activity first; `q` searches the other party's name and email. */
  async list(
    user: AuthUser,
    query: { q?: string; page?: number; perPage?: number },
  ): Promise<ConversationsResponse> {
    const m = this.dataSource.manager;
    const page = query.page ?? 1;
    const perPage = query.perPage ?? CONVERSATIONS_PER_PAGE;
    const qb = this.loaded(m).where('(c.tenant_id = :me OR c.landlord_id = :me)', {
      me: user.id,
    });
    if (query.q) {
      qb.andWhere(
        `((c.tenant_id = :me AND (l.name ILIKE :q OR l.email ILIKE :q))
          OR (c.landlord_id = :me AND (t.name ILIKE :q OR t.email ILIKE :q)))`,
        { q: likeContains(query.q) },
      );
    }
    // Every join is many-to-one, so LIMIT/OFFSET page the conversations themselves.
    const [rows, total] = await qb
      .orderBy('c.last_message_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .offset((page - 1) * perPage)
      .limit(perPage)
      .getManyAndCount();
    const unread = await this.unreadCounts(
      m,
      user.id,
      rows.map((c) => c.id),
    );
    return {
      data: (rows as LoadedConversation[]).map((c) =>
        toConversationDto(c, user.id, unread.get(c.id) ?? 0),
      ),
      pagination: {
        currentPage: page,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
        perPage,
        total,
      },
      unreadTotal: await this.unreadTotal(user),
    };
  }

  /** Unread messages in all of the user's conversations. */
  async unreadTotal(user: AuthUser): Promise<number> {
    return this.dataSource
      .getRepository(Message)
      .createQueryBuilder('m')
      .innerJoin(Conversation, 'c', 'c.id = m.conversation_id')
      .where('m.read_at IS NULL')
      .andWhere('m.sender_id <> :me', { me: user.id })
      .andWhere('(c.tenant_id = :me OR c.landlord_id = :me)')
      .getCount();
  }

  /** A page of messages in time order: the newest `limit`, or those before `before`. */
  async messages(
    user: AuthUser,
    id: string,
    query: { before?: string; limit?: number },
  ): Promise<MessagesPageResponse> {
    const m = this.dataSource.manager;
    await this.member(m, user, id);
    const limit = query.limit ?? MESSAGES_PER_PAGE;
    const qb = m
      .getRepository(Message)
      .createQueryBuilder('m')
      .where('m.conversation_id = :id', { id });
    if (query.before) {
      qb.andWhere(
        `(m.created_at, m.id) < (SELECT b.created_at, b.id FROM messages b
           WHERE b.id = :before AND b.conversation_id = :id)`,
        { before: query.before },
      );
    }
    const rows = await qb
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(limit + 1)
      .getMany();
    return {
      data: rows.slice(0, limit).reverse().map(toMessageDto),
      hasMore: rows.length > limit,
    };
  }

  async send(user: AuthUser, id: string, content: string): Promise<MessageDto> {
    return this.dataSource.transaction(async (m) => {
      const c = await this.member(m, user, id, true);
      return this.append(m, c, user.id, content);
    });
  }

  /**
   * The user opened the conversation: the other party's unread messages are read now. Both
   * parties' rooms hear `conversation.read` (ticks for the sender, counts for the reader's
   * other tabs).
   */
  async markRead(user: AuthUser, id: string): Promise<ConversationReadEvent> {
    return this.dataSource.transaction(async (m) => {
      const c = await this.member(m, user, id);
      const readAt = new Date();
      const result = await m
        .createQueryBuilder()
        .update(Message)
        .set({ readAt })
        .where('conversation_id = :id', { id })
        .andWhere('sender_id <> :me', { me: user.id })
        .andWhere('read_at IS NULL')
        .returning(['id'])
        .execute();
      const messageIds = (result.raw as { id: string }[]).map((r) => r.id);
      await this.alerts.reset(m, id, user.id);
      const event: ConversationReadEvent = {
        conversationId: id,
        readerId: user.id,
        readAt: readAt.toISOString(),
        messageIds,
      };
      if (messageIds.length > 0) {
        await afterCommit(m, () =>
          this.realtime.emitToUsers([c.tenantId, c.landlordId], 'conversation.read', event),
        );
      }
      return event;
    });
  }

  /** A party reports the conversation; staff may then read it. One open report per reporter. */
  async report(user: AuthUser, id: string, reason: string): Promise<ConversationReportResponseDto> {
    const report = await this.dataSource.transaction(async (m) => {
      await this.member(m, user, id);
      // One open report per reporter: the partial unique index decides, even under a race.
      const inserted = await m
        .getRepository(ConversationReport)
        .createQueryBuilder()
        .insert()
        .values({ conversationId: id, reporterId: user.id, reason, status: 'open' })
        .orIgnore()
        .returning(['id'])
        .execute();
      const [row] = inserted.raw as { id: string }[];
      if (!row) {
        throw conflict(
          'You have already reported this conversation. Our team is looking into it.',
          'ALREADY_REPORTED',
        );
      }
      return m.getRepository(ConversationReport).findOneByOrFail({ id: row.id });
    });
    return {
      id: report.id,
      conversationId: report.conversationId,
      reason: report.reason,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
    };
  }
}
