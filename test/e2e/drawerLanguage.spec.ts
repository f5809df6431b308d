import { expect, hydrated, test, urls } from './fixtures.js';

/**
 * Issue 30 (SPEC §1: the shell is the same on every page): at 375 px the drawer's main menu has
 * the navbar's language menu on every kind of page, named "Language" for assistive technology as
 * the navbar's dropdown is named, and its link keeps the query and hash.
 */
test.describe("the phone drawer's language menu @phone", () => {
  for (const path of ['/', '/docs/1/Introduction?ref=x#the-value-flow', '/blog', '/no-such-page']) {
    test(`is in the main menu on ${path}`, async ({ page, consoleProblems }) => {
      test.skip(!urls.site, 'site not built (E2E_ONLY)');
      await page.goto(urls.site + path);
      // what the drawer holds, not what a tap before hydration does (shellOnIntent.spec.ts)
      await hydrated(page);
      await page.locator('.navbar-toggle').click();
      const drawer = page.locator('.drawer.open');
      await expect(drawer).toBeVisible();
      // a docs page opens its section first; the main menu is one step back
      const back = drawer.getByRole('button', { name: /Back to main menu/ });
      if (await back.count()) await back.click();
      const language = drawer.getByRole('list', { name: 'Language' });
      await expect(language).toBeVisible();
      const english = language.getByRole('link', { name: 'English' });
      await expect(english).toHaveAttribute('lang', 'en');
      const { search, hash } = new URL(urls.site + path);
      expect(await english.getAttribute('href')).toMatch(
        new RegExp(`${(search + hash).replace(/[?#]/g, '\\$&')}$`),
      );
      // (a 404 page's own status and the blog's avatars on hosts this machine cannot reach aside)
      expect(consoleProblems.filter((p) => !/404|ERR_NAME_NOT_RESOLVED/.test(p))).toEqual([]);
    });
  }
});
