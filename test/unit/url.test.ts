import { describe, expect, it } from 'vitest';
import { configAssetUrl, encodeRoute, normalizeRoute } from '../../runtime/shared/url.js';

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

describe('paths from the site config (issue 30)', () => {
  it('reads an asset path from the site root under baseUrl, as Docusaurus useBaseUrl does', () => {
    expect(configAssetUrl('img/logo.png', '/')).toBe('/img/logo.png');
    expect(configAssetUrl('/img/logo.png', '/')).toBe('/img/logo.png');
    expect(configAssetUrl('./img/logo.png', '/')).toBe('/img/logo.png');
    expect(configAssetUrl('img/logo.png', '/sub/')).toBe('/sub/img/logo.png');
    expect(configAssetUrl('/img/logo.png', '/sub/')).toBe('/sub/img/logo.png');
    expect(configAssetUrl('/sub/img/logo.png', '/sub/')).toBe('/sub/img/logo.png');
    expect(configAssetUrl('https://cdn.example/logo.png', '/sub/')).toBe(
      'https://cdn.example/logo.png',
    );
    expect(configAssetUrl('data:image/png;base64,AAAA', '/sub/')).toBe(
      'data:image/png;base64,AAAA',
    );
  });
});
