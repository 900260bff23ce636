/**
 * File uploads with progress. fetch cannot report how much of a request body has gone, so an
 * upload goes through XMLHttpRequest, with the same bearer token, the same one refresh-and-retry
 * on 401 and the same ApiError (with the server's `code`) as the rest of the client. On a phone
 * network a 5 MB scan takes a while: the bar shows it moving.
 */
import { MESSAGES } from '@rentnaija/shared';
import { IDEMPOTENCY_HEADER } from './actions';
import { ApiError, errorFromResponse } from './errors';
import { refreshSession } from './client';
import { tokenStore } from './tokens';

export interface UploadOptions {
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The action's key (see `./actions`): a repeat of the same upload stores nothing twice. */
  idempotencyKey?: string;
}

/** Uploads takes longer than JSON calls: a minute before it is called off. */
const UPLOAD_TIMEOUT_MS = 60_000;

function send<T>(
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<{ status: number; body: T | unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStore.getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_HEADER, options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () =>
      reject(
        new ApiError(
          'Could not reach RentNaija. Check your internet connection and try again.',
          0,
          'NETWORK_ERROR',
        ),
      );
    xhr.ontimeout = () =>
      reject(new ApiError('The upload timed out. Please try again.', 0, 'TIMEOUT'));
    xhr.onabort = () => reject(new ApiError('The upload was cancelled.', 0, 'ABORTED'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** POSTs a multipart form to `path`; resolves with the JSON answer or throws an ApiError. */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  let answer = await send<T>(path, form, options);
  if (answer.status === 401 && (await refreshSession())) {
    options.onProgress?.(0);
    answer = await send<T>(path, form, options);
  }
  if (answer.status === 401) throw new ApiError(MESSAGES.sessionExpired, 401, 'SESSION_EXPIRED');
  if (answer.status < 200 || answer.status >= 300)
    throw errorFromResponse(answer.status, answer.body);
  return answer.body as T;
}
