import { Logger } from '@nestjs/common';
import { type Command, Redis } from 'ioredis';
import { isRedisUnavailable, type RedisOutageLog } from '../../common/redis/redis-outage.js';

type Stream = Parameters<Redis['sendCommand']>[1];

/**
 * A Redis connection that carries live events (the socket.io adapter's pub/sub and the worker's
 * emitter). Those libraries publish without waiting for the answer, so a publish that fails
 * while Redis is down would be a rejection nobody handles, and that ends a Node process. Here
 * every command's failure is handled: the event is dropped and counted in `outage` (one warning
 * per outage); clients refetch what they missed when they reconnect. Callers that do wait for
 * an answer (the adapter asking how many instances listen) still get the error.
 *
 * A publisher's commands wait for a reconnect at most once, so nothing piles up in memory during
 * a long outage. A subscriber's wait until Redis answers (a subscription given up at a start
 * without Redis would never be made); once made, ioredis renews them after every reconnect.
 */
export class LiveEventsRedis extends Redis {
  private static readonly logger = new Logger('LiveEvents');

  constructor(
    private readonly url: string,
    private readonly outage: RedisOutageLog,
    side: 'publisher' | 'subscriber',
  ) {
    super(url, {
      maxRetriesPerRequest: side === 'publisher' ? 1 : null,
      // A server that stops answering (rather than refusing) does not hold events in memory.
      ...(side === 'publisher' ? { commandTimeout: 1000 } : {}),
      retryStrategy: (times: number) => Math.min(times * 200, 2000),
    });
    outage.watch(this);
  }

  override sendCommand(command: Command, stream?: Stream): unknown {
    const sent = super.sendCommand(command, stream) as Promise<unknown>;
    sent.then(
      // (`outage` is set once ioredis's constructor has returned.)
      () => this.outage?.succeeded(),
      (error: unknown) => {
        if (isRedisUnavailable(error, this.url)) this.outage?.dropped(error);
        // ioredis asks newer servers for CLIENT SETINFO and ignores an older one's refusal.
        else if (command.name !== 'client') {
          LiveEventsRedis.logger.warn(`Redis refused ${command.name}: ${String(error)}`);
        }
      },
    );
    return sent;
  }
}
