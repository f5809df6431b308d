/**
 * The render key of each route (issue 28): a hash of everything its HTML file is made from. Two builds
 * that give a route the same key write the same bytes for it, so a rebuild reuses the stored page.
 *
 * A route's HTML depends on the site (its data, the config, the shared scripts and stylesheets, the
 * build's flags and this copy of tn-docs), on the route itself (its data, its chunk and preloads, the
 * sidebar it shows) and on its module: the plain page's code, or for a bundled route the server bundle
 * as a whole (it holds the site's components that any route may use).
 */
import type { SiteConfig } from '../config/types.js';
import { acceleratorKey } from '../util/accelerators.js';
import { engineStamp } from '../util/engineStamp.js';
import { hash } from '../util/hash.js';
import type { SidebarNode, SiteData } from '../../runtime/types.js';
import type { ClientAssets } from './bundleClient.js';
import { portableServerCode } from './bundleCache.js';
import { portableJson } from './portableJson.js';
import type { RouteEntry } from './types.js';

/** Bump when what a key covers changes. */
const KEY_VERSION = '1';

export interface RenderKeyInput {
  config: SiteConfig;
  site: SiteData;
  routes: RouteEntry[];
  assets: ClientAssets;
  /** Route → module of the plain pages. */
  plain: Record<string, string>;
  sidebars: Record<string, SidebarNode[]>;
  /** The server bundle's code (what every bundled route's module comes from). */
  serverCode: string;
  production: boolean;
}

/** Route → its render key. */
export function renderKeys(o: RenderKeyInput): Map<string, string> {
  const json = (v: unknown) => portableJson(v, o.config.siteDir);
  const siteKey = hash(
    [
      KEY_VERSION,
      engineStamp(),
      acceleratorKey(),
      String(o.production),
      json(o.config),
      json(o.site),
      json({ entry: o.assets.entry, css: o.assets.css }),
    ].join('\0'),
    32,
  );
  // the same bundle from tn-docs installed elsewhere renders the same pages
  const server = hash(portableServerCode(o.serverCode), 32);
  const sidebarKeys = new Map<string, string>();
  const sidebarKey = (name: string) => {
    let key = sidebarKeys.get(name);
    if (key === undefined) sidebarKeys.set(name, (key = hash(json(o.sidebars[name] ?? null))));
    return key;
  };
  const keys = new Map<string, string>();
  for (const route of o.routes) {
    const plain = o.plain[route.route];
    // where the route comes from is for messages only (a path shown relative to the working folder)
    const { source: _source, slugLine: _line, ...shown } = route;
    const parts = [
      siteKey,
      json(shown),
      plain === undefined ? server : hash(plain, 32),
      json(o.assets.chunks.get(route.route) ?? null),
      route.sidebar === undefined ? '' : sidebarKey(route.sidebar),
    ];
    keys.set(route.route, hash(parts.join('\0'), 32));
  }
  return keys;
}
