import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminEmailOutboxController } from './admin-email-outbox.controller.js';
import { MailJobHandler } from './mail.job.js';
import { MailService } from './mail.service.js';

@Module({
  imports: [AuditModule],
  controllers: [AdminEmailOutboxController],
  providers: [MailService, MailJobHandler],
  exports: [MailService],
})
export class MailModule {}
