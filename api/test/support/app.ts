import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { type AppConfig, loadConfig } from '../../src/config/app.config.js';
import { JobsService } from '../../src/platform/jobs/jobs.service.js';
import { QueueName } from '../../src/platform/jobs/jobs.js';
import {
  cloneDatabase,
  dropDatabase,
  ensureMigratedDatabase,
  TEST_REDIS_URL,
  urlFor,
} from './database.js';

/**
 * The migrated template of this run, cloned by every test file. The global setup names it (the
 * workers inherit the name); the first file to need it makes it, under a lock, so a worker that
 * jest restarts to free its memory clones the same template instead of migrating again.
 */
async function templateDatabase(): Promise<string> {
  const template = (process.env.TEST_TEMPLATE_DB ??= `rentnaija_test_${process.pid}_tpl`);
  if (templateReady) return template;
  await ensureMigratedDatabase(template);
  templateReady = true;
  return template;
}
let templateReady = false;

/** A fresh database cloned from the migrated template, for a test that boots the app itself. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `rentnaija_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await cloneDatabase(await templateDatabase(), database);
  return { url: urlFor(database), drop: () => dropDatabase(database) };
}

export interface TestContext {
  app: INestApplication;
  http: ReturnType<typeof request.agent>;
  dataSource: DataSource;
  config: AppConfig;
  /**
   * The environment this app was configured from: its database, Redis prefix and upload folder.
   * Another process of the same deployment (a worker) starts from it.
   */
  env: Record<string, string>;
  /** Waits until every queued job (and its retries) has finished. */
  drainJobs(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** SMTP URL of a test mail server; without it emails are captured in the outbox. */
  smtpUrl?: string;
  /** Extra environment for the config (e.g. PAYSTACK_BASE_URL). */
  env?: Record<string, string>;
  /** Serve the built web apps (WEB_PUBLIC_DIR, WEB_ADMIN_DIR in `env`), as `npm start` does. */
  serveClients?: boolean;
  /** Rewrites the URL of the test's own database (e.g. to reach it through a proxy). */
  databaseUrl?: (url: string) => string;
  /**
   * Another instance of the same deployment: this app uses its database, Redis prefix and
   * upload folder (which the first instance's `close()` cleans up).
   */
  joining?: TestContext;
}

/**
 * Boots the real AppModule on a fresh PostgreSQL database cloned from the migrated template,
 * with BullMQ on the local Redis under a prefix of its own.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const suffix = randomBytes(4).toString('hex');
  const database = `rentnaija_test_${process.pid}_${suffix}`;
  const prefix = `rn-test-${process.pid}-${suffix}`;
  const base: Record<string, string> = options.joining
    ? options.joining.env
    : {
        NODE_ENV: 'test',
        DATABASE_URL: urlFor(database),
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: prefix,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        APP_URL: 'http://localhost:3000',
        UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'rn-uploads-')),
        SEED_DEMO_DATA: 'false',
        // Files that apply many times with one tenant (a new guarantor each time) are not
        // about the daily cap on outside recipients; invites-and-relay sets its own.
        OUTSIDE_RECIPIENTS_PER_DAY: '1000',
      };
  const env: Record<string, string> = {
    ...base,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  };
  if (!options.joining) await cloneDatabase(await templateDatabase(), database);
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl(env.DATABASE_URL);
  const config = loadConfig(env);
  const { app } = await createApp(config, { serveClients: options.serveClients });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const jobs = app.get(JobsService);

  const drainJobs = async (timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const busy: string[] = [];
      for (const name of Object.values(QueueName)) {
        // The producers' connection refuses while it reconnects: ask again rather than fail.
        const counts = await jobs
          .queueByName(name)
          .getJobCounts('waiting', 'active', 'delayed', 'prioritized')
          .catch((error: Error) => ({ [`unanswered (${error.message})`]: 1 }));
        for (const [state, n] of Object.entries(counts))
          if (n > 0) busy.push(`${name} ${state} ${n}`);
      }
      if (busy.length === 0) return;
      if (Date.now() > deadline)
        throw new Error(`Jobs still pending after ${timeoutMs} ms: ${busy.join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  return {
    app,
    http: request.agent(app.getHttpServer()),
    dataSource: app.get(DataSource),
    config,
    env,
    drainJobs,
    async close() {
      await app.close();
      if (options.joining) return;
      await dropDatabase(database);
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      rmSync(env.UPLOAD_DIR, { recursive: true, force: true });
    },
  };
}
