import type { Page } from '@playwright/test';
import { expect, test, urls } from './fixtures.js';

/**
 * Issue 30: a production build hydrates the theme's shell when the browser is idle after load, not
 * only at the reader's first intent: a page left alone gets a working colour toggle; and on
 * Save-Data or 2G connections no route chunk is prefetched.
 */
const PAGE = '/docs/1/Introduction';

/** Milliseconds from the load event to the colour toggle being enabled, with no input at all. */
async function toggleEnabledAfterLoad(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const toggle = document.querySelector<HTMLButtonElement>('.color-toggle');
      if (!nav?.loadEventEnd || !toggle || toggle.disabled) return false;
      return performance.now() - nav.loadEventEnd;
    },
    undefined,
    { timeout: 10_000 },
  );
  return (await handle.jsonValue()) as number;
}

test.describe('the shell hydrates when the browser is idle after load @build', () => {
  test.beforeEach(() => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
    test.skip(process.env.E2E_TARGET === 'serve', 'the dev server hydrates everything at once');
  });

  test('a page left alone has its colour toggle enabled within 2 s of load on a 4x slower CPU', async ({
    page,
    consoleProblems,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(urls.site + PAGE);
    // no pointer, key, focus or scroll: nothing but the idle browser may hydrate it
    const ms = await toggleEnabledAfterLoad(page);
    expect(ms).toBeLessThan(2000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // and it works
    const before = await page.locator('html').getAttribute('data-theme');
    await page.locator('.color-toggle').first().click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
    expect(consoleProblems).toEqual([]);
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: 'slow-2g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`no route chunk is prefetched on ${connection.saveData ? 'Save-Data' : connection.effectiveType}`, async ({
      page,
      consoleProblems,
    }) => {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { ...c, addEventListener() {}, removeEventListener() {} },
        });
      }, connection);
      expect(await fetchedWhileReading(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  }

  test('on a fast connection the same reading does prefetch (the check can see it)', async ({
    page,
  }) => {
    expect((await fetchedWhileReading(page)).length).toBeGreaterThan(0);
  });
});

/**
 * Scripts and JSON fetched once the page is interactive, while the reader scrolls through the page
 * (links shown) and hovers and focuses the next page's link.
 */
async function fetchedWhileReading(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\.(js|json)$/.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  await page.goto(urls.site + PAGE);
  // what the page needs to become interactive has loaded by idle time
  await toggleEnabledAfterLoad(page);
  await page.waitForLoadState('networkidle');
  const loaded = fetched.length;
  expect(loaded).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const next = page.locator('.pagination-link.next').first();
  await next.scrollIntoViewIfNeeded();
  await next.hover();
  await next.focus();
  await page.waitForTimeout(1500);
  return fetched.slice(loaded);
}
