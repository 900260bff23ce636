import { Processor } from '@nestjs/bullmq';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, type QueuedJob } from '../jobs/jobs.js';
import { QueueProcessor } from '../jobs/queue-processor.js';
import { MailService } from './mail.service.js';

@Processor(QueueName.Mail, { autorun: false, concurrency: 5 })
export class MailProcessor extends QueueProcessor {
  readonly queue = QueueName.Mail;

  constructor(private readonly mail: MailService) {
    super();
  }

  async handle(job: QueuedJob): Promise<void> {
    if (job.name !== JobName.SendEmail) throw new Error(`Unknown mail job ${job.name}`);
    const { outboxId } = job.data;
    try {
      await this.mail.deliver(outboxId, job.attemptsMade + 1);
    } catch (error) {
      if (job.attemptsMade + 1 >= (DEFAULT_JOB_OPTIONS.attempts ?? 1)) {
        await this.mail.markFailed(outboxId, String(error));
      }
      throw error;
    }
  }
}
