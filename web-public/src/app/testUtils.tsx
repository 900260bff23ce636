import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { UserDto } from '@rentnaija/shared';
import { AuthContextProvider } from '../features/auth/AuthContext';
import type { AuthContextValue } from '../features/auth/AuthContext';
import { vi } from 'vitest';

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    status: 'anonymous',
    login: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(),
    ...overrides,
  };
}

export const TENANT: UserDto = {
  id: 'u1',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: null,
  role: 'tenant',
  status: 'active',
  emailVerifiedAt: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
};

/** Renders inside a memory router, antd's App and a fixed auth state. */
export function renderWithProviders(
  ui: ReactElement,
  { auth = fakeAuth(), route = '/' }: { auth?: AuthContextValue; route?: string } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <AntApp>
        <AuthContextProvider value={auth}>{children}</AuthContextProvider>
      </AntApp>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper });
}
