/**
 * The dev server's route modules for a site with code of its own (a Docusaurus project's React pages,
 * components, CSS modules, `@site/` imports, its own packages): what the build's bundles resolve, in
 * the dev server's one-module-per-route bundling. CSS a page imports is put in the document by the
 * module itself in the browser (replaced, not added again, when the module is rebuilt after an edit).
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { localizeCss } from '../build/cssModules.js';
import { markdownPartials } from '../build/markdownPartials.js';
import { siteImports } from '../build/siteImports.js';
import { resolveMdLinks } from '../build/virtualModules.js';
import { EMPTY_PAGE } from '../mdx/emptyPage.js';
import type { TnError } from '../util/errors.js';

export interface DevSiteCode {
  siteDir: string;
  aliases?: Record<string, string>;
  staticDir: string;
  markdown?: { math: boolean; mermaid: boolean };
}

/** Loaders and module folders for the site's own code (JSX in .js files, its node_modules). */
export function devSiteOptions(site: DevSiteCode): esbuild.BuildOptions {
  return {
    nodePaths: [path.join(site.siteDir, 'node_modules')],
    loader: { '.js': 'jsx' },
  };
}

/** JS that puts a stylesheet in the document once per file (a rebuilt module replaces its text). */
function injectCss(file: string, css: string): string {
  return [
    `if (typeof document !== 'undefined') {`,
    `  const id = ${JSON.stringify('tn-dev-css:' + file)};`,
    `  let s = document.querySelector('style[data-tn-dev-css="' + CSS.escape(id) + '"]');`,
    `  if (!s) { s = document.createElement('style'); s.dataset.tnDevCss = id; document.head.append(s); }`,
    `  s.textContent = ${JSON.stringify(css)};`,
    `}`,
  ].join('\n');
}

/** `*.module.css` exports its local names (the build's names); any CSS is injected in the browser. */
function devCss(target: 'browser' | 'node'): esbuild.Plugin {
  return {
    name: 'tn-dev-site-css',
    setup(b) {
      b.onLoad({ filter: /\.css$/ }, (a) => {
        if (a.namespace !== 'file') return undefined;
        const text = fs.readFileSync(a.path, 'utf8');
        const module = a.path.endsWith('.module.css');
        const { css, names } = module ? localizeCss(text, a.path) : { css: text, names: {} };
        const style = target === 'browser' ? injectCss(a.path, css) : '';
        return { contents: `${style}\nexport default ${JSON.stringify(names)};`, loader: 'js' };
      });
    },
  };
}

/** The plugins resolving the site's imports, after the dev server's own (shared React and theme). */
export function devSitePlugins(
  site: DevSiteCode,
  o: {
    target: 'browser' | 'node';
    errors: TnError[];
    sources: Map<string, string>;
    fileRoutes: Map<string, string>;
  },
): esbuild.Plugin[] {
  const fileOf = (i: string) =>
    i.startsWith('tnmdx:') ? o.sources.get(i.slice('tnmdx:'.length)) : i.replace(/^tn:/, '');
  const partialLinks = (code: string, file: string) =>
    resolveMdLinks({ ...EMPTY_PAGE, code }, file, o.fileRoutes, o.errors, false);
  return [
    siteImports(site.siteDir, o.errors, fileOf, site.aliases, site.staticDir),
    markdownPartials({
      staticDir: site.staticDir,
      siteDir: site.siteDir,
      markdown: site.markdown,
      errors: o.errors,
      resolveLinks: partialLinks,
      sharedComponents: true,
    }),
    devCss(o.target),
  ];
}
