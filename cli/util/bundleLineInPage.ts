import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Text without spaces and with one kind of quote: esbuild reprints a statement it bundles. */
const squeeze = (t: string) => t.replace(/\s+/g, '').replace(/'/g, '"');

/**
 * The line and column of a page that hold a bundle's line (issue 30: errors thrown by a page's
 * own code named the page but no line). A page's code reaches the bundle reprinted by esbuild, not
 * rewritten, so the bundle line, without spaces and with one kind of quote, is found in one of the
 * page's lines. Undefined when the line is too short to tell or is not the page's own.
 */
export function bundleLineInPage(
  /** The bundle's path, or its code (one with a line break: a page's module evaluated as is). */
  bundle: string,
  line: number,
  page: string,
  /** The frame's column: JSX is rewritten, so an expression is found by the name it reads. */
  column?: number,
): { line: number; column: number } | undefined {
  let code: string[];
  let lines: string[];
  try {
    code = (bundle.includes('\n') ? bundle : fs.readFileSync(bundle, 'utf8')).split('\n');
    lines = fs.readFileSync(page, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const raw = code[line - 1] ?? '';
  const thrown = raw.trim();
  const needle = squeeze(thrown).replace(/;$/, '');
  const first = /^[\w$]+/.exec(thrown)?.[0];
  if (needle.length >= 6)
    for (let i = 0; i < lines.length; i++) {
      if (!squeeze(lines[i]).includes(needle)) continue;
      const word = first ? lines[i].search(new RegExp(`\\b${escape(first)}\\b`)) : -1;
      return { line: i + 1, column: (word >= 0 ? word : lines[i].search(/\S/)) + 1 };
    }
  if (column === undefined) return undefined;
  // the name (a.b.c) the frame's column is in, as the page writes it inside braces
  let from = column - 1;
  let to = column - 1;
  while (from > 0 && /[\w$.]/.test(raw[from - 1])) from--;
  while (to < raw.length && /[\w$.]/.test(raw[to])) to++;
  const chain = raw.slice(from, to).replace(/^\.+|\.+$/g, '');
  if (!/^[A-Za-z_$][\w$]*(\.[\w$]+)+$/.test(chain)) return undefined;
  const use = new RegExp(`\\{[^{}]*?(?<![\\w$.])${escape(chain)}(?![\\w$])`);
  for (let i = 0; i < lines.length; i++) {
    const m = use.exec(lines[i]);
    if (m) return { line: i + 1, column: m.index + m[0].length - chain.length + 1 };
  }
  return undefined;
}

const escape = (s: string) => s.replace(/[.$]/g, '\\$&');

/**
 * The first frame of an error's stack in a bundle of the tool's (a path ending in .mjs outside
 * node_modules), with its line.
 */
export function bundleFrameOf(
  e: unknown,
  /** A page's module evaluated as is (see plainChunks.ts): its frames are `<anonymous>:L:C`. */
  evaluated?: string,
): { file: string; line: number; column: number } | undefined {
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  const anon = evaluated && /<anonymous>:(\d+):(\d+)\)?$/m.exec(stack);
  if (anon && evaluated) return { file: evaluated, line: Number(anon[1]), column: Number(anon[2]) };
  for (const m of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s()]+\.mjs):(\d+):(\d+)\)?$/gm)) {
    if (/node_modules[\\/](?!\.cache)/.test(m[1])) continue;
    const file = m[1].startsWith('file:') ? fileURLToPath(m[1]) : m[1];
    return { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}
