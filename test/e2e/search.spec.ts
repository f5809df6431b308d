import type { Page } from '@playwright/test';
import { axe, expect, hydrated, test, urls } from './fixtures.js';

const DOC = '/docs/6/Staking%20&%20Rewards';
const XSS = '<img src=x onerror=alert(1)>';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the dialog the way a reader at this width would: the navbar box, or the phone's search button. */
async function openSearch(page: Page, isMobile: boolean) {
  if (isMobile) await page.locator('.navbar-inner').getByRole('button', { name: 'Search' }).click();
  else await page.locator('.search-box').click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function search(page: Page, isMobile: boolean, query: string) {
  const dialog = await openSearch(page, isMobile);
  await dialog.getByRole('combobox', { name: 'Search the site' }).fill(query);
  return dialog;
}

test.describe('search', () => {
  test.beforeEach(() => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
  });
  test.beforeAll(async ({ request }) => {
    // the dev server compiles every page for the first search: do it once, before the timed steps
    if (process.env.E2E_TARGET !== 'serve' || !urls.site) return;
    test.setTimeout(300_000);
    expect((await request.get(`${urls.site}/__tn/search.json`, { timeout: 280_000 })).ok()).toBe(
      true,
    );
  });

  test('no index file is fetched before the dialog opens', async ({ page }) => {
    const indexFiles: string[] = [];
    page.on('request', (r) => {
      // the built site's assets/search/, or the dev server's search.json and its shard and page files
      if (/\/assets\/search\/|\/__tn\/(search\.json|[sp]\.[0-9a-f]+)/.test(r.url()))
        indexFiles.push(r.url());
    });
    await page.goto(urls.site + DOC);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(indexFiles).toEqual([]);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('unbonding');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(indexFiles.length).toBeGreaterThan(1);
  });

  // the dev server bundles one file per page by design; the built site keeps search out of it
  test('the search code is a chunk of its own, loaded when the dialog opens @build', async ({
    page,
  }) => {
    const engineChunks: string[] = [];
    page.on('response', async (r) => {
      if (!/\.js(\?|$)/.test(r.url())) return;
      // a page's idle prefetches may still be arriving when the test ends: their bodies are gone
      const body = await r.text().catch(() => '');
      // MiniSearch's fuzzy lookup (a property name, kept by the minifier) marks the search chunk
      if (body.includes('fuzzyGet')) engineChunks.push(r.url());
    });
    await page.goto(urls.site + DOC);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(engineChunks).toEqual([]);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('unbonding');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(engineChunks).toHaveLength(1);
  });

  test('"26656" finds the section listing the P2P port and jumps to it', async ({
    page,
    isMobile,
  }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    const dialog = await search(page, isMobile, '26656');
    const first = dialog.getByRole('option').first();
    await expect(first.locator('mark').first()).toHaveText('26656');
    await first.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#.+/);
    // the heading of the section is on screen, and its section states the port
    const section = await page.evaluate(() => {
      const h = document.getElementById(decodeURIComponent(location.hash.slice(1)))!;
      const top = h.getBoundingClientRect().top;
      let text = '';
      for (let n = h.nextElementSibling; n && !/^H[23]$/.test(n.tagName); n = n.nextElementSibling)
        text += n.textContent;
      return { top, text, height: window.innerHeight };
    });
    expect(section.top).toBeGreaterThanOrEqual(0);
    expect(section.top).toBeLessThan(section.height);
    expect(section.text).toContain('26656');
  });

  test('"unbonding period" finds the staking pages, with the words marked', async ({
    page,
    isMobile,
  }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    const dialog = await search(page, isMobile, 'unbonding period');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const hrefs = await dialog
      .getByRole('option')
      .evaluateAll((els) => els.map((e) => decodeURI(e.getAttribute('href')!)));
    expect(hrefs.filter((h) => /staking/i.test(h)).length).toBeGreaterThanOrEqual(2);
    await expect(dialog.getByRole('option').first().locator('mark').first()).toHaveText(
      /unbonding|period/i,
    );
    await expect(dialog.getByRole('status')).toHaveText(/\d+ results? for unbonding period/);
  });

  test('pages with near-identical titles are told apart by their breadcrumb', async ({
    page,
    isMobile,
  }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    const dialog = await search(page, isMobile, 'validator');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const groups = await dialog.locator('.search-group-title').evaluateAll((els) =>
      els.map((e) => ({
        title: e.firstElementChild!.textContent,
        crumbs: e.querySelector('.search-crumbs')?.textContent ?? '',
      })),
    );
    const validatorPages = groups.filter((g) => /validator/i.test(g.title) && g.crumbs);
    expect(validatorPages.length).toBeGreaterThanOrEqual(2);
    const labels = validatorPages.map((g) => `${g.title} | ${g.crumbs}`);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test('keyboard: Ctrl+K and / open, arrows move, Enter opens, Escape returns focus @desktop', async ({
    page,
  }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    const guide = page.locator('.navbar-inner').getByRole('link', { name: 'Guide' });
    await guide.focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(guide).toBeFocused();

    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await page.keyboard.type('sentry');
    const options = dialog.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    const ids = await options.evaluateAll((els) => els.map((e) => e.id));
    await expect(input).toHaveAttribute('aria-activedescendant', ids[0]);
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', ids[1]);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', ids[0]);
    // Tab stays inside the dialog
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await input.focus();
    const href = await options.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(urls.site + href!);

    // the query is remembered and offered next time
    await page.keyboard.press('Control+k');
    await expect(dialog.getByRole('option', { name: 'sentry' })).toBeVisible();
  });

  test('what is typed while the search code loads goes into the query @desktop', async ({
    page,
  }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    // a slow connection: the search chunk arrives after the reader has started typing
    await page.route('**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('unbonding');
    const input = page.getByRole('dialog', { name: 'Search the site' }).getByRole('combobox');
    await expect(input).toHaveValue('unbonding');
  });

  test('phone: search from the navbar button and from the drawer @phone', async ({ page }) => {
    await page.goto(urls.site + DOC);
    await hydrated(page);
    let dialog = await search(page, true, 'unbonding');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('button', { name: 'Search' }).click();
    dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('combobox').fill('treasurenetd tx staking');
    const first = dialog.getByRole('option').first();
    await expect(first).toBeVisible();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(urls.site + href!);
    await expect(drawer).toBeHidden();

    // Escape from a search opened in the drawer: back to the drawer's search box
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawerSearch = drawer.getByRole('button', { name: 'Search' });
    await drawerSearch.click();
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(drawerSearch).toBeFocused();
  });

  test('a query that looks like HTML stays text, in the dialog and on /search?q=', async ({
    page,
    isMobile,
  }) => {
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await page.goto(urls.site + '/');
    await hydrated(page);
    const dialog = await search(page, isMobile, XSS);
    // "1" in the query may match a page: either way the query is shown as text
    await expect(dialog.getByRole('status')).toHaveText(new RegExp(`for ${escape(XSS)}$`));
    await expect(dialog.locator('img')).toHaveCount(0);

    await page.goto(`${urls.site}/search?q=${encodeURIComponent(XSS)}`);
    await hydrated(page);
    const input = page.locator('main').getByRole('searchbox', { name: 'Search the site' });
    await expect(input).toHaveValue(XSS);
    await expect(page.locator('main .search-page-status, main .search-none-title')).toContainText(
      XSS,
    );
    await expect(page.locator('main img')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('/search?q= shows the results of a linked query and keeps the query in the address', async ({
    page,
  }) => {
    await page.goto(`${urls.site}/search?q=unbonding`);
    await hydrated(page);
    const results = page.locator('.search-page-results > li');
    await expect(results.first()).toBeVisible();
    const input = page.locator('main').getByRole('searchbox');
    await input.fill('');
    await input.pressSequentially('sentry a/b');
    await expect(page).toHaveURL(/\/search\?q=sentry%20a%2Fb$/);
    // typing `/` in a field does not open the dialog
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toHaveCount(0);
  });

  test('"All results" on /search shows the new query; Back returns to the previous one', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`${urls.site}/search?q=unbonding`);
    await hydrated(page);
    const input = page.locator('main').getByRole('searchbox');
    await expect(page.locator('.search-page-results > li').first()).toBeVisible();
    const dialog = await search(page, isMobile, 'sentry');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('link', { name: 'All results' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=sentry$/);
    await expect(input).toHaveValue('sentry');
    await expect(page.locator('main .search-page-status')).toContainText('for “sentry”');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=unbonding$/);
    await expect(input).toHaveValue('unbonding');
    await expect(page.locator('main .search-page-status')).toContainText('for “unbonding”');
  });

  test('/search without JavaScript tells the reader to enable it', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${urls.site}/search?q=unbonding`);
    await expect(page.locator('main h1')).toHaveText('Search the documentation');
    await expect(page.locator('main')).toContainText('needs JavaScript');
    await context.close();
  });

  test('accessibility: the open dialog has no axe violations, in dark and light', async ({
    page,
    isMobile,
  }) => {
    await page.goto(urls.site + '/');
    await hydrated(page);
    const dialog = await search(page, isMobile, 'validator');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    for (const mode of ['dark', 'light']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      expect(await axe(page), mode).toEqual([]);
    }
  });

  test('accessibility: the /search page with results has no axe violations, in dark and light', async ({
    page,
  }) => {
    // two axe runs over a page of results: slow on a busy machine
    test.setTimeout(60_000);
    await page.goto(`${urls.site}/search?q=sentry`);
    await hydrated(page);
    await expect(page.locator('.search-page-results > li').first()).toBeVisible();
    for (const mode of ['dark', 'light']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      expect(await axe(page), mode).toEqual([]);
    }
  });
});
