// @vitest-environment happy-dom
// The router's parts on their own: what it loads (manifest, chunks), where it scrolls, and its hooks
// in a real React root (the browser tests drive the whole router).
import { act, createElement, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteSource } from '../../runtime/navigation/routeLoader.js';
import { applyAfterRender, scrollToHash } from '../../runtime/navigation/scroll.js';
import { useAddressBar, type AddressBar } from '../../runtime/navigation/useAddressBar.js';
import { useLinkListeners } from '../../runtime/navigation/useLinkListeners.js';
import { redirectedUrl, type Go } from '../../runtime/navigation/useNavigation.js';
import { usePageViews } from '../../runtime/navigation/usePageViews.js';
import type { Manifest, RouteModule } from '../../runtime/types.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sendPageView = vi.fn();
vi.mock('../../runtime/analytics.js', () => ({ sendPageView }));

const manifest = (
  routes: Record<string, string>,
  redirects: Record<string, string> = {},
): Manifest => ({
  routes: Object.fromEntries(
    Object.entries(routes).map(([r, c]): [string, [string, string]] => [r, [c, r]]),
  ),
  notFound: 'assets/js/404.js',
  redirects,
});
const mod = (kind: string, id = kind) => ({ data: { kind, id } }) as unknown as RouteModule;

