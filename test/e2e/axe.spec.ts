import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { Manifest } from '../../runtime/types.js';
import { AXE_PATH, expect, hydrated, test, urls } from './fixtures.js';

/**
 * Issue 12: every route of the built sites, audited by axe with its default rules in both colour
 * modes, with zero violations. One test per site and mode, run side by side on Playwright's two
 * workers; each uses one context and one page for every route. axe is injected before each page's
 * own scripts and reports violations only (its slowest part is collecting passes). Even so a code-
 * heavy page costs seconds (color-contrast visits every highlighted token).
 */
const MODES = ['dark', 'light'] as const;
const axeSource = fs.readFileSync(AXE_PATH, 'utf8');

/** Every route the manifest lists, plus a path that is not one (the not-found page). */
async function routesOf(page: Page, base: string): Promise<string[]> {
  const response = await page.request.get(`${base}/assets/routes.json`);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;
  return [...Object.keys(manifest.routes), '/no-such-page-for-axe'];
}

async function audit(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          opts: { resultTypes: string[] },
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  });
}

async function crawl(browser: Browser, base: string, mode: (typeof MODES)[number]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // the stored choice is what the pre-paint script reads, so the page is in `mode` from the start
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await context.addInitScript(axeSource);
  const page = await context.newPage();
  const problems: string[] = [];
  const routes = await routesOf(page, base);
  for (const route of routes) {
    await page.goto(base + encodeURI(route));
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await hydrated(page);
    for (const v of await audit(page)) problems.push(`${route}: ${v}`);
  }
  await context.close();
  return { routes: routes.length, problems };
}

test.describe('axe on every route in both colour modes (issue 12) @desktop', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(() => {
    test.skip(process.env.E2E_TARGET === 'serve', 'the crawl audits the built output');
  });

  for (const [name, base, least] of [
    ['the Treasurenet site', urls.site, 100],
    ['the minimal fixture', urls.minimal, 10],
  ] as const)
    for (const mode of MODES)
      test(`${name} in ${mode} mode: zero violations`, async ({ browser }) => {
        test.skip(!base, 'site not built (E2E_ONLY)');
        // ~145 audits for the real site: ~2 min alone, several times that on a loaded machine
        test.setTimeout(900_000);
        const { routes, problems } = await crawl(browser, base, mode);
        expect(routes).toBeGreaterThan(least);
        expect(problems).toEqual([]);
      });
});
