import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { createLogger } from './common/logging.js';
import { keepRunningThroughRedisOutages } from './common/unhandled-rejections.js';
import { loadConfigOrExit } from './config/app.config.js';

/** Runs the queue processors (and scheduled sweeps) without HTTP, so workers scale separately. */
async function main(): Promise<void> {
  const config = loadConfigOrExit({ ...process.env, RUN_WORKERS: 'true' });
  if (!config.redis.url) {
    console.error('The worker needs REDIS_URL; without it the API runs the processors itself.');
    process.exit(1);
  }
  keepRunningThroughRedisOutages(config.redis.url);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: createLogger(config),
  });
  app.enableShutdownHooks();
  new Logger('Worker').log('Worker started: processing queued jobs');
}

void main();
