import { ApiError, errorMessage } from '../../api/client';

/**
 * On the accounts pages the server's own message is the right text for every status
 * (401 invalid credentials, 403 unconfirmed email, 409 taken email, 429 too many attempts),
 * so it wins over the client's generic 403 text.
 */
export function authErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.status > 0 && err.status < 500 && err.body?.message) {
    return err.body.message;
  }
  return errorMessage(err);
}
