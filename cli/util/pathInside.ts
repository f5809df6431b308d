import path from 'node:path';
import { TnError } from './errors.js';

/**
 * The one containment rule for everything the engine writes or serves (issue 12): the segments of `p` with
 * empty and '.' segments dropped and '..' applied, or null when '..' climbs above the root or the path holds
 * a NUL byte. Backslashes separate segments too, as browsers and Windows read them.
 */
export function segmentsInside(p: string): string[] | null {
  if (p.includes('\0')) return null;
  const out: string[] = [];
  for (const seg of p.split(/[/\\]+/)) {
    if (seg === '' || seg === '.') continue;
    if (seg !== '..') out.push(seg);
    else if (out.pop() === undefined) return null;
  }
  return out;
}

/** Defence in depth for the writers: `rel` resolved inside `root`, or an error naming it if it would leave. */
export function fileInside(root: string, rel: string): string {
  const segments = segmentsInside(rel);
  if (!segments)
    throw new TnError(
      'OUTPUT_OUTSIDE',
      `Refusing to write '${rel}': it resolves outside the output folder.`,
      { hint: 'Every page and file of the site must stay inside the output folder.' },
    );
  return path.join(root, ...segments);
}
