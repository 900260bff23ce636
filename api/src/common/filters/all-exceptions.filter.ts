import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiErrorBody } from '@rentnaija/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../../database/connection-errors.js';
import { DomainException } from '../exceptions/domain.exception.js';
import { FASTIFY_BODY_ERRORS } from '../http/json-body.js';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** The code of an HTTP error that carries none of its own: 'Payload Too Large' → PAYLOAD_TOO_LARGE. */
function codeForStatus(status: number): string {
  if (status === HttpStatus.BAD_REQUEST) return 'VALIDATION_FAILED';
  if (status >= 500) return status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z]+/g, '_');
}

export interface ErrorAnswer {
  body: ApiErrorBody;
  retryAfterSeconds?: number;
}

/**
 * Maps every error to `{ statusCode, error, code, message, details? }`. A database that cannot
 * be reached is a 503 with `Retry-After`; any other unknown error is a 500 with a request id.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    if (!res || typeof res.status !== 'function') return;
    const { body, retryAfterSeconds } = errorAnswer(exception);
    if (
      body.statusCode === HttpStatus.SERVICE_UNAVAILABLE &&
      !(exception instanceof HttpException)
    ) {
      this.logger.warn(`Database unavailable (${req?.method} ${req?.url}): ${String(exception)}`);
    } else if (body.statusCode >= 500) {
      body.requestId = req?.id ? String(req.id) : undefined;
      this.logger.error(
        { err: exception, requestId: body.requestId, path: req?.url },
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (res.sent || res.raw.headersSent) return;
    if (retryAfterSeconds !== undefined) res.header('Retry-After', String(retryAfterSeconds));
    res.status(body.statusCode).send(body);
  }
}

/** The status and body the API answers for `exception` (also what a repeated request replays). */
export function errorAnswer(exception: unknown): ErrorAnswer {
  // Errors Fastify raised while reading a body (too large, malformed) reach here wrapped in
  // an HttpException by Nest's adapter; they keep the codes the API has always given them.
  const cause = exception instanceof HttpException ? exception.cause : exception;
  const bodyError = FASTIFY_BODY_ERRORS[String((cause as { code?: unknown } | undefined)?.code)];
  if (bodyError) {
    const status = (cause as { statusCode?: number }).statusCode ?? 400;
    exception = new DomainException(status, bodyError.code, bodyError.message);
  }
  if (exception instanceof DomainException) {
    return {
      body: {
        statusCode: exception.status,
        error: STATUS_CODES[exception.status] ?? 'Error',
        code: exception.code,
        message: exception.message,
        ...(exception.details ? { details: exception.details } : {}),
      },
      retryAfterSeconds: exception.retryAfterSeconds,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const r = (typeof response === 'object' ? response : { message: response }) as {
      message?: string | string[];
      details?: ApiErrorBody['details'];
    };
    const message = Array.isArray(r.message)
      ? r.message.join(', ')
      : (r.message ?? exception.message);
    return {
      body: {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        code: codeForStatus(status),
        message,
        ...(r.details ? { details: r.details } : {}),
      },
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      body: {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      },
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  // Other errors of Fastify or its plugins carry a client status of their own.
  const raised = (exception ?? {}) as { status?: number; statusCode?: number };
  const status = raised.status ?? raised.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      body: {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        code: codeForStatus(status),
        message: STATUS_CODES[status] ?? 'Error',
      },
    };
  }
  return {
    body: {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Server error. Please try again later.',
    },
  };
}
