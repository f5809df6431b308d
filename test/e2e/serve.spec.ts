/**
 * The authors' loop against a running `tn-docs serve` (started by run.mjs on a temporary copy of the minimal
 * fixture, E2E_DEVEDIT_URL / E2E_DEVEDIT_DIR): edits show in the open page without a reload, errors show as an
 * overlay and go away when fixed, and nothing an author does to the files stops the server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.js';

const url = process.env.E2E_DEVEDIT_URL ?? '';
const dir = process.env.E2E_DEVEDIT_DIR ?? '';
const file = (rel: string) => path.join(dir, rel);
const write = (rel: string, text: string) => fs.writeFileSync(file(rel), text);
const read = (rel: string) => fs.readFileSync(file(rel), 'utf8');

/** Marks the window: if the page reloads, the marker is gone. */
async function mark(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __kept: number }).__kept = 7;
  });
}
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kept?: number }).__kept);

test.describe('tn-docs serve @serve @desktop', () => {
  test.describe.configure({ mode: 'serial' });
  let intro = '';

  test.beforeAll(() => {
    intro = read('docs/intro.md');
  });
  test.afterEach(() => {
    write('docs/intro.md', intro);
  });

  test('an edit to the open page shows without a reload, keeping the scroll position', async ({
    page,
  }) => {
    write(
      'docs/intro.md',
      intro + '\n' + Array.from({ length: 80 }, (_, i) => `Line ${i}.\n`).join('\n'),
    );
    await page.goto(`${url}docs/intro`);
    await hydrated(page);
    await expect(page.getByText('Line 79.')).toBeVisible();
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    // the paragraphs the edit does not touch stay the same elements: the article is patched, not replaced
    const kept = await page.evaluateHandle(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('.markdown p')).find(
          (p) => p.textContent === 'Line 40.',
        ) ?? null,
    );
    write('docs/intro.md', read('docs/intro.md').replace('Some text.', 'Edited text, live.'));
    await expect(page.getByText('Edited text, live.')).toBeVisible();
    expect(await marked(page)).toBe(7);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await kept.evaluate((p) => p?.isConnected === true)).toBe(true);
  });

  test('an edit made while the page was still hydrating shows once it has', async ({ page }) => {
    // the page's module is held back, and then answered with its version from before the edit: the
    // update the server sends meanwhile reaches a page whose router does not listen yet
    const moduleUrl = /__tn\/route\?path=%2Fdocs%2Fintro/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let old = '';
    await page.route(moduleUrl, async (route) => {
      if (old) return route.continue(); // the update's own request
      old = await (await page.request.get(route.request().url())).text();
      await held;
      await route.fulfill({ body: old, contentType: 'text/javascript' });
    });
    const socket = page.waitForEvent('websocket');
    await page.goto(`${url}docs/intro`);
    const ws = await socket;
    await ws.waitForEvent('framereceived', (f) => String(f.payload).includes('"hello"'));
    const updated = ws.waitForEvent('framereceived', (f) => String(f.payload).includes('"update"'));
    write('docs/intro.md', intro.replace('Some text.', 'Edited during hydration.'));
    await updated;
    release();
    await hydrated(page);
    await expect(page.getByText('Edited during hydration.')).toBeVisible();
  });

  test('a new page appears in the sidebar and can be opened; a rename moves it', async ({
    page,
  }) => {
    const sidebars = read('sidebars.ts');
    try {
      await page.goto(`${url}docs/guide/first`);
      await hydrated(page);
      await mark(page);
      write('docs/guide/third.md', '---\ntitle: Third guide\n---\n\nThe third page.\n');
      write('sidebars.ts', sidebars.replace("'guide/second'", "'guide/second', 'guide/third'"));
      const link = page.locator('nav').getByRole('link', { name: 'Third guide' });
      await expect(link).toBeVisible();
      expect(await marked(page)).toBe(7);
      await link.click();
      await expect(page.locator('h1')).toHaveText('Third guide');
      await expect(page.getByText('The third page.')).toBeVisible();
      // rename: the open page is gone, its new address works
      fs.renameSync(file('docs/guide/third.md'), file('docs/guide/fourth.md'));
      write('sidebars.ts', sidebars.replace("'guide/second'", "'guide/second', 'guide/fourth'"));
      await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
      await page.goto(`${url}docs/guide/fourth`);
      await expect(page.getByText('The third page.')).toBeVisible();
    } finally {
      write('sidebars.ts', sidebars);
      fs.rmSync(file('docs/guide/third.md'), { force: true });
      fs.rmSync(file('docs/guide/fourth.md'), { force: true });
    }
  });

  test('editing the # heading that names a page renames it in the sidebar and the next link', async ({
    page,
  }) => {
    const sidebars = read('sidebars.ts');
    try {
      write('docs/guide/third.md', '# Third heading\n\nThe third page.\n');
      write('sidebars.ts', sidebars.replace("'guide/second'", "'guide/second', 'guide/third'"));
      await page.goto(`${url}docs/guide/second`);
      await hydrated(page);
      await mark(page);
      const label = (name: string) => page.locator('.sidebar-link', { hasText: name });
      await expect(label('Third heading')).toBeVisible();
      // a body-only edit, but the heading is the page's title: other pages show it too
      write('docs/guide/third.md', '# Third renamed\n\nThe third page.\n');
      await expect(label('Third renamed')).toBeVisible();
      await expect(page.locator('.pagination')).toContainText('Third renamed');
      expect(await marked(page)).toBe(7);
    } finally {
      write('sidebars.ts', sidebars);
      fs.rmSync(file('docs/guide/third.md'), { force: true });
    }
  });

  test('a syntax error shows the overlay with its position; fixing it removes the overlay', async ({
    page,
  }) => {
    await page.goto(`${url}docs/intro`);
    await hydrated(page);
    write('docs/intro.md', intro.replace('Some text.', 'A tag <b oops'));
    const overlay = page.getByRole('alertdialog');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('MDX_SYNTAX');
    await expect(overlay).toContainText(/intro\.md:\d+:\d+/);
    await expect(overlay).toContainText('hint:');
    await expect(overlay).toBeFocused();
    // the last good version of the page is still there underneath
    await expect(page.getByText('Welcome.')).toBeAttached();
    write('docs/intro.md', intro.replace('Some text.', 'Fixed again.'));
    await expect(overlay).toHaveCount(0);
    await expect(page.getByText('Fixed again.')).toBeVisible();
  });

  test('the overlay closes with Escape and returns focus', async ({ page }) => {
    await page.goto(`${url}docs/intro`);
    await hydrated(page);
    await page.getByRole('link', { name: 'first guide', exact: true }).focus();
    write('docs/intro.md', intro.replace('Some text.', 'Broken {'));
    const overlay = page.getByRole('alertdialog');
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'first guide', exact: true })).toBeFocused();
  });

  test('a config change (a navbar label) shows without a restart', async ({ page }) => {
    const config = read('site.config.ts');
    try {
      await page.goto(`${url}docs/intro`);
      await hydrated(page);
      write('site.config.ts', config.replace("label: 'Blog'", "label: 'News'"));
      await expect(page.locator('.navbar').getByRole('link', { name: 'News' })).toBeVisible();
    } finally {
      write('site.config.ts', config);
    }
    await expect(page.locator('.navbar').getByRole('link', { name: 'Blog' })).toBeVisible();
  });

  test('an invalid config is an overlay, and the last good site keeps serving', async ({
    page,
  }) => {
    const config = read('site.config.ts');
    try {
      await page.goto(`${url}docs/intro`);
      await hydrated(page);
      write('site.config.ts', config.replace("title: 'Minimal'", 'title: 42'));
      await expect(page.getByRole('alertdialog')).toContainText('title');
      const res = await page.request.get(`${url}docs/guide/first`);
      expect(res.status()).toBe(200);
    } finally {
      write('site.config.ts', config);
    }
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('100 rapid saves leave the server alive and the page showing the last one', async ({
    page,
  }) => {
    await page.goto(`${url}docs/intro`);
    await hydrated(page);
    await mark(page);
    for (let i = 1; i <= 100; i++) {
      // atomic save as editors do it: a temporary file renamed over the page, now and then saved empty
      const tmp = file(`docs/.intro.md.tmp-${i}`);
      fs.writeFileSync(tmp, i % 25 === 13 ? '' : intro.replace('Some text.', `Save number ${i}.`));
      fs.renameSync(tmp, file('docs/intro.md'));
      await new Promise((r) => setTimeout(r, 20));
    }
    await expect(page.getByText('Save number 100.')).toBeVisible();
    expect(await marked(page)).toBe(7);
    const res = await page.request.get(`${url}docs/guide/first`);
    expect(res.status()).toBe(200);
  });

  test('deleting the open page shows not found; recreating it brings it back', async ({ page }) => {
    await page.goto(`${url}about`);
    await hydrated(page);
    const about = read('pages/about.md');
    fs.rmSync(file('pages/about.md'));
    try {
      await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    } finally {
      write('pages/about.md', about);
    }
    await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
    await expect(page.getByText('A markdown page.')).toBeVisible();
  });

  test('deleting a page the sidebar names is an error in the overlay until the sidebar is fixed', async ({
    page,
  }) => {
    await page.goto(`${url}docs/intro`);
    await hydrated(page);
    const second = read('docs/guide/second.md');
    fs.rmSync(file('docs/guide/second.md'));
    try {
      await expect(page.getByRole('alertdialog')).toContainText("names the doc 'guide/second'");
    } finally {
      write('docs/guide/second.md', second);
    }
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('search finds an edited page by its new text, each time the dialog opens', async ({
    page,
  }) => {
    await page.goto(`${url}docs/intro`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const find = async (word: string) => {
      await page.keyboard.press('Control+k');
      await dialog.getByRole('combobox').fill(word);
      return dialog.getByRole('option').first();
    };
    write('docs/intro.md', `${intro}\n\n## Quasar section\n\nThe zanzibar word lives here.\n`);
    await expect(page.getByText('The zanzibar word lives here.')).toBeVisible();
    await expect(await find('zanzibar')).toContainText('Quasar section');
    await page.keyboard.press('Escape');
    // a second edit while the page (and its search reader) stays open
    write('docs/intro.md', `${intro}\n\n## Pulsar section\n\nThe xylophone word lives here.\n`);
    await expect(page.getByText('The xylophone word lives here.')).toBeVisible();
    const option = await find('xylophone');
    await expect(option).toContainText('Pulsar section');
    await option.click();
    await expect(page).toHaveURL(/#pulsar-section$/);
  });

  test('a port in use: the next free port is taken and said in one line', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as net.AddressInfo).port;
    const bin = path.resolve('bin/tn-docs.mjs');
    const child = spawn(process.execPath, [bin, 'serve', '--site', dir, '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    try {
      await expect
        .poll(() => out, { timeout: 20_000 })
        .toMatch(/dev server: http:\/\/127\.0\.0\.1:\d+/);
      expect(out).toContain(`port ${port} is in use`);
      const served = /127\.0\.0\.1:(\d+)/.exec(out.split('dev server:')[1])![1];
      expect(Number(served)).toBeGreaterThan(port);
    } finally {
      child.kill();
      blocker.close();
    }
  });
});
