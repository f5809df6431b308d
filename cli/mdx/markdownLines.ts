/**
 * The one line scanner for Markdown source: where fenced code opens and closes. Every pass that reads
 * a page line by line before or instead of the parser (preprocess.ts, checkNesting.ts,
 * fencedBlocks.ts, fastMarkdown.ts, the dev server's language scan) asks it, so they all agree on one
 * fence rule, CommonMark's:
 *
 * - a fence is three or more backticks or tildes, after at most three spaces of indentation;
 * - a backtick fence's info string holds no backtick (```` ```js `x` ```` is inline code);
 * - it is closed by a line of the same character, at least as long, with only spaces and tabs after,
 *   indented at most three spaces.
 *
 * `nested` scans read fences inside list items and block quotes too: the line's container prefix
 * (`>`, `-`, `*`, `+`, `1.`, `1)` and the indentation around them) comes before the fence, in the
 * opening and in the closing line. The parser decides what a page means; these scans only need to
 * know which lines are code.
 */

export interface Fence {
  /** The fence itself: ``` or ~~~~ … */
  marker: string;
  /** Columns before the fence (after the container prefix in a nested scan). */
  indent: number;
  /** The info string, trimmed: language and meta. */
  info: string;
}

/** A list item's or block quote's markers before a line's content, with the spaces around them. */
const CONTAINERS = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))*/;
const TOP = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const NESTED = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/** The part of a nested line after its container prefix. */
function content(line: string): string {
  return line.slice(CONTAINERS.exec(line)![0].length);
}

/** The fence `line` opens, or null. */
export function fenceOpening(line: string, nested = false): Fence | null {
  const m = (nested ? NESTED : TOP).exec(nested ? content(line) : line);
  if (!m) return null;
  const [, indent, marker, rest] = m;
  if (marker[0] === '`' && rest.includes('`')) return null;
  return { marker, indent: indent.length, info: rest.trim() };
}

/** Whether `line` closes `fence` (a Fence, or its marker). */
export function closesFence(line: string, fence: Fence | string, nested = false): boolean {
  const marker = typeof fence === 'string' ? fence : fence.marker;
  const m = (nested ? /^[ \t]*(`{3,}|~{3,})[ \t]*$/ : /^ {0,3}(`{3,}|~{3,})[ \t]*$/).exec(
    nested ? content(line) : line,
  );
  return m !== null && m[1][0] === marker[0] && m[1].length >= marker.length;
}

/**
 * Reads a page's lines in order and tells which are fenced code. An unclosed fence runs to the end
 * of the page, as in CommonMark.
 */
export class FenceScanner {
  private fence: Fence | null = null;
  /** The fence the last line read opened, if it did. */
  opened: Fence | null = null;

  constructor(private readonly nested = false) {}

  /**
   * Reads the next line: true when it is fenced code (its opening and closing lines included).
   * `canOpen` false reads a line that cannot open a fence (one inside an HTML comment).
   */
  code(line: string, canOpen = true): boolean {
    this.opened = null;
    if (this.fence) {
      if (closesFence(line, this.fence, this.nested)) this.fence = null;
      return true;
    }
    if (!canOpen) return false;
    this.opened = this.fence = fenceOpening(line, this.nested);
    return this.fence !== null;
  }
}
