import { ApiError, errorMessage } from '../../api/errors';

export const REGISTRATION_FAILED = 'An unexpected error occurred during registration.';

/**
 * Registration's failure words: the server's message when it answered, 'An unexpected
 * error occurred during registration.' when the request failed on the way, and plain words
 * when the browser is offline.
 */
export function registrationErrorMessage(err: unknown): string {
  if (err instanceof ApiError && !err.fromServer && err.code !== 'OFFLINE') {
    return REGISTRATION_FAILED;
  }
  return errorMessage(err, REGISTRATION_FAILED);
}
