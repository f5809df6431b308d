import type { NavbarItem, SiteConfig } from '../config/types.js';
import { keyLocator } from '../config/locateKey.js';
import { closest } from '../util/closest.js';
import { TnError, TnErrorList } from '../util/errors.js';
import type { NavItem, SidebarNode } from '../../runtime/types.js';
import { flattenSidebar } from './resolveSidebars.js';
import type { DocMeta, DocsVersion } from './types.js';

type Item = NavbarItem & { docId?: string; sidebarId?: string; version?: string; label?: string };

interface NavbarContext {
  byId: Map<string, DocMeta>;
  sidebars: Record<string, SidebarNode[]>;
  /** Where a key of the i-th navbar item is written in the config file. */
  where: (i: number, key: string) => ReturnType<ReturnType<typeof keyLocator>['path']>;
}

/**
 * Turns navbar config into plain links, raising the configuration errors of SPEC §8: unknown doc
 * ids and sidebars (listing what exists), sidebars with nothing to link to, unknown version names,
 * docs items while the docs plugin is off. Every problem is reported at once.
 */
export function resolveNavbar(
  config: SiteConfig,
  docs: DocMeta[],
  sidebars: Record<string, SidebarNode[]>,
  versions: DocsVersion[],
  configSource: string,
): NavItem[] {
  const locate = keyLocator(configSource, config.configFile, config.sourceKeys);
  const ctx: NavbarContext = {
    byId: new Map(docs.map((d) => [d.id, d])),
    sidebars,
    where: (i, key) => locate.path(['navbar', 'items', i, key]),
  };
  const errors: TnError[] = [];
  const out: NavItem[] = [];
  config.navbar.items.forEach((raw, i) => {
    const item = raw as Item;
    const needsDocs =
      item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersionDropdown';
    if (needsDocs && !config.docs) return errors.push(docsOff(item, i, ctx));
    if (item.version !== undefined && !versions.some((v) => v.name === item.version))
      errors.push(unknownVersion(item.version, i, versions, ctx));
    const resolved = resolveItem(item, i, ctx);
    if (resolved instanceof TnError) errors.push(resolved);
    else out.push(resolved);
  });
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
  return out;
}

function resolveItem(item: Item, i: number, ctx: NavbarContext): NavItem | TnError {
  const position = item.position ?? 'right';
  if (item.type === 'doc') {
    const doc = ctx.byId.get(item.docId ?? '');
    if (!doc) return missingDoc(item, i, ctx);
    return { label: item.label ?? doc.sidebarLabel ?? doc.title, to: doc.route, position };
  }
  if (item.type === 'docSidebar') {
    const sidebar = ctx.sidebars[item.sidebarId ?? ''];
    if (!sidebar) return missingSidebar(item, i, ctx);
    const first = flattenSidebar(sidebar)[0];
    if (!first) return emptySidebar(item, i, ctx);
    return { label: item.label ?? item.sidebarId, to: first.route, position };
  }
  return { ...(item as unknown as NavItem), position };
}

function docsOff(item: Item, i: number, ctx: NavbarContext): TnError {
  return new TnError(
    'NAVBAR_ITEM_FAILED',
    `Navbar item ${i} ('${item.label ?? item.type}') of type '${item.type}' needs the docs ` +
      'plugin, which is turned off.',
    { loc: ctx.where(i, 'type'), hint: 'Remove the item or turn the docs back on.' },
  );
}

function unknownVersion(
  version: string,
  i: number,
  versions: DocsVersion[],
  ctx: NavbarContext,
): TnError {
  const names = versions.map((v) => v.name).join(', ') || '(none: docs are off)';
  return new TnError(
    'DOCS_VERSION_NOT_FOUND',
    `Navbar item refers to the docs version '${version}', which does not exist.`,
    { loc: ctx.where(i, 'version'), hint: `Available versions: ${names}.` },
  );
}

function missingDoc(item: Item, i: number, ctx: NavbarContext): TnError {
  const ids = [...ctx.byId.keys()];
  const near = closest(item.docId ?? '', ids);
  const suggestion = near.length ? `Did you mean ${near.map((n) => `'${n}'`).join(', ')}? ` : '';
  const available = ids.slice(0, 12).join(', ') + (ids.length > 12 ? ', …' : '');
  return new TnError(
    'NAVBAR_MISSING_DOC',
    `Navbar item '${item.label ?? item.docId}' links to the doc '${item.docId}', which does not ` +
      'exist.',
    { loc: ctx.where(i, 'docId'), hint: `${suggestion}Available doc ids: ${available}.` },
  );
}

function missingSidebar(item: Item, i: number, ctx: NavbarContext): TnError {
  const names = Object.keys(ctx.sidebars).join(', ') || '(none)';
  if (item.sidebarId === undefined)
    return new TnError(
      'NAVBAR_MISSING_SIDEBAR',
      `Navbar item ${i} ('${item.label ?? 'docSidebar'}') of type 'docSidebar' has no sidebarId: ` +
        'it does not say which sidebar to link to.',
      { loc: ctx.where(i, 'sidebarId'), hint: `Add sidebarId with one of: ${names}.` },
    );
  return new TnError(
    'NAVBAR_MISSING_SIDEBAR',
    `Navbar item '${item.label ?? item.sidebarId}' refers to the sidebar '${item.sidebarId}', ` +
      'which does not exist.',
    { loc: ctx.where(i, 'sidebarId'), hint: `Available sidebars: ${names}.` },
  );
}

function emptySidebar(item: Item, i: number, ctx: NavbarContext): TnError {
  return new TnError(
    'NAVBAR_SIDEBAR_EMPTY',
    `Navbar item '${item.label ?? item.sidebarId}' points at the sidebar '${item.sidebarId}', ` +
      'which has no doc to link to.',
    {
      loc: ctx.where(i, 'sidebarId'),
      hint: 'Add a doc (or a category with a doc link) to that sidebar.',
    },
  );
}
