import { expect, test, urls } from './fixtures.js';

declare global {
  interface Window {
    __progressShown?: boolean;
  }
}

/**
 * Issue 30 (SPEC §9): the progress bar is for a change to a different path. A table-of-contents
 * link (a hash change on the same path) followed on a first visit while chunks still load showed
 * it, and left the reader at the top of the page instead of at the heading.
 */
test.describe('a same-path hash change @desktop', () => {
  test('shows no progress bar and lands on its heading; back and forward keep the place', async ({
    page,
    consoleProblems,
  }) => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.tn-progress')) window.__progressShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // a slow network: every chunk and the route manifest take 800 ms (the bar shows after 200)
    await page.route(/\/assets\/(js\/c\.[^/]*\.js|routes\.json)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => {});
    });
    await page.goto(`${urls.site}/docs/1/Introduction`);
    await page.mouse.move(5, 5);
    await expect(page.locator('.color-toggle').first()).toBeEnabled({ timeout: 20_000 });
    const link = page.locator('nav.toc a').nth(1);
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id)}$`));
    // longer than the bar's delay and than a chunk's load
    await page.waitForTimeout(1200);
    expect(await page.evaluate(() => window.__progressShown ?? false)).toBe(false);
    const top = () =>
      page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
    expect(Math.abs(await top())).toBeLessThan(120);
    const there = await page.evaluate(() => scrollY);
    expect(there).toBeGreaterThan(0);

    await page.goBack();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await page.goForward();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(there);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.__progressShown ?? false)).toBe(false);
    expect(consoleProblems).toEqual([]);
  });
});
