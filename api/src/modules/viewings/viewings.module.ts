import { Module, OnModuleInit } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { TenantContacts } from '../messaging/tenant-contacts.js';
import { NotificationsModule } from '../../platform/notifications/notifications.module.js';
import { TextMessagesModule } from '../../platform/text-messages/text-messages.module.js';
import { AdminViewingsController } from './admin-viewings.controller.js';
import { ViewingRemindersService } from './viewing-reminders.service.js';
import { Viewing } from './entities/viewing.entity.js';
import { ViewingsController } from './viewings.controller.js';
import { ViewingsService } from './viewings.service.js';

@Module({
  imports: [NotificationsModule, MailModule, MessagingModule, TextMessagesModule],
  controllers: [ViewingsController, AdminViewingsController],
  providers: [ViewingsService, ViewingRemindersService],
})
export class ViewingsModule implements OnModuleInit {
  constructor(private readonly contacts: TenantContacts) {}

  onModuleInit(): void {
    // A tenant who asked to view the listing may be messaged by its landlord.
    this.contacts.register('viewings', (m, propertyId, tenantId) =>
      m.getRepository(Viewing).existsBy({ propertyId, tenantId }),
    );
  }
}
