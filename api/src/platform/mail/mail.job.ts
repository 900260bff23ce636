import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../jobs/job-registry.js';
import { type EmailJob, type JobHandler, JobName } from '../jobs/jobs.js';
import { MailService } from './mail.service.js';

/** Delivers `mail.send` jobs; the outbox row keeps the redacted copy as its result. */
@Injectable()
export class MailJobHandler implements JobHandler<JobName.SendEmail>, OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.SendEmail, this);
  }

  async handle(job: EmailJob) {
    return { ...(await this.mail.deliver(job)) };
  }
}
