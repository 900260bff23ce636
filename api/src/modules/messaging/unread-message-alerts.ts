import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import { type JobHandler, JobName, type JobPayloads } from '../../platform/jobs/jobs.js';
import { OutboxService } from '../../platform/jobs/outbox.service.js';
import { NotificationsService } from '../../platform/notifications/notifications.service.js';
import { Conversation } from './entities/conversation.entity.js';
import { MessageAlert } from './entities/message-alert.entity.js';
import { Message } from './entities/message.entity.js';
import { type LoadedConversation, previewOf } from './messaging.mapper.js';

type Payload = JobPayloads[JobName.CheckUnreadMessages];

/** A check this close to its due time counts as due (queues wake a little early or late). */
const DUE_TOLERANCE_MS = 1000;

/**
 * One email when a message stays unread for UNREAD_MESSAGE_EMAIL_SECONDS (15 minutes): the
 * first message to a recipient queues a check through the outbox (`runAt`), and the check
 * looks again when it runs. At most one check is queued per recipient and conversation
 * (`message_alerts.due_at`), and once the email went out no other goes until the recipient
 * has read the conversation (`emailed_at`), however many messages follow.
 */
@Injectable()
export class UnreadMessageAlerts implements JobHandler<JobName.CheckUnreadMessages>, OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: JobRegistry,
    private readonly outbox: OutboxService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.CheckUnreadMessages, this);
  }

  private get delayMs(): number {
    return this.config.unreadMessageEmailSeconds * 1000;
  }

  /** A message to `recipientId` was saved in `m`'s transaction: queue a check if none is. */
  async schedule(m: EntityManager, conversationId: string, recipientId: string): Promise<void> {
    const due = new Date(Date.now() + this.delayMs);
    const claimed: unknown[] = await m.query(
      `INSERT INTO message_alerts (conversation_id, recipient_id, due_at) VALUES ($1, $2, $3)
       ON CONFLICT (conversation_id, recipient_id) DO UPDATE SET due_at = EXCLUDED.due_at
         WHERE message_alerts.due_at IS NULL AND message_alerts.emailed_at IS NULL
       RETURNING recipient_id`,
      [conversationId, recipientId, due],
    );
    if (claimed.length > 0) {
      await this.outbox.record(
        m,
        JobName.CheckUnreadMessages,
        { conversationId, recipientId },
        { runAt: due },
      );
    }
  }

  /** The recipient read the conversation: the next unread message may email again. */
  async reset(m: EntityManager, conversationId: string, readerId: string): Promise<void> {
    await m
      .getRepository(MessageAlert)
      .update({ conversationId, recipientId: readerId }, { emailedAt: null });
  }

  async handle({ conversationId, recipientId }: Payload) {
    return this.dataSource.transaction(async (m) => {
      const alerts = m.getRepository(MessageAlert);
      const alert = await alerts.findOne({
        where: { conversationId, recipientId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!alert) return { outcome: 'conversation gone' };
      const unread = m
        .getRepository(Message)
        .createQueryBuilder('m')
        .where('m.conversation_id = :conversationId', { conversationId })
        .andWhere('m.sender_id <> :recipientId', { recipientId })
        .andWhere('m.read_at IS NULL');
      const count = await unread.clone().getCount();
      const oldest = await unread.clone().orderBy('m.created_at', 'ASC').getOne();
      if (!oldest || alert.emailedAt) {
        await alerts.update({ conversationId, recipientId }, { dueAt: null });
        return { outcome: oldest ? 'emailed already' : 'read in time' };
      }
      const dueAt = new Date(oldest.createdAt.getTime() + this.delayMs);
      if (dueAt.getTime() > Date.now() + DUE_TOLERANCE_MS) {
        // The messages read since this check was queued; a later one is unread, not yet long.
        await alerts.update({ conversationId, recipientId }, { dueAt });
        await this.outbox.record(
          m,
          JobName.CheckUnreadMessages,
          { conversationId, recipientId },
          { runAt: dueAt },
        );
        return { outcome: 'checked again later', dueAt: dueAt.toISOString() };
      }
      const conversation = (await m.getRepository(Conversation).findOneOrFail({
        where: { id: conversationId },
        relations: { property: true, tenant: true, landlord: true },
      })) as LoadedConversation;
      const sender =
        conversation.tenantId === recipientId ? conversation.landlord : conversation.tenant;
      const latest = await unread.clone().orderBy('m.created_at', 'DESC').getOneOrFail();
      await this.notifications.notify(m, recipientId, {
        type: 'message.unread',
        conversationId,
        senderName: sender.name,
        propertyTitle: conversation.property.title,
        unreadCount: count,
        preview: previewOf(latest.content),
      });
      await alerts.update({ conversationId, recipientId }, { dueAt: null, emailedAt: new Date() });
      return { outcome: 'emailed', unreadCount: count };
    });
  }
}
