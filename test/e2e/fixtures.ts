import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

export const urls = {
  minimal: process.env.E2E_MINIMAL_URL!,
  minimalProd: process.env.E2E_MINIMALPROD_URL!,
  mismatch: process.env.E2E_MISMATCH_URL!,
  site: process.env.E2E_SITE_URL!,
  siteDev: process.env.E2E_SITEDEV_URL!,
  docusaurus: process.env.E2E_DOCUSAURUS_URL,
};

/**
 * Every console error and warning, and uncaught page errors, for the "no errors, no hydration
 * warnings" checks.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await use(problems);
  },
});
export { expect };

export async function axe(page: Page, exclude: string[] = []) {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (ex) => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: unknown,
          opts: unknown,
        ) => Promise<{
          violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const r = await w.axe.run(
      { exclude: ex.map((s) => [s]) },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      },
    );
    return r.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, exclude);
}

/**
 * Waits until React has hydrated the page's shell (the colour toggle is enabled only after mount).
 * A production build hydrates it at the reader's first sign of intent, as a pointer move is
 * (runtime/shell.tsx).
 */
export async function hydrated(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('.color-toggle').first()).toBeEnabled();
}

/**
 * Holds back every response whose URL matches `pattern` until the returned function is called (a
 * chunk arriving late: what the page does without it, and once it comes).
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
