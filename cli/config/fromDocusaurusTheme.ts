/**
 * Docusaurus's `themeConfig.navbar` and `themeConfig.footer` as tn-docs' navbar and footer. Item
 * types tn-docs has no equivalent for are named in a warning and left out. Each item's place in the
 * file is recorded (`at`), so an error about it points at its own line.
 */
import { isObj, str, type Obj } from './pluginEntry.js';
import type { DocsOptions } from './fromDocusaurusPlugins.js';
import type { KeyPath } from './locateKey.js';
import type { FooterGroup, NavbarItem, NavbarLinkItem, SiteConfigInput } from './types.js';

type Warn = (key: string | KeyPath, message: string) => void;
/** Records that tn-docs' key path `tn` was written at `source` in the file. */
type At = (tn: KeyPath, source: KeyPath) => void;
type Position = 'left' | 'right' | undefined;

const PASSED_THROUGH = ['docsVersionDropdown', 'localeDropdown', 'search'];

/**
 * A navbar or footer `to` as Docusaurus resolves it (useBaseUrl: the base URL is prepended unless
 * the value already starts with it, so `to: 'faq'` is `/faq` on every page), as a site path
 * without the base URL, which is what tn-docs' `to` is.
 */
export function resolveTo(to: string, baseUrl: string): string {
  if (!to || to.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(to)) return to;
  const base = baseUrl.replace(/\/?$/, '/');
  if (to === base.replace(/\/$/, '') && base !== '/') return '/';
  const full = to.startsWith(base) ? to : base + to.replace(/^\//, '');
  return '/' + full.slice(base.length);
}

/** `href` of a link with prependBaseUrlToHref: the base URL always prepended (as a site path). */
function hrefOf(o: Obj): string {
  const href = str(o.href);
  return o.prependBaseUrlToHref === true && !/^[a-z][a-z0-9+.-]*:/i.test(href)
    ? '/' + href.replace(/^\//, '')
    : href;
}

interface LinkContext {
  docsBase: string;
  baseUrl: string;
}

/**
 * A link of a dropdown or footer group: `{label | html, to | href}`, `{html}`, `{type: 'html',
 * value}` or a doc. A link whose text is `html` (Docusaurus shows the HTML inside the link) keeps
 * both.
 */
function linkOf(o: Obj, c: LinkContext): NavbarLinkItem | null {
  const html = typeof o.html === 'string' ? o.html : undefined;
  const label = typeof o.label === 'string' ? o.label : '';
  const text = html !== undefined ? { label, html } : { label };
  if (o.type === 'html' && typeof o.value === 'string') return { label: '', html: o.value };
  if (typeof o.to === 'string' && o.type !== 'doc')
    return { ...text, to: resolveTo(o.to, c.baseUrl) };
  if (typeof o.href === 'string') return { ...text, href: hrefOf(o) };
  if (o.type === 'doc' && typeof o.docId === 'string')
    return {
      ...text,
      label: label || (html === undefined ? o.docId : ''),
      to: `${c.docsBase}/${o.docId}`.replace(/\/index$/, ''),
    };
  if (html !== undefined) return { label: '', html };
  // a plain link without a target: kept, so the config check names it at its line (Docusaurus
  // rejects it too)
  if (o.type === undefined && label) return { label };
  return null;
}

/** A doc id or sidebar name as tn-docs knows it: prefixed with its docs set's key. */
function inSet(set: string, id: string): string {
  return set ? `${set}::${id}` : id;
}

function itemOf(
  o: Obj,
  c: LinkContext,
  docs: DocsOptions,
  warn: Warn,
  keys: KeyPath,
  at: At,
  tnKeys: KeyPath,
): NavbarItem | null {
  // Docusaurus's default position is 'left'
  const position = (o.position === 'right' ? 'right' : (o.position ?? 'left')) as Position;
  const type =
    typeof o.type === 'string' ? o.type : Array.isArray(o.items) ? 'dropdown' : 'default';
  const label = typeof o.label === 'string' ? o.label : undefined;
  // like Docusaurus, a doc item links to the doc in its instance's last version
  const set = docs.linkedSet(typeof o.docsPluginId === 'string' ? o.docsPluginId : 'default');
  switch (type) {
    case 'default': {
      const link = linkOf({ ...o, type: undefined }, c);
      return { ...(link ?? { label: label ?? '' }), label: label ?? '', position };
    }
    case 'dropdown': {
      const items: NavbarLinkItem[] = [];
      (Array.isArray(o.items) ? o.items : []).forEach((i, j) => {
        const link = isObj(i) ? linkOf(i, c) : null;
        if (link) {
          at([...tnKeys, 'items', items.length], [...keys, 'items', j]);
          items.push(link);
        } else
          warn(
            [...keys, 'items', j],
            `this dropdown item (type '${isObj(i) ? String(i.type) : typeof i}') is not ` +
              'supported by tn-docs; the dropdown is shown without it.',
          );
      });
      return { type: 'dropdown', label: label ?? '', items, position };
    }
    case 'doc':
      return { type: 'doc', docId: inSet(set, str(o.docId)), label, position };
    case 'docSidebar':
      return { type: 'docSidebar', sidebarId: inSet(set, str(o.sidebarId)), label, position };
    case 'docsVersion':
      return {
        label: label ?? 'Docs',
        to: typeof o.to === 'string' ? resolveTo(o.to, c.baseUrl) : c.docsBase || '/',
        position,
      };
    case 'html':
      return { type: 'html', value: str(o.value), position };
    default:
      if (PASSED_THROUGH.includes(type)) return { type, position } as NavbarItem;
      warn(
        [...keys, 'type'],
        `the navbar item type '${type}' is not supported by tn-docs; the navbar is shown ` +
          'without it.',
      );
      return null;
  }
}

export function navbarOf(
  navbar: unknown,
  docs: DocsOptions,
  warn: Warn,
  baseUrl = '/',
  at: At = () => {},
): SiteConfigInput['navbar'] {
  if (!isObj(navbar)) return undefined;
  const src: KeyPath = ['themeConfig', 'navbar'];
  at(['navbar'], src);
  const linked = docs.docsSets.find((s) => s.key === docs.linkedSet('default'))?.docs ?? docs.docs;
  const base = linked ? `/${(linked.routeBasePath ?? 'docs').replace(/^\/|\/$/g, '')}` : '/docs';
  const c = { docsBase: base.replace(/^\/$/, ''), baseUrl };
  const logo = isObj(navbar.logo) ? navbar.logo : undefined;
  const items: NavbarItem[] = [];
  (Array.isArray(navbar.items) ? navbar.items : []).forEach((i, k) => {
    const tnKeys = ['navbar', 'items', items.length];
    const item = isObj(i) ? itemOf(i, c, docs, warn, [...src, 'items', k], at, tnKeys) : null;
    if (!item) return;
    at(tnKeys, [...src, 'items', k]);
    items.push(item);
  });
  return {
    title: typeof navbar.title === 'string' ? navbar.title : undefined,
    logo: logo && {
      alt: str(logo.alt),
      src: str(logo.src),
      srcDark: typeof logo.srcDark === 'string' ? logo.srcDark : undefined,
    },
    hideOnScroll: navbar.hideOnScroll === true,
    items,
  };
}

/** Footer link groups, or a flat list of links (Docusaurus's "simple" footer) as one group. */
export function footerOf(
  footer: unknown,
  baseUrl = '/',
  docsBase = '/docs',
  at: At = () => {},
): SiteConfigInput['footer'] {
  if (!isObj(footer)) return undefined;
  const src: KeyPath = ['themeConfig', 'footer'];
  at(['footer'], src);
  const raw = Array.isArray(footer.links) ? footer.links : [];
  const c = { docsBase, baseUrl };
  const links = (items: unknown[], tn: KeyPath, source: KeyPath) => {
    const out: NavbarLinkItem[] = [];
    items.forEach((i, k) => {
      const link = isObj(i) ? linkOf(i, c) : null;
      if (!link) return;
      at([...tn, out.length], [...source, k]);
      out.push(link);
    });
    return out;
  };
  const groups: FooterGroup[] = [];
  if (raw.some((g) => isObj(g) && Array.isArray(g.items)))
    raw.forEach((g, k) => {
      if (!isObj(g)) return;
      const tn = ['footer', 'links', groups.length];
      at(tn, [...src, 'links', k]);
      groups.push({
        title: typeof g.title === 'string' ? g.title : '',
        items: links(
          Array.isArray(g.items) ? g.items : [],
          [...tn, 'items'],
          [...src, 'links', k, 'items'],
        ),
      });
    });
  else if (raw.length)
    groups.push({
      title: '',
      items: links(raw, ['footer', 'links', 0, 'items'], [...src, 'links']),
    });
  const logo = isObj(footer.logo) ? footer.logo : undefined;
  return {
    links: groups,
    copyright: typeof footer.copyright === 'string' ? footer.copyright : undefined,
    logo: logo && { alt: str(logo.alt), src: str(logo.src) },
  };
}
