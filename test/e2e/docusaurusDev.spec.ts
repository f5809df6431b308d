/**
 * `tn-docs serve` in a Docusaurus project (issue 15): run.mjs starts it on a temporary copy of
 * test/fixtures/docusaurus-project (E2E_DOCUDEV_URL / E2E_DOCUDEV_DIR). Its React pages, CSS
 * modules, custom CSS and its own remark plugins work, and an edit to a doc shows without a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures.js';

const url = process.env.E2E_DOCUDEV_URL ?? '';
const dir = process.env.E2E_DOCUDEV_DIR ?? '';

test.describe('tn-docs serve on a Docusaurus project @serve @desktop', () => {
  test.beforeEach(() => {
    test.skip(!url, 'no dev server on the Docusaurus project (E2E_ONLY)');
  });

  test('React pages with CSS modules and custom CSS are served', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(url);
    await hydrated(page);
    const hero = page.locator('[class^="index_hero_"]');
    await expect(hero).toBeVisible();
    // the CSS module's rules reach the page: the class has the style the module gives it
    const css = fs.readFileSync(path.join(dir, 'src/pages/index.module.css'), 'utf8');
    expect(css).toMatch(/\.hero\s*{[^}]*padding/);
    expect(await hero.evaluate((e) => getComputedStyle(e).paddingTop)).not.toBe('0px');
    // theme.customCss
    await expect(page.locator('.navbar-note')).toHaveText('Beta');
    expect(
      await page.locator('.navbar-note').evaluate((e) => getComputedStyle(e).fontWeight),
    ).not.toBe('400');
    expect(consoleProblems).toEqual([]);
  });

  test('a doc runs the site plugins, and an edit shows without a reload', async ({ page }) => {
    const file = path.join(dir, 'docs/intro.md');
    const before = fs.readFileSync(file, 'utf8');
    try {
      await page.goto(`${url}docs/intro`);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText('Welcome to the fixture');
      // npm2yarn's tabs and the local remark plugin's text
      await expect(page.getByRole('tab', { name: 'Yarn' })).toBeVisible();
      await expect(page.getByText('Install version 1.2.3')).toBeVisible();
      await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 7));
      fs.writeFileSync(file, before.replace('# Welcome to the fixture', '# Welcome, edited'));
      await expect(page.locator('h1')).toHaveText('Welcome, edited');
      expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(7);
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  test('a Markdown partial imported by a doc renders with the theme of the page', async ({
    page,
    consoleProblems,
  }) => {
    const partial = path.join(dir, 'docs/_shared.md');
    const doc = path.join(dir, 'docs/with-partial.mdx');
    try {
      fs.writeFileSync(partial, 'Shared text with a [link to the intro](/docs/intro).\n');
      fs.writeFileSync(
        doc,
        "import Shared from './_shared.md';\n\n# With a partial\n\n<Shared />\n",
      );
      await expect
        .poll(async () => (await page.request.get(`${url}docs/with-partial`)).status(), {
          timeout: 15_000,
        })
        .toBe(200);
      await page.goto(`${url}docs/with-partial`);
      await hydrated(page);
      const link = page.locator('main').getByRole('link', { name: 'link to the intro' });
      await expect(link).toHaveAttribute('href', '/docs/intro');
      await link.click();
      await expect(page.locator('h1')).toHaveText('Welcome to the fixture');
      expect(consoleProblems).toEqual([]);
    } finally {
      fs.rmSync(doc, { force: true });
      fs.rmSync(partial, { force: true });
    }
  });
});
