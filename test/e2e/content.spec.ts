import { expect, hydrated, test, urls } from './fixtures.js';

// issue 10: how the pieces inside a page look (blog, admonitions, code blocks)

test.describe('blog (issue 10)', () => {
  test.beforeEach(() => {
    test.skip(!urls.site, 'site not built (E2E_ONLY)');
  });

  test('an author picture that cannot load leaves the initials, not a broken image', async ({
    page,
  }) => {
    await page.route(/avatars\.githubusercontent\.com/, (r) => r.abort());
    await page.goto(urls.site + '/blog/tn-gateway');
    await hydrated(page);
    const avatar = page.locator('.post-authors .avatar').first();
    await expect(avatar).toHaveText('CC');
    await expect(avatar).toBeVisible();
    // no image element is left that failed to load
    const broken = await page
      .locator('.post-header img')
      .evaluateAll((imgs) =>
        imgs.filter(
          (i) => (i as HTMLImageElement).complete && !(i as HTMLImageElement).naturalWidth,
        ),
      );
    expect(broken).toHaveLength(0);
    const box = (await avatar.boundingBox())!;
    expect(box.width).toBe(box.height);
  });

  test('post pagination says "Newer post" and "Older post"', async ({ page }) => {
    await page.goto(urls.site + '/blog/tn-docs-start');
    const nav = page.getByRole('navigation', { name: 'Blog post navigation' });
    await expect(nav.locator('.pagination-link.prev')).toContainText('Newer post');
    await page.goto(urls.site + '/blog/tn-gateway');
    await expect(nav.locator('.pagination-link.next')).toContainText('Older post');
    await expect(nav).not.toContainText('Next');
  });

  test('"Read more" lines up with the tags', async ({ page }) => {
    await page.goto(urls.site + '/blog');
    const footer = page.locator('.post-summary .post-footer').first();
    const middle = (sel: string) =>
      footer
        .locator(sel)
        .first()
        .evaluate((e) => {
          const r = e.getBoundingClientRect();
          return r.top + r.height / 2;
        });
    const tags = await middle('.tag');
    const more = await middle('.read-more');
    expect(Math.abs(tags - more)).toBeLessThanOrEqual(2);
  });
});

test.describe('admonitions and code (issue 10)', () => {
  test.beforeEach(() => {
    test.skip(!urls.minimal, 'fixture site not built (E2E_ONLY)');
  });

  test('every admonition type has its own icon, and note and info look different', async ({
    page,
  }) => {
    await page.goto(urls.minimal + '/docs/guide/first');
    const looks = await page.locator('.admonition').evaluateAll((els) =>
      els.map((el) => ({
        type: Array.from(el.classList).find((c) => c.startsWith('admonition-'))!,
        icon: el.querySelector('.admonition-heading svg')?.innerHTML ?? '',
        border: getComputedStyle(el).borderLeftColor,
        background: getComputedStyle(el).backgroundColor,
      })),
    );
    expect(looks.map((l) => l.type).sort()).toEqual(
      ['caution', 'danger', 'info', 'note', 'tip', 'warning'].map((t) => `admonition-${t}`),
    );
    for (const l of looks) expect(l.icon, l.type).toMatch(/<(path|circle)/);
    const by = (t: string) => looks.find((l) => l.type === `admonition-${t}`)!;
    // caution and warning are one level (as in Docusaurus); every other pair differs
    const icons = new Set(looks.filter((l) => l.type !== 'admonition-caution').map((l) => l.icon));
    expect(icons.size).toBe(5);
    expect(by('note').border).not.toBe(by('info').border);
    expect(by('note').background).not.toBe(by('info').background);
  });

  test('phone: the copy button does not cover the code @phone', async ({ page }) => {
    await page.goto(urls.minimal + '/docs/guide/first');
    await hydrated(page);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const button = (await page.locator('.copy-button').first().boundingBox())!;
    const code = (await page.locator('.code-block pre').first().boundingBox())!;
    await expect(page.locator('.copy-button').first()).toBeVisible();
    const overlaps =
      button.x < code.x + code.width &&
      code.x < button.x + button.width &&
      button.y < code.y + code.height &&
      code.y < button.y + button.height;
    expect(overlaps).toBe(false);
  });
});
