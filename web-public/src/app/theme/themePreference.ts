/**
 * The initial theme is the stored choice (localStorage `theme`), else dark when
 * the system prefers dark, else light; it follows system changes while nothing is stored.
 */
export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): ThemeMode | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function storeTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

export function systemTheme(): ThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

export function initialTheme(): ThemeMode {
  return readStoredTheme() ?? systemTheme();
}
