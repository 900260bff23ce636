import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { setupApp } from './app.setup.js';
import type { AppConfig } from './config/app.config.js';
import { runMigrations } from './database/migrate.js';
import { seedDemoData } from './database/seed/seed.js';
import { createLogger } from './common/logging.js';

export interface CreateAppOptions {
  serveClients?: boolean;
  seed?: boolean;
}

/** Builds the HTTP app: modules, middleware, migrations, and the demo seed when asked. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}) {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, { serveClients: options.serveClients }),
    // Body parsers are ours (setupApp): size and depth limits, and the raw bytes kept on
    // `req.rawBody` as Nest's `rawBody` option would.
    { bodyParser: false, rawBody: true, logger: createLogger(config) },
  );
  setupApp(app, config);
  const dataSource = app.get(DataSource);
  await runMigrations(dataSource, Boolean(config.database.url));
  const seeded = options.seed ? await seedDemoData(dataSource) : false;
  return { app, seeded };
}
