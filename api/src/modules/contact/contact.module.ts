import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { limitRequests } from '../../common/http/rate-limit.js';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminContactController } from './admin-contact.controller.js';
import { AdminContactService } from './admin-contact.service.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [MailModule, AuditModule],
  controllers: [ContactController, AdminContactController],
  providers: [ContactService, AdminContactService],
})
export class ContactModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(
        limitRequests(5, 600_000, 'Too many messages. Please wait a few minutes and try again.'),
      )
      .forRoutes({ path: 'contact', method: RequestMethod.POST });
  }
}
