import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: one server (the built app on a fresh PostgreSQL database) for the run,
 * driven by Debian's Chromium through playwright-core. Files run one after another.
 */
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
