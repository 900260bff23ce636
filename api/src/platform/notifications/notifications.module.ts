import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { TextMessagesModule } from '../text-messages/text-messages.module.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  imports: [MailModule, TextMessagesModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
