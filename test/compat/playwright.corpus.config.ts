import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.js';

// Driven by test/compat/browse.mjs, which builds and serves the corpus sites and sets CORPUS_SITES.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'corpus.spec.ts',
  outputDir: '../../test-results/corpus',
  reporter: [['list']],
  projects: base.projects?.filter((p) => p.name === 'desktop'),
});
