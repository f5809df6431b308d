// The search page a Docusaurus site has, and only that one (issue 27): the Algolia and Typesense
// themes add it at `searchPagePath`, @easyops-cn/docusaurus-search-local at /search, other search
// plugins and sites without search add none; the sitemap lists it as Docusaurus's does.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchPageOf } from '../../cli/config/fromDocusaurusSearch.js';
import { pageTitle } from '../../runtime/shared/pageTitle.js';
import { cli, listRoutes, prepareDocusaurusProject } from './helpers.js';

describe('searchPageOf', () => {
  const algolia = { appId: 'A', apiKey: 'k', indexName: 'i' };
  it('follows the Algolia theme: search by default, searchPagePath, or none', () => {
    expect(searchPageOf({}, { algolia })).toEqual({ path: 'search', sitemap: true });
    const at = (searchPagePath: unknown) =>
      searchPageOf({}, { algolia: { ...algolia, searchPagePath } });
    expect(at('find')).toEqual({ path: 'find', sitemap: true });
    expect(at(false)).toBe(false);
  });
  it('follows the Typesense theme and the local search plugin', () => {
    const themes = [['docusaurus-theme-search-typesense', {}]];
    expect(searchPageOf({ themes }, { typesense: { searchPagePath: 'look' } })).toEqual({
      path: 'look',
      sitemap: true,
    });
    expect(searchPageOf({}, { typesense: {} })).toBe(false);
    for (const entry of [
      '@easyops-cn/docusaurus-search-local',
      ['/abs/node_modules/@easyops-cn/docusaurus-search-local', { hashed: true }],
    ])
      // its page is titled "Search the documentation" alone, without the site's title
      expect(searchPageOf({ themes: [entry] }, {})).toEqual({
        path: 'search',
        sitemap: true,
        siteInTitle: false,
      });
  });
  it("titles the page with the site's title after it, unless its search theme does not", () => {
    const site = { title: 'Besu documentation', tagline: '' };
    const data = { kind: 'search', title: 'Search the documentation' };
    expect(pageTitle(site, '/search', data)).toBe('Search the documentation | Besu documentation');
    expect(pageTitle(site, '/search', { ...data, siteInTitle: false })).toBe(
      'Search the documentation',
    );
  });
  it('gives no page for other search plugins, or none', () => {
    expect(searchPageOf({ plugins: ['docusaurus-lunr-search'] }, {})).toBe(false);
    expect(searchPageOf({ themes: ['@getcanary/docusaurus-theme-search-pagefind'] }, {})).toBe(
      false,
    );
    expect(searchPageOf({}, {})).toBe(false);
  });
});

describe('a Docusaurus project with the Algolia theme at searchPagePath "find"', () => {
  let site: string;
  let built: Awaited<ReturnType<typeof cli>>;
  beforeAll(async () => {
    const config = path.resolve('test/fixtures/docusaurus-project/docusaurus.config.js');
    const text = fs.readFileSync(config, 'utf8');
    const algolia = "algolia: { appId: 'A', apiKey: 'k', indexName: 'i', searchPagePath: 'find' },";
    expect(text).toContain('themeConfig: {');
    site = prepareDocusaurusProject({
      'docusaurus.config.js': text.replace('themeConfig: {', `themeConfig: {\n      ${algolia}`),
    });
    built = await cli(['build', '--site', site]);
  }, 120_000);

  it('has its search page at /find, in the sitemap, and none at /search', () => {
    expect(built.code, built.stderr).toBe(0);
    const routes = listRoutes(path.join(site, 'build'));
    expect(routes).toContain('/find');
    expect(routes).not.toContain('/search');
    const sitemap = fs.readFileSync(path.join(site, 'build', 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]*\/find<\/loc>/);
    const html = fs.readFileSync(path.join(site, 'build', 'find', 'index.html'), 'utf8');
    expect(html).toContain('<h1>Search the documentation</h1>');
    expect(html).toMatch(/<title>Search the documentation \|/);
    // the site data the dialog reads ("All results" goes there)
    const js = path.join(site, 'build', 'assets', 'js');
    const code = fs.readdirSync(js).map((f) => fs.readFileSync(path.join(js, f), 'utf8'));
    expect(code.filter((c) => c.includes('"searchPage":"/find"'))).toHaveLength(1);
  });
});
