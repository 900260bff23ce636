import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { REALTIME } from '@rentnaija/shared';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../../config/app.config.js';
import { throttled } from '../jobs/jobs.js';
import { redisKey } from './rooms.js';

/**
 * The socket.io server of an API instance, on the HTTP server's port at /socket.io: the
 * heartbeat and timeouts of spec/1 section 9, the allowed origins, and with REDIS_URL the Redis
 * adapter, so an event emitted on one instance reaches sockets connected to any other (and
 * the worker's emitter reaches them all).
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

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
      // Messages are sent over REST; the socket carries only small events from the server.
      maxHttpBufferSize: 16 * 1024,
      cors: { origin: this.config.corsOrigins, credentials: true },
      serveClient: false,
    } as ServerOptions);
    if (this.config.redis.url) {
      const warn = throttled((m) => new Logger('RealtimeIoAdapter').warn(m));
      const pub = new Redis(this.config.redis.url, {
        maxRetriesPerRequest: 1,
        retryStrategy: (times: number) => Math.min(times * 200, 2000),
      });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) {
        client.on('error', (error: Error) =>
          warn(`Live events cannot reach Redis (other instances miss them): ${error.message}`),
        );
        this.clients.push(client);
      }
      server.adapter(createAdapter(pub, sub, { key: redisKey(this.config.redis.prefix) }));
    }
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.splice(0).map((c) => c.quit().catch(() => undefined)));
  }
}
