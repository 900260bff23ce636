import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/testUtils';
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
  it('confirms through the API and shows success', async () => {
    const fetchMock = stubFetch(200, { message: 'Your email is confirmed.' });
    renderWithProviders(<EmailConfirmation />, { route: '/auth/callback?token=t1' });
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we verify your email address.')).toBeInTheDocument();
    expect(await screen.findByText('Email Confirmed!')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/confirm-email');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ token: 't1' });
  });

  it('shows the failure with its two ways out', async () => {
    stubFetch(400, { statusCode: 400, error: 'Bad Request', message: 'This link has expired.' });
    renderWithProviders(<EmailConfirmation />, { route: '/auth/callback?token=old' });
    expect(await screen.findByText('Confirmation Failed')).toBeInTheDocument();
    expect(screen.getByText('This link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('explains a missing token', async () => {
    renderWithProviders(<EmailConfirmation />, { route: '/auth/callback' });
    expect(
      await screen.findByText('No authentication tokens found. Please try logging in again.'),
    ).toBeInTheDocument();
  });
});
