// @vitest-environment happy-dom
// The search dialog's parts on their own, and the dialog in a real React root over a stand-in index
// (the browser tests drive it on the built site).
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteContext } from '../../runtime/context.js';
import { RouterContext } from '../../runtime/routerContext.js';
import { RECENT_SEARCHES_KEY } from '../../runtime/search/recentSearches.js';
import type { SearchAnswer, SearchHit, SearchIndex } from '../../runtime/search/SearchIndex.js';
import { createStorage } from '../../runtime/storage.js';
import type { SiteData } from '../../runtime/types.js';
import { SearchDialog } from '../../theme/search/SearchDialog.js';
import { searchStatus } from '../../theme/search/searchStatus.js';
import { searchWords } from '../../theme/search/searchWords.js';
import { cycleFocus } from '../../theme/search/useModalFocus.js';
import { useOptionCursor } from '../../theme/search/useOptionCursor.js';
import { useRecentSearches } from '../../theme/search/useRecentSearches.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement;
function mount(node: ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(node));
}
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

beforeEach(() => {
  document.body.innerHTML = '';
  document.body.style.overflow = '';
  localStorage.clear();
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = undefined;
});

const hit = (route: string, anchor: string, heading: string): SearchHit => ({
  route,
  anchor,
  pageTitle: route.slice(1),
  heading,
  crumbs: [],
  text: `${heading} text`,
  words: [],
});
const answerOf = (query: string, hits: SearchHit[]): SearchAnswer => ({
  query,
  total: hits.length,
  groups: [...new Set(hits.map((h) => h.route))].map((route) => ({
    route,
    pageTitle: route.slice(1),
    crumbs: [],
    hits: hits.filter((h) => h.route === route),
  })),
});

const english = searchWords((_id, message) => message);

describe('searchStatus', () => {
  const answer = answerOf('node', [hit('/a', 'x', 'X'), hit('/b', '', 'B')]);
  it('announces the count, none, or a failure; nothing while recent searches show or it loads', () => {
    const base = { showRecent: false, answer, loading: false, failed: false };
    expect(searchStatus(base, english)).toBe('2 results for node');
    expect(searchStatus({ ...base, answer: answerOf('node', [hit('/a', '', 'A')]) }, english)).toBe(
      '1 result for node',
    );
    expect(searchStatus({ ...base, answer: answerOf('zzz', []) }, english)).toBe(
      'No results for zzz',
    );
    expect(searchStatus({ ...base, loading: true }, english)).toBe('');
    expect(searchStatus({ ...base, showRecent: true }, english)).toBe('');
    expect(searchStatus({ ...base, answer: null, failed: true }, english)).toBe(
      'Search could not be loaded.',
    );
  });
});

describe('useOptionCursor', () => {
  it('wraps at both ends, stays inside a list that shrinks, and does not move in an empty one', () => {
    let cursor!: ReturnType<typeof useOptionCursor>;
    function Probe({ count }: { count: number }) {
      cursor = useOptionCursor(count, 'd');
      return null;
    }
    mount(createElement(Probe, { count: 3 }));
    expect(cursor.current).toBe(0);
    let went: number | null = null;
    act(() => void (went = cursor.step(-1)));
    expect([went, cursor.current]).toEqual([2, 2]);
    act(() => void (went = cursor.step(1)));
    expect([went, cursor.current]).toEqual([0, 0]);
    act(() => cursor.setActive(2));
    act(() => root!.render(createElement(Probe, { count: 2 })));
    expect(cursor.current).toBe(1);
    act(() => root!.render(createElement(Probe, { count: 0 })));
    act(() => void (went = cursor.step(1)));
    expect([went, cursor.current]).toEqual([null, 0]);
  });
});

