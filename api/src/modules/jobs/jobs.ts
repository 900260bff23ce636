import type { JobsOptions } from 'bullmq';

/** Queues. Each job belongs to exactly one. */
export enum QueueName {
  Mail = 'mail',
}

export enum JobName {
  SendEmail = 'mail.send',
}

/** The payload of every job, keyed by job name. */
export interface JobPayloads {
  [JobName.SendEmail]: { outboxId: string };
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.SendEmail]: QueueName.Mail,
};

/** Defaults for every job: retried with exponential backoff, kept for a while for inspection. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export interface QueuedJob<N extends JobName = JobName> {
  id?: string;
  name: N;
  data: JobPayloads[N];
  /** Attempts made before this one. */
  attemptsMade: number;
}

/** What a processor does with one job. Implemented by every queue processor. */
export interface JobHandler {
  readonly queue: QueueName;
  handle(job: QueuedJob): Promise<unknown>;
}
