import { keyLocator, type KeyPath } from '../config/locateKey.js';
import { locateKey } from '../config/validateConfig.js';
import { closest } from '../util/closest.js';
import { TnError } from '../util/errors.js';
import type { CategoryMeta, DocMeta } from './types.js';
import type { NumberPrefixParser } from './docIds.js';

export interface ResolveOptions {
  docs: DocMeta[];
  sidebarsFile?: { rel: string; source: string };
  /** _category_ metadata by folder path inside the docs folder. */
  categories: Record<string, CategoryMeta>;
  collapsible: boolean;
  /** Whether a category that does not say is collapsed at first (the docs' `sidebarCollapsed`). */
  collapsed?: boolean;
  /** The docs' route base, where their categories' generated index pages are. */
  routeBasePath?: string;
  /** How folder names lose their number prefixes (the docs' `numberPrefixParser`). */
  numberPrefixParser?: NumberPrefixParser;
}

/**
 * What resolving one sidebar needs: the docs by id, the options, and where problems are collected.
 */
export interface SidebarContext {
  opts: ResolveOptions;
  byId: Map<string, DocMeta>;
  errors: TnError[];
  /** The sidebar being resolved, for messages. */
  sidebar: string;
  /** Where the item being resolved sits in the sidebars file: ['docs', 1, 'items', 0]. */
  at: KeyPath;
}

/** The position of the item being resolved (or of `key` inside it) in the sidebars file. */
export function itemLocation(ctx: SidebarContext, ...keys: KeyPath) {
  const file = ctx.opts.sidebarsFile;
  return file ? keyLocator(file.source, file.rel).path([...ctx.at, ...keys]) : { file: 'sidebars' };
}

export const sidebarLabel = (d: DocMeta) => d.sidebarLabel ?? d.title ?? d.id;

/** A category's `link: { type: 'doc', id }`; a missing doc is reported. */
export function docLink(
  id: string,
  ctx: SidebarContext,
): { id: string; route: string } | undefined {
  const d = ctx.byId.get(id);
  if (d) return { id: d.id, route: d.route };
  ctx.errors.push(missingDoc(id, ctx));
  return undefined;
}

export function missingDoc(id: string, ctx: SidebarContext): TnError {
  const file = ctx.opts.sidebarsFile;
  const ids = [...ctx.byId.keys()].sort();
  const near = closest(id, ids);
  const rule = 'Doc ids are file paths inside the docs folder without the extension.';
  // SPEC §8: the error lists the ids that exist (the first ones; a big site has hundreds)
  const more = ids.length > 12 ? `, … (${ids.length} in all)` : '';
  const available = `Available doc ids: ${ids.slice(0, 12).join(', ') || '(none)'}${more}.`;
  const suggestion = near.length ? `Did you mean ${near.map((n) => `'${n}'`).join(', ')}? ` : '';
  return new TnError(
    'SIDEBAR_MISSING_DOC',
    `Sidebar '${ctx.sidebar}' names the doc '${id}', which does not exist.`,
    {
      loc: file ? locateKey(file.source, file.rel, '', id) : { file: 'sidebars' },
      hint: `${suggestion}${available} ${rule}`,
    },
  );
}

/** An item's own class, when it has one (so items without keep no `className` key). */
export const classOf = (className: unknown) =>
  typeof className === 'string' && className ? { className } : {};
