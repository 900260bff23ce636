/**
 * The one typed API client of the public web app. Paths are relative to `/api`.
 *
 * - 10 s timeout per request (AbortController).
 * - Bearer access token attached when signed in.
 * - On 401 it refreshes once through POST /api/auth/refresh and retries once; when that fails
 *   the session is cleared, listeners are told (the auth context signs out) and the error
 *   carries 'Session expired. Please login again.'.
 * - Error messages follow spec/1 section 8 (see `messageFor`).
 */
import { DELAYS, MESSAGES } from '@rentnaija/shared';
import type { ApiErrorBody, AuthTokens, FieldError } from '@rentnaija/shared';
import { tokenStore } from './tokens';

export const API_BASE = '/api';

export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

export class ApiError extends Error {
  status: number;
  details?: FieldError[];
  body?: ApiErrorBody;

  constructor(message: string, status: number, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.details = body?.details;
  }
}

/** Builds `/api{path}?a=1&b=x`, leaving out empty, null and undefined values. */
export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** spec/1 section 8: which message a failed request shows. */
export function messageFor(status: number, body?: Partial<ApiErrorBody> | null, fallback?: string) {
  if (status === 401) return body?.message || MESSAGES.sessionExpired;
  if (status === 403) return MESSAGES.accessDenied;
  if (status >= 500) return MESSAGES.serverError;
  if (body?.message) return body.message;
  if (fallback) return fallback;
  return MESSAGES.unexpected;
}

type SessionListener = (event: 'expired' | 'refreshed', tokens?: AuthTokens) => void;
const listeners = new Set<SessionListener>();

/** The auth context listens here for expired sessions and rotated tokens. */
export function onSessionEvent(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let refreshInFlight: Promise<AuthTokens | null> | null = null;

/**
 * Exchanges the stored refresh token for new tokens (rotated: the new refresh token replaces
 * the old one). Concurrent callers share one request. Resolves null when there is no session.
 */
export function refreshSession(): Promise<AuthTokens | null> {
  if (!refreshInFlight) {
    refreshInFlight = exchangeRefreshToken().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

async function exchangeRefreshToken(): Promise<AuthTokens | null> {
  // Two attempts: another tab sharing localStorage may have rotated the token meanwhile.
  for (let attempt = 0; attempt < 2; attempt++) {
    const refreshToken = tokenStore.getRefreshToken();
    if (!refreshToken) return null;
    try {
      const tokens = await rawRequest<AuthTokens>('POST', '/auth/refresh', {
        body: JSON.stringify({ refreshToken }),
        auth: false,
      });
      tokenStore.setAccessToken(tokens.accessToken, tokens.expiresIn);
      tokenStore.setRefreshToken(tokens.refreshToken);
      listeners.forEach((l) => l('refreshed', tokens));
      return tokens;
    } catch (err) {
      const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (!refused) return null; // network or server failure: keep the token for later
      if (tokenStore.getRefreshToken() !== refreshToken) continue; // rotated elsewhere
      tokenStore.clear(); // a refused refresh token is dead
      return null;
    }
  }
  return null;
}

interface RawOptions {
  body?: BodyInit;
  auth?: boolean;
  query?: Query;
}

async function rawRequest<T>(method: string, path: string, opts: RawOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined && !(opts.body instanceof FormData)) {
    headers['Content-Type'] = 'application/json';
  }
  const token = opts.auth === false ? null : tokenStore.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DELAYS.httpTimeout);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body: opts.body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    const aborted = err instanceof DOMException && err.name === 'AbortError';
    throw new ApiError(
      aborted ? 'The request timed out. Please try again.' : messageFor(0, null, errorText(err)),
      0,
    );
  } finally {
    clearTimeout(timer);
  }

  const data = await readBody(response);
  if (!response.ok) {
    const body = isErrorBody(data) ? data : undefined;
    throw new ApiError(
      messageFor(response.status, body, response.statusText),
      response.status,
      body,
    );
  }
  return data as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && 'message' in data;
}

function errorText(err: unknown): string | undefined {
  return err instanceof Error && err.message ? err.message : undefined;
}

/** Paths whose 401 means "wrong credentials/token", not "session expired". */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/refresh', '/auth/register', '/auth/logout'];

async function request<T>(method: string, path: string, opts: RawOptions = {}): Promise<T> {
  try {
    return await rawRequest<T>(method, path, opts);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    if (NO_REFRESH_PATHS.some((p) => path.startsWith(p))) throw err;
    const hadSession =
      tokenStore.getAccessToken() !== null || tokenStore.getRefreshToken() !== null;
    if (!hadSession) throw err;
    const tokens = await refreshSession();
    if (tokens) {
      try {
        return await rawRequest<T>(method, path, opts);
      } catch (retryErr) {
        if (!(retryErr instanceof ApiError) || retryErr.status !== 401) throw retryErr;
      }
    }
    tokenStore.clear();
    listeners.forEach((l) => l('expired'));
    throw new ApiError(MESSAGES.sessionExpired, 401, err.body);
  }
}

export const api = {
  get<T>(path: string, query?: Query): Promise<T> {
    return request<T>('GET', path, { query });
  },
  post<T>(path: string, body?: unknown): Promise<T> {
    return request<T>('POST', path, {
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  },
  patch<T>(path: string, body?: unknown): Promise<T> {
    return request<T>('PATCH', path, {
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  },
  delete<T>(path: string): Promise<T> {
    return request<T>('DELETE', path);
  },
  upload<T>(path: string, form: FormData): Promise<T> {
    return request<T>('POST', path, { body: form });
  },
};

/** The message to show for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return MESSAGES.unexpected;
}
