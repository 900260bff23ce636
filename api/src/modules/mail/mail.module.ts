import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailOutbox } from './entities/email-outbox.entity.js';
import { MailProcessor } from './mail.processor.js';
import { MailService } from './mail.service.js';
import { OutboxSweeper } from './outbox-sweeper.js';

@Module({
  imports: [TypeOrmModule.forFeature([EmailOutbox])],
  providers: [MailService, MailProcessor, OutboxSweeper],
  exports: [MailService],
})
export class MailModule {}
