// The sitemap's ignorePatterns: globs over route paths, read by picomatch as Docusaurus reads them.
import { describe, expect, it } from 'vitest';
import { generateSitemap, ignoreMatcher } from '../../cli/build/generateSitemap.js';
import type { RouteEntry } from '../../cli/build/types.js';
import type { SiteConfig } from '../../cli/config/types.js';

describe('ignoreMatcher', () => {
  it('matches * within one segment only', () => {
    const m = ignoreMatcher(['/docs/*']);
    expect(m('/docs/intro')).toBe(true);
    expect(m('/docs/6/Staking & Rewards')).toBe(false);
    expect(m('/docs')).toBe(false);
    expect(m('/blog/intro')).toBe(false);
  });

  it('matches ** across segments, and a trailing /** matches the folder itself', () => {
    const m = ignoreMatcher(['/blog/tags/**']);
    expect(m('/blog/tags')).toBe(true);
    expect(m('/blog/tags/docs')).toBe(true);
    expect(m('/blog/tags/a/b')).toBe(true);
    expect(m('/blog/tagsx')).toBe(false);
    expect(m('/blog')).toBe(false);
    const inner = ignoreMatcher(['/a/**/z']);
    expect(inner('/a/z')).toBe(true);
    expect(inner('/a/b/c/z')).toBe(true);
    expect(inner('/a/b/c')).toBe(false);
  });

  it('takes a pattern whole: a dot, a plus or a space is no regular expression', () => {
    const m = ignoreMatcher(['/docs/v1.0/*', '/docs/a+b', '/docs/6/Staking & Rewards']);
    expect(m('/docs/v1.0/intro')).toBe(true);
    expect(m('/docs/v1x0/intro')).toBe(false);
    expect(m('/docs/a+b')).toBe(true);
    expect(m('/docs/aab')).toBe(false);
    expect(m('/docs/6/Staking & Rewards')).toBe(true);
  });

  it('reads glob syntax as Docusaurus does: braces, and a segment starting with a dot', () => {
    const m = ignoreMatcher(['/{blog,docs}/drafts/**', '/docs/*']);
    expect(m('/blog/drafts/x')).toBe(true);
    expect(m('/docs/drafts')).toBe(true);
    expect(m('/docs/.hidden')).toBe(true);
  });

  it('matches nothing with no pattern, or an empty one', () => {
    expect(ignoreMatcher([])('/docs/intro')).toBe(false);
    expect(ignoreMatcher([''])('/')).toBe(false);
    expect(ignoreMatcher([''])('')).toBe(false);
  });
});

describe('generateSitemap with ignorePatterns', () => {
  const config = {
    url: 'https://example.com',
    baseUrl: '/',
    trailingSlash: undefined,
    sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/blog/tags/**'] },
  } as unknown as SiteConfig;
  const route = (r: string): RouteEntry => ({ route: r, data: { kind: 'page' } as never });

  it('leaves the ignored routes out and keeps the rest', () => {
    const xml = generateSitemap(config, ['/blog/tags', '/blog/tags/tn', '/blog/x'].map(route))!;
    expect(xml).toContain('<loc>https://example.com/blog/x</loc>');
    expect(xml).not.toContain('/blog/tags');
  });
});
