import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { TENANT, fakeAuth, renderWithProviders } from '../../../app/testUtils';
import { ProtectedRoute } from './ProtectedRoute';

function routes() {
  return (
    <Routes>
      <Route
        path="/saved-properties"
        element={
          <ProtectedRoute>
            <p>secret page</p>
          </ProtectedRoute>
        }
      />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>
  );
}

describe('ProtectedRoute', () => {
  it('stores the intended path and sends visitors to /login', async () => {
    renderWithProviders(routes(), { route: '/saved-properties?sort=new' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(sessionStorage.getItem('intendedDestination')).toBe('/saved-properties?sort=new');
  });

  it('shows a spinner while the session is checked', () => {
    renderWithProviders(routes(), {
      route: '/saved-properties',
      auth: fakeAuth({ status: 'loading' }),
    });
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
  });

  it('renders the page for a signed-in user', () => {
    renderWithProviders(routes(), {
      route: '/saved-properties',
      auth: fakeAuth({ user: TENANT, status: 'authenticated' }),
    });
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });
});
