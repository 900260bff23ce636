import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rentnaija/shared';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../../api/errors';
import { TENANT, fakeAuth, renderWithProviders } from '../../../app/testUtils';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

describe('LoginForm', () => {
  it('shows the required messages on an empty submit', async () => {
    renderWithProviders(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it('rejects an address that does not look like an email', async () => {
    const login = vi.fn();
    renderWithProviders(<LoginForm />, { auth: fakeAuth({ login }) });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@nowhere' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.loginEmailInvalid)).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in is refused", async () => {
    const login = vi
      .fn()
      .mockRejectedValue(new ApiError(MESSAGES.emailNotConfirmed, 403, 'EMAIL_NOT_CONFIRMED'));
    renderWithProviders(<LoginForm />, { auth: fakeAuth({ login }) });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Rentals#2026' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.emailNotConfirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new confirmation link' })).toHaveAttribute(
      'href',
      '/resend-confirmation?email=ada%40example.com',
    );
    expect(login).toHaveBeenCalledWith('ada@example.com', 'Rentals#2026', true);
  });

  it('sends a signed-in visitor to their dashboard', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/tenant-dashboard" element={<p>tenant dashboard</p>} />
      </Routes>,
      { route: '/login', auth: fakeAuth({ user: TENANT, status: 'authenticated' }) },
    );
    expect(await screen.findByText('tenant dashboard')).toBeInTheDocument();
  });

  it('sends a visitor whose session was restored late to the page first asked for', async () => {
    // The session check took over 3 s, so the protected page sent them here meanwhile.
    sessionStorage.setItem('intendedDestination', '/saved-properties');
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/saved-properties" element={<p>saved page</p>} />
      </Routes>,
      { route: '/login', auth: fakeAuth({ user: TENANT, status: 'authenticated' }) },
    );
    expect(await screen.findByText('saved page')).toBeInTheDocument();
    expect(sessionStorage.getItem('intendedDestination')).toBeNull();
  });

  it('sends a signed-in visitor away from /register like /login', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/register" element={<RegisterForm />} />
        <Route path="/tenant-dashboard" element={<p>tenant dashboard</p>} />
      </Routes>,
      { route: '/register', auth: fakeAuth({ user: TENANT, status: 'authenticated' }) },
    );
    expect(await screen.findByText('tenant dashboard')).toBeInTheDocument();
  });

  it('goes to the stored destination 500 ms after success, then clears it', async () => {
    sessionStorage.setItem('intendedDestination', '/saved-properties');
    const login = vi.fn().mockResolvedValue(TENANT);
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/saved-properties" element={<p>saved page</p>} />
      </Routes>,
      { route: '/login', auth: fakeAuth({ login }) },
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Rentals#2026' } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByText('saved page')).toBeInTheDocument(), {
      timeout: 2000,
    });
    expect(sessionStorage.getItem('intendedDestination')).toBeNull();
  });
});
