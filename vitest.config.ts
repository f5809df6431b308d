import { defineConfig } from 'vitest/config';

// Unit and integration tests only; the browser suite (test/e2e) runs under Playwright via test/e2e/run.mjs.
export default defineConfig({
  // the bundlers' compile-time flags, for runtime code tested here
  define: { __TN_DEV__: 'false', __TN_PRODUCTION__: 'true' },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/dom/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/unit/buildDist.ts', 'test/unit/tmpRoot.ts'],
  },
});
