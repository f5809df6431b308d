/**
 * Docusaurus's `themeConfig.navbar` and `themeConfig.footer` as tn-docs' navbar and footer. Item
 * types tn-docs has no equivalent for are named in a warning and left out.
 */
import { configRoute } from '../../runtime/shared/url.js';
import { isObj, str, type Obj } from './pluginEntry.js';
import type { DocsOptions } from './fromDocusaurusPlugins.js';
import type { FooterGroup, NavbarItem, NavbarLinkItem, SiteConfigInput } from './types.js';

type Warn = (key: string, message: string) => void;
type Position = 'left' | 'right' | undefined;

const PASSED_THROUGH = ['docsVersionDropdown', 'localeDropdown', 'search'];

/** A link of a dropdown or footer group: `{label, to | href}`, `{html}` or a doc. */
function linkOf(o: Obj, docsBase: string): NavbarLinkItem | null {
  if (typeof o.html === 'string') return { label: '', html: o.html };
  const label = typeof o.label === 'string' ? o.label : '';
  // like Docusaurus's useBaseUrl: `docs/intro` is from the site root, not from the page
  if (typeof o.to === 'string') return { label, to: configRoute(o.to) };
  if (typeof o.href === 'string') return { label, href: o.href };
  if (o.type === 'doc' && typeof o.docId === 'string')
    return { label: label || o.docId, to: `${docsBase}/${o.docId}`.replace(/\/index$/, '') };
  return null;
}

/** A doc id or sidebar name as tn-docs knows it: prefixed with its docs set's key. */
function inSet(set: string, id: string): string {
  return set ? `${set}::${id}` : id;
}

function itemOf(o: Obj, docsBase: string, docs: DocsOptions, warn: Warn): NavbarItem | null {
  const position = (o.position === 'left' ? 'left' : o.position) as Position;
  const type =
    typeof o.type === 'string' ? o.type : Array.isArray(o.items) ? 'dropdown' : 'default';
  const label = typeof o.label === 'string' ? o.label : undefined;
  // like Docusaurus, a doc item links to the doc in its instance's last version
  const set = docs.linkedSet(typeof o.docsPluginId === 'string' ? o.docsPluginId : 'default');
  switch (type) {
    case 'default':
      return { ...(linkOf(o, docsBase) ?? { label: label ?? '' }), label: label ?? '', position };
    case 'dropdown': {
      const items = (Array.isArray(o.items) ? o.items : [])
        .map((i) => (isObj(i) ? linkOf(i, docsBase) : null))
        .filter((i): i is NavbarLinkItem => i !== null);
      return { type: 'dropdown', label: label ?? '', items, position };
    }
    case 'doc':
      return { type: 'doc', docId: inSet(set, str(o.docId)), label, position };
    case 'docSidebar':
      return { type: 'docSidebar', sidebarId: inSet(set, str(o.sidebarId)), label, position };
    case 'docsVersion':
      return {
        label: label ?? 'Docs',
        to: typeof o.to === 'string' ? configRoute(o.to) : docsBase,
        position,
      };
    case 'html':
      return { type: 'html', value: str(o.value), position };
    default:
      if (PASSED_THROUGH.includes(type)) return { type, position } as NavbarItem;
      warn('navbar', `the navbar item type '${type}' is not supported by tn-docs; it is left out.`);
      return null;
  }
}

export function navbarOf(
  navbar: unknown,
  docs: DocsOptions,
  warn: Warn,
): SiteConfigInput['navbar'] {
  if (!isObj(navbar)) return undefined;
  const linked = docs.docsSets.find((s) => s.key === docs.linkedSet('default'))?.docs ?? docs.docs;
  const base = linked ? `/${(linked.routeBasePath ?? 'docs').replace(/^\/|\/$/g, '')}` : '/docs';
  const logo = isObj(navbar.logo) ? navbar.logo : undefined;
  const items = (Array.isArray(navbar.items) ? navbar.items : [])
    .map((i) => (isObj(i) ? itemOf(i, base.replace(/^\/$/, ''), docs, warn) : null))
    .filter((i): i is NavbarItem => i !== null);
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
export function footerOf(footer: unknown): SiteConfigInput['footer'] {
  if (!isObj(footer)) return undefined;
  const list = (Array.isArray(footer.links) ? footer.links : []).filter(isObj);
  const links = (items: unknown[]) =>
    items
      .map((i) => (isObj(i) ? linkOf(i, '/docs') : null))
      .filter((i): i is NavbarLinkItem => i !== null);
  const groups: FooterGroup[] = list.some((g) => Array.isArray(g.items))
    ? list.map((g) => ({
        title: typeof g.title === 'string' ? g.title : '',
        items: links(Array.isArray(g.items) ? g.items : []),
      }))
    : list.length
      ? [{ title: '', items: links(list) }]
      : [];
  const logo = isObj(footer.logo) ? footer.logo : undefined;
  return {
    links: groups,
    copyright: typeof footer.copyright === 'string' ? footer.copyright : undefined,
    logo: logo && { alt: str(logo.alt), src: str(logo.src) },
  };
}
