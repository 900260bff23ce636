import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/app.config.js';
import { JobRegistry } from '../src/platform/jobs/job-registry.js';
import { JobName } from '../src/platform/jobs/jobs.js';
import { MailJobHandler } from '../src/platform/mail/mail.job.js';
import { freshDatabase } from './support/app.js';

describe('job handlers at boot', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rn-boot-'));
    database = await freshDatabase();
  });
  afterEach(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  // Jobs run in-process (no REDIS_URL), the way `npm start` runs them.
  const boot = async (withoutMailHandler: boolean) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
    });
    let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config)] });
    if (withoutMailHandler) {
      // The mail feature is present but forgets to register its handler.
      builder = builder.overrideProvider(MailJobHandler).useValue({});
    }
    const app = (await builder.compile()).createNestApplication(new FastifyAdapter(), {
      logger: false,
    });
    try {
      await app.init();
      return app.get(JobRegistry).missing();
    } finally {
      await app.close();
    }
  };

  it('refuses to start when a job name has no handler', async () => {
    await expect(boot(true)).rejects.toThrow(
      `No handler registered for job(s): ${JobName.SendEmail}`,
    );
  });

  it('starts when every job name has its handler', async () => {
    await expect(boot(false)).resolves.toEqual([]);
  });
});
