// @vitest-environment happy-dom
// The router's URL decisions: which clicks it takes over and which route a URL is.
import { beforeEach, describe, expect, it } from 'vitest';
import { routable } from '../../runtime/routable.js';
import { routeOfPathname } from '../../runtime/shared/url.js';

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}

describe('routable: the links the router handles', () => {
  beforeEach(() => {
    history.replaceState(null, '', 'http://localhost:3000/sub/docs/intro');
    document.body.innerHTML = '';
  });

  it('takes same-origin page links under baseUrl, relative or absolute', () => {
    expect(routable(link('/sub/docs/guide'), '/sub/')?.pathname).toBe('/sub/docs/guide');
    expect(routable(link('guide#setup'), '/sub/')?.href).toBe(
      'http://localhost:3000/sub/docs/guide#setup',
    );
    expect(routable(link('/sub'), '/sub/')?.pathname).toBe('/sub');
    // another locale's page, under this site's baseUrl but another site (i18n): a page load
    expect(routable(link('/sub/fr/docs/intro', { 'data-tn-reload': '' }), '/sub/')).toBeNull();
    expect(routable(link('/sub/page.html'), '/sub/')?.pathname).toBe('/sub/page.html');
  });

  it('leaves other origins, paths outside baseUrl, files and same-page anchors to the browser', () => {
    expect(routable(link('https://example.com/sub/docs'), '/sub/')).toBeNull();
    expect(routable(link('/other/docs'), '/sub/')).toBeNull();
    expect(routable(link('/subway'), '/sub/')).toBeNull();
    expect(routable(link('/sub/img/diagram.svg'), '/sub/')).toBeNull();
    expect(routable(link('/sub/assets/search.json'), '/sub/')).toBeNull();
    expect(routable(link('#setup'), '/sub/')).toBeNull();
  });

  it('leaves new tabs, downloads and external rel to the browser', () => {
    expect(routable(link('/sub/docs/a', { target: '_blank' }), '/sub/')).toBeNull();
    expect(routable(link('/sub/docs/a', { target: '_self' }), '/sub/')).not.toBeNull();
    expect(routable(link('/sub/docs/a', { download: '' }), '/sub/')).toBeNull();
    expect(routable(link('/sub/docs/a', { rel: 'noopener external' }), '/sub/')).toBeNull();
  });
});

describe('routeOfPathname: one route per page, however its URL is written', () => {
  it('strips baseUrl, decodes, and drops index, .html and trailing slashes', () => {
    const same = [
      '/sub/docs/6/Staking%20&%20Rewards',
      '/sub/docs/6/Staking%20%26%20Rewards/',
      '/sub/docs/6/Staking & Rewards/index.html',
      '/sub/docs/6/Staking%20&%20Rewards.html',
    ];
    for (const p of same) expect(routeOfPathname(p, '/sub/')).toBe('/docs/6/Staking & Rewards');
    expect(routeOfPathname('/sub/', '/sub/')).toBe('/');
    expect(routeOfPathname('/sub', '/sub/')).toBe('/');
    expect(routeOfPathname('/sub/index.html', '/sub/')).toBe('/');
    expect(routeOfPathname('/docs/intro/', '/')).toBe('/docs/intro');
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(routeOfPathname('/docs/100%', '/')).toBe('/docs/100%');
  });
});
