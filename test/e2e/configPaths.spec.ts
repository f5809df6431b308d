import { expect, test, urls } from './fixtures.js';

/**
 * Issue 30: a Docusaurus navbar logo written `img/logo.svg` is read from the site root (as
 * Docusaurus's useBaseUrl reads it), so it loads on every page, not only on `/`.
 */
test.describe("a Docusaurus project's config paths @build", () => {
  test('the navbar logo loads on pages at every depth', async ({ page, consoleProblems }) => {
    test.skip(!urls.docusaurus, 'Docusaurus project not built (E2E_ONLY, or the dev server)');
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    for (const path of ['/', '/docs/intro', '/docs/guides/tabs', '/docs/reference/api/client']) {
      await page.goto(urls.docusaurus + path);
      const logo = page.locator('.navbar-brand img').first();
      await expect(logo).toHaveAttribute('src', '/img/logo.svg');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(failed).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
