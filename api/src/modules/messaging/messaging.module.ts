import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminConversationReportsController } from './admin-conversation-reports.controller.js';
import { AdminConversationReportsService } from './admin-conversation-reports.service.js';
import { MessagingController } from './messaging.controller.js';
import { MessagingService } from './messaging.service.js';
import { UnreadMessageAlerts } from './unread-message-alerts.js';

/**
 * Conversations and messages between tenants and landlords, the unread-message email, and
 * reports for staff. Other features start a conversation through `MessagingService`
 * (`startAsLandlord` for 'Message applicant').
 */
@Module({
  imports: [NotificationsModule, AuditModule],
  controllers: [MessagingController, AdminConversationReportsController],
  providers: [MessagingService, UnreadMessageAlerts, AdminConversationReportsService],
  exports: [MessagingService],
})
export class MessagingModule {}
