// How the corpus comparison reads a link target from either generator's HTML.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module shared with test/compat's scripts
import { normalizeHref } from '../compat/readBuiltPages.mjs';

const normalize = normalizeHref as (href: string) => string;

describe('normalizeHref', () => {
  it('reads pages the same with and without a trailing slash, index or .html', () => {
    expect(normalize('/docs/a/')).toBe('/docs/a');
    expect(normalize('/docs/a/index.html#x')).toBe('/docs/a#x');
    expect(normalize('/docs/a.html')).toBe('/docs/a');
    expect(normalize('/docs/%C3%A9t%C3%A9')).toBe('/docs/été');
  });

  it('sets aside the content hash of a linked file, as each generator names it', () => {
    const docusaurus = '/assets/files/postman_collection-53d58dda1f254764c957a43f3344607d.json';
    const tn = '/assets/files/postman_collection.14a9a3dd.json#page=2';
    expect(normalize(docusaurus)).toBe('/assets/files/postman_collection.json');
    expect(normalize(tn)).toBe('/assets/files/postman_collection.json#page=2');
    // a file that only looks hashed elsewhere is left as it is
    expect(normalize('/downloads/release-53d58dda.json')).toBe('/downloads/release-53d58dda.json');
  });
});
