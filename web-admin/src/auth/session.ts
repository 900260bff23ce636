import type { AuthTokens, UserDto } from '@rentnaija/shared';
import { HttpError } from 'react-admin';

/**
 * The signed-in staff session. The access token lives only in memory; the refresh token and the
 * user live in sessionStorage so a reload (or a deep link opened in the same tab) can get a new
 * access token without asking for the password again, and closing the tab ends it.
 */
const REFRESH_KEY = 'rentnaija.admin.refreshToken';
const SESSION_END_KEY = 'rentnaija.admin.sessionExpiresAt';
const USER_KEY = 'rentnaija.admin.user';

/** Refresh this long before the access token runs out. */
const REFRESH_MARGIN_MS = 30_000;

export type StaffUser = Pick<UserDto, 'id' | 'name' | 'email' | 'role'>;

let accessToken: string | null = null;
let accessExpiresAt = 0;
let refreshing: Promise<string> | null = null;

/** An HttpError that came from /api/auth itself: the session is gone. */
export class SessionError extends HttpError {
  readonly fromAuth = true;
}

export function saveTokens(tokens: AuthTokens): void {
  accessToken = tokens.accessToken;
  accessExpiresAt = Date.now() + tokens.expiresIn * 1000;
  sessionStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  sessionStorage.setItem(SESSION_END_KEY, tokens.sessionExpiresAt);
}

export function saveUser(user: StaffUser): void {
  const { id, name, email, role } = user;
  sessionStorage.setItem(USER_KEY, JSON.stringify({ id, name, email, role }));
}

export function storedUser(): StaffUser | null {
  const raw = sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StaffUser;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  accessToken = null;
  accessExpiresAt = 0;
  sessionStorage.removeItem(REFRESH_KEY);
  sessionStorage.removeItem(SESSION_END_KEY);
  sessionStorage.removeItem(USER_KEY);
}

/** The refresh token as stored now (sent with logout). */
export function storedRefreshToken(): string | null {
  return sessionStorage.getItem(REFRESH_KEY);
}

/** The access token as it is now, without refreshing (for logout). */
export function currentAccessToken(): string | null {
  return accessToken;
}

function refreshTokenIfAlive(): string | null {
  const token = sessionStorage.getItem(REFRESH_KEY);
  const end = sessionStorage.getItem(SESSION_END_KEY);
  if (!token) return null;
  if (end && Date.parse(end) <= Date.now()) {
    clearSession();
    return null;
  }
  return token;
}

export function hasSession(): boolean {
  return accessToken !== null || refreshTokenIfAlive() !== null;
}

/** Reads an error body in the API's shape `{ statusCode, error, message }`. */
async function readError(response: Response): Promise<SessionError> {
  let body: { message?: unknown } | undefined;
  try {
    body = (await response.json()) as { message?: unknown };
  } catch {
    body = undefined;
  }
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : 'Session expired. Please login again.';
  return new SessionError(message, response.status, body);
}

/**
 * Exchanges the refresh token for a rotated pair. Only one exchange runs at a time: a rotated
 * refresh token used twice revokes the whole session on the server.
 */
export function refreshAccessToken(): Promise<string> {
  if (refreshing) return refreshing;
  const token = refreshTokenIfAlive();
  if (!token) {
    return Promise.reject(new SessionError('Session expired. Please login again.', 401));
  }
  refreshing = (async () => {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: token }),
    });
    if (!response.ok) {
      const error = await readError(response);
      if (response.status === 400 || response.status === 401 || response.status === 403) {
        clearSession();
      }
      throw error;
    }
    const tokens = (await response.json()) as AuthTokens;
    saveTokens(tokens);
    return tokens.accessToken;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A usable access token: the one in memory, or a fresh one when it is missing or about to expire. */
export async function getAccessToken(): Promise<string> {
  if (accessToken && Date.now() < accessExpiresAt - REFRESH_MARGIN_MS) return accessToken;
  return refreshAccessToken();
}
