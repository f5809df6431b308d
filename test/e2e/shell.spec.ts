import type { Page } from '@playwright/test';
import { expect, hydrated, test, urls } from './fixtures.js';

// issue 10: the shell (navbar, drawer, dropdowns, colour mode, page columns) as a reader meets it
const DOC = '/docs/6/Staking%20&%20Rewards';

/** Mean brightness (0-255) of a region of the screen, decoded in the page from a PNG screenshot. */
async function brightness(page: Page, clip: { x: number; y: number; w: number; h: number }) {
  const png = await page.screenshot({
    clip: { x: clip.x, y: clip.y, width: clip.w, height: clip.h },
  });
  return page.evaluate(async (b64) => {
    const img = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4)
      sum += 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];
    return sum / (d.length / 4);
  }, png.toString('base64'));
}

test.describe('the shell (issue 10)', () => {
  test.beforeEach(() => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
  });

  test('colour mode: the drawer and navbar toggles stay in step @phone', async ({ page }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    // one colour toggle in the drawer
    await expect(drawer.locator('.color-toggle')).toHaveCount(1);
    await drawer.locator('.color-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.keyboard.press('Escape');
    const navbarToggle = page.locator('.navbar-inner .color-toggle');
    await expect(navbarToggle).toHaveAttribute('aria-label', /currently light mode/);
    await navbarToggle.click(); // the first tap must act
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('dropdowns: hover then click leaves the menu open; keyboard toggles @desktop', async ({
    page,
  }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    const toggle = page.locator('.navbar-inner').getByRole('button', { name: 'Network' });
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Treasurenet Mainnet' })).toBeVisible();
    await page.mouse.move(5, 400);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns: the first tap opens the menu on a touch screen wider than 996 px @desktop', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 1180, height: 820 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(urls.site + '/');
    await hydrated(page);
    const toggle = page.locator('.navbar-inner').getByRole('button', { name: 'Network' });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Treasurenet Mainnet' })).toBeVisible();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await context.close();
  });

  test('navbar: Guide and API are active on every page of their sidebar @desktop', async ({
    page,
  }) => {
    const nav = page.locator('.navbar-inner');
    await page.goto(urls.site + DOC);
    await expect(nav.getByRole('link', { name: 'Guide', exact: true })).toHaveClass(/active/);
    await expect(nav.getByRole('link', { name: 'API', exact: true })).not.toHaveClass(/active/);
    await page.goto(urls.site + '/docs/api/eth-json-rpc/eth-methods');
    await expect(nav.getByRole('link', { name: 'API', exact: true })).toHaveClass(/active/);
    await expect(nav.getByRole('link', { name: 'Guide', exact: true })).not.toHaveClass(/active/);
  });

  test('search: opening it from the box does not move the navbar items next to it @desktop', async ({
    page,
  }) => {
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(urls.site + '/');
      await hydrated(page);
      const items = page.locator('.navbar-items > *');
      const before = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
      const box = page.locator('.navbar-inner').getByRole('button', { name: 'Search' });
      await box.focus();
      await box.click();
      const dialog = page.getByRole('dialog', { name: 'Search the site' });
      await expect(dialog.getByRole('combobox')).toBeFocused();
      const after = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
      expect(after, `${width} px`).toEqual(before);
      await page.keyboard.press('Escape');
      await expect(box).toBeFocused();
    }
  });

  test('phone: search in the navbar and in the drawer, with the language and version menus @phone', async ({
    page,
  }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    const navbarSearch = page.locator('.navbar-inner').getByRole('button', { name: 'Search' });
    await expect(navbarSearch).toBeVisible();
    await navbarSearch.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('sentry');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(navbarSearch).toBeFocused();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    // search heads the drawer's sidebar panel and its main menu
    await expect(drawer.getByRole('button', { name: 'Search' })).toBeVisible();
    await drawer.getByRole('button', { name: /Back to main menu/ }).click();
    await expect(drawer.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(drawer.getByText('Language', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(drawer.getByText('Version', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Next', exact: true })).toBeVisible();
  });

  test('phone: the drawer backdrop visibly dims the page in dark mode @phone', async ({ page }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // the hero, right of the 86 % drawer: bright title and a yellow button on a dark page
    const region = { x: 330, y: 80, w: 40, h: 300 };
    const open = await brightness(page, region);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.drawer-backdrop.open')).toBeVisible();
    await page.waitForTimeout(300); // the fade-in
    const dimmed = await brightness(page, region);
    expect(dimmed / open).toBeLessThan(0.4);
  });

  test('page columns: markdown page titled, blog list and post share a left edge, footer lines up', async ({
    page,
  }) => {
    const left = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((e) => Math.round(e.getBoundingClientRect().left));
    await page.goto(urls.site + '/markdown-page');
    await expect(page.locator('main h1')).toHaveText('Standalone Markdown Pages');
    const mdLeft = await left('main');
    await page.goto(urls.site + '/blog');
    const listLeft = await left('main');
    expect(await left('.footer-group')).toBe(listLeft);
    await page.goto(urls.site + '/blog/tn-gateway');
    expect(await left('main')).toBe(listLeft);
    expect(mdLeft).toBe(listLeft);
  });

  test('phone: the home page uses the same 16 px side padding as docs pages @phone', async ({
    page,
  }) => {
    await page.goto(urls.site + '/');
    expect(await page.locator('.hero-title').evaluate((e) => e.getBoundingClientRect().left)).toBe(
      16,
    );
    await page.goto(urls.site + DOC);
    expect(await page.locator('.markdown h1').evaluate((e) => e.getBoundingClientRect().left)).toBe(
      16,
    );
  });
});
