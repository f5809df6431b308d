import { describe, expect, it } from 'vitest';
import { notADocsPage } from '../../runtime/shared/notADocsPage.js';

describe('the docs-hook error (SPEC §8)', () => {
  it('names the kind of page the hook was called on, in plain words', () => {
    expect(notADocsPage('useDoc()', 'page')).toBe(
      'tn-docs: useDoc() only works on docs pages, and this is a standalone page.',
    );
    expect(notADocsPage('useDoc()', 'blogPost')).toMatch(/and this is a blog post\.$/);
    expect(notADocsPage('useDoc()', undefined)).toMatch(/it was called outside any page\.$/);
  });
});
