import { defineConfig } from '@playwright/test';

// Driven by test/e2e/run.mjs, which builds and serves the sites and sets CHROMIUM_PATH and E2E_*_URL.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: { launchOptions, trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    // tests tagged @desktop or @phone only make sense at one width (keyboard, search box, hamburger)
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
});
