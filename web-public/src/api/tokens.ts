/**
 * Where the session's tokens live.
 *
 * - The access token stays in memory only: it is short-lived (15 min) and never written to
 *   storage, so a script injected later cannot read it back from localStorage.
 * - The refresh token must survive a page reload, so it goes to storage: localStorage when the
 *   user chose "Remember me" (session survives closing the browser, 30 days), otherwise
 *   sessionStorage (gone when the tab closes, matching the 1-hour non-remembered session).
 */
const REFRESH_KEY = 'rentnaija.refreshToken';

let accessToken: string | null = null;
let accessExpiresAt = 0;

export const tokenStore = {
  getAccessToken(): string | null {
    return accessToken;
  },
  /** Epoch milliseconds at which the in-memory access token expires (0 when none). */
  getAccessExpiresAt(): number {
    return accessExpiresAt;
  },
  setAccessToken(token: string, expiresInSeconds: number): void {
    accessToken = token;
    accessExpiresAt = Date.now() + expiresInSeconds * 1000;
  },
  getRefreshToken(): string | null {
    return safeGet(localStorage) ?? safeGet(sessionStorage);
  },
  /** Stores the refresh token; `remember` picks localStorage over sessionStorage. */
  setRefreshToken(token: string, remember?: boolean): void {
    const persistent = remember ?? safeGet(localStorage) !== null;
    try {
      (persistent ? localStorage : sessionStorage).setItem(REFRESH_KEY, token);
      (persistent ? sessionStorage : localStorage).removeItem(REFRESH_KEY);
    } catch {
      // Storage unavailable (private mode): the session then lasts as long as the page.
    }
  },
  clear(): void {
    accessToken = null;
    accessExpiresAt = 0;
    try {
      localStorage.removeItem(REFRESH_KEY);
      sessionStorage.removeItem(REFRESH_KEY);
    } catch {
      // ignore
    }
  },
};

function safeGet(storage: Storage): string | null {
  try {
    return storage.getItem(REFRESH_KEY);
  } catch {
    return null;
  }
}
