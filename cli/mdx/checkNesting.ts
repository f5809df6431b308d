import { TnError } from '../util/errors.js';
import { FenceScanner } from './markdownLines.js';

/** Far beyond any real page (the deepest list on the site is 4 levels), far below the parser's limits. */
export const MAX_NESTING = 100;

const MARKER = /^[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))[ \t]?/;

/**
 * Lists and block quotes nested thousands deep make the Markdown parser recurse until the stack
 * overflows, or crawl for minutes in the indented form (issue 12). This pass over the lines refuses
 * them first, in linear time: a line's depth is its container markers (`>`, `-`, `1.`) plus its
 * indentation in steps of two columns. Fenced code is skipped.
 */
export function checkNesting(body: string, file: string): void {
  const lines = body.split('\n');
  const fences = new FenceScanner(true);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // a fence's opening line is measured (its markers nest like any line's), the code is not
    if (fences.code(line) && !fences.opened) continue;
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    let depth = Math.floor(indent / 2);
    let rest = line;
    for (let m = MARKER.exec(rest); m && depth <= MAX_NESTING; m = MARKER.exec(rest)) {
      depth++;
      rest = rest.slice(m[0].length);
    }
    if (depth > MAX_NESTING)
      throw new TnError(
        'NESTING_TOO_DEEP',
        `Lists or quotes are nested more than ${MAX_NESTING} levels deep here.`,
        {
          loc: { file, line: i + 1, column: 1 },
          hint: 'Flatten the structure: no page needs lists or block quotes this deep.',
        },
      );
  }
}
