import { describe, expect, it } from 'vitest';
import { encodeRoute, normalizeRoute } from '../../runtime/shared/url.js';

describe('route normalisation (SPEC §2, §9)', () => {
  it('removes index and .html suffixes and trailing slashes', () => {
    expect(normalizeRoute('/docs/1/Introduction/')).toBe('/docs/1/Introduction');
    expect(normalizeRoute('/docs/index.html')).toBe('/docs');
    expect(normalizeRoute('/markdown-page.html')).toBe('/markdown-page');
    expect(normalizeRoute('/index')).toBe('/');
    expect(normalizeRoute('/')).toBe('/');
  });
  it('decodes percent-encoding and drops query and hash', () => {
    expect(normalizeRoute('/docs/6/Staking%20&%20Rewards?x=1#rules')).toBe(
      '/docs/6/Staking & Rewards',
    );
    expect(normalizeRoute('/docs/6/Staking%20%26%20Rewards')).toBe('/docs/6/Staking & Rewards');
  });
  it('encodes routes for hrefs the way Docusaurus links them', () => {
    expect(encodeRoute('/docs/6/Staking & Rewards')).toBe('/docs/6/Staking%20&%20Rewards');
    expect(encodeRoute('/docs/api/intro')).toBe('/docs/api/intro');
  });
});
