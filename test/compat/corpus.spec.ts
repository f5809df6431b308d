import { expect, test, type Page } from '@playwright/test';

// Corpus sites built by tn-docs, in Chromium (issue 27); test/compat/browse.mjs builds and serves
// them and names them in CORPUS_SITES. Each check is written for any site: the pages come from its
// sitemap and its sidebar, the query from a page's own title.
interface CorpusSite {
  name: string;
  url: string;
  locales: boolean;
  versions: boolean;
}
const sites = JSON.parse(process.env.CORPUS_SITES ?? '[]') as CorpusSite[];
test('browse.mjs named the sites', () => expect(sites.length).toBeGreaterThan(0));

/** The shell hydrates at the reader's first intent or when the browser is idle. */
async function hydrated(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('.color-toggle').first()).toBeEnabled();
}

/** The path of the first page in the sitemap that has a docs sidebar. */
async function docsPage(page: Page, site: CorpusSite): Promise<string> {
  const xml = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  for (const p of paths.slice(0, 40)) {
    await page.goto(new URL(site.url).origin + p);
    if ((await page.locator('.sidebar a[href]').count()) > 1) return p;
  }
  throw new Error(`${site.name}: none of the sitemap's first 40 pages has a docs sidebar`);
}

/** Hrefs of the visible links of a part of the page, without the current page's. */
const visibleLinks = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) =>
    links
      .filter((a) => (a as HTMLElement).offsetParent !== null && !a.hasAttribute('aria-current'))
      .map((a) => (a as HTMLAnchorElement).href)
      .filter((h) => h.startsWith(location.origin) && new URL(h).pathname !== location.pathname),
  );

for (const site of sites) {
  test.describe(site.name, () => {
    test('moves between docs pages in place, and back', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const start = await docsPage(page, site);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
      const [target] = await visibleLinks(page, '.sidebar a[href]');
      expect(target, 'a visible sidebar link to another page').toBeTruthy();
      await page
        .locator(`.sidebar a[href="${new URL(target).pathname}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(target);
      await expect(page.locator('main h1').first()).toBeVisible();
      // the router swapped the page: the window is the same one
      expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
      await page.goBack();
      await expect(page).toHaveURL(new URL(site.url).origin + start);
      expect(errors).toEqual([]);
    });

    test('search finds a page by its title and opens it', async ({ page }) => {
      await docsPage(page, site);
      await hydrated(page);
      const title = (await page.locator('main h1').first().innerText()).trim();
      await page.goto(site.url + '/');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      const box = page.getByRole('combobox', { name: 'Search the site' });
      await expect(box).toBeFocused();
      await box.fill(title);
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(site.url + '/');
      await expect(page.locator('main h1').first()).toBeVisible();
    });

    test('colour mode switches and is kept on the next visit', async ({ page }) => {
      await docsPage(page, site);
      await hydrated(page);
      const html = page.locator('html');
      const before = await html.getAttribute('data-theme');
      await page.locator('.color-toggle').first().click();
      await expect(html).not.toHaveAttribute('data-theme', before ?? '');
      const after = await html.getAttribute('data-theme');
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', after ?? '');
    });

    if (site.locales)
      test('the locale menu opens the same page in another language', async ({ page }) => {
        await docsPage(page, site);
        await hydrated(page);
        const lang = await page.locator('html').getAttribute('lang');
        const other = page.locator(`.navbar a.dropdown-link[lang]:not([lang="${lang}"])`).first();
        const href = await other.getAttribute('href');
        await other.locator('xpath=ancestor::div[contains(@class,"dropdown")]').hover();
        await other.click();
        await expect(page).toHaveURL(new URL(href!, site.url).href);
        await expect(page.locator('html')).not.toHaveAttribute('lang', lang ?? '');
        await expect(page.locator('main h1').first()).toBeVisible();
      });

    if (site.versions)
      test('the version menu opens another version of the docs', async ({ page }) => {
        await docsPage(page, site);
        await hydrated(page);
        const menu = page.locator('.navbar .dropdown', {
          has: page.locator('a.dropdown-link.active:not([lang])'),
        });
        const other = menu.first().locator('a.dropdown-link:not(.active):not([lang])').first();
        const href = await other.getAttribute('href');
        await menu.first().hover();
        await other.click();
        await expect(page).toHaveURL(new URL(href!, site.url).href);
        await expect(page.locator('main h1').first()).toBeVisible();
      });
  });
}
