import { expect, holdRequests, hydrated, test, urls } from './fixtures.js';

declare global {
  interface Window {
    __copied?: string;
    __serverNode?: Element | null;
  }
}

test.describe('first visit of a page with static content (issue 13)', () => {
  test.beforeEach(() => {
    test.skip(!urls.minimal, 'fixture site not built (E2E_ONLY)');
    test.skip(process.env.E2E_TARGET === 'serve', 'the dev server sends every page with its chunk');
  });

  test('hydrates without its chunk, copies code, and shows its content again after navigating back', async ({
    page,
    consoleProblems,
  }) => {
    // the page's own chunk is held back: if the first visit needed it, hydration would never end
    const release = await holdRequests(page, /\/assets\/js\/docs_guide_first\.[A-Z0-9]+\.js$/);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (text: string) => {
            window.__copied = text;
            return Promise.resolve();
          },
        },
      });
    });
    // the content's nodes as the server sent them: React must keep them, through re-renders too
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__serverNode = document.querySelector('.mdx-content > *');
      });
    });
    await page.goto(`${urls.minimal}/docs/guide/first`);
    await hydrated(page);
    await page.locator('#setup .hash-link').click({ force: true });
    await expect(page).toHaveURL(/#setup$/);
    expect(await page.evaluate(() => window.__serverNode?.isConnected)).toBe(true);

    // the content is the server's HTML, never hydrated: its copy button still works
    const button = page.locator('.copy-button').first();
    await page.locator('.code-body').first().hover();
    await button.click();
    await expect(button).toHaveAttribute('aria-label', 'Copied');
    expect(await page.evaluate(() => window.__copied)).toBe('npm install');
    await expect(button).toHaveAttribute('aria-label', 'Copy code to clipboard');

    release();
    await page.locator('.pagination-link.prev').click();
    await expect(page.locator('.markdown h1')).toHaveText('Introduction');
    await page.goBack();
    // back on the first page, its content now comes from its chunk
    await expect(page.locator('.markdown h1')).toHaveText('First guide');
    await expect(page.locator('#setup')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('draws its sidebar from the HTML and loads the whole sidebar only to open a closed category', async ({
    page,
    consoleProblems,
  }) => {
    // the whole sidebar's module is held back: the first visit must hydrate without it
    const release = await holdRequests(page, /\/assets\/js\/sidebar-docs\.[A-Z0-9]+\.js$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${urls.minimal}/docs/intro`);
    await hydrated(page);
    const sidebar = page.locator('aside.sidebar');
    await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'First guide' })).toHaveCount(0);

    const caret = sidebar.getByRole('button', { name: "Expand sidebar category 'Guide'" });
    await caret.click();
    // it opens once the rest of the sidebar is there
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(sidebar.getByRole('link', { name: 'First guide' })).toBeVisible();
    await expect(sidebar.locator('.sidebar-caret')).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('link', { name: 'Second guide' }).click();
    await expect(page.locator('.markdown h1')).toHaveText('Second guide');
    await expect(sidebar.getByRole('link', { name: 'Second guide' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(consoleProblems).toEqual([]);
  });
});