describe('cycleFocus', () => {
  it('moves Tab and Shift+Tab around the focusable elements, skipping options', () => {
    document.body.innerHTML =
      '<div id="d"><input id="i"><a href="/x" tabindex="-1" id="opt">o</a>' +
      '<button id="b1">1</button><a href="/all" id="all">all</a></div>';
    const d = document.getElementById('d')!;
    const at = () => document.activeElement?.id;
    document.getElementById('i')!.focus();
    cycleFocus(d, false);
    expect(at()).toBe('b1');
    cycleFocus(d, false);
    expect(at()).toBe('all');
    cycleFocus(d, false);
    expect(at()).toBe('i');
    cycleFocus(d, true);
    expect(at()).toBe('all');
  });
});

describe('useRecentSearches', () => {
  it('reads the stored searches, puts a new one first once, and clears them', () => {
    const storage = createStorage();
    storage.set(RECENT_SEARCHES_KEY, JSON.stringify(['b', 'a']));
    let r!: ReturnType<typeof useRecentSearches>;
    function Probe() {
      r = useRecentSearches(storage);
      return null;
    }
    mount(createElement(Probe));
    expect(r.recent).toEqual(['b', 'a']);
    act(() => r.remember(' a '));
    expect(r.recent).toEqual(['a', 'b']);
    act(() => r.clear());
    expect(r.recent).toEqual([]);
    expect(storage.get(RECENT_SEARCHES_KEY)).toBeNull();
  });
});

