import fs from 'node:fs';
import path from 'node:path';
import { normalizeRoute, EXTERNAL_URL } from '../../runtime/shared/url.js';
import type { Analysis } from '../build/analyze.js';
import { keyLocator, type KeyPath } from '../config/locateKey.js';
import { TnError } from '../util/errors.js';

type Input = Pick<Analysis, 'config' | 'graph' | 'routes' | 'configSource'>;

/**
 * Config values that name something which must exist, and that nothing else checks (issue 12:
 * accepted in silence before): static files (favicon, logos), redirect targets, versions listed by
 * docsVersionDropdown. Each finding points at its key in the config file.
 */
export function checkConfigFiles({ config, graph, routes, configSource }: Input): TnError[] {
  const findings: TnError[] = [];
  const locate = keyLocator(configSource, config.configFile, config.sourceKeys);
  const at = (keys: KeyPath) => locate.path(keys);
  const staticDir = path.resolve(config.siteDir, config.staticDir);
  const files: { value?: string; keys: KeyPath; what: string }[] = [
    { value: config.favicon, keys: ['favicon'], what: 'favicon' },
    { value: config.navbar.logo?.src, keys: ['navbar', 'logo', 'src'], what: 'navbar logo' },
    { value: config.navbar.logo?.srcDark, keys: ['navbar', 'logo', 'srcDark'], what: 'logo' },
    { value: config.footer.logo?.src, keys: ['footer', 'logo', 'src'], what: 'footer logo' },
  ];
  // Docusaurus builds a site whose favicon or logo file is missing (the browser shows none): for
  // its configs that is a warning, so such a site still builds unchanged
  const docusaurus = /(^|[/\\])docusaurus\.config\.[cm]?[jt]s$/.test(config.configFile);
  for (const f of files) {
    if (!f.value || EXTERNAL_URL.test(f.value) || f.value.startsWith('data:')) continue;
    const file = path.join(staticDir, f.value.replace(/^\//, ''));
    if (!fs.existsSync(file))
      findings.push(
        new TnError('ASSET_MISSING', `The ${f.what} ${f.value} is not in the static folder.`, {
          loc: at(f.keys),
          hint:
            `Put the file at ${path.relative(config.siteDir, file)}, or fix the path` +
            (docusaurus ? ' (until then, browsers show no image there).' : '.'),
          severity: docusaurus ? 'warning' : 'error',
        }),
      );
  }
  const routeSet = new Set(routes.map((r) => r.route));
  graph.redirects.forEach((r, i) => {
    if (EXTERNAL_URL.test(r.to) || routeSet.has(normalizeRoute(r.to.split('#')[0]))) return;
    findings.push(
      new TnError('BROKEN_REDIRECT', `The redirect from ${r.from} goes to ${r.to}: no page.`, {
        loc: at(['redirects', i, 'to']),
        hint: 'Point the redirect at a page that exists.',
      }),
    );
  });
  config.navbar.items.forEach((raw, i) => {
    const item = raw as { type?: string; versions?: string[] | Record<string, unknown> };
    if (item.type !== 'docsVersionDropdown' || !item.versions) return;
    const names = Array.isArray(item.versions) ? item.versions : Object.keys(item.versions);
    names.forEach((name, j) => {
      if (graph.versions.some((v) => v.name === name)) return;
      findings.push(
        new TnError('DOCS_VERSION_NOT_FOUND', `docsVersionDropdown lists '${name}', no version.`, {
          loc: at(['navbar', 'items', i, 'versions', Array.isArray(item.versions) ? j : name]),
          hint: `Available versions: ${graph.versions.map((v) => v.name).join(', ') || 'none'}.`,
        }),
      );
    });
  });
  return findings;
}
