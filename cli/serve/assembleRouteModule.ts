/**
 * A route module put together as text, without esbuild, when every page it is made of is plain compiled
 * Markdown: MDX's output then imports nothing but the JSX runtime and exports nothing but its component, so
 * the module is that code with the runtime taken from the shared registry. This is what makes an edit show
 * in milliseconds; a page with its own imports or exports is bundled by esbuild as before.
 */
import type { RouteEntry } from '../build/types.js';
import { json, resolveMdLinks } from '../build/virtualModules.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { componentExpression } from '../mdx/componentExpression.js';
import type { TnError } from '../util/errors.js';
import type { SidebarNode } from '../../runtime/types.js';
import type { DevSiteCode } from './devSiteCode.js';

/** What one route's module is made of. */
export interface RouteModuleInput {
  route: RouteEntry;
  compiled: Map<string, CompiledPage>;
  sources: Map<string, string>;
  fileRoutes: Map<string, string>;
  sidebars: Record<string, SidebarNode[]>;
  /** A Docusaurus project's own code (pages, components, packages) to resolve as the build does. */
  site?: DevSiteCode;
}

/**
 * The route's module for the browser (ESM) or for server rendering (CommonJS), or null when one of its
 * pages must go through esbuild. `.md` links are resolved as the bundled module resolves them.
 */
export function assembleRouteModule(
  input: RouteModuleInput,
  target: 'browser' | 'node',
): { code: string; errors: TnError[] } | null {
  const { route } = input;
  if (route.content && !('mdx' in route.content)) return null; // a .tsx page
  const errors: TnError[] = [];
  const component = (key: string): string | null => {
    const page = input.compiled.get(key);
    if (!page) return '(() => null)';
    const file = input.sources.get(key)!;
    return componentExpression(resolveMdLinks(page, file, input.fileRoutes, errors, true));
  };
  const parts: [name: string, value: string][] = [];
  if (route.content && 'mdx' in route.content) {
    const c = component(route.content.mdx);
    if (c === null) return null;
    parts.push(['default', target === 'browser' ? stableComponent(route.content.mdx, c) : c]);
  }
  if (route.sidebar) parts.push(['sidebar', json(input.sidebars[route.sidebar])]);
  if (route.excerpts) {
    const list: string[] = [];
    for (const key of route.excerpts) {
      const c = component(key);
      if (c === null) return null;
      list.push(c);
    }
    parts.push(['excerpts', `[${list.join(',\n')}]`]);
  }
  parts.push(['data', json(route.data)]);
  return { code: moduleText(parts, target), errors };
}

/**
 * In the browser, each version of a page's module hands React the same component, which calls the newest
 * version's function: React then compares the edited page with what is on screen and changes only the
 * edited text, instead of replacing the whole article (a full style and layout pass for a one-word edit).
 * The compiled page uses no hooks, so one component can run every version of it.
 */
function stableComponent(key: string, expression: string): string {
  return `((key, impl) => {
  const all = (globalThis.__tn_dev_content ??= new Map());
  let c = all.get(key);
  if (!c) all.set(key, (c = (props) => c.impl(props)));
  c.impl = impl;
  return c;
})(${JSON.stringify(key)}, ${expression})`;
}

function moduleText(parts: [string, string][], target: 'browser' | 'node'): string {
  if (target === 'node')
    return `module.exports = {\n${parts.map(([n, v]) => `${JSON.stringify(n)}: ${v}`).join(',\n')}\n};\n`;
  return parts
    .map(([n, v]) => (n === 'default' ? `export default ${v};` : `export const ${n} = ${v};`))
    .join('\n');
}
