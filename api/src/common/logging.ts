import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
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

/**
 * One pino line per API request, with a request id taken from `X-Request-Id` (when well formed)
 * or made up, and echoed back in the response header.
 */
export function requestLogger(config: AppConfig) {
  return pinoHttp({
    level: config.logLevel,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
