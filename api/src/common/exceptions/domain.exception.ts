import { HttpStatus } from '@nestjs/common';
import type { FieldError } from '@rentnaija/shared';

/**
 * A rule of the product was broken. Services throw these with a stable code; the exception
 * filter turns them into the API's error shape with the matching status. `retryAfterSeconds`
 * becomes a `Retry-After` header (rate limits, outages).
 */
export class DomainException extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found', code = 'NOT_FOUND') =>
  new DomainException(HttpStatus.NOT_FOUND, code, message);
export const forbidden = (
  message = 'Access denied. You do not have permission for this action.',
  code = 'FORBIDDEN',
) => new DomainException(HttpStatus.FORBIDDEN, code, message);
export const conflict = (message: string, code = 'CONFLICT') =>
  new DomainException(HttpStatus.CONFLICT, code, message);
/** Field errors (`details`) make it a VALIDATION_FAILED unless a code is given. */
export const badRequest = (
  message: string,
  details?: FieldError[],
  code = details ? 'VALIDATION_FAILED' : 'BAD_REQUEST',
) => new DomainException(HttpStatus.BAD_REQUEST, code, message, details);
/** A one-time link that worked once and no longer does (used, expired). */
export const gone = (message: string, code: string) =>
  new DomainException(HttpStatus.GONE, code, message);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') =>
  new DomainException(HttpStatus.UNAUTHORIZED, code, message);
export const tooManyRequests = (
  message: string,
  code = 'TOO_MANY_REQUESTS',
  retryAfterSeconds?: number,
) => new DomainException(HttpStatus.TOO_MANY_REQUESTS, code, message, undefined, retryAfterSeconds);

/** 'in 1 minute', 'in 15 minutes': how long a client waits, rounded up to whole minutes. */
export const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
};
