import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../jobs/job-registry.js';
import { type JobHandler, JobName, type TextJob } from '../jobs/jobs.js';
import { SecretBox } from '../jobs/secrets.js';
import { TEXT_MESSAGE_SENDER, type TextMessageSender } from './text-message-sender.js';

/** Delivers `text.send` jobs through the configured sender; the outbox keeps the redacted copy. */
@Injectable()
export class TextJobHandler implements JobHandler<JobName.SendText>, OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly secrets: SecretBox,
    @Inject(TEXT_MESSAGE_SENDER) private readonly sender: TextMessageSender,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.SendText, this);
  }

  async handle(job: TextJob) {
    const body = this.secrets.reveal(job.parts).join('');
    const shownBody = this.secrets.redact(job.parts).join('');
    const { messageId } = await this.sender.send(job.to, body, {
      channel: job.channel,
      shownBody,
      oneTimeCode: job.oneTimeCode === true,
    });
    return { channel: job.channel, to: job.to, body: shownBody, messageId };
  }
}
