import { expect, hydrated, test, urls } from './fixtures.js';

// The Docusaurus project fixture (issue 15), built by tn-docs as it is, in React's development
// build so a hydration mismatch would be reported.
test.describe('a Docusaurus project in the browser', () => {
  test.beforeEach(() => {
    test.skip(!urls.docusaurus, 'Docusaurus project not built (E2E_ONLY, or the dev server)');
  });

  test('Tabs of one group switch together and the choice is remembered @desktop', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${urls.docusaurus}/docs/guides/tabs`);
    await hydrated(page);
    const lists = page.getByRole('tablist');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(1).getByRole('tab', { name: 'Linux' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await lists.nth(0).getByRole('tab', { name: 'macOS' }).click();
    // the other Tabs of the group follow
    await expect(lists.nth(1).getByRole('tab', { name: 'macOS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Start it with launchd.')).toBeVisible();
    await expect(page.getByText('Start it with systemd.')).toBeHidden();
    // a new visit starts from the remembered choice
    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole('tablist').nth(0).getByRole('tab', { name: 'macOS' }),
    ).toHaveAttribute('aria-selected', 'true');
    // the keyboard moves between tabs
    await page.getByRole('tablist').nth(0).getByRole('tab', { name: 'macOS' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Start it with systemd.')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('React pages hydrate: browser-only parts appear, a Redirect goes on @desktop', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${urls.docusaurus}/browser`);
    await hydrated(page);
    await expect(page.locator('.where')).toHaveText('browser');
    await expect(page.locator('.only')).toHaveText('/browser');
    await expect(page).toHaveTitle('Browser | Fixture Project');
    await page.goto(`${urls.docusaurus}/redirect`);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('h1')).toHaveText('Welcome to the fixture');
    expect(consoleProblems).toEqual([]);
  });
});

// run.mjs builds the project with Docusaurus's `trailingSlash: false`: each page is a file
// (docs/intro.html) served at a path with no slash, as a static host serves it.
test.describe('a Docusaurus project with trailingSlash: false @build', () => {
  test.beforeEach(() => {
    test.skip(!urls.docusaurus, 'Docusaurus project not built (E2E_ONLY, or the dev server)');
  });

  test('links have no slash, pages load from .html files, the router moves between them @desktop', async ({
    page,
    consoleProblems,
  }) => {
    const loaded = await page.goto(`${urls.docusaurus}/docs/guides`);
    expect(loaded?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://project.example.com/docs/guides',
    );
    const link = page.locator('main').getByRole('link', { name: 'Markdown features' });
    await expect(link).toHaveAttribute('href', '/docs/guides/markdown');
    // a marker on the window survives client navigation, not a full load
    await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
    // the link is prefetched (visible while idle): its path, with no slash, names the page's chunk
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => /\/assets\/js\/docs_guides_markdown\.[\w-]+\.js$/.test(e.name)),
        ),
      )
      .toBe(true);
    await link.click();
    await expect(page).toHaveURL(`${urls.docusaurus}/docs/guides/markdown`);
    await expect(page.locator('h1')).toHaveText('Markdown features');
    expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
    // the sidebar marks the page it is on
    await expect(page.locator('nav a[aria-current="page"]').first()).toHaveAttribute(
      'href',
      '/docs/guides/markdown',
    );
    expect(consoleProblems).toEqual([]);
  });
});
