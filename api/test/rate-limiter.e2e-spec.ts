import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config/app.config.js';
import { RateLimiter, type RateRule } from '../src/common/rate-limit/rate-limiter.js';

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Redis of this test's own, which it may stop, freeze and thaw. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => 50 });
  await probe.connect().catch(() => undefined);
  for (;;) {
    try {
      if ((await probe.ping()) === 'PONG') break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  probe.disconnect();
  return child;
}

const rule: RateRule = { name: 'test-rule', points: 3, durationSeconds: 60 };

describe('RateLimiter', () => {
  let port: number;
  let redis: ChildProcess;
  const limiters: RateLimiter[] = [];

  const limiter = async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      QUEUE_PREFIX: 'rl-test',
      LOG_LEVEL: 'silent',
    });
    const created = new RateLimiter(config);
    await created.onModuleInit();
    limiters.push(created);
    return created;
  };

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
  });
  afterAll(async () => {
    for (const l of limiters) l.onModuleDestroy();
    redis.kill('SIGCONT');
    redis.kill('SIGKILL');
  });

  it('counts in Redis, so every instance of the server shares one count', async () => {
    const a = await limiter();
    const b = await limiter();
    const decisions = [
      await a.consume('203.0.113.7', rule),
      await b.consume('203.0.113.7', rule),
      await a.consume('203.0.113.7', rule),
      await b.consume('203.0.113.7', rule),
    ];
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[3].retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(decisions.map((d) => d.consumed)).toEqual([1, 2, 3, 4]);
    // Another key and another rule have counts of their own.
    expect((await a.consume('203.0.113.8', rule)).allowed).toBe(true);
    expect((await a.consume('203.0.113.7', { ...rule, name: 'other-rule' })).allowed).toBe(true);
  });

  it('reads a count without adding to it, and resets it', async () => {
    const a = await limiter();
    await a.consume('peek@example.com', rule);
    await a.consume('peek@example.com', rule);
    expect(await a.peek('peek@example.com', rule)).toMatchObject({ consumed: 2, allowed: true });
    expect(await a.peek('peek@example.com', rule)).toMatchObject({ consumed: 2 });
    await a.reset('peek@example.com', rule);
    expect(await a.peek('peek@example.com', rule)).toMatchObject({ consumed: 0, allowed: true });
  });

  it('keeps no client address or email in Redis keys', async () => {
    const a = await limiter();
    await a.consume('private@example.com', rule);
    const probe = new Redis({ port });
    const keys = await probe.keys('rl-test:*');
    probe.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('private@example.com');
    expect(keys.join(' ')).not.toContain('203.0.113');
  });

  it('answers from memory, still limiting, while Redis does not answer, and returns to Redis after', async () => {
    const a = await limiter();
    redis.kill('SIGSTOP');
    const frozen = [];
    for (let i = 0; i < 4; i++) frozen.push(await a.consume('frozen', rule));
    expect(frozen.map((d) => d.allowed)).toEqual([true, true, true, false]);
    redis.kill('SIGCONT');
    const probe = new Redis({ port });
    expect(await probe.ping()).toBe('PONG');
    probe.disconnect();
  });

  it('answers from memory while Redis is down', async () => {
    const a = await limiter();
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    const down = [];
    for (let i = 0; i < 4; i++) down.push(await a.consume('down', rule));
    expect(down.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(await a.peek('down', rule)).toMatchObject({ allowed: false });
    // Redis back: counting goes on there.
    redis = await startRedis(port);
    for (;;) {
      if (a.usesRedis) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await a.consume('back', rule)).toMatchObject({ allowed: true, consumed: 1 });
  });
});
