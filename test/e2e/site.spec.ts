import { axe, expect, hydrated, test, urls } from './fixtures.js';

const DOC = '/docs/6/Staking%20&%20Rewards';

test.describe('the Treasurenet site', () => {
  test.beforeEach(() => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
  });

  test('home page: hero, a start for every reader, no console errors', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Treasurenet Documentation');
    for (const who of [
      'Developers',
      'Validators',
      'Stakers and delegators',
      'Asset producers',
      'Wallet users',
    ])
      await expect(page.getByRole('heading', { name: who })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('a docs page with spaces and & in its URL renders with sidebar state, TOC and last update', async ({
    page,
    isMobile,
    consoleProblems,
  }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    await expect(page.locator('.markdown h1')).toBeVisible();
    if (!isMobile) {
      await expect(page.locator('.sidebar a[aria-current="page"]')).toHaveCount(1);
      await expect(page.locator('.toc')).toBeVisible();
    }
    await expect(page.locator('.last-updated')).toContainText('Last updated');
    expect(consoleProblems).toEqual([]);
  });

  test('accessibility: no axe violations on home, a docs page and the blog, in dark and light', async ({
    page,
  }) => {
    // eight full axe audits (four pages, two modes): on a busy shared machine this passes 30 s
    test.slow();
    for (const path of ['/', DOC, '/blog', '/docs/api/intro']) {
      await page.goto(urls.site + path);
      await hydrated(page);
      for (const mode of ['dark', 'light']) {
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
        expect(await axe(page), `${path} in ${mode} mode`).toEqual([]);
      }
    }
  });

  test('colour mode: dark by default, toggles to light and is remembered', async ({ page }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.navbar-inner .color-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('keyboard: the first Tab reaches the skip link, which moves focus to the content @desktop', async ({
    page,
  }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-keyboard-nav', '');
    await page.keyboard.press('Enter');
    await expect(page.locator('#__tn_main')).toBeFocused();
  });

  test('phone: the hamburger opens the docs sidebar with a back-to-main-menu button @phone', async ({
    page,
  }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    // the drawer must cover the viewport's height (a filter or transform on an ancestor would clip
    // it to the navbar)
    expect((await drawer.boundingBox())!.height).toBeGreaterThan(700);
    await expect(drawer.locator('a[aria-current="page"]')).toHaveCount(1);
    await drawer.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(drawer.getByRole('link', { name: 'Guide' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the legacy wallet URL and /docs redirect to the live pages', async ({ page }) => {
    await page.goto(urls.site + '/docs/12/WalletSetup');
    await expect(page).toHaveURL(/\/docs\/12\/Wallet%20Setup$/);
    await page.goto(urls.site + '/docs');
    await expect(page).toHaveURL(/\/docs\/1\/Introduction$/);
  });
});
