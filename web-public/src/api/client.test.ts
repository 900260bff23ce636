import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rentnaija/shared';
import { ApiError, api, onSessionEvent, refreshSession } from './client';
import { CLIENT_MESSAGES, isRetryable } from './errors';
import { tokenStore } from './tokens';

function jsonResponse(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<(req: Request, init?: RequestInit) => Promise<Response>>();
const sent = (n: number) => fetchMock.mock.calls[n][0];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  tokenStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('api requests', () => {
  it('sends typed JSON with the bearer token and returns the parsed body', async () => {
    tokenStore.setAccessToken('access-1', 900);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const body = { email: 'a@example.com' };
    await expect(api.post('/api/auth/forgot-password', { body })).resolves.toEqual({ ok: true });
    const req = sent(0);
    expect(new URL(req.url).pathname).toBe('/api/auth/forgot-password');
    expect(req.method).toBe('POST');
    expect(await req.json()).toEqual(body);
    expect(req.headers.get('Authorization')).toBe('Bearer access-1');
    expect(req.headers.get('Content-Type')).toBe('application/json');
  });

  it('fills path and query parameters from the typed options', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api.get('/api/properties/{id}', { params: { path: { id: 'a b' } } });
    await api.get('/api/properties', { params: { query: { city: 'Port Harcourt', page: 2 } } });
    expect(new URL(sent(0).url).pathname).toBe('/api/properties/a%20b');
    expect(new URL(sent(1).url).search).toBe('?city=Port%20Harcourt&page=2');
  });

  it('throws ApiError with the server code, details and message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Email is invalid',
        details: [{ field: 'email', message: 'Email is invalid' }],
      }),
    );
    const err = await api
      .post('/api/auth/forgot-password', { body: { email: 'x' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Email is invalid',
      details: [{ field: 'email', message: 'Email is invalid' }],
    });
  });

  it('chooses the shared texts by code: FORBIDDEN and server failures', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: 'x' }),
    );
    await expect(api.get('/api/users/me')).rejects.toThrow(MESSAGES.accessDenied);
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/users/me')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      message: MESSAGES.serverError,
    });
  });

  it("keeps the server's own words for other 403s, such as an unconfirmed email", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        code: 'EMAIL_NOT_CONFIRMED',
        message: MESSAGES.emailNotConfirmed,
      }),
    );
    await expect(
      api.post('/api/auth/login', { body: { email: 'a@example.com', password: 'x' } }),
    ).rejects.toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', message: MESSAGES.emailNotConfirmed });
  });

  it('says plainly when the browser is offline or the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/properties/featured')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: CLIENT_MESSAGES.network,
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/properties/featured')).rejects.toMatchObject({
      code: 'OFFLINE',
      message: CLIENT_MESSAGES.offline,
    });
    online.mockRestore();
  });

  it('retries only failures a second try can fix', () => {
    expect(isRetryable(new ApiError('x', 0, 'NETWORK_ERROR'))).toBe(true);
    expect(isRetryable(new ApiError('x', 503, 'SERVER_ERROR'))).toBe(true);
    expect(isRetryable(new ApiError('x', 404, 'PROPERTY_NOT_FOUND'))).toBe(false);
    expect(isRetryable(new ApiError('x', 429, 'TOO_MANY_REQUESTS'))).toBe(false);
    expect(isRetryable(new ApiError('x', 503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(isRetryable(new ApiError('x', 0, 'ABORTED'))).toBe(false);
  });

  it("reads the server's code, and names only a code-less answer by its status", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      }),
    );
    await expect(api.get('/api/properties/featured')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.serverError,
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/properties/featured')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      message: MESSAGES.serverError,
    });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Taken' }),
    );
    await expect(api.post('/api/auth/register', { body: {} as never })).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Taken',
    });
  });

  it('keeps the refresh token when the refresh is rate limited, not refused', async () => {
    tokenStore.setRefreshToken('refresh-1', true);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Wait' }),
    );
    await expect(refreshSession()).resolves.toBeNull();
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { statusCode: 401, code: 'INVALID_REFRESH_TOKEN', message: 'Expired' }),
    );
    await expect(refreshSession()).resolves.toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('refreshes once on 401, stores the rotated token and retries', async () => {
    tokenStore.setAccessToken('old', 900);
    tokenStore.setRefreshToken('refresh-1', true);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'INVALID_TOKEN' }))
      .mockResolvedValueOnce(
        jsonResponse(200, {
          accessToken: 'new',
          expiresIn: 900,
          refreshToken: 'refresh-2',
          sessionExpiresAt: '2030-01-01T00:00:00Z',
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { id: 'me' }));

    await expect(api.get('/api/users/me')).resolves.toEqual({ id: 'me' });
    expect(new URL(sent(1).url).pathname).toBe('/api/auth/refresh');
    expect(await sent(1).json()).toEqual({ refreshToken: 'refresh-1' });
    expect(sent(1).headers.get('Authorization')).toBeNull();
    expect(sent(2).headers.get('Authorization')).toBe('Bearer new');
    expect(tokenStore.getRefreshToken()).toBe('refresh-2');
    expect(localStorage.getItem('rentnaija.refreshToken')).toBe('refresh-2');
  });

  it('signs out with "Session expired" when the refresh fails', async () => {
    tokenStore.setAccessToken('old', 900);
    tokenStore.setRefreshToken('refresh-1', false);
    const listener = vi.fn();
    const off = onSessionEvent(listener);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'INVALID_TOKEN' }))
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'INVALID_REFRESH_TOKEN' }));

    await expect(api.get('/api/users/me')).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: MESSAGES.sessionExpired,
    });
    expect(listener).toHaveBeenCalledWith('expired');
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    off();
  });

  it('keeps a non-remembered refresh token in sessionStorage only', () => {
    tokenStore.setRefreshToken('r', false);
    expect(sessionStorage.getItem('rentnaija.refreshToken')).toBe('r');
    expect(localStorage.getItem('rentnaija.refreshToken')).toBeNull();
  });

  it('names this browser when signing in, the same id each time, and on nothing else', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    const body = { email: 'a@example.com', password: 'x' };
    await api.post('/api/auth/login', { body });
    await api.post('/api/auth/login', { body });
    await api.post('/api/auth/forgot-password', { body: { email: 'a@example.com' } });
    const [first, second, other] = [0, 1, 2].map((n) => sent(n).headers.get('X-Device-Id'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(other).toBeNull();
  });

  it('does not try to refresh when login itself answers 401', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: MESSAGES.invalidCredentials,
      }),
    );
    await expect(
      api.post('/api/auth/login', { body: { email: 'a@example.com', password: 'x' } }),
    ).rejects.toThrow(MESSAGES.invalidCredentials);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
