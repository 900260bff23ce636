import { Module, OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { AdminConversationReportsController } from './admin-conversation-reports.controller.js';
import { AdminConversationReportsService } from './admin-conversation-reports.service.js';
import { MessagingController } from './messaging.controller.js';
import { Conversation } from './entities/conversation.entity.js';
import { MessagingService } from './messaging.service.js';
import { TenantContacts } from './tenant-contacts.js';
import { UnreadMessageAlerts } from './unread-message-alerts.js';

/**
 * Conversations and messages between tenants and landlords, the unread-message email, and
 * reports for staff. Other features start a conversation through `MessagingService`
 * (`startAsLandlord` for 'Message applicant') and register with `TenantContacts` how a tenant
 * comes to a landlord.
 */
@Module({
  imports: [NotificationsModule, AuditModule],
  controllers: [MessagingController, AdminConversationReportsController],
  providers: [
    MessagingService,
    UnreadMessageAlerts,
    AdminConversationReportsService,
    TenantContacts,
  ],
  exports: [MessagingService, TenantContacts],
})
export class MessagingModule implements OnModuleInit {
  constructor(private readonly contacts: TenantContacts) {}

  onModuleInit(): void {
    // A tenant who wrote about the listing may be answered in a new conversation too.
    this.contacts.register('conversations', (m, propertyId, tenantId) =>
      m.getRepository(Conversation).existsBy({ propertyId, tenantId }),
    );
  }
}
