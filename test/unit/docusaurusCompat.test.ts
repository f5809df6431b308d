import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { cli, copyFixture, listRoutes } from './helpers.js';

// expected-routes.json was produced by Docusaurus 3.8.1 itself from the same tree
// (test/compat/docusaurusRoutes.mjs): number prefixes, spaces and '&', folder-index docs, front
// matter id/slug, _category_ files, a CommonJS sidebars.js, drafts, unlisted docs, dated blog posts
// with and without slugs, authors, tags, React and markdown pages.
it('builds a Docusaurus-layout tree unchanged and yields the same URLs Docusaurus gives it', async () => {
  const site = copyFixture('docusaurus-site');
  const r = await cli(['build', '--site', site]);
  expect(r.stderr).toBe('');
  const expected = JSON.parse(
    fs.readFileSync(path.resolve('test/fixtures/docusaurus-site/expected-routes.json'), 'utf8'),
  ) as { generator: string; routes: string[] };
  expect(expected.generator).toBe('docusaurus@3.8.1');
  // tn-docs adds its search page, as Docusaurus's search themes do (theme-search-algolia adds /search too);
  // every URL Docusaurus gives the tree is the same
  const routes = listRoutes(path.join(site, 'build'));
  expect(routes).toContain('/search');
  expect(routes.filter((r) => r !== '/search')).toEqual(expected.routes);
});
