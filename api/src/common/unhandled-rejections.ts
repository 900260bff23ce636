import { Logger } from '@nestjs/common';
import { throttled } from '../platform/jobs/jobs.js';
import { isRedisUnavailable } from './redis/redis-outage.js';

/**
 * What a process does with a promise rejection nobody handled (Node ends the process).
 *
 * A rejection that only says Redis could not be reached comes from a client library that sends
 * without waiting for the answer; the clients reconnect by themselves and whatever must not be
 * lost is in the database, so it is logged (at most every 30 s) and the process keeps serving.
 * Anything else is a bug that may have left the process in a state nobody planned for: it is
 * logged and the process ends as Node would end it (exit code 1), for its supervisor to start
 * it again.
 */
export function keepRunningThroughRedisOutages(redisUrl: string | undefined): void {
  const logger = new Logger('Process');
  const warn = throttled((m) => logger.warn(m));
  process.on('unhandledRejection', (reason: unknown) => {
    if (isRedisUnavailable(reason, redisUrl)) {
      warn(`Ignored a failed Redis command nobody waited for: ${String(reason)}`);
      return;
    }
    // Node prints the stack as it ends the process.
    logger.fatal(`Unhandled promise rejection, stopping: ${String(reason)}`);
    process.exitCode = 1;
    throw reason instanceof Error
      ? reason
      : new Error(`Unhandled promise rejection: ${String(reason)}`);
  });
}
