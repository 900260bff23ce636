import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { RealtimeEventName, RealtimeEvents } from '@rentnaija/shared';
import type { EntityManager } from 'typeorm';
import type { Server } from 'socket.io';
import { RedisOutageLog } from '../../common/redis/redis-outage.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { afterCommit } from '../../database/after-commit.js';
import { throttled } from '../jobs/jobs.js';
import { LiveEventsRedis } from './live-events-redis.js';
import { redisKey, sessionRoom, userRoom } from './rooms.js';

/** What the socket.io server and the Redis emitter have in common. */
interface Broadcaster {
  to(rooms: string | string[]): { emit(event: string, ...args: unknown[]): unknown };
  in(rooms: string | string[]): { disconnectSockets(close?: boolean): unknown };
}

/**
 * Pushes live events to users, from any process. In an API instance it emits through the
 * socket.io server (the Redis adapter carries it to the other instances); in the worker, which
 * has no server, through the Redis emitter; without Redis and without a server there is nobody
 * to tell. Live events are hints to refresh what the REST API stores: a lost one costs a
 * refetch (clients refetch on reconnect), so a failure here is logged, never thrown; while
 * Redis is down the worker's events are dropped with one warning per outage.
 *
 * Call it after commit (`afterCommit(manager, () => realtime.emitToUser(...))`), never inside
 * a transaction that may still roll back.
 */
@Injectable()
export class RealtimeService implements OnModuleDestroy {
  private readonly logger = new Logger(RealtimeService.name);
  private readonly warn = throttled((m) => this.logger.warn(m));
  private server?: Server;
  private emitter?: Emitter;
  private emitterClient?: LiveEventsRedis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The gateway hands over its server once it is listening. */
  attach(server: Server): void {
    this.server = server;
  }

  /** Sends `event` to every open tab of `userId`. */
  emitToUser<E extends RealtimeEventName>(userId: string, event: E, data: RealtimeEvents[E]): void {
    this.emitToUsers([userId], event, data);
  }

  /** Sends `event` once to every socket of any of `userIds` (two parties of a conversation). */
  emitToUsers<E extends RealtimeEventName>(
    userIds: string[],
    event: E,
    data: RealtimeEvents[E],
  ): void {
    const rooms = [...new Set(userIds)].map(userRoom);
    this.use((b) => b.to(rooms).emit(event, data));
  }

  /** Sends `event` to `userIds` once `manager`'s transaction has committed (at once outside one). */
  emitAfterCommit<E extends RealtimeEventName>(
    manager: EntityManager,
    userIds: string[],
    event: E,
    data: RealtimeEvents[E],
  ): Promise<void> {
    return afterCommit(manager, () => this.emitToUsers(userIds, event, data));
  }

  /** Closes every socket of a user (suspension, password reset), on every instance. */
  disconnectUser(userId: string): void {
    this.use((b) => b.in(userRoom(userId)).disconnectSockets(true));
  }

  /** Closes the sockets opened with one session (logout, a stolen refresh token). */
  disconnectSession(sessionId: string): void {
    this.use((b) => b.in(sessionRoom(sessionId)).disconnectSockets(true));
  }

  private use(action: (broadcaster: Broadcaster) => unknown): void {
    const broadcaster = this.broadcaster();
    if (!broadcaster) return;
    try {
      action(broadcaster);
    } catch (error) {
      this.warn(`A live event could not be sent: ${String(error)}`);
    }
  }

  private broadcaster(): Broadcaster | undefined {
    if (this.server) return this.server as unknown as Broadcaster;
    if (!this.config.redis.url) return undefined;
    if (!this.emitter) {
      const outage = new RedisOutageLog(
        this.logger,
        'Live events of this process are dropped',
        'live events are sent again',
      );
      this.emitterClient = new LiveEventsRedis(this.config.redis.url, outage, 'publisher');
      this.emitter = new Emitter(this.emitterClient, { key: redisKey(this.config.redis.prefix) });
    }
    return this.emitter as unknown as Broadcaster;
  }

  async onModuleDestroy(): Promise<void> {
    await this.emitterClient?.quit().catch(() => undefined);
  }
}
