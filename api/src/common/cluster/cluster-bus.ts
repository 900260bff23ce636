import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { RedisOutageLog } from '../redis/redis-outage.js';

/** An announcement waits at most this long for Redis; the change's answer is not held longer. */
const ANNOUNCE_TIMEOUT_MS = 200;
/** How long the start waits for the subscription before serving without it. */
const SUBSCRIBE_WAIT_MS = 2000;

type Handler = () => void;

/**
 * Tells the other processes of one deployment (API instances, workers) that something they keep
 * in memory is out of date, through Redis pub/sub on the channel `<QUEUE_PREFIX>:cluster`.
 * A process ignores its own announcements: it has already acted on them. Without REDIS_URL
 * there is no other process and nothing is sent.
 *
 * Pub/sub keeps no messages: those sent while a process was cut off from Redis are lost. So when
 * its subscription comes back after a loss, a process runs every handler once, as if each topic
 * had been announced. Announcing never throws and never waits more than ANNOUNCE_TIMEOUT_MS.
 */
@Injectable()
export class ClusterBus implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ClusterBus.name);
  private readonly id = randomUUID();
  private readonly channel: string;
  private readonly handlers = new Map<string, Handler[]>();
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  private lost = false;
  private closing = false;
  /** Announcements that cannot be sent are reported once per outage. */
  private readonly unsent = new RedisOutageLog(
    this.logger,
    'Other instances are not told of changes made here',
    'other instances are told of changes again',
  );

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.channel = `${config.redis.prefix}:cluster`;
    if (!config.redis.url) return;
    const options = { retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000) };
    this.publisher = new Redis(config.redis.url, {
      ...options,
      enableOfflineQueue: false,
      commandTimeout: ANNOUNCE_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
    });
    this.subscriber = new Redis(config.redis.url, options);
    this.unsent.watch(this.publisher);
    this.subscriber.on('error', () => undefined);
    // Any lost connection may have lost announcements, however soon it comes back.
    this.subscriber.on('close', () => {
      if (this.lost || this.closing) return;
      this.lost = true;
      this.logger.warn(
        'Lost Redis: changes made by other instances are not heard until it is back',
      );
    });
    this.subscriber.on('ready', () => {
      if (!this.lost) return;
      this.lost = false;
      this.logger.log('Redis is back; forgetting what may have changed meanwhile');
      for (const topic of this.handlers.keys()) this.run(topic);
    });
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
  }

  /** Calls `handler` whenever another process announces `topic`. */
  on(topic: string, handler: Handler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** Tells the other processes that `topic` changed. Resolves once Redis has passed it on. */
  async announce(topic: string): Promise<void> {
    if (!this.publisher) return;
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ from: this.id, topic }));
      this.unsent.succeeded();
    } catch (error) {
      this.unsent.dropped(error);
    }
  }

  /** Subscribes before the app serves (waiting at most SUBSCRIBE_WAIT_MS for Redis). */
  async onModuleInit(): Promise<void> {
    if (!this.subscriber || !this.publisher) return;
    const publisher = this.publisher;
    const timer = new AbortController();
    await Promise.race([
      Promise.all([
        this.subscriber.subscribe(this.channel),
        publisher.status === 'ready'
          ? undefined
          : once(publisher, 'ready', { signal: timer.signal }),
      ]).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
    ]);
    timer.abort();
  }

  onModuleDestroy(): void {
    this.closing = true;
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  private receive(message: string): void {
    let parsed: { from?: unknown; topic?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.from === this.id || typeof parsed.topic !== 'string') return;
    this.run(parsed.topic);
  }

  private run(topic: string): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler();
      } catch (error) {
        this.logger.warn(`A handler of ${topic} failed: ${String(error)}`);
      }
    }
  }
}
