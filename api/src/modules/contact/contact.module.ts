import { Module } from '@nestjs/common';
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
export class ContactModule {}
