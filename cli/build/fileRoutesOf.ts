import type { ContentGraph } from './types.js';

/** Absolute source file → route, for every page made from a file (resolving `.md` links). */
export function fileRoutesOf(
  graph: Pick<ContentGraph, 'docs' | 'posts' | 'pages'>,
): Map<string, string> {
  const m = new Map<string, string>();
  for (const x of [...graph.docs, ...graph.posts, ...graph.pages]) m.set(x.file.abs, x.route);
  return m;
}
