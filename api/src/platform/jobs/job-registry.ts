import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, JobName } from './jobs.js';

/**
 * The handler of each job name. Feature modules register theirs when they start; the app
 * refuses to boot when a job name has none, so nothing is ever recorded for a job that no
 * code would carry out.
 */
@Injectable()
export class JobRegistry implements OnApplicationBootstrap {
  private readonly handlers = new Map<JobName, JobHandler>();

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} already has a handler`);
    this.handlers.set(name, handler as unknown as JobHandler);
  }

  handlerFor(name: JobName): JobHandler {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler registered for job ${name}`);
    return handler;
  }

  /** Job names without a handler. */
  missing(): JobName[] {
    return Object.values(JobName).filter((name) => !this.handlers.has(name));
  }

  onApplicationBootstrap(): void {
    const missing = this.missing();
    if (missing.length > 0) {
      throw new Error(`No handler registered for job(s): ${missing.join(', ')}`);
    }
  }
}
