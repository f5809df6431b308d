import type { Page } from '@playwright/test';
import { expect, hydrated, test, urls } from './fixtures.js';

// test/fixtures/minimal/static/img/hostile.svg carries the sanitiser bypasses of issue 12; each would push a name
// onto window.__pwned (or open a dialog) if it ran
const pwned = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: string[] }).__pwned ?? []);

test.describe('a hostile diagram runs no script', () => {
  test.beforeEach(() => {
    test.skip(!urls.minimal, 'fixture site not built (E2E_ONLY)');
  });

  test('on load, on hover and on click', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${urls.minimal}/hostile`);
    await hydrated(page);
    const diagram = page.getByRole('img', { name: 'Two boxes, one of them a link.' });
    await expect(diagram).toBeVisible();
    await diagram.locator('rect').hover();
    await diagram.locator('text').click();
    await page.waitForTimeout(200);
    expect(page.url()).toMatch(/\/hostile$/);
    expect(await pwned(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('after client navigation @desktop', async ({ page }) => {
    await page.goto(`${urls.minimal}/about`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 7;
    });
    await page.getByRole('link', { name: 'the hostile diagram' }).click();
    await expect(page.locator('h1')).toHaveText('Hostile diagram');
    await expect(page.getByRole('img', { name: 'Two boxes, one of them a link.' })).toBeVisible();
    // still the same document: the diagram arrived through client rendering, not a page load
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      7,
    );
    await page.waitForTimeout(200);
    expect(await pwned(page)).toEqual([]);
  });
});
