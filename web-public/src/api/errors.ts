/**
 * Failed requests as one error type, and the words users see for them.
 * The server puts a stable `code` in every error body (the list: docs/0010); the client branches
 * on it, never on the status. Failures that never reached the server get codes of their own:
 * OFFLINE, NETWORK_ERROR, TIMEOUT, ABORTED; an answer without a code (a gateway in front of the
 * API) gets SERVER_ERROR or UNKNOWN.
 */
import { MESSAGES } from '@rentnaija/shared';
import type { ApiErrorBody, FieldError } from '@rentnaija/shared';

export const CLIENT_MESSAGES = {
  offline: 'You are offline. Check your internet connection and try again.',
  network: 'Could not reach RentNaija. Check your internet connection and try again.',
  timeout: 'The request timed out. Please try again.',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: FieldError[];

  constructor(message: string, status: number, code: string, details?: FieldError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** The server answered (as opposed to a network failure or a timeout). */
  get fromServer(): boolean {
    return this.status > 0;
  }
}

/** True when `err` is an ApiError with one of the codes. */
export function hasCode(err: unknown, ...codes: string[]): err is ApiError {
  return err instanceof ApiError && codes.includes(err.code);
}

/** The server (or a gateway in front of it) failed: the request itself may be fine. */
const SERVER_FAILURES: readonly string[] = [
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'SERVER_ERROR',
];
/** The request got no answer. */
const NO_ANSWER: readonly string[] = ['OFFLINE', 'NETWORK_ERROR', 'TIMEOUT'];

/** The server answered and refused the request for a reason of its own (not a failure of its own). */
export function isRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && err.fromServer && !SERVER_FAILURES.includes(err.code);
}

export function isErrorBody(data: unknown): data is Partial<ApiErrorBody> & { message: string } {
  return typeof data === 'object' && data !== null && 'message' in data;
}

/**
 * The words of a failed request: 'Access denied…' for FORBIDDEN, 'Server error…' for failures of
 * the server (or a gateway in front of it, which sends no code), otherwise the server's own
 * message.
 */
export function errorFromResponse(status: number, data: unknown): ApiError {
  const body = isErrorBody(data) ? data : undefined;
  // Only an answer without a code (a gateway's page, a proxy's 502) is named by its status.
  const code = body?.code || (status >= 500 ? 'SERVER_ERROR' : 'UNKNOWN');
  let message: string;
  if (code === 'FORBIDDEN') message = MESSAGES.accessDenied;
  else if (SERVER_FAILURES.includes(code)) message = MESSAGES.serverError;
  else message = body?.message || MESSAGES.unexpected;
  return new ApiError(message, status, code, body?.details);
}

/** A request that never got an answer: offline, unreachable, or too slow. */
export function errorFromFailure(err: unknown, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError(CLIENT_MESSAGES.timeout, 0, 'TIMEOUT');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ApiError(CLIENT_MESSAGES.offline, 0, 'OFFLINE');
  }
  const aborted = err instanceof DOMException && err.name === 'AbortError';
  return new ApiError(CLIENT_MESSAGES.network, 0, aborted ? 'ABORTED' : 'NETWORK_ERROR');
}

/** The message to show for any thrown value. */
export function errorMessage(err: unknown, fallback: string = MESSAGES.unexpected): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/**
 * The server's messages for the form's fields (for `fields` only, when given), as antd's
 * `form.setFields` takes them: `form.setFields(fieldErrors(err, ['name', 'phone']))`.
 */
export function fieldErrors<const F extends string>(
  err: unknown,
  fields?: readonly F[],
): { name: F; errors: string[] }[] {
  if (!(err instanceof ApiError)) return [];
  return (err.details ?? [])
    .filter((d) => !fields || (fields as readonly string[]).includes(d.field))
    .map((d) => ({ name: d.field as F, errors: [d.message] }));
}

/** Worth another try: no answer, or the server failed. A refusal will not change on its own. */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return NO_ANSWER.includes(err.code) || SERVER_FAILURES.includes(err.code);
}
