import path from 'node:path';
import { decodeSafe } from '../../runtime/shared/url.js';

/**
 * The files a `.md` link may mean, in the order Docusaurus tries them: `./x.md` and `../x.md` from
 * the page's folder only; `/x.md` from the content folder, then the site folder; a bare `x.md`
 * from those, then from the page's folder. `roots` are the content folder and the site folder.
 */
export function mdLinkCandidates(url: string, fileDir: string, roots: string[]): string[] {
  const p = decodeSafe(url.split('#')[0]);
  if (p.startsWith('./') || p.startsWith('../')) return [path.resolve(fileDir, p)];
  const fromRoots = roots.map((r) => path.join(r, p));
  return p.startsWith('/') ? fromRoots : [...new Set([...fromRoots, path.resolve(fileDir, p)])];
}

/** Between the candidates in a link marker: a NUL, which no file name holds. */
export const CANDIDATE_SEPARATOR = '%00';
