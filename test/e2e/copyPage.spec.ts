/**
 * "Copy page" and "View as Markdown" (issue 31) on this site, built (serve --preview) and under the
 * dev server (serve), at 375 px (phone project) and 1280 px (desktop), in both colour modes: the
 * twin reaches the clipboard from the keyboard, the result is shown and announced, nothing is
 * fetched before the reader asks, and axe passes.
 */
import type { Page } from '@playwright/test';
import { axe, expect, hydrated, test, urls } from './fixtures.js';

const MODES = ['dark', 'light'] as const;

/** The requests for twins a page has made so far. */
function twinRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\.md(\?|$)/.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

for (const mode of MODES) {
  test(`Copy page puts the twin on the clipboard (${mode})`, async ({
    page,
    context,
    consoleProblems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const requests = twinRequests(page);
    await page.goto(`${urls.site}/docs/6/Staking%20&%20Rewards`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Copy page' });
    await expect(button).toBeVisible();
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', '/docs/6/Staking%20&%20Rewards.md');
    // nothing is fetched until the reader asks
    expect(requests).toEqual([]);
    expect(await axe(page)).toEqual([]);

    // from the keyboard
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
      'Page copied to the clipboard as Markdown.',
    );
    const twin = await (
      await page.request.get(`${urls.site}/docs/6/Staking%20&%20Rewards.md`)
    ).text();
    expect(twin).toMatch(/^# Staking & Rewards\n/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(requests).toHaveLength(1);
    // the confirmation on screen passes axe too (contrast of the "Copied" colour)
    expect(await axe(page)).toEqual([]);
    // and goes back to the button's name after a while
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 5000 });
    expect(consoleProblems).toEqual([]);
  });
}

test('Copy page on a blog post, with Space; a failed copy says so on screen', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${urls.site}/blog`);
  await hydrated(page);
  await page.locator('.post-title a').first().click();
  const button = page.getByRole('button', { name: 'Copy page' });
  await expect(button).toBeVisible();
  const href = await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href');
  expect(href).toMatch(/^\/blog\/.+\.md$/);
  await button.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const twin = await (await page.request.get(urls.site + href!)).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

  // the twin cannot be fetched: the reader is told, on screen and by the live region
  await page.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.getByRole('button', { name: 'Copied' }).click();
  const status = page.getByRole('status').filter({ hasText: 'could not be copied' });
  await expect(status).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('View as Markdown opens the twin, served as text/markdown', async ({ page }) => {
  await page.goto(`${urls.site}/docs/1/Introduction`);
  await hydrated(page);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/docs/1/Introduction.md')),
    page.getByRole('link', { name: 'View as Markdown' }).click(),
  ]);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toMatch(/^# Introduction\n/);
});