/** fetch answering the manifest URL with each of `answers` in turn (an Error: a failed request). */
function serveManifests(...answers: (Manifest | Error)[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => {
    const a = answers.length > 1 ? answers.shift()! : answers[0];
    if (a instanceof Error) return Promise.reject(a);
    return Promise.resolve(new Response(JSON.stringify(a)));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let root: Root | undefined;
function mount(node: ReactNode) {
  root = createRoot(document.createElement('div'));
  act(() => root!.render(node));
}
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  history.replaceState(null, '', 'http://localhost:3000/docs/intro');
  document.body.innerHTML = '';
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sendPageView.mockReset();
});

describe('routeLoader', () => {
  // the manifest is cached per module instance: each test takes a fresh one
  const fresh = async () => {
    vi.resetModules();
    return import('../../runtime/navigation/routeLoader.js');
  };

  it('fetches the manifest once, again when asked fresh or after a failure', async () => {
    const { loadManifest } = await fresh();
    const fetchMock = serveManifests(new Error('offline'), manifest({ '/a': 'a.js' }));
    await expect(loadManifest('/m.json')).rejects.toThrow('offline');
    expect((await loadManifest('/m.json')).routes['/a'][0]).toBe('a.js');
    await loadManifest('/m.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await loadManifest('/m.json', true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith('/m.json', { cache: 'reload' });
  });

  it('refuses a manifest answered with an HTTP error', async () => {
    const { loadManifest } = await fresh();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    await expect(loadManifest('/m.json')).rejects.toThrow('route manifest: HTTP 503');
  });

  it("patches a loaded manifest's chunks, and only routes it has", async () => {
    const { loadManifest, patchManifest } = await fresh();
    patchManifest({ '/a': 'ignored.js' }); // nothing loaded yet: nothing to patch
    const fetchMock = serveManifests(manifest({ '/a': 'a.js' }));
    await loadManifest('/m.json');
    patchManifest({ '/a': 'a2.js', '/new': 'n.js' });
    const m = await loadManifest('/m.json');
    expect(m.routes['/a']).toEqual(['a2.js', '/a']);
    expect(m.routes['/new']).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("resolves a route to its chunk, an unknown one to the 404 page's", async () => {
    const { resolveRoute, chunkOf } = await fresh();
    serveManifests(manifest({ '/a': 'assets/js/a.js' }));
    const importChunk = vi.fn((url: string) => Promise.resolve(mod(url)));
    const source: RouteSource = { baseUrl: '/base/', manifestUrl: '/m.json', importChunk };
    expect((await resolveRoute('/a', source)).data).toMatchObject({ id: '/base/assets/js/a.js' });
    expect((await resolveRoute('/zz', source)).data).toMatchObject({
      id: '/base/assets/js/404.js',
    });
    expect(chunkOf(manifest({}), '/x')).toBe('assets/js/404.js');
  });

  it('reads the manifest again when a chunk cannot be loaded (the site was redeployed)', async () => {
    const { resolveRoute } = await fresh();
    serveManifests(manifest({ '/a': 'old.js' }), manifest({ '/a': 'new.js' }));
    const prepare = vi.fn(async () => {});
    const importChunk = vi.fn((url: string) =>
      url.endsWith('old.js') ? Promise.reject(new Error('404')) : Promise.resolve(mod('doc', url)),
    );
    const got = await resolveRoute('/a', {
      baseUrl: '/',
      manifestUrl: '/m.json',
      importChunk,
      prepare,
    });
    expect(got.data).toMatchObject({ id: '/new.js' });
    expect(importChunk.mock.calls).toEqual([
      ['/old.js', prepare],
      ['/new.js', prepare],
    ]);
  });

  it('prefetches only routes the manifest has', async () => {
    const { prefetchRoute } = await fresh();
    serveManifests(manifest({ '/a': 'a.js' }));
    const importChunk = vi.fn(() => Promise.resolve(mod('doc')));
    const source = { baseUrl: '/', manifestUrl: '/m.json', importChunk };
    await prefetchRoute('/nope', source);
    expect(importChunk).not.toHaveBeenCalled();
    await prefetchRoute('/a', source);
    expect(importChunk).toHaveBeenCalledWith('/a.js', undefined);
  });
});

describe('scrolling after a navigation', () => {
  it('scrolls to the element a hash names, decoded, and says when there is none', () => {
    document.body.innerHTML = '<h2 id="ünï">x</h2>';
    const h2 = document.getElementById('ünï')!;
    const into = vi.spyOn(h2, 'scrollIntoView').mockImplementation(() => {});
    expect(scrollToHash('#%C3%BCn%C3%AF')).toBe(true);
    expect(into).toHaveBeenCalledTimes(1);
    expect(scrollToHash('#missing')).toBe(false);
    expect(scrollToHash('')).toBe(false);
    expect(scrollToHash('#%E0%A4%A')).toBe(false); // malformed: looked up raw
  });

  it('restores a position, else goes to the hash or the top, and moves focus to the page', () => {
    document.body.innerHTML = '<main id="__tn_main" tabindex="-1"></main><p id="p">x</p>';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(document.getElementById('p')!, 'scrollIntoView').mockImplementation(() => {});
    applyAfterRender({ hash: '#p', scroll: 300, focus: true });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    expect(document.activeElement?.id).toBe('__tn_main');
    scrollTo.mockClear();
    applyAfterRender({ hash: '#p', focus: false });
    expect(scrollTo).not.toHaveBeenCalled();
    applyAfterRender({ hash: '#nowhere', focus: false });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});

describe('redirectedUrl', () => {
  it("goes to the target's address under baseUrl, with the target's anchor or the URL's own", () => {
    const url = new URL('http://localhost:3000/base/old#keep');
    expect(redirectedUrl(url, '/docs/new', '/base/').href).toBe(
      'http://localhost:3000/base/docs/new#keep',
    );
    expect(redirectedUrl(url, '/docs/new#there', '/base/', true).href).toBe(
      'http://localhost:3000/base/docs/new/#there',
    );
  });
});

describe('useAddressBar', () => {
  it('is null until synced, then the query and hash, the same object while unchanged', () => {
    const seen: (AddressBar | null)[] = [];
    let sync!: () => void;
    function Probe() {
      const bar = useAddressBar();
      sync = bar.sync;
      seen.push(bar.loc);
      return null;
    }
    mount(createElement(Probe));
    expect(seen.at(-1)).toBeNull();
    history.replaceState(null, '', '/docs/intro?q=1#h');
    act(() => sync());
    const first = seen.at(-1);
    expect(first).toEqual({ search: '?q=1', hash: '#h' });
    act(() => sync());
    expect(seen.at(-1)).toBe(first);
    history.replaceState(null, '', '/docs/intro#other');
    act(() => sync());
    expect(seen.at(-1)).toEqual({ search: '', hash: '#other' });
  });
});

describe('useLinkListeners', () => {
  const go = vi.fn<Go>(async () => {});
  const prefetch = vi.fn();
  const sync = vi.fn();
  function Probe() {
    useLinkListeners({
      baseUrl: '/',
      go,
      prefetch,
      sync,
      toRoute: (p) => p,
      pending: { current: null },
      shownPath: { current: '/docs/intro' },
    });
    return null;
  }
  const link = (href: string) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = 'x';
    document.body.append(a);
    return a;
  };
  beforeEach(() => {
    go.mockClear();
    prefetch.mockClear();
  });

  it('takes a plain left click on a page link, and leaves modified clicks and other links', () => {
    mount(createElement(Probe));
    // what the router did to each click, seen after it; then happy-dom is kept from following it
    const taken: boolean[] = [];
    const seen = (e: Event) => {
      taken.push(e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', seen);
    const a = link('/docs/next#s');
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(taken).toEqual([true]);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go.mock.calls[0][0].href).toBe('http://localhost:3000/docs/next#s');
    expect(go.mock.calls[0][1]).toEqual({ push: true });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    for (const href of ['https://example.com/x', '/file.pdf', '#here'])
      link(href).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(taken).toEqual([true, false, false, false, false, false, false, false]);
    expect(go).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', seen);
  });

  it('goes back and forward to the entry at its scroll position', () => {
    mount(createElement(Probe));
    window.dispatchEvent(new PopStateEvent('popstate', { state: { scroll: 420 } }));
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    // an entry the browser made for a same-page link has none: its heading is the place (issue 30)
    expect(go.mock.calls.map((c) => c[1])).toEqual([
      { push: false, scroll: 420 },
      { push: false, scroll: undefined },
    ]);
  });

  it('prefetches a page link pointed at or focused, and listens no more once unmounted', () => {
    mount(createElement(Probe));
    const a = link('/docs/other');
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('https://example.com/').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetch.mock.calls).toEqual([
      ['http://localhost:3000/docs/other'],
      ['http://localhost:3000/docs/other'],
    ]);
    act(() => root!.unmount());
    root = undefined;
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    a.addEventListener('click', (e) => e.preventDefault());
    a.dispatchEvent(after);
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(go).not.toHaveBeenCalled();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});

describe('usePageViews', () => {
  function Views(p: { analytics: boolean; path: string; loc: AddressBar | null }) {
    usePageViews(p.analytics, p.path, p.loc);
    return null;
  }
  const render = (p: { analytics: boolean; path: string; loc: AddressBar | null }) =>
    act(() => root!.render(createElement(Views, p)));

  it('sends one view per address once it is known, none without analytics', async () => {
    root = createRoot(document.createElement('div'));
    render({ analytics: true, path: '/docs/intro', loc: null });
    await flush();
    expect(sendPageView).not.toHaveBeenCalled();
    const loc = { search: '', hash: '' };
    render({ analytics: true, path: '/docs/intro', loc });
    await flush();
    render({ analytics: true, path: '/docs/intro', loc: { ...loc } }); // same address
    await flush();
    expect(sendPageView).toHaveBeenCalledTimes(1);
    history.replaceState(null, '', '/docs/intro#h');
    render({ analytics: true, path: '/docs/intro', loc: { search: '', hash: '#h' } });
    await flush();
    expect(sendPageView).toHaveBeenCalledTimes(2);
    history.replaceState(null, '', '/docs/next');
    render({ analytics: false, path: '/docs/next', loc });
    await flush();
    expect(sendPageView).toHaveBeenCalledTimes(2);
  });
});

describe('useNavigation', () => {
  type Shown = [string, RouteModule, unknown];

  /** A fresh router module (its manifest is cached per module instance) over `routes`. */
  async function setup(routes: Record<string, string>, redirects: Record<string, string> = {}) {
    vi.resetModules();
    const { useNavigation } = await import('../../runtime/navigation/useNavigation.js');
    // the shell counts as hydrated: navigations may update it
    (await import('../../runtime/shell.js')).shellMounted();
    serveManifests(manifest(routes, redirects));
    const shown: Shown[] = [];
    const sync = vi.fn();
    const loads = new Map<string, () => void>();
    // a chunk loads when the test says so, so the order of arrivals is the test's
    const importChunk = vi.fn(
      (url: string) =>
        new Promise<RouteModule>((resolve) => loads.set(url, () => resolve(mod('doc', url)))),
    );
    let nav!: ReturnType<typeof useNavigation>;
    const source = { baseUrl: '/', manifestUrl: '/m.json', importChunk };
    function Probe() {
      nav = useNavigation({
        source,
        toRoute: (p) => p,
        sync,
        show: (route, m, after) => shown.push([route, m, after]),
        // no page on screen yet: every navigation loads one
        shownPath: { current: '' },
      });
      useEffect(() => {}, []);
      return null;
    }
    mount(createElement(Probe));
    /** Lets the chunk at `url` arrive, once it has been asked for. */
    const arrive = async (url: string) => {
      await vi.waitFor(() => expect(loads.has(url)).toBe(true));
      await act(() => {
        loads.get(url)!();
        return Promise.resolve();
      });
    };
    return { shown, sync, arrive, importChunk, nav: () => nav };
  }

  it('loads the next page and shows it with its scroll job, pushing a history entry', async () => {
    const { shown, arrive, nav, sync } = await setup({ '/docs/next': 'next.js' });
    const going = nav().go(new URL('http://localhost:3000/docs/next#part'), { push: true });
    await flush();
    expect(shown).toEqual([]);
    await arrive('/next.js');
    await act(() => going);
    expect(shown).toEqual([
      ['/docs/next', mod('doc', '/next.js'), { hash: '#part', scroll: undefined, focus: true }],
    ]);
    expect(location.pathname + location.hash).toBe('/docs/next#part');
    expect(sync).toHaveBeenCalled();
  });

  it('only scrolls for a link to the page on screen', async () => {
    const { shown, importChunk, nav } = await setup({ '/docs/intro': 'intro.js' });
    await act(() => nav().go(new URL('http://localhost:3000/docs/intro#x'), { push: true }));
    expect(shown).toEqual([]);
    expect(importChunk).not.toHaveBeenCalled();
    expect(location.hash).toBe('#x');
  });

  it('follows a redirect of the manifest to the new address', async () => {
    const { shown, arrive, nav } = await setup(
      { '/docs/new': 'new.js' },
      { '/docs/old': '/docs/new' },
    );
    const going = nav().go(new URL('http://localhost:3000/docs/old'), { push: true });
    await arrive('/new.js');
    await act(() => going);
    expect(shown.map((s) => s[0])).toEqual(['/docs/new']);
    expect(location.pathname).toBe('/docs/new');
  });

  it('shows only the last of two navigations, whatever order their chunks arrive in', async () => {
    const { shown, arrive, nav } = await setup({ '/docs/a': 'a.js', '/docs/b': 'b.js' });
    const first = nav().go(new URL('http://localhost:3000/docs/a'), { push: true });
    await flush();
    const second = nav().go(new URL('http://localhost:3000/docs/b'), { push: false, scroll: 5 });
    await arrive('/b.js');
    await act(() => second);
    await arrive('/a.js');
    await act(() => first);
    expect(shown.map((s) => [s[0], s[2]])).toEqual([
      ['/docs/b', { hash: '', scroll: 5, focus: true }],
    ]);
  });
});
