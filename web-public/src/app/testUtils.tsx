import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserDto } from '@rentnaija/shared';
import { AuthContextProvider } from '../features/auth';
import type { AuthContextValue } from '../features/auth';
import { afterEach, beforeEach, vi } from 'vitest';

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    status: 'anonymous',
    login: vi.fn(),
    adoptSession: vi.fn(),
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

/** A query client for one test: no retries, nothing shared with other tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders inside a memory router, a fresh query client, antd's App and a fixed auth state. */
export function renderWithProviders(
  ui: ReactElement,
  {
    auth = fakeAuth(),
    route = '/',
    queryClient = testQueryClient(),
  }: { auth?: AuthContextValue; route?: string; queryClient?: QueryClient } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <AntApp>
          <AuthContextProvider value={auth}>{children}</AuthContextProvider>
        </AntApp>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}

/** The stat card (StatCard) whose label is `label`. */
export const statCard = (label: string) =>
  screen
    .getAllByText(label)
    .map((e) => e.closest('.rn-stat'))
    .find(Boolean) as HTMLElement;

/** Each test of the enclosing block runs at `instant` (only the clock is fake: timers run). */
export function atInstant(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => vi.useRealTimers());
}

/**
 * Downloads as saveFile starts them, without a browser: the blobs given a URL (`created`) and
 * the links clicked (`clicks`, with their `download` name and `href`, the URL `blobUrl`).
 */
export function captureDownloads(blobUrl = 'blob:download') {
  const created: Blob[] = [];
  const clicks: HTMLAnchorElement[] = [];
  URL.createObjectURL = vi.fn((b: Blob) => {
    created.push(b);
    return blobUrl;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  return { created, clicks };
}
