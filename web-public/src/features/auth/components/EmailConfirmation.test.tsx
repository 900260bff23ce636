import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TENANT, fakeAuth, renderWithProviders } from '../../../app/testUtils';
import { EmailConfirmation, confirmationToken } from './EmailConfirmation';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('confirmationToken', () => {
  it('reads ?token= or a forwarded hash', () => {
    expect(confirmationToken('?token=abc', '')).toBe('abc');
    expect(confirmationToken('', '#access_token=xyz&type=signup')).toBe('xyz');
    expect(confirmationToken('', '')).toBeNull();
  });
});

describe('EmailConfirmation', () => {
  it('confirms through the API, signs the user in and shows success', async () => {
    const session = {
      message: 'Your email address has been confirmed. You are now signed in.',
      accessToken: 'a',
      expiresIn: 900,
      refreshToken: 'r',
      sessionExpiresAt: '2030-01-01T00:00:00Z',
      user: TENANT,
    };
    const fetchMock = stubFetch(200, session);
    const adoptSession = vi.fn().mockReturnValue(TENANT);
    renderWithProviders(<EmailConfirmation />, {
      route: '/auth/callback?token=t1',
      auth: fakeAuth({ adoptSession }),
    });
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we verify your email address.')).toBeInTheDocument();
    expect(await screen.findByText('Email Confirmed!')).toBeInTheDocument();
    const req = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(req.url).pathname).toBe('/api/auth/confirm-email');
    expect(await req.json()).toEqual({ token: 't1' });
    expect(adoptSession).toHaveBeenCalledWith(session, false);
    expect(screen.getByText(/You are now signed in/)).toBeInTheDocument();
  });

  it('shows the failure with its two ways out', async () => {
    stubFetch(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'TOKEN_EXPIRED',
      message: 'This link has expired.',
    });
    renderWithProviders(<EmailConfirmation />, { route: '/auth/callback?token=old' });
    expect(await screen.findByText('Confirmation Failed')).toBeInTheDocument();
    expect(screen.getByText('This link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/resend-confirmation',
    );
  });

  it('explains a missing token', async () => {
    renderWithProviders(<EmailConfirmation />, { route: '/auth/callback' });
    expect(
      await screen.findByText('No authentication tokens found. Please try logging in again.'),
    ).toBeInTheDocument();
  });
});
