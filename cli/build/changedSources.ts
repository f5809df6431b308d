import fs from 'node:fs';
import { displayPath } from '../util/displayPath.js';
import { TnError } from '../util/errors.js';
import { stampOf } from './readSource.js';
import type { ContentGraph, SourceFile } from './types.js';

/** How many of the changed files a warning names before it counts the rest. */
const NAMED = 5;

/**
 * The pages whose file changed or vanished between the build reading it and the build ending (an
 * editor saving, a checkout, a sync): the output holds them as they were when read, which may not
 * agree with files read later. One warning naming them, so that the author builds again; the next
 * build sees the new text and is not skipped as unchanged.
 */
export function changedSources(
  graph: Pick<ContentGraph, 'docs' | 'posts' | 'pages'>,
): TnError | null {
  const files = [...graph.docs, ...graph.posts, ...graph.pages]
    .map((x) => x.file as SourceFile | undefined)
    .filter((f): f is SourceFile => f?.stamp !== undefined);
  const changed = files.filter((f) => currentStamp(f.abs) !== f.stamp).map((f) => f.abs);
  if (changed.length === 0) return null;
  const names = changed.slice(0, NAMED).map(displayPath).join(', ');
  const more = changed.length > NAMED ? ` and ${changed.length - NAMED} more` : '';
  return new TnError(
    'SOURCES_CHANGED',
    `${names}${more} changed or vanished while the build ran: the build holds ${
      changed.length === 1 ? 'it' : 'them'
    } as read before the change.`,
    {
      loc: { file: changed[0] },
      severity: 'warning',
      hint: 'Build again to take the change.',
    },
  );
}

function currentStamp(file: string): string | null {
  try {
    return stampOf(fs.statSync(file));
  } catch {
    return null;
  }
}
