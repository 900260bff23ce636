/**
 * The toasts as component tests see them: a test file that calls
 * `vi.mock('…/components/toast')` gets these spies instead, and asserts on what was said.
 */
import { vi } from 'vitest';

export const toast = {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  withAction: vi.fn(),
};
