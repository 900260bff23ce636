import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { REALTIME } from '@rentnaija/shared';
import type { Server, ServerOptions } from 'socket.io';
import { RedisOutageLog } from '../../common/redis/redis-outage.js';
import type { AppConfig } from '../../config/app.config.js';
import { LiveEventsRedis } from './live-events-redis.js';
import { redisKey } from './rooms.js';
import { SOCKET_LIMITS } from './socket-limits.js';

/**
 * The socket.io server of an API instance, on the HTTP server's port at /socket.io: the heartbeat
 * and timeouts (a ping every 25 s, 10 s to connect), the allowed origins, and with REDIS_URL the
 * Redis adapter, so an event emitted on one instance reaches sockets connected to any other (and
 * the worker's emitter reaches them all). While Redis is down an instance still reaches its own
 * sockets; what it cannot pass on is dropped (one warning per outage), never thrown.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly clients: LiveEventsRedis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: REALTIME.path,
      pingInterval: REALTIME.heartbeatMs,
      pingTimeout: 20_000,
      connectTimeout: REALTIME.timeoutMs,
      // Messages are sent over REST; the socket carries only small events from the server. A
      // bigger packet from a client closes its connection.
      maxHttpBufferSize: SOCKET_LIMITS.maxPayloadBytes,
      cors: { origin: this.config.corsOrigins, credentials: true },
      serveClient: false,
    } as ServerOptions);
    if (this.config.redis.url) {
      const outage = new RedisOutageLog(
        new Logger('RealtimeIoAdapter'),
        'Live events reach only the sockets of this instance, others are dropped',
        'live events reach every instance again',
      );
      const pub = new LiveEventsRedis(this.config.redis.url, outage, 'publisher');
      const sub = new LiveEventsRedis(this.config.redis.url, outage, 'subscriber');
      this.clients.push(pub, sub);
      server.adapter(createAdapter(pub, sub, { key: redisKey(this.config.redis.prefix) }));
    }
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.splice(0).map((c) => c.quit().catch(() => undefined)));
  }
}