describe('SearchDialog', () => {
  const site = {
    baseUrl: '/base/',
    trailingSlash: undefined,
    docs: null,
    storage: { type: 'localStorage', namespace: '' },
    searchPage: '/search',
  } as unknown as SiteData;
  const hits = [hit('/docs/a', 'one', 'One'), hit('/docs/a', 'two', 'Two'), hit('/docs/b', '', '')];

  /** What the reader typed while the dialog's code loaded, handed over once (as SearchProvider does). */
  function open(o: { early?: string; site?: SiteData } = {}) {
    let early = o.early ?? '';
    const takeEarly = () => {
      const typed = early;
      early = '';
      return typed;
    };
    const storage = createStorage();
    const navigate = vi.fn();
    const onClose = vi.fn();
    const search = vi.fn((q: string, _o?: object) =>
      Promise.resolve(answerOf(q, q.trim() === 'none' ? [] : hits)),
    );
    const refresh = vi.fn(() => Promise.resolve());
    const index = { search, refresh } as unknown as SearchIndex;
    const router = { path: '/', search: '', hash: '', navigate, prefetch: () => {} };
    mount(
      createElement(
        SiteContext.Provider,
        { value: { site: o.site ?? site, storage, production: true } },
        createElement(
          RouterContext.Provider,
          { value: router },
          createElement(SearchDialog, { index, env: { icon: null }, onClose, takeEarly }),
        ),
      ),
    );
    const input = host.querySelector('input')!;
    return { storage, navigate, onClose, search, refresh, input };
  }
  const key = (el: Element, k: string, init: KeyboardEventInit = {}) =>
    act(() => {
      el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, ...init }));
    });
  const status = () => host.querySelector('[role="status"]')!.textContent;
  const options = () => [...host.querySelectorAll('[role="option"]')];

  it('opens with focus in the input, the page held still, and the index refreshed', async () => {
    const { input, refresh } = open();
    await settle();
    expect(document.activeElement).toBe(input);
    expect(document.body.style.overflow).toBe('hidden');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(host.querySelector('.search-hint')!.textContent).toMatch(/^Search every page/);
    // Tab stays inside the dialog: the input and Cancel, round and round
    key(input, 'Tab');
    expect(document.activeElement!.textContent).toBe('Cancel');
    key(document.activeElement!, 'Tab');
    expect(document.activeElement).toBe(input);
    key(input, 'Tab', { shiftKey: true });
    expect(document.activeElement!.textContent).toBe('Cancel');
    act(() => root!.unmount());
    root = undefined;
    expect(document.body.style.overflow).toBe('');
  });

  it('lists the answer grouped by page, moves with the arrows and opens with Enter', async () => {
    const { input, navigate, onClose, storage } = open({ early: 'node' });
    await settle();
    expect(status()).toBe('3 results for node');
    expect(host.querySelectorAll('[role="group"]')).toHaveLength(2);
    expect(options().map((o) => o.getAttribute('href'))).toEqual([
      '/base/docs/a#one',
      '/base/docs/a#two',
      '/base/docs/b',
    ]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0].id);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[2].id);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(options()[1].getAttribute('aria-selected')).toBe('true');
    key(input, 'Enter');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/base/docs/a#two');
    expect(storage.get(RECENT_SEARCHES_KEY)).toBe('["node"]');
  });

  it('shows recent searches for an empty query, and Enter runs the chosen one again', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['staking', 'ports']));
    const { input, search } = open();
    await settle();
    expect(options().map((o) => o.textContent)).toEqual(['staking', 'ports']);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await settle();
    expect(input.value).toBe('ports');
    expect(search).toHaveBeenLastCalledWith('ports', {
      pages: undefined,
      perPage: undefined,
    });
  });

  it('forgets the recent searches with Clear, focus back in the input', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['staking']));
    const { input } = open();
    await settle();
    const clear = host.querySelector<HTMLButtonElement>('.search-clear')!;
    clear.focus();
    act(() => clear.click());
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(options()).toHaveLength(0);
    expect(host.querySelector('.search-hint')!.textContent).toMatch(/^Search every page/);
    expect(document.activeElement).toBe(input);
  });

  it('says when nothing matched, links all results, and closes on Escape', async () => {
    const { input, onClose } = open({ early: 'none' });
    await settle();
    expect(status()).toBe('No results for none');
    expect(host.querySelector('.search-none-query')!.textContent).toBe('none');
    expect(host.querySelector('.search-all')!.getAttribute('href')).toBe('/base/search?q=none');
    key(input, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("suggests the site's example queries before the reader types, and none where it has none", async () => {
    open({ site: { ...site, searchExamples: ['node start', '8545'] } });
    await settle();
    const tip = host.querySelector('.search-hint')!;
    expect([...tip.querySelectorAll('code')].map((c) => c.textContent)).toEqual([
      'node start',
      '8545',
    ]);
    expect(tip.textContent).toBe(
      'Search every page, section and code sample. Try node start or 8545.',
    );
    act(() => root!.unmount());
    open();
    await settle();
    expect(host.querySelector('.search-hint')!.textContent).toBe(
      'Search every page, section and code sample.',
    );
  });

  it("speaks the site's locale: Docusaurus's search ids, counts filled in", async () => {
    const codeTranslations = {
      'theme.SearchModal.searchBox.cancelButtonText': 'Annuler',
      'theme.SearchModal.searchBox.searchInputLabel': 'Rechercher',
      'theme.SearchModal.noResultsScreen.noResultsText': 'Aucun résultat pour',
      'theme.SearchBar.seeAll': 'Voir les {count} résultats',
      'tn.search.results': '{count} résultats pour {query}',
    };
    const fr = { ...site, i18n: { codeTranslations } } as unknown as SiteData;
    open({ early: 'none', site: fr });
    await settle();
    expect(host.querySelector('.search-cancel')!.textContent).toBe('Annuler');
    expect(host.querySelector('[role="dialog"]')!.getAttribute('aria-label')).toBe('Rechercher');
    expect(status()).toBe('Aucun résultat pour none');
    act(() => root!.unmount());
    open({ early: 'node', site: fr });
    await settle();
    expect(status()).toBe('3 résultats pour node');
    expect(host.querySelector('.search-all')!.textContent).toBe('Voir les 3 résultats');
  });

  it('links all results to the search page where it is, and not at all where there is none', async () => {
    open({ early: 'none', site: { ...site, searchPage: '/find' } });
    await settle();
    expect(host.querySelector('.search-all')!.getAttribute('href')).toBe('/base/find?q=none');
    act(() => root!.unmount());
    open({ early: 'none', site: { ...site, searchPage: undefined } });
    await settle();
    expect(status()).toBe('No results for none');
    expect(host.querySelector('.search-all')).toBeNull();
  });
});
