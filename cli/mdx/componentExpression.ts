/**
 * A compiled page whose module imports nothing but the JSX runtime (plain Markdown, and MDX without
 * imports or exports of its own: most pages) needs no bundler. The dev server and the build take
 * such a module apart here and put it back together without esbuild.
 */

/** MDX's one import when a page has none of its own (its output format never varies). */
const RUNTIME_IMPORT = /^import \{([\w\s,]*)\} from "react\/jsx-runtime";\n/;
const DEFAULT_EXPORT = /^export default function MDXContent\(/m;
/** Any other statement-level import or export (MDX writes one statement per line, at column 0). */
const OTHER_MODULE_SYNTAX = /^(?:import|export)\b/m;

export interface SelfContainedModule {
  /** What the module imports from the JSX runtime, as written: `Fragment as _Fragment, jsx as _jsx`. */
  imports: string;
  /** The rest of the module, its default export now the plain function `MDXContent`. */
  body: string;
}

/** The module's parts, or null when it needs a bundler (imports of its own, named exports). */
export function selfContainedModule(code: string): SelfContainedModule | null {
  const head = RUNTIME_IMPORT.exec(code);
  if (!head) return null;
  const rest = code.slice(head[0].length);
  if (!DEFAULT_EXPORT.test(rest)) return null;
  const body = rest.replace(DEFAULT_EXPORT, 'function MDXContent(');
  if (OTHER_MODULE_SYNTAX.test(body)) return null;
  return { imports: head[1], body };
}

/**
 * The compiled page as an expression whose value is its component, given `__tn_require` for the
 * JSX runtime; null when the page needs a bundler.
 */
export function componentExpression(code: string): string | null {
  const parts = selfContainedModule(code);
  if (!parts) return null;
  // `Fragment as _Fragment, jsx as _jsx` → `Fragment: _Fragment, jsx: _jsx`
  const bindings = parts.imports
    .split(',')
    .map((b) => b.trim().replace(/\s+as\s+/, ': '))
    .filter(Boolean)
    .join(', ');
  return `(() => {\nconst {${bindings}} = __tn_require("react/jsx-runtime");\n${parts.body}\nreturn MDXContent;\n})()`;
}
