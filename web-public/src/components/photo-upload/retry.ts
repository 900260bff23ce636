import { ApiError } from '../../api/errors';

/**
 * Whether sending the same photo again can succeed: the connection dropped or timed out, or the
 * server was busy or failed (408, 429, 5xx). A refusal of the photo itself (400, 413, 415), a
 * photo that could not be prepared, or a cancelled upload cannot: offering Retry would only fail.
 */
export function isRetryableUpload(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.status === 0) return err.code !== 'ABORTED';
  return err.status === 408 || err.status === 429 || err.status >= 500;
}
