/**
 * The one API client of the public web app: openapi-fetch over the types generated from the
 * API's OpenAPI document (`schema.ts`), so paths, parameters and bodies are checked against
 * what the server declares.
 *
 * - `api.get('/api/properties/{id}', { params: { path: { id } } })` resolves with the body or
 *   throws an `ApiError` (errors.ts), which is what the query layer expects.
 * - 10 s timeout per request; the access token is attached when signed in.
 * - On 401 it refreshes once through POST /api/auth/refresh and retries once; when that fails
 *   the session is cleared, listeners are told (the auth context signs out) and the error
 *   carries 'Session expired. Please login again.'.
 */
import createClient from 'openapi-fetch';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod } from 'openapi-typescript-helpers';
import { DELAYS, MESSAGES } from '@rentnaija/shared';
import type { AuthTokens } from '@rentnaija/shared';
import { ApiError, errorFromFailure, errorFromResponse, hasCode } from './errors';
import type { ResponseFallbacks } from './responses';
import type { paths } from './schema';
import { tokenStore } from './tokens';

export { ApiError, errorMessage, hasCode } from './errors';

type Responses<Op> = Op extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON body of an operation's success answer, as generated from the document. */
type SuccessJson<Op> = {
  [S in keyof Responses<Op>]: S extends 200 | 201 | 202 ? JsonOf<Responses<Op>[S]> : never;
}[keyof Responses<Op>];
type Fallback<K extends string> = K extends keyof ResponseFallbacks ? ResponseFallbacks[K] : void;

/** What a call resolves with: the generated body type, else the fallback of responses.ts. */
export type Reply<P extends keyof paths, M extends HttpMethod> = M extends keyof paths[P]
  ? [SuccessJson<paths[P][M]>] extends [never]
    ? Fallback<`${M} ${P & string}`>
    : SuccessJson<paths[P][M]>
  : never;

type InitParam<Init> = [keyof Init] extends [never]
  ? [Init?]
  : undefined extends Init
    ? [Init?]
    : [Init];

type SessionListener = (event: 'expired' | 'refreshed', tokens?: AuthTokens) => void;
const listeners = new Set<SessionListener>();

/** The auth context listens here for expired sessions and rotated tokens. */
export function onSessionEvent(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Refusals of POST /api/auth/refresh that mean the refresh token is dead. Anything else (a rate
 * limit, an outage, no answer) keeps it for a later try.
 */
const DEAD_REFRESH_CODES = ['INVALID_REFRESH_TOKEN', 'ACCOUNT_SUSPENDED', 'VALIDATION_FAILED'];

/** Paths whose 401 means "wrong credentials or token", not "session expired". */
const NO_REFRESH_PATHS = [
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/register',
  '/api/auth/logout',
  '/api/auth/confirm-email',
];

/** Signing in names the device it is done on (see deviceId). */
const DEVICE_PATHS = ['/api/auth/login', '/api/auth/register'];
const DEVICE_KEY = 'rentnaija.device';

/**
 * A random id this browser keeps, sent when signing in: staff see one device used by several
 * landlord accounts among a listing's fraud signals. Null where storage is refused.
 */
function deviceId(): string | null {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      // 128 random bits as hex (`crypto.randomUUID` is missing outside secure contexts).
      const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** fetch with the timeout and the bearer token; failures to get an answer become ApiErrors. */
async function send(request: Request): Promise<Response> {
  if (DEVICE_PATHS.includes(new URL(request.url).pathname)) {
    const device = deviceId();
    if (device) request.headers.set('X-Device-Id', device);
  }
  const token = tokenStore.getAccessToken();
  if (token && !request.url.endsWith('/api/auth/refresh')) {
    request.headers.set('Authorization', `Bearer ${token}`);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, DELAYS.httpTimeout);
  const forward = () => controller.abort();
  request.signal.addEventListener('abort', forward);
  try {
    return await fetch(request, { signal: controller.signal });
  } catch (err) {
    throw errorFromFailure(err, timedOut);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forward);
  }
}

/** The transport under openapi-fetch: one refresh-and-retry on an expired access token. */
async function sessionFetch(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const retry = request.clone();
  const response = await send(request);
  if (response.status !== 401 || NO_REFRESH_PATHS.includes(path)) return response;
  const hadSession = tokenStore.getAccessToken() !== null || tokenStore.getRefreshToken() !== null;
  if (!hadSession) return response;
  if (await refreshSession()) {
    const second = await send(retry);
    if (second.status !== 401) return second;
  }
  tokenStore.clear();
  listeners.forEach((l) => l('expired'));
  throw new ApiError(MESSAGES.sessionExpired, 401, 'SESSION_EXPIRED');
}

const client = createClient<paths>({
  // Absolute, so requests are built the same way in the browser and under test.
  baseUrl: globalThis.location?.origin ?? '',
  fetch: sessionFetch,
  headers: { Accept: 'application/json' },
});

async function unwrap<T>(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw errorFromResponse(response.status, error);
  return data as T;
}

function method<M extends HttpMethod>(name: M) {
  const upper = name.toUpperCase() as Uppercase<M>;
  return <P extends PathsWithMethod<paths, M>, Init extends MaybeOptionalInit<paths[P], M>>(
    path: P,
    ...init: InitParam<Init>
  ): Promise<Reply<P, M>> => {
    const call = (client[upper as keyof typeof client] as (...args: unknown[]) => never)(
      path,
      ...init,
    );
    return unwrap<Reply<P, M>>(call);
  };
}

export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
};

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
      const tokens = await api.post('/api/auth/refresh', { body: { refreshToken } });
      tokenStore.setAccessToken(tokens.accessToken, tokens.expiresIn);
      tokenStore.setRefreshToken(tokens.refreshToken);
      listeners.forEach((l) => l('refreshed', tokens));
      return tokens;
    } catch (err) {
      if (!hasCode(err, ...DEAD_REFRESH_CODES)) return null; // keep the token for later
      if (tokenStore.getRefreshToken() !== refreshToken) continue; // rotated elsewhere
      tokenStore.clear(); // a refused refresh token is dead
      return null;
    }
  }
  return null;
}
