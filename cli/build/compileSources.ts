import { compileKey } from './compileKey.js';
import type { ContentGraph } from './types.js';

/** Compile key → absolute source file, for relative imports inside MDX and messages. */
export function compileSources(graph: ContentGraph): Map<string, string> {
  const m = new Map<string, string>();
  for (const d of graph.docs) m.set(compileKey.doc(d.id), d.file.abs);
  for (const p of graph.posts) {
    m.set(compileKey.post(p.route), p.file.abs);
    m.set(compileKey.excerpt(p.route), p.file.abs);
  }
  for (const p of graph.pages) m.set(compileKey.page(p.route), p.file.abs);
  return m;
}
