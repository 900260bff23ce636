import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rentnaija/shared';
import { ApiError, api, buildUrl, messageFor, onSessionEvent } from './client';
import { tokenStore } from './tokens';

function jsonResponse(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('buildUrl', () => {
  it('prefixes /api and drops empty, null and undefined query values', () => {
    expect(
      buildUrl('/properties', {
        city: 'lagos',
        query: '',
        minPrice: 0,
        maxPrice: undefined,
        type: null,
        furnished: false,
      }),
    ).toBe('/api/properties?city=lagos&minPrice=0&furnished=false');
  });

  it('encodes values and leaves out the question mark without a query', () => {
    expect(buildUrl('/properties', { city: 'port harcourt' })).toBe(
      '/api/properties?city=port+harcourt',
    );
    expect(buildUrl('/properties/featured')).toBe('/api/properties/featured');
    expect(buildUrl('properties', {})).toBe('/api/properties');
  });
});

describe('messageFor (spec/1 section 8)', () => {
  it('uses the fixed texts for 403 and server errors', () => {
    expect(messageFor(403, { message: 'Forbidden resource' })).toBe(MESSAGES.accessDenied);
    expect(messageFor(500, { message: 'boom' })).toBe(MESSAGES.serverError);
    expect(messageFor(503)).toBe(MESSAGES.serverError);
  });

  it('prefers the server message, then the error message, then the generic text', () => {
    expect(messageFor(400, { message: 'Email is invalid' }, 'Bad Request')).toBe(
      'Email is invalid',
    );
    expect(messageFor(404, null, 'Not Found')).toBe('Not Found');
    expect(messageFor(404, null)).toBe(MESSAGES.unexpected);
  });
});

describe('api requests', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    tokenStore.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the bearer token and returns the parsed body', async () => {
    tokenStore.setAccessToken('access-1', 900);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await expect(api.post('/contact', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers.Authorization).toBe('Bearer access-1');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('throws ApiError with status, details and the chosen message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        details: [{ field: 'email', message: 'Email is invalid' }],
      }),
    );
    const err = await api.post('/contact', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('Validation failed');
    expect((err as ApiError).details).toEqual([{ field: 'email', message: 'Email is invalid' }]);
  });

  it('maps 403 and 500 to the spec texts', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'nope' }),
    );
    await expect(api.get('/x')).rejects.toThrow(MESSAGES.accessDenied);
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    await expect(api.get('/x')).rejects.toThrow(MESSAGES.serverError);
  });

  it('uses the network error message when the request never reaches the server', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toThrow('Failed to fetch');
  });

  it('refreshes once on 401, stores the rotated token and retries', async () => {
    tokenStore.setAccessToken('old', 900);
    tokenStore.setRefreshToken('refresh-1', true);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }))
      .mockResolvedValueOnce(
        jsonResponse(200, {
          accessToken: 'new',
          expiresIn: 900,
          refreshToken: 'refresh-2',
          sessionExpiresAt: '2030-01-01T00:00:00Z',
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { id: 'me' }));

    await expect(api.get('/users/me')).resolves.toEqual({ id: 'me' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/auth/refresh');
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ refreshToken: 'refresh-1' });
    expect(fetchMock.mock.calls[2][1].headers.Authorization).toBe('Bearer new');
    expect(tokenStore.getRefreshToken()).toBe('refresh-2');
    expect(localStorage.getItem('rentnaija.refreshToken')).toBe('refresh-2');
  });

  it('signs out with "Session expired" when the refresh fails', async () => {
    tokenStore.setAccessToken('old', 900);
    tokenStore.setRefreshToken('refresh-1', false);
    const listener = vi.fn();
    const off = onSessionEvent(listener);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }))
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, message: 'Invalid token' }));

    await expect(api.get('/users/me')).rejects.toThrow(MESSAGES.sessionExpired);
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

  it('does not try to refresh when login itself answers 401', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { statusCode: 401, message: MESSAGES.invalidCredentials }),
    );
    await expect(api.post('/auth/login', {})).rejects.toThrow(MESSAGES.invalidCredentials);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
