import { expect, hydrated, test, urls } from './fixtures.js';

test.describe('hydration and client navigation (development React build)', () => {
  test.beforeEach(() => {
    test.skip(!urls.minimal || !urls.mismatch, 'fixture sites not built (E2E_ONLY)');
  });

  test('a built page hydrates with no console errors or hydration warnings', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${urls.minimal}/docs/intro`);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(consoleProblems).toEqual([]);
  });

  test('the hydration check catches a deliberate server/client mismatch', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(urls.mismatch);
    await expect(page.locator('.where')).toHaveText('Rendered on the client');
    expect(consoleProblems.join('\n')).toMatch(/hydrat/i);
  });

  test('navigates client-side: no reload, new content, focus moved, title updated @desktop', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${urls.minimal}/docs/intro`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });
    await page.getByRole('link', { name: 'first guide', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/guide\/first#setup$/);
    await expect(page.locator('h1')).toHaveText('First guide');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
    await expect(page).toHaveTitle('First guide | Minimal');
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Introduction');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
    expect(consoleProblems).toEqual([]);
  });

  test('unknown paths get the not-found page, also on client navigation', async ({ page }) => {
    const res = await page.goto(`${urls.minimal}/docs/nope`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });

  test('a redirect route lands on its target', async ({ page }) => {
    await page.goto(`${urls.minimal}/docs`);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('h1')).toHaveText('Introduction');
  });
});

test.describe('the Treasurenet site under React development build', () => {
  test.beforeEach(() => {
    test.skip(!urls.siteDev, 'development build of the site not made (E2E_ONLY)');
  });

  test('every kind of page hydrates without a mismatch or React warning', async ({
    page,
    consoleProblems,
  }) => {
    const paths = [
      '/',
      '/docs/1/Introduction',
      '/docs/6/Staking%20&%20Rewards',
      '/docs/api/eth-json-rpc/eth-methods',
      '/blog',
      '/blog/tn-gateway',
      '/blog/archive',
      '/blog/tags',
      '/blog/authors',
      '/markdown-page',
      '/search?q=unbonding',
    ];
    for (const p of paths) {
      await page.goto(urls.siteDev + p);
      await hydrated(page);
    }
    // the author avatar is an external image: offline it fails to load, which is not a page problem
    expect(
      consoleProblems.filter((m) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m)),
    ).toEqual([]);
  });
});
