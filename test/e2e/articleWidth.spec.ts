import { expect, hydrated, test, urls } from './fixtures.js';

/**
 * Issue 30: with the docs sidebar and the table of contents side by side, a 1024 px window left the
 * article under 400 px (35 characters a line). Below 1201 px the table of contents folds into the
 * "On this page" control above the article; the article keeps a readable measure at every desktop
 * width.
 */
const PAGE = '/docs/6/Staking%20&%20Rewards';
/** About 70 characters of the body text a line. */
const MIN_ARTICLE = 600;

test.describe('the article column at desktop widths @desktop', () => {
  for (const width of [997, 1024, 1280]) {
    test(`keeps a readable measure at ${width} px`, async ({ page, consoleProblems }) => {
      test.skip(!urls.site, 'site not built (E2E_ONLY)');
      await page.setViewportSize({ width, height: 800 });
      await page.goto(urls.site + PAGE);
      const article = await page.locator('.doc-article').boundingBox();
      expect(article!.width).toBeGreaterThanOrEqual(MIN_ARTICLE);
      const column = page.locator('.doc-toc nav.toc');
      const folded = page.locator('details.toc-mobile');
      if (width >= 1201) {
        await expect(column).toBeVisible();
        await expect(folded).toBeHidden();
        return;
      }
      await expect(column).toBeHidden();
      // the folded table of contents works once the shell has hydrated (it closes on a pick):
      // open it, pick an entry, land on the heading
      await hydrated(page);
      await expect(folded).toBeVisible();
      await folded.locator('summary').click();
      const entry = folded.locator('a').nth(1);
      await expect(entry).toBeVisible();
      const id = decodeURIComponent((await entry.getAttribute('href'))!.slice(1));
      await entry.click();
      await expect(folded).not.toHaveAttribute('open', '');
      await expect
        .poll(() =>
          page.evaluate(
            (i) => Math.abs(document.getElementById(i)!.getBoundingClientRect().top),
            id,
          ),
        )
        .toBeLessThan(120);
      expect(consoleProblems).toEqual([]);
    });
  }
});
