import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiErrorBody } from '@rentnaija/shared';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { DomainException } from '../exceptions/domain.exception.js';

/** A stable code for errors that carry none of their own ('NOT_FOUND', 'TOO_MANY_REQUESTS'). */
const codeOf = (status: number) =>
  (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z]+/g, '_');

/**
 * Maps every error to `{ statusCode, error, code, message, details? }`; clients branch on
 * `code`. Unknown errors become a 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    if (!res || typeof res.status !== 'function') return;
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      body.requestId = req?.id ? String(req.id) : undefined;
      this.logger.error(
        { err: exception, requestId: body.requestId, path: req?.url },
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof DomainException) {
      return {
        statusCode: exception.status,
        error: STATUS_CODES[exception.status] ?? 'Error',
        code: exception.code,
        message: exception.message,
        ...(exception.details ? { details: exception.details } : {}),
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
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        code: status === 400 && r.details ? 'VALIDATION_FAILED' : codeOf(status),
        message,
        ...(r.details ? { details: r.details } : {}),
      };
    }
    // Body-parser errors (malformed JSON, too large) carry a status of their own.
    const status = (exception as { status?: number; statusCode?: number })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        statusCode: status,
        error: STATUS_CODES[status] ?? 'Error',
        code: codeOf(status),
        message: status === 400 ? 'Malformed request body' : (STATUS_CODES[status] ?? 'Error'),
      };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
      message: 'Server error. Please try again later.',
    };
  }
}
