import type { Logger } from '@nestjs/common';

/** The messages of ioredis's own refusals while its server is unreachable. */
const CLIENT_REFUSALS = [
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
  'Reached the max retries per request limit',
  'Connection in subscriber mode',
];

/** Network failures of a TCP connection to a server that is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** An error that only says Redis could not be reached (as opposed to a bug). */
export class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
}

/**
 * Whether `error` says that Redis could not be reached: ioredis's refusals while disconnected
 * (including its MaxRetriesPerRequestError), a network error on a connection to `redisUrl`'s
 * port, or a RedisUnavailableError. A Redis reply error (a bad command) is not one: that is a bug.
 */
export function isRedisUnavailable(error: unknown, redisUrl?: string): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RedisUnavailableError) return true;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (CLIENT_REFUSALS.some((m) => error.message.startsWith(m))) return true;
  const { code, port } = error as Error & { code?: unknown; port?: unknown };
  if (typeof code !== 'string' || !NETWORK_CODES.has(code)) return false;
  if (!redisUrl) return false;
  const redisPort = Number(new URL(redisUrl).port || 6379);
  return port === undefined ? error.message.includes(`:${redisPort}`) : Number(port) === redisPort;
}

/** Anything with ioredis's connection events (a client, a BullMQ queue's or worker's client). */
interface ConnectionEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

/** What stands for failed operations in the set of what is down (connections stand for themselves). */
const OPERATIONS = Symbol('operations');

/**
 * Tells the log about a Redis outage once, not once per failed command or reconnect attempt:
 * a warning when the first watched connection (or operation) fails, a line when Redis answers
 * again, with the number of operations given up meanwhile.
 */
export class RedisOutageLog {
  private readonly down = new Set<object | symbol>();
  private given = 0;

  /**
   * `lost` says what does not happen while Redis is away ("Live events stay on this instance");
   * `back` what happens again once it returns.
   */
  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'log'>,
    private readonly lost: string,
    private readonly back: string,
  ) {}

  /** Whether Redis is known to be unreachable now. */
  get isDown(): boolean {
    return this.down.size > 0;
  }

  /** Follows a connection: its errors start an outage, its `ready` ends its part of it. */
  watch(connection: ConnectionEvents): this {
    connection.on('error', (error: Error) => this.lose(connection, error));
    connection.on('ready', () => this.regain(connection));
    return this;
  }

  /** An operation was given up for want of Redis. */
  dropped(error: unknown): void {
    this.given += 1;
    this.lose(OPERATIONS, error);
  }

  /** An operation went through: Redis answers. */
  succeeded(): void {
    this.regain(OPERATIONS);
  }

  private lose(source: object | symbol, error: unknown): void {
    if (this.down.size === 0) {
      this.logger.warn(`${this.lost}: Redis is unavailable (${describe(error)})`);
    }
    this.down.add(source);
  }

  private regain(source: object | symbol): void {
    if (!this.down.delete(source)) return;
    // Every connection is back: the operations given up meanwhile belong to the same outage.
    if (source !== OPERATIONS && this.down.size === 1 && this.down.has(OPERATIONS)) {
      this.down.delete(OPERATIONS);
    }
    if (this.down.size > 0) return;
    const given = this.given;
    this.given = 0;
    this.logger.log(
      `Redis is back: ${this.back}${given > 0 ? ` (${given} given up meanwhile)` : ''}`,
    );
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
