// A generated index page's URL, as Docusaurus 3 slugs the category label (issue 27: casbin's
// "About & More" is /docs/category/about--more there).
import { describe, expect, it } from 'vitest';
import { generatedIndexRoute } from '../../cli/build/generatedIndexDocs.js';

describe("a generated index page's route", () => {
  const route = (label: string) => generatedIndexRoute('docs', label, { type: 'generated-index' });

  it("slugs the label as Docusaurus's category label slugger (GitHub slugs) does", () => {
    expect(route('Other runtimes')).toBe('/docs/category/other-runtimes');
    expect(route('About & More')).toBe('/docs/category/about--more');
    expect(route('Editors & Tools')).toBe('/docs/category/editors--tools');
    expect(route('GraphQL API')).toBe('/docs/category/graphql-api');
  });

  it('takes a slug the category gives', () => {
    expect(generatedIndexRoute('docs', 'X', { type: 'generated-index', slug: 'x-y' })).toBe(
      '/docs/x-y',
    );
  });
});
