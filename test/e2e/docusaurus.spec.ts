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
