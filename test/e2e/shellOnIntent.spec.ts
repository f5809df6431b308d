import { expect, holdRequests, hydrated, test, urls } from './fixtures.js';

declare global {
  interface Window {
    __copied?: string;
  }
}

/** The layout's chunk: the one holding the navbar's markup (found from its text, not its hash). */
const SHELL_TEXT = 'Toggle navigation bar';

test.describe("a production build hydrates the page's shell at the reader's first intent (issue 13)", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!urls.minimalProd, 'fixture site not built (E2E_ONLY)');
    test.skip(process.env.E2E_TARGET === 'serve', 'the dev server hydrates everything at once');
    // a browser that is never idle: the shell waits for the reader's intent alone (the idle
    // moment after load hydrates it too: test/e2e/shellWhenIdle.spec.ts)
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    // the analytics tracker's script (this build has analytics) is not what is tested here
    await page.route(/googletagmanager\.com/, (r) =>
      r.fulfill({ contentType: 'text/javascript', body: '' }),
    );
  });

  test('reading loads no shell; a pointer move hydrates it without a warning', async ({
    page,
    consoleProblems,
  }) => {
    const shell: string[] = [];
    page.on('response', async (r) => {
      if (!/\/assets\/js\/.*\.js$/.test(r.url())) return;
      const body = await r.text().catch(() => '');
      if (body.includes(SHELL_TEXT)) shell.push(r.url());
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: (text: string) => Promise.resolve(void (window.__copied = text)) },
      });
    });
    await page.goto(`${urls.minimalProd}/docs/guide/first`);
    await page.waitForLoadState('networkidle');
    // read, not used: the server's HTML stands, the toggle waits for the shell
    await expect(page.locator('.color-toggle').first()).toBeDisabled();
    expect(shell).toEqual([]);
    // a code block's copy button works before the shell (one delegated listener)
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('.copy-button')!.click());
    await expect.poll(() => page.evaluate(() => window.__copied)).toBe('npm install');
    expect(shell).toEqual([]);

    await hydrated(page);
    // (the responses' bodies are read asynchronously)
    await expect.poll(() => shell.length).toBe(1);
    const before = await page.locator('html').getAttribute('data-theme');
    await page.locator('.color-toggle').first().click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
    await page.locator('.pagination-link.prev').click();
    await expect(page.locator('.markdown h1')).toHaveText('Introduction');
    expect(consoleProblems).toEqual([]);
  });

  test('a button pressed before the shell has hydrated takes effect once it has', async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`${urls.minimalProd}/docs/guide/first`);
    await page.waitForLoadState('networkidle');
    // the shell's chunk arrives late: the tap lands on HTML React has not hydrated
    const release = await holdRequests(page, /\/assets\/js\/c\.[A-Z0-9]+\.js$/);
    await page.locator('.navbar-toggle').click();
    await expect(page.locator('.drawer.open')).toHaveCount(0);
    release();
    await expect(page.locator('.drawer.open')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('a tap on the hamburger before the shell has hydrated opens the drawer once it has @phone', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${urls.minimalProd}/docs/guide/first`);
    await page.waitForLoadState('networkidle');
    const release = await holdRequests(page, /\/assets\/js\/c\.[A-Z0-9]+\.js$/);
    // a touch (touchstart, pointerdown, then the click a touch screen makes of it) is the intent
    await page.locator('.navbar-toggle').tap();
    await expect(page.locator('.drawer.open')).toHaveCount(0);
    release();
    await expect(page.locator('.drawer.open')).toBeVisible();
    // opened once, not opened and closed again by a second replay
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.drawer.open')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('a tap on the hamburger before hydration has even begun opens the drawer once the shell is there @phone', async ({
    page,
    consoleProblems,
  }) => {
    const url = `${urls.minimalProd}/docs/guide/first`;
    const html = await (await page.request.get(url)).text();
    const entry = /<script type="module" src="([^"]+)"/.exec(html)![1];
    const entryJs = await (await page.request.get(new URL(entry, url).href)).text();
    // the hydration code (with React), which the entry fetches after the first paint, is late
    const late = /import\("\.\/([^"]+)"\)/.exec(entryJs)![1];
    const release = await holdRequests(page, new RegExp(`/${late.replace(/\./g, '\\.')}$`));
    // the entry, a module script, has run by DOMContentLoaded; the load event waits for what is held
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator('.navbar-toggle').tap();
    await expect(page.locator('.drawer.open')).toHaveCount(0);
    release();
    await expect(page.locator('.drawer.open')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  for (const [name, key] of [
    ['Ctrl+K', 'Control+k'],
    ['/', '/'],
  ]) {
    test(`${name} pressed before the shell has hydrated opens search once it has`, async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(`${urls.minimalProd}/docs/guide/first`);
      await page.waitForLoadState('networkidle');
      const release = await holdRequests(page, /\/assets\/js\/c\.[A-Z0-9]+\.js$/);
      // the reader's very first action: the key is the intent that loads the shell; the letters
      // typed right after it are the query
      await page.keyboard.press(key);
      await page.keyboard.type('guide');
      const dialog = page.getByRole('dialog', { name: 'Search the site' });
      await expect(dialog).toHaveCount(0);
      release();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox')).toBeFocused();
      await expect(dialog.getByRole('combobox')).toHaveValue('guide');
      expect(consoleProblems).toEqual([]);
    });
  }

  test('a link followed before the shell has hydrated navigates client-side', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${urls.minimalProd}/docs/guide/first`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as { __same?: boolean }).__same = true));
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('.pagination-link.prev')!.click(),
    );
    await expect(page.locator('.markdown h1')).toHaveText('Introduction');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    // the same document: no reload
    expect(await page.evaluate(() => (window as { __same?: boolean }).__same)).toBe(true);
    expect(consoleProblems).toEqual([]);
  });
});
