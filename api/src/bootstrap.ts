import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { setupApp } from './app.setup.js';
import type { AppConfig } from './config/app.config.js';
import { runMigrations } from './database/migrate.js';
import { seedDemoData } from './database/seed/seed.js';
import { createLogger } from './common/logging.js';
import { JSON_BODY_LIMIT } from './common/http/json-body.js';

const trustHops = (hops: number) =>
  hops > 0 ? (_address: string, hop: number) => hop < hops : false;

/** Fastify as the app runs it: behind TRUST_PROXY_HOPS proxies, JSON bodies up to 100 KB. */
export function httpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    // The client address is X-Forwarded-For's entry that many proxies back (as Express's
    // `trust proxy` hop count did); 0, the default: the socket's, and the header is not
    // believed. (Fastify's own numeric `trustProxy` trusts no hop at all.)
    trustProxy: trustHops(config.trustProxyHops),
    bodyLimit: JSON_BODY_LIMIT,
    // Request lines are ours (common/logging.ts).
    logger: false,
  });
}

export interface CreateAppOptions {
  serveClients?: boolean;
  seed?: boolean;
}

/** Builds the HTTP app: modules, middleware, migrations, and the demo seed when asked. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}) {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { serveClients: options.serveClients }),
    httpAdapter(config),
    // Body parsers are ours (setupApp): size and depth limits, and the raw bytes kept on
    // `req.rawBody` (Nest's `rawBody` option).
    { bodyParser: false, rawBody: true, logger: createLogger(config) },
  );
  await setupApp(app, config);
  const dataSource = app.get(DataSource);
  await runMigrations(dataSource, Boolean(config.database.url));
  const seeded = options.seed ? await seedDemoData(dataSource) : false;
  return { app, seeded };
}
