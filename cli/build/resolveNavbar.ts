import type { SiteConfig } from '../config/types.js';
import { keyLocator } from '../config/locateKey.js';
import { closest } from '../util/closest.js';
import { TnError, TnErrorList } from '../util/errors.js';
import type { NavbarItem } from '../config/types.js';
import type { NavItem } from '../../runtime/types.js';
import { flattenSidebar } from './resolveSidebars.js';
import type { SidebarNode } from '../../runtime/types.js';
import type { DocMeta, DocsVersion } from './types.js';

/**
 * Turns navbar config into plain links, raising the configuration errors of SPEC §8: unknown doc
 * ids and sidebars (listing what exists), sidebars with nothing to link to, unknown version names,
 * docs items while the docs plugin is off.
 */
export function resolveNavbar(
  config: SiteConfig,
  docs: DocMeta[],
  sidebars: Record<string, SidebarNode[]>,
  versions: DocsVersion[],
  configSource: string,
): NavItem[] {
  const errors: TnError[] = [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const out: NavItem[] = [];
  const locate = keyLocator(configSource, config.configFile);
  const where = (i: number, key: string) => locate.path(['navbar', 'items', i, key]);
  const checkVersion = (item: { version?: string }, i: number) => {
    if (item.version !== undefined && !versions.some((v) => v.name === item.version)) {
      errors.push(
        new TnError(
          'DOCS_VERSION_NOT_FOUND',
          `Navbar item refers to the docs version '${item.version}', which does not exist.`,
          {
            loc: where(i, 'version'),
            hint: `Available versions: ${versions.map((v) => v.name).join(', ') || '(none: docs are off)'}.`,
          },
        ),
      );
    }
  };
  config.navbar.items.forEach((raw, i) => {
    const item = raw as NavbarItem & {
      docId?: string;
      sidebarId?: string;
      version?: string;
      label?: string;
    };
    const position = item.position ?? 'right';
    const needsDocs =
      item.type === 'doc' || item.type === 'docSidebar' || item.type === 'docsVersionDropdown';
    if (needsDocs && !config.docs) {
      errors.push(
        new TnError(
          'NAVBAR_ITEM_FAILED',
          `Navbar item ${i} ('${item.label ?? item.type}') of type '${item.type}' needs the docs plugin, which is turned off.`,
          { loc: where(i, 'type'), hint: 'Remove the item or turn the docs back on.' },
        ),
      );
      return;
    }
    checkVersion(item, i);
    if (item.type === 'doc') {
      const doc = byId.get(item.docId ?? '');
      if (!doc) {
        const near = closest(item.docId ?? '', byId.keys());
        errors.push(
          new TnError(
            'NAVBAR_MISSING_DOC',
            `Navbar item '${item.label ?? item.docId}' links to the doc '${item.docId}', which does not exist.`,
            {
              loc: where(i, 'docId'),
              hint: `${near.length ? `Did you mean ${near.map((n) => `'${n}'`).join(', ')}? ` : ''}Available doc ids: ${[...byId.keys()].slice(0, 12).join(', ')}${byId.size > 12 ? ', …' : ''}.`,
            },
          ),
        );
        return;
      }
      out.push({ label: item.label ?? doc.sidebarLabel ?? doc.title, to: doc.route, position });
    } else if (item.type === 'docSidebar') {
      const sidebar = sidebars[item.sidebarId ?? ''];
      if (!sidebar) {
        errors.push(
          new TnError(
            'NAVBAR_MISSING_SIDEBAR',
            `Navbar item '${item.label ?? item.sidebarId}' refers to the sidebar '${item.sidebarId}', which does not exist.`,
            {
              loc: where(i, 'sidebarId'),
              hint: `Available sidebars: ${Object.keys(sidebars).join(', ') || '(none)'}.`,
            },
          ),
        );
        return;
      }
      const first = flattenSidebar(sidebar)[0];
      if (!first) {
        errors.push(
          new TnError(
            'NAVBAR_SIDEBAR_EMPTY',
            `Navbar item '${item.label ?? item.sidebarId}' points at the sidebar '${item.sidebarId}', which has no doc to link to.`,
            {
              loc: where(i, 'sidebarId'),
              hint: 'Add a doc (or a category with a doc link) to that sidebar.',
            },
          ),
        );
        return;
      }
      out.push({ label: item.label ?? item.sidebarId, to: first.route, position });
    } else {
      out.push({ ...(item as unknown as NavItem), position });
    }
  });
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
  return out;
}
