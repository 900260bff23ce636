import { Module, OnModuleInit } from '@nestjs/common';
import { StaffOverview } from '../admin-overview/staff-overview.js';
import { OutboxEntry } from '../jobs/entities/outbox-entry.entity.js';
import { JobName } from '../jobs/jobs.js';
import { AuditModule } from '../audit/audit.module.js';
import { AdminEmailOutboxController } from './admin-email-outbox.controller.js';
import { MailJobHandler } from './mail.job.js';
import { MailService } from './mail.service.js';
import { OutsideRecipients } from './outside-recipients.js';

@Module({
  imports: [AuditModule],
  controllers: [AdminEmailOutboxController],
  providers: [MailService, MailJobHandler, OutsideRecipients],
  exports: [MailService, OutsideRecipients],
})
export class MailModule implements OnModuleInit {
  constructor(private readonly overview: StaffOverview) {}

  onModuleInit(): void {
    this.overview.register('failedEmails', {
      order: 90,
      label: 'Emails that failed',
      resource: 'email-outbox',
      filter: { status: 'failed' },
      count: (m) =>
        m.getRepository(OutboxEntry).countBy({ jobName: JobName.SendEmail, status: 'failed' }),
    });
  }
}
