import { Module, OnModuleInit } from '@nestjs/common';
import { StaffOverview } from '../../platform/admin-overview/staff-overview.js';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { MailModule } from '../../platform/mail/mail.module.js';
import { AdminContactController } from './admin-contact.controller.js';
import { AdminContactService } from './admin-contact.service.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { ContactMessage } from './entities/contact-message.entity.js';

@Module({
  imports: [MailModule, AuditModule],
  controllers: [ContactController, AdminContactController],
  providers: [ContactService, AdminContactService],
})
export class ContactModule implements OnModuleInit {
  constructor(private readonly overview: StaffOverview) {}

  onModuleInit(): void {
    this.overview.register('newContactMessages', {
      order: 80,
      label: 'New contact messages',
      resource: 'contact-messages',
      filter: { status: 'new' },
      count: (m) => m.getRepository(ContactMessage).countBy({ status: 'new' }),
    });
  }
}
