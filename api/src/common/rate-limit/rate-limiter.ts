import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { tooManyRequests, waitText } from '../exceptions/domain.exception.js';

/**
 * A limit: at most `points` events per key in a window of `durationSeconds`, which starts at a
 * key's first event (a fixed window per key). The name separates the counters of two rules.
 */
export interface RateRule {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/** What a rule says about one key now. */
export interface RateDecision {
  /** Whether this event (for `consume`) or the next one (for `peek`) is within the limit. */
  allowed: boolean;
  /** Events counted in the current window, this one included. */
  consumed: number;
  /** Events still allowed in the current window. */
  remaining: number;
  /** Seconds until the window ends: when refused, how long the client should wait. */
  retryAfterSeconds: number;
}

export interface Refusal {
  /** What the client reads; the default says how long to wait. */
  message?: (retryAfterSeconds: number) => string;
  /** The stable error code; TOO_MANY_REQUESTS by default. */
  code?: string;
}

/** A Redis command waits at most this long; then the in-memory count answers. */
const COMMAND_TIMEOUT_MS = 200;
/** How long the start waits for Redis before counting in memory until it connects. */
const CONNECT_WAIT_MS = 2000;

export const defaultRefusal = (seconds: number) =>
  `Too many requests. Please try again ${waitText(seconds)}.`;

/**
 * Counts events per key and rule (sign-ins, emails sent, messages, uploads…) and says whether
 * one more is allowed. The counts live in Redis when REDIS_URL is set, so every instance of the
 * server shares them; otherwise in this process's memory. A Redis that is down or slow never
 * holds up a request: commands time out after COMMAND_TIMEOUT_MS, nothing is queued while
 * disconnected, and an in-memory count of this process answers meanwhile.
 *
 * Keys are any strings (an address, a lower-cased email, a user id); only their SHA-256 is
 * stored.
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly redis?: Redis;
  private readonly limiters = new Map<string, { rule: RateRule; store: RateLimiterAbstract }>();
  private readonly memory = new Map<string, RateLimiterMemory>();
  private redisDownSince?: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.redis.url) return;
    this.redis = new Redis(config.redis.url, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      connectTimeout: CONNECT_WAIT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.redis.on('error', (error: Error) => {
      if (this.redisDownSince !== undefined) return;
      this.redisDownSince = Date.now();
      this.logger.warn(`Redis unavailable, counting rate limits in memory: ${error.message}`);
    });
    this.redis.on('ready', () => {
      if (this.redisDownSince === undefined) return;
      this.redisDownSince = undefined;
      this.logger.log('Redis is back; rate limits count there again');
    });
  }

  /** Whether counts go to Redis right now (false without REDIS_URL or while it is down). */
  get usesRedis(): boolean {
    return this.redis?.status === 'ready';
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis || this.redis.status === 'ready') return;
    const timer = new AbortController();
    await Promise.race([
      once(this.redis, 'ready', { signal: timer.signal }).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
    ]);
    timer.abort();
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  /** Counts `points` events for `key` and says whether they were within the limit. */
  async consume(key: string, rule: RateRule, points = 1): Promise<RateDecision> {
    try {
      return decision(rule, await this.store(rule).consume(hashKey(key), points), true);
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return decision(rule, refused, false);
      throw refused;
    }
  }

  /** The current count for `key`, without counting; `allowed` says whether one more would be. */
  async peek(key: string, rule: RateRule): Promise<RateDecision> {
    const hashed = hashKey(key);
    // Like consume(), a slow or absent Redis never fails the request: this process's count answers.
    const res = await this.store(rule)
      .get(hashed)
      .catch(() => this.memoryStore(rule).get(hashed));
    const consumed = res?.consumedPoints ?? 0;
    return {
      allowed: consumed < rule.points,
      consumed,
      remaining: Math.max(rule.points - consumed, 0),
      retryAfterSeconds: res ? seconds(res.msBeforeNext) : 0,
    };
  }

  /** Forgets the count of `key` (e.g. a lock lifted by a password reset). */
  async reset(key: string, rule: RateRule): Promise<void> {
    const hashed = hashKey(key);
    await this.store(rule)
      .delete(hashed)
      .catch((error: Error) => this.logger.warn(`Could not reset a rate limit: ${error.message}`));
    await this.memoryStore(rule).delete(hashed);
  }

  /**
   * Counts one event and throws 429 (with Retry-After) when it is over the limit: the usual
   * call from a service, e.g. `await limiter.enforce(user.id, MESSAGE_LIMIT)`.
   */
  async enforce(key: string, rule: RateRule, refusal: Refusal = {}): Promise<RateDecision> {
    const result = await this.consume(key, rule);
    if (!result.allowed) {
      const wait = result.retryAfterSeconds;
      throw tooManyRequests(
        (refusal.message ?? defaultRefusal)(wait),
        refusal.code ?? 'TOO_MANY_REQUESTS',
        wait,
      );
    }
    return result;
  }

  private store(rule: RateRule): RateLimiterAbstract {
    const known = this.limiters.get(rule.name);
    if (known) {
      if (known.rule.points !== rule.points || known.rule.durationSeconds !== rule.durationSeconds)
        throw new Error(`Two rate rules are named '${rule.name}'`);
      return known.store;
    }
    const store = this.redis
      ? new RateLimiterRedis({
          storeClient: this.redis,
          keyPrefix: this.prefix(rule),
          points: rule.points,
          duration: rule.durationSeconds,
          rejectIfRedisNotReady: true,
          insuranceLimiter: this.memoryStore(rule),
        })
      : this.memoryStore(rule);
    this.limiters.set(rule.name, { rule, store });
    return store;
  }

  private memoryStore(rule: RateRule): RateLimiterMemory {
    let store = this.memory.get(rule.name);
    if (!store) {
      store = new RateLimiterMemory({
        keyPrefix: this.prefix(rule),
        points: rule.points,
        duration: rule.durationSeconds,
      });
      this.memory.set(rule.name, store);
    }
    return store;
  }

  private prefix(rule: RateRule): string {
    return `${this.config.redis.prefix}:rl:${rule.name}`;
  }
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function decision(rule: RateRule, res: RateLimiterRes, allowed: boolean): RateDecision {
  return {
    allowed,
    consumed: res.consumedPoints,
    remaining: Math.max(rule.points - res.consumedPoints, 0),
    retryAfterSeconds: seconds(res.msBeforeNext),
  };
}
