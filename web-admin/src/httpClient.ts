import { fetchUtils, HttpError } from 'react-admin';
import { getAccessToken, refreshAccessToken } from './auth/session';

type Options = fetchUtils.Options;

function withBearer(options: Options, token: string): Options {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

/**
 * fetchUtils.fetchJson with the staff Bearer token. The token is refreshed shortly before it
 * expires, and once more when the API answers 401 (then the request is retried once).
 * Errors keep the API's `message` (fetchJson puts `body.message` into the HttpError).
 */
export async function httpClient(url: string, options: Options = {}) {
  const token = await getAccessToken();
  try {
    return await fetchUtils.fetchJson(url, withBearer(options, token));
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      const fresh = await refreshAccessToken();
      return fetchUtils.fetchJson(url, withBearer(options, fresh));
    }
    throw error;
  }
}
