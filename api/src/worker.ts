import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { ConfigError, loadConfig } from './config/app.config.js';

/** Runs the queue processors (and scheduled sweeps) without HTTP, so workers scale separately. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig({ ...process.env, RUN_WORKERS: 'true' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.redis.url) {
    console.error('The worker needs REDIS_URL; without it the API runs the processors itself.');
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(Logger).log('Worker started: processing queued jobs');
}

void main();
