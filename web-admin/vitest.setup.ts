import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from './src/auth/session';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks matchMedia, which MUI's useMediaQuery and the theme toggle read.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has Blob but no object URLs; the console shows private documents from blob: URLs.
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${++next}`);
  URL.revokeObjectURL = vi.fn();
}
