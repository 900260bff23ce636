import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider, useThemeMode } from './ThemeContext';
import { initialTheme } from './themePreference';

type Listener = (e: MediaQueryListEvent) => void;

/** A controllable prefers-color-scheme media query. */
function mockSystemTheme(dark: boolean) {
  const listeners = new Set<Listener>();
  const mql = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => mql as unknown as MediaQueryList);
  return {
    change(nextDark: boolean) {
      mql.matches = nextDark;
      act(() => listeners.forEach((l) => l({ matches: nextDark } as MediaQueryListEvent)));
    },
  };
}

function Probe() {
  const { mode, toggle } = useThemeMode();
  return (
    <button type="button" onClick={toggle}>
      {mode}
    </button>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('initial theme', () => {
  it('uses the stored choice over the system preference', () => {
    mockSystemTheme(true);
    localStorage.setItem('theme', 'light');
    expect(initialTheme()).toBe('light');
  });

  it('falls back to the system preference when nothing is stored', () => {
    mockSystemTheme(true);
    expect(initialTheme()).toBe('dark');
    mockSystemTheme(false);
    expect(initialTheme()).toBe('light');
  });

  it('ignores an unknown stored value', () => {
    mockSystemTheme(true);
    localStorage.setItem('theme', 'sepia');
    expect(initialTheme()).toBe('dark');
  });
});

describe('ThemeModeProvider', () => {
  it('follows system changes while nothing is stored', () => {
    const system = mockSystemTheme(false);
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('light');
    system.change(true);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('stores a toggled choice and then stops following the system', () => {
    const system = mockSystemTheme(false);
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    system.change(false);
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });
});
