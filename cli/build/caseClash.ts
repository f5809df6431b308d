import { displayPath } from '../util/displayPath.js';
import { TnError } from '../util/errors.js';
import type { RouteEntry } from './types.js';

/**
 * Two pages whose URLs differ only by case (docs/Intro.md and docs/intro.md): distinct on Linux, but
 * one folder on a case-insensitive disk or host (macOS, Windows, several CDNs), where one page
 * silently replaces the other, and a reader who types either spelling gets whichever was written last.
 * Refused like a route clash, at the later of the two files.
 */
export function caseClash(routes: readonly RouteEntry[]): TnError | null {
  const seen = new Map<string, RouteEntry>();
  for (const r of routes) {
    const key = r.route.toLowerCase();
    const prev = seen.get(key);
    if (prev && prev.route !== r.route) return clashError(prev, r);
    seen.set(key, r);
  }
  return null;
}

function clashError(a: RouteEntry, b: RouteEntry): TnError {
  const name = (r: RouteEntry) => (r.source ? displayPath(r.source) : r.data.kind);
  const at = !b.slugLine && a.slugLine ? a : b;
  return new TnError(
    'ROUTE_CASE_CLASH',
    `${name(a)} and ${name(b)} give URLs that differ only by case ('${a.route}' and '${b.route}'); ` +
      'on a case-insensitive disk or host one replaces the other.',
    {
      loc: at.source ? { file: at.source, line: at.slugLine ?? 1, column: 1 } : undefined,
      hint: 'Rename one of the files (or give it a `slug`) so that the URLs differ by more than case.',
    },
  );
}

/**
 * The page file a link names with the wrong case (./Guide/First.md for guide/first.md), if one: Linux
 * and most hosts tell them apart, so the link is broken there even where the author's disk finds it.
 */
export function fileOfOtherCase(
  candidates: readonly string[],
  files: ReadonlyMap<string, unknown>,
): string | undefined {
  const wanted = new Set(candidates.map((c) => c.toLowerCase()));
  for (const file of files.keys()) if (wanted.has(file.toLowerCase())) return file;
  return undefined;
}
