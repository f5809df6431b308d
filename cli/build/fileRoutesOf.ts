import path from 'node:path';
import type { ContentGraph } from './types.js';

/** Absolute source file → route, for every page made from a file (resolving `.md` links). */
export function fileRoutesOf(
  graph: Pick<ContentGraph, 'docs' | 'posts' | 'pages'>,
): Map<string, string> {
  const m = new Map<string, string>();
  for (const x of [...graph.docs, ...graph.posts, ...graph.pages]) m.set(x.file.abs, x.route);
  // a locale's doc is found at its path in the site's docs folder and in the translation folder
  for (const d of graph.docs)
    if (d.localizedRoot && !d.generatedIndex)
      for (const root of [d.contentRoot, d.localizedRoot])
        if (!m.has(path.join(root, d.relPath))) m.set(path.join(root, d.relPath), d.route);
  return m;
}
