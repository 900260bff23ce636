import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JOB_QUEUE, JobHandler, JobName, QueueName } from './jobs.js';

/**
 * Knows the processor of each queue in this process. Refuses to boot when processors run here
 * and a job has no processor, so a job can never be queued into the void.
 */
@Injectable()
export class ProcessorRegistry implements OnApplicationBootstrap {
  private readonly handlers = new Map<QueueName, JobHandler>();
  private expectAll = false;

  register(handler: JobHandler): void {
    this.handlers.set(handler.queue, handler);
  }

  handlerFor(queue: QueueName): JobHandler | undefined {
    return this.handlers.get(queue);
  }

  /** Called when this process runs the processors. */
  requireAll(): void {
    this.expectAll = true;
  }

  onApplicationBootstrap(): void {
    if (!this.expectAll) return;
    const missing = Object.values(JobName).filter((job) => !this.handlers.has(JOB_QUEUE[job]));
    if (missing.length > 0) {
      throw new Error(`No processor registered for job(s): ${missing.join(', ')}`);
    }
  }
}
