import type { Page } from '@playwright/test';
import { expect, hydrated, test, urls } from './fixtures.js';

// issue 10: every page type, from a small phone to a wide desktop, on both sides of the 996 px
// breakpoint
const WIDTHS = [320, 375, 768, 996, 997, 1024, 1280, 1440];
const PAGES: Record<string, string> = {
  home: '/',
  'docs page': '/docs/6/Staking%20&%20Rewards',
  'docs page with a diagram': '/docs/3/Network%20Roles',
  'API methods': '/docs/api/eth-json-rpc/eth-methods',
  'blog list': '/blog',
  'blog post': '/blog/tn-gateway',
  'blog archive': '/blog/archive',
  'blog tags': '/blog/tags',
  'blog authors': '/blog/authors',
  'markdown page': '/markdown-page',
  'not found': '/no-such-page',
  'search page': '/search?q=validator',
};
/** Smallest diagram text a reader should have to read, in CSS px. */
const MIN_DIAGRAM_TEXT = 11;

/** What is wrong with the layout as it is on screen now: one line per problem. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minText) => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth)
      problems.push(`the page scrolls sideways: ${doc.scrollWidth} px wide`);

    // the navbar's visible items: none may overlap another or leave the screen
    const bar = document.querySelector('.navbar-inner')!;
    const items = [
      ...Array.from(bar.querySelectorAll(':scope > .navbar-toggle, :scope > .navbar-brand')),
      ...Array.from(bar.querySelectorAll('.navbar-items > *')),
    ]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    for (const { el, r } of items)
      if (r.left < 0 || r.right > doc.clientWidth)
        problems.push(`navbar item "${el.textContent}" leaves the screen (${r.left}-${r.right})`);
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i].r;
        const b = items[j].r;
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        if (overlap > 0.5)
          problems.push(
            `navbar items "${items[i].el.textContent}" and "${items[j].el.textContent}" overlap by ${overlap} px`,
          );
      }

    for (const text of Array.from(document.querySelectorAll<SVGTextElement>('.diagram svg text'))) {
      // the length of the x axis, so rotated text counts too
      const m = text.getScreenCTM();
      const size = parseFloat(getComputedStyle(text).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
      if (size < minText - 0.05)
        problems.push(`diagram text "${text.textContent}" is ${size.toFixed(1)} px`);
    }
    return problems;
  }, MIN_DIAGRAM_TEXT);
}

test.describe('layout at every width (issue 10) @desktop', () => {
  test.beforeEach(() => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
    // the same HTML and CSS as the build; measured there once, so the dev server is not made to
    // compile a dozen pages while its own edit-and-update tests run beside these
    test.skip(process.env.E2E_TARGET === 'serve', 'layout is measured on the build target');
  });

  for (const [name, path] of Object.entries(PAGES)) {
    test(`${name}: no sideways scroll, navbar items apart, diagram text readable`, async ({
      page,
    }) => {
      await page.goto(urls.site + path);
      await hydrated(page);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const mode of ['dark', 'light']) {
          await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
          for (const p of await layoutProblems(page)) problems.push(`${width} px, ${mode}: ${p}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test('diagrams have a maximum size: not stretched to the column on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(urls.site + '/');
    await hydrated(page);
    const svg = page.locator('.diagram svg').first();
    await expect(svg).toBeVisible();
    const box = (await svg.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(600);
    expect(box.height).toBeLessThanOrEqual(900);
    const biggest = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll<SVGTextElement>('.diagram svg text')).map(
          (t) =>
            parseFloat(getComputedStyle(t).fontSize) *
            Math.hypot(t.getScreenCTM()!.a, t.getScreenCTM()!.b),
        ),
      ),
    );
    expect(biggest).toBeLessThanOrEqual(24);
  });
});
