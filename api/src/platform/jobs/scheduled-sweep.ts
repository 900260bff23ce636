import type { Logger } from '@nestjs/common';

/**
 * The body of a `@Cron` sweep: it runs only in processes that run workers, logs what it did
 * (`sweep` returns a line, or nothing when there was nothing to do) and logs a failure instead
 * of throwing it (the scheduler would leave it unhandled); the next tick tries again.
 */
export async function runScheduledSweep(
  runWorkers: boolean,
  logger: Logger,
  name: string,
  sweep: () => Promise<string | undefined>,
): Promise<void> {
  if (!runWorkers) return;
  try {
    const summary = await sweep();
    if (summary) logger.log(summary);
  } catch (error) {
    logger.warn(`${name} failed: ${String(error)}`);
  }
}
