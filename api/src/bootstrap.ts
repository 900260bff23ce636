import { type ArgumentsHost, BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { securityHeaders, securityHeaderValues, setupApp } from './app.setup.js';
import type { AppConfig } from './config/app.config.js';
import { runMigrations } from './database/migrate.js';
import { seedDemoData } from './database/seed/seed.js';
import { createLogger, requestIdOf } from './common/logging.js';
import { JSON_BODY_LIMIT } from './common/http/json-body.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';

const trustHops = (hops: number) =>
  hops > 0 ? (_address: string, hop: number) => hop < hops : false;

/** Fastify as the app runs it: behind TRUST_PROXY_HOPS proxies, JSON bodies up to 100 KB. */
export function httpAdapter(config: AppConfig): FastifyAdapter {
  const headers = securityHeaderValues(securityHeaders(config));
  const errors = new AllExceptionsFilter();
  return new FastifyAdapter({
    // The client address is X-Forwarded-For's entry that many proxies back (as Express's
    // `trust proxy` hop count did); 0, the default: the socket's, and the header is not
    // believed. (Fastify's own numeric `trustProxy` trusts no hop at all.)
    trustProxy: trustHops(config.trustProxyHops),
    bodyLimit: JSON_BODY_LIMIT,
    // Request lines are ours (common/logging.ts).
    logger: false,
    // A URL the router cannot decode is refused (400) before any hook runs: its answer still
    // carries the headers of every answer, and goes through the exception filter.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(headers);
      reply.header('X-Request-Id', requestIdOf(request));
      const host = {
        switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
      };
      errors.catch(new BadRequestException(error.message), host as unknown as ArgumentsHost);
    },
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
