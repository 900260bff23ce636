import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { AppConfig } from '../config/app.config.js';

const NEST_LEVELS: Record<string, LogLevel[]> = {
  trace: ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'],
  debug: ['debug', 'log', 'warn', 'error', 'fatal'],
  info: ['log', 'warn', 'error', 'fatal'],
  warn: ['warn', 'error', 'fatal'],
  error: ['error', 'fatal'],
  fatal: ['fatal'],
  silent: [],
};

/** The application logger: JSON lines in production, readable lines locally. */
export function createLogger(config: AppConfig): ConsoleLogger | false {
  const levels = NEST_LEVELS[config.logLevel] ?? NEST_LEVELS.info;
  if (levels.length === 0) return false;
  return new ConsoleLogger({
    json: config.isProduction,
    logLevels: levels,
    colors: !config.isProduction,
  });
}

/** A client's own request id is kept when it looks like one. */
const REQUEST_ID = /^[\w-]{1,64}$/;

/** The request id of `X-Request-Id` when well formed, else a new one. */
export function requestIdOf(req: { headers: Record<string, unknown> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One JSON line per API request (pino: `req` {id, method, url}, `res` {statusCode},
 * `responseTime` in ms, 'request completed'; 'request errored' at level error for a 5xx,
 * 'request aborted' when the client left first), with a request id taken from `X-Request-Id`
 * (when well formed) or made up, kept on `request.id` and echoed in the response header.
 * Registered on the Fastify instance as hooks (`onRequest`, then the response's `close`).
 *
 * Written here rather than with pino-http or Fastify's logger: those make a child logger and
 * wrap serializers for every request, about a tenth of the CPU time of a small answer
 * (bench/RESULTS.md, HTTP layer). Lines go out asynchronously (lines written while the previous
 * write is under way are joined into one write) and are flushed when the process exits.
 */
export function requestLogger(
  config: AppConfig,
  /** Where the lines go; standard output by default. */
  stream?: DestinationStream,
): (fastify: FastifyInstance) => void {
  const logs = config.logLevel !== 'silent';
  const destination = logs && !stream ? pino.destination({ sync: false }) : undefined;
  const logger = pino({ level: config.logLevel }, stream ?? destination);
  if (destination) process.once('exit', () => destination.flushSync());
  return (fastify) => {
    fastify.addHook('onRequest', (req, reply, done) => {
      const id = requestIdOf(req);
      req.id = id;
      req.raw.id = id;
      reply.header('X-Request-Id', id);
      if (!logs || !req.url.startsWith('/api')) return done();
      const started = performance.now();
      const { method, url } = req;
      const res = reply.raw;
      res.once('close', () => {
        const line = {
          req: { id, method, url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        if (!res.writableFinished) logger.warn(line, 'request aborted');
        else if (res.statusCode >= 500) logger.error(line, 'request errored');
        else logger.info(line, 'request completed');
      });
      done();
    });
  };
}

declare module 'http' {
  interface IncomingMessage {
    /** The request id of the log line and of `X-Request-Id` (see requestLogger). */
    id?: string;
  }
}
