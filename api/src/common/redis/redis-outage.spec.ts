import { EventEmitter } from 'node:events';
import { isRedisUnavailable, RedisOutageLog, RedisUnavailableError } from './redis-outage.js';

const REDIS_URL = 'redis://127.0.0.1:6391';

function logged() {
  const lines: string[] = [];
  const logger = {
    warn: (m: string) => lines.push(`warn ${m}`),
    log: (m: string) => lines.push(`log ${m}`),
  };
  return { lines, log: new RedisOutageLog(logger, 'Live events are dropped', 'they flow again') };
}

describe('RedisOutageLog', () => {
  it('warns once per outage however many connections and operations fail, and says when it ends', () => {
    const { lines, log } = logged();
    const pub = new EventEmitter();
    const sub = new EventEmitter();
    log.watch(pub).watch(sub);
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6391');
    for (let i = 0; i < 5; i++) {
      pub.emit('error', refused);
      sub.emit('error', refused);
      log.dropped(refused);
    }
    expect(log.isDown).toBe(true);
    pub.emit('ready');
    expect(lines).toHaveLength(1);
    sub.emit('ready');
    expect(lines).toEqual([
      'warn Live events are dropped: Redis is unavailable (connect ECONNREFUSED 127.0.0.1:6391)',
      'log Redis is back: they flow again (5 given up meanwhile)',
    ]);
    expect(log.isDown).toBe(false);

    // The next outage is reported again.
    log.dropped(new Error('Command timed out'));
    log.dropped(new Error('Command timed out'));
    log.succeeded();
    expect(lines.slice(2)).toEqual([
      'warn Live events are dropped: Redis is unavailable (Command timed out)',
      'log Redis is back: they flow again (2 given up meanwhile)',
    ]);
  });

  it('says nothing while everything works', () => {
    const { lines, log } = logged();
    const client = new EventEmitter();
    log.watch(client);
    client.emit('ready');
    log.succeeded();
    expect(lines).toEqual([]);
  });
});

describe('isRedisUnavailable', () => {
  const network = (code: string, port: number) =>
    Object.assign(new Error(`connect ${code} 127.0.0.1:${port}`), { code, port });

  it("recognises ioredis's refusals and network errors on Redis's port", () => {
    const maxRetries = new Error('Reached the max retries per request limit (which is 1).');
    maxRetries.name = 'MaxRetriesPerRequestError';
    for (const error of [
      maxRetries,
      new Error('Connection is closed.'),
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      new Error('Command timed out'),
      new RedisUnavailableError('Queue mail did not answer within 500 ms'),
      network('ECONNREFUSED', 6391),
      network('ECONNRESET', 6391),
    ]) {
      expect(isRedisUnavailable(error, REDIS_URL)).toBe(true);
    }
  });

  it('does not excuse bugs, Redis reply errors or other servers being down', () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error("ERR unknown command 'publsh'"),
      network('ECONNREFUSED', 5432),
      'a string',
      undefined,
    ]) {
      expect(isRedisUnavailable(error, REDIS_URL)).toBe(false);
    }
  });
});
