import fs from 'node:fs';
import { bundleFrameOf, bundleLineInPage } from '../util/bundleLineInPage.js';
import { TnError } from '../util/errors.js';
import type { RouteEntry } from './types.js';

/**
 * The component that threw, read from the stack: the first frame named like a component in our
 * own bundle, above React's renderer. esbuild may suffix a name with a digit (`MDXContent3`).
 */
export function throwingComponent(e: unknown): string | undefined {
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  for (const line of stack.split('\n').slice(1)) {
    if (/node_modules[\\/]react(-dom)?[\\/]/.test(line)) return undefined;
    const name = /^\s+at (?:new )?([A-Za-z_$][\w$]*)/.exec(line)?.[1]?.replace(/\d+$/, '');
    if (name && /^[A-Z]/.test(name)) return name === 'MDXContent' ? 'the page content' : name;
  }
  return undefined;
}

/** The position of the first `<Name` in the page's source: where a failing component is used. */
function usageOf(file: string, component: string): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = new RegExp(`<${component.replace(/[.$]/g, '\\$&')}[\\s/>]`).exec(text)?.index;
  if (at === undefined) return undefined;
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * Where a page's expression uses `name` (the variable a ReferenceError names): the name inside the
 * first `{…}` that holds it, else its first use after the front matter.
 */
function expressionUsing(file: string, name: string): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const start = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(text)?.[0].length ?? 0;
  const word = name.replace(/[$]/g, '\\$&');
  const inBraces = new RegExp(`\\{[^{}]*?(?<![\\w$.])${word}(?![\\w$])`, 'g');
  inBraces.lastIndex = start;
  const m = inBraces.exec(text);
  let at = m ? m.index + m[0].length - name.length : -1;
  if (at === -1) {
    const bare = new RegExp(`(?<![\\w$.])${word}(?![\\w$])`, 'g');
    bare.lastIndex = start;
    at = bare.exec(text)?.index ?? -1;
  }
  if (at === -1) return undefined;
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** An expression of the page that threw: its line in the page, from the bundle's frame. */
function thrownIn(
  e: unknown,
  page: string,
  evaluated?: string,
): { line: number; column: number } | undefined {
  const frame = bundleFrameOf(e, evaluated);
  return frame && bundleLineInPage(frame.file, frame.line, page, frame.column);
}

/**
 * A page that throws while rendering, as a user error naming the page's file, the component
 * (where the stack shows it) and the line where that component is used (issue 12).
 */
export function renderError(
  e: unknown,
  route: RouteEntry,
  /** The page's module when it was evaluated as is rather than bundled (a plain page). */
  evaluated?: string,
): TnError {
  const message = e instanceof Error ? e.message : String(e);
  // MDX names a component that was never imported or provided in its message
  const missing = /Expected component `([\w.$]+)` to be defined/.exec(message)?.[1];
  const component = throwingComponent(e);
  const used = missing ?? (component && component !== 'the page content' ? component : undefined);
  // a variable the page uses and nothing defines: where the page uses it (issue 30)
  const undefinedName = /^([A-Za-z_$][\w$]*) is not defined$/.exec(message)?.[1];
  const usage = !route.source
    ? undefined
    : used
      ? usageOf(route.source, used)
      : undefinedName
        ? expressionUsing(route.source, undefinedName)
        : thrownIn(e, route.source, evaluated);
  const where = component
    ? ` in ${component === 'the page content' ? component : `<${component}>`}`
    : '';
  return new TnError('RENDER', `Rendering ${route.route} failed${where}: ${message}`, {
    loc: route.source ? { file: route.source, ...usage } : undefined,
    hint: missing
      ? `Import ${missing} at the top of the page, or check its spelling.`
      : !used && !undefinedName && usage
        ? 'This expression threw during server rendering: check the values it reads.'
        : undefinedName && !used
          ? `Nothing on this page defines ${undefinedName}: export or import it, check its ` +
            `spelling, or write \\{${undefinedName}\\} to show the braces as text.`
          : used
            ? `<${used}> threw during server rendering: check its code and the props this ` +
              'page gives it.'
            : 'A component on this page threw during server rendering; check the components ' +
              'and imports it uses.',
    cause: e,
  });
}
