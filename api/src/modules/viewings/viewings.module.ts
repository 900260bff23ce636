import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminViewingsController } from './admin-viewings.controller.js';
import { ViewingRemindersService } from './viewing-reminders.service.js';
import { ViewingsController } from './viewings.controller.js';
import { ViewingsService } from './viewings.service.js';

@Module({
  imports: [NotificationsModule, MailModule],
  controllers: [ViewingsController, AdminViewingsController],
  providers: [ViewingsService, ViewingRemindersService],
})
export class ViewingsModule {}
