import type { Root, RootContent } from 'mdast';
import { fastInline, type Inline, type Nodes } from './fastInline.js';
import { type Lines, pageLines } from './pageLines.js';
import { closesFence, fenceOpening } from './markdownLines.js';

/**
 * A parser for the plainest Markdown, which gives the tree micromark gives where it accepts a block
 * and declines everywhere else (issue 13: micromark's parse was two thirds of a compile worker's
 * time). A page is cut at the blank lines where a top-level block ends (`regions`); each region is
 * read here when it holds only what this parser knows for certain (ATX headings, paragraphs, fenced
 * code, tight one-line lists, pipe tables, thematic breaks and `:::` containers of those, with
 * text, code spans, emphasis, links and images), and is handed to micromark otherwise (`fallback`,
 * whose tree's positions are moved to the region's place in the page). Every test of this parser
 * compares its tree with micromark's, positions included.
 */
export function parseFast(source: string, fallback: (text: string) => Root): Root {
  const lines = pageLines(source);
  const children: RootContent[] = [];
  const cuts = regions(lines);
  if (!cuts) return fallback(source);
  const blocks = new Blocks(lines);
  for (const [a, b] of cuts) {
    const fast = blocks.parse(a, b);
    if (fast) {
      children.push(...fast);
      continue;
    }
    const end = b < lines.text.length ? lines.start[b] : source.length;
    const tree = fallback(source.slice(lines.start[a], end));
    for (const node of tree.children) shift(node, a, lines.start[a]);
    children.push(...tree.children);
  }
  return {
    type: 'root',
    children,
    position: { start: lines.point(0), end: lines.point(source.length) },
  };
}

/** The fence a line opens at the top level (markdownLines.ts), as its marker, or null. */
const fenceAt = (line: string): string | null => fenceOpening(line)?.marker ?? null;
const NESTED_OPEN = /^(?:[ \t]*(?:[-*+]|\d{1,9}[.)]|>)(?=[ \t]))*[ \t]+(?:`{3,}|~{3,}|:{3,})/;
/** Markdown's whitespace is spaces and tabs: JavaScript's trim and `\\s` take more (U+00A0…). */
const BLANK = /^[ \t]*$/;
/** `line` without the spaces and tabs it ends with (a loop: `/[ \t]+$/` is quadratic on long runs). */
function trimEnd(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
  return line.slice(0, end);
}
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** JSX at a line's start, a definition, ESM, `{` after no backslash (or an escaped one), CR, NUL. */
const PAGE_DECLINES = /^\s*<|^ {0,3}\[[^\]]*\]:|^(?:import|export)\b|(?:^|[^\\])(?:\\\\)*\{|[\r\0]/;

/**
 * [first, end) line ranges of the page's top-level blocks, cut at blank lines after which a new
 * block starts at column 0 outside any fence or container, or null when the page holds what could
 * run across a blank line in ways this cut cannot see, or whose parse holds offsets of its own:
 * JSX at a line's start, expressions, ESM, definitions (which links anywhere in the page refer to),
 * carriage returns or NUL characters.
 */
function regions(lines: Lines): [number, number][] | null {
  const text = lines.text;
  const out: [number, number][] = [];
  let start = 0;
  let fence: string | null = null;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const line = text[i];
    if (fence) {
      // a container's closing line closes it inside a fence too
      if (depth > 0 && /^[ \t]*::/.test(line)) return null;
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    if (PAGE_DECLINES.test(line)) return null;
    // a fence or container opened inside a list item or quote: if it never closes, its end takes
    // in the blank lines after it, which a region parsed alone would not
    if (NESTED_OPEN.test(line)) return null;
    const open = fenceAt(line);
    if (open) {
      fence = open;
      continue;
    }
    if (/^ {0,3}:{3,}[^: \t]/.test(line)) depth++;
    else if (/^ {0,3}:{3,}[ \t]*$/.test(line) && depth > 0) depth--;
    if (!BLANK.test(line) || depth > 0) continue;
    let next = i + 1;
    while (next < text.length && BLANK.test(text[next])) next++;
    if (next >= text.length) break;
    const n = text[next];
    // the blank lines between are passed over either way (a run of them is read once)
    if (!/^[ \t]/.test(n) && !LIST_MARKER.test(n) && !/^ {0,3}:{3,}[ \t]*$/.test(n)) {
      out.push([start, next]);
      start = next;
    }
    i = next - 1;
  }
  out.push([start, text.length]);
  return out;
}

/** Moves a tree parsed from a region to the region's place in the page. */
function shift(node: Nodes, line: number, offset: number): void {
  const p = node.position;
  if (p) {
    p.start = {
      line: p.start.line + line,
      column: p.start.column,
      offset: p.start.offset! + offset,
    };
    p.end = { line: p.end.line + line, column: p.end.column, offset: p.end.offset! + offset };
  }
  if ('children' in node) for (const child of node.children) shift(child, line, offset);
}

const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT = /^ {0,3}(?:=+|-+)[ \t]*$/;

/**
 * Whether a line is one of a paragraph's, as micromark would read it after the paragraph's `first`
 * line or after another of its lines: not indented, and not what starts a block or underlines a
 * heading (or could: a line read here is never one micromark might read otherwise).
 */
function paragraphLine(line: string, first: boolean): boolean {
  if (/^[\s>]|^::|^ {0,3}(?:`{3,}|~{3,})/.test(line) || ATX.test(line) || RULE.test(line))
    return false;
  if (LIST_MARKER.test(line)) return false;
  // after a first line, an underline of a heading, or the delimiter row of a table (`-:`, `|--|`)
  return first || !(SETEXT.test(line) || (/^[ \t|:-]+$/.test(line) && line.includes('-')));
}
const TASK = /^\[[ xX]\](?:\s|$)/;

/** Reads one region's blocks; every method returns null where micromark must decide. */
class Blocks {
  private readonly inline: Inline;
  constructor(private readonly lines: Lines) {
    this.inline = fastInline(lines);
  }

  parse(a: number, b: number): RootContent[] | null {
    const text = this.lines.text;
    const out: RootContent[] = [];
    let i = a;
    while (i < b) {
      const line = text[i];
      if (line === '') {
        i++;
        continue;
      }
      if (line.includes('\t')) return null;
      const c = line[0];
      let step: [RootContent, number] | null;
      if (ATX.test(line)) step = this.heading(i);
      else if (/^(`{3,}|~{3,})/.test(line)) step = this.fenced(i, b);
      else if (c === ':') step = this.container(i, b);
      else if (c === '|') step = this.table(i, b);
      else if (RULE.test(line)) step = /^(?:\*{3,}|-{3,}|_{3,})$/.test(line) ? this.rule(i) : null;
      else if (LIST_MARKER.test(line)) step = this.list(i, b);
      else step = this.paragraph(i, b);
      if (!step) return null;
      out.push(step[0]);
      i = step[1];
    }
    return out;
  }

  private span(line: number, from: number, to: number) {
    const s = this.lines.start[line];
    return { start: this.lines.point(s + from), end: this.lines.point(s + to) };
  }

  private heading(i: number): [RootContent, number] | null {
    const line = this.lines.text[i];
    const content = trimEnd(line);
    const m = /^(#{1,6}) (?=[^\s#])/.exec(content);
    if (!m || content.endsWith('#')) return null;
    const from = this.lines.start[i] + m[0].length;
    const children = this.inline(from, this.lines.start[i] + content.length);
    if (!children) return null;
    const depth = m[1].length as 1 | 2 | 3 | 4 | 5 | 6;
    return [{ type: 'heading', depth, children, position: this.span(i, 0, line.length) }, i + 1];
  }

  private rule(i: number): [RootContent, number] {
    return [{ type: 'thematicBreak', position: this.span(i, 0, this.lines.text[i].length) }, i + 1];
  }

  private fenced(i: number, b: number): [RootContent, number] | null {
    const text = this.lines.text;
    const fence = fenceOpening(text[i]);
    if (!fence || fence.indent > 0) return null;
    const info = text[i].slice(fence.marker.length);
    if (/[\\&]/.test(info)) return null;
    const m = /^ *(\S+)?(?: +(\S.*\S|\S))?$/.exec(info);
    if (!m) return null;
    for (let j = i + 1; j < b; j++) {
      if (!closesFence(text[j], fence)) continue;
      // a closing fence indented or followed by spaces: its position is not the line's
      if (!/^(`{3,}|~{3,})$/.test(text[j])) return null;
      const node: RootContent = {
        type: 'code',
        lang: m[1] ?? null,
        meta: m[2] ?? null,
        value: text.slice(i + 1, j).join('\n'),
        position: this.spanLines(i, j),
      };
      return [node, j + 1];
    }
    return null;
  }

  /** From the start of line `first` to the end of line `last`. */
  private spanLines(first: number, last: number) {
    const { start, text } = this.lines;
    return {
      start: this.lines.point(start[first]),
      end: this.lines.point(start[last] + text[last].length),
    };
  }

  /** `:::name[label]` … `:::`, with no container inside. */
  private container(i: number, b: number): [RootContent, number] | null {
    const text = this.lines.text;
    const m = /^:::([a-zA-Z][\w-]*)(?:\[([^[\]\\]*)\])?$/.exec(text[i]);
    if (!m) return null;
    let close = -1;
    let fence: string | null = null;
    for (let j = i + 1; j < b && close < 0; j++) {
      const line = text[j];
      if (fence) {
        if (/^[ \t]*::/.test(line)) return null;
        if (closesFence(line, fence)) fence = null;
        continue;
      }
      fence = fenceAt(line);
      if (fence) continue;
      if (line === ':::') close = j;
      else if (/^\s{0,3}:{2,}/.test(line)) return null;
    }
    if (close < 0) return null;
    const children: RootContent[] = [];
    if (m[2] !== undefined) {
      const from = this.lines.start[i] + 4 + m[1].length;
      const label = m[2] === '' ? null : this.inline(from, from + m[2].length);
      if (!label) return null;
      const position = this.span(i, 3 + m[1].length, text[i].length);
      children.push({
        type: 'paragraph',
        data: { directiveLabel: true },
        children: label,
        position,
      });
    }
    const body = this.parse(i + 1, close);
    if (!body) return null;
    children.push(...body);
    const position = this.spanLines(i, close);
    const node = { type: 'containerDirective', name: m[1], attributes: {}, children, position };
    return [node as RootContent, close + 1];
  }

  private paragraph(i: number, b: number): [RootContent, number] | null {
    const text = this.lines.text;
    if (!paragraphLine(text[i], true)) return null;
    let j = i + 1;
    for (; j < b && text[j] !== ''; j++)
      if (!paragraphLine(text[j], false) || /[ \t]$/.test(text[j - 1])) return null;
    const from = this.lines.start[i];
    // spaces at the paragraph's end are not its text (a hard break needs a line after it)
    const children = this.inline(from, this.lines.start[j - 1] + trimEnd(text[j - 1]).length);
    if (!children) return null;
    const position = this.spanLines(i, j - 1);
    return [{ type: 'paragraph', children, position }, j];
  }

  /** A tight list of one-line items with one kind of marker, ended by a blank line or the region. */
  private list(i: number, b: number): [RootContent, number] | null {
    const text = this.lines.text;
    const first = /^([-*+]|\d{1,9}([.)])) /.exec(text[i]);
    if (!first) return null;
    const ordered = first[2] !== undefined;
    const kind = ordered ? first[2] : first[1];
    const items: RootContent[] = [];
    let j = i;
    for (; j < b && text[j] !== ''; j++) {
      const m = /^([-*+]|\d{1,9}([.)])) (?=\S)/.exec(text[j]);
      if (!m || (ordered ? m[2] : m[1]) !== kind) return null;
      const content = text[j].slice(m[0].length);
      if (!paragraphLine(content, true) || TASK.test(content)) return null;
      const from = this.lines.start[j] + m[0].length;
      const children = this.inline(from, this.lines.start[j] + trimEnd(text[j]).length);
      if (!children) return null;
      const position = this.span(j, m[0].length, text[j].length);
      items.push({
        type: 'listItem',
        spread: false,
        checked: null,
        children: [{ type: 'paragraph', children, position }],
        position: this.span(j, 0, text[j].length),
      });
    }
    // after blank lines, an indented line would continue the last item, and a marker the list
    let k = j;
    while (k < b && text[k] === '') k++;
    if (k < b && (/^[ \t]/.test(text[k]) || LIST_MARKER.test(text[k]))) return null;
    const position = this.spanLines(i, j - 1);
    const start = ordered ? Number(first[1].slice(0, -1)) : null;
    return [
      { type: 'list', ordered, start, spread: false, children: items, position } as RootContent,
      j,
    ];
  }

  /** A pipe table whose rows all start and end with `|` and have the header's number of cells. */
  private table(i: number, b: number): [RootContent, number] | null {
    const text = this.lines.text;
    if (i + 1 >= b) return null;
    const align = delimiterRow(text[i + 1]);
    const header = this.row(i);
    if (!align || !header || header.children.length !== align.length) return null;
    const rows = [header];
    let j = i + 2;
    for (; j < b && text[j] !== ''; j++) {
      const row = this.row(j);
      if (!row || row.children.length !== align.length) return null;
      rows.push(row);
    }
    const position = this.spanLines(i, j - 1);
    return [{ type: 'table', align, children: rows, position }, j];
  }

  private row(i: number) {
    const line = this.lines.text[i];
    if (line.length < 2 || line[0] !== '|' || !line.endsWith('|') || line.includes('\\'))
      return null;
    const pipes: number[] = [];
    for (let k = line.indexOf('|'); k !== -1; k = line.indexOf('|', k + 1)) pipes.push(k);
    const cells = [];
    for (let c = 0; c + 1 < pipes.length; c++) {
      const raw = line.slice(pipes[c] + 1, pipes[c + 1]);
      let lead = 0;
      while (lead < raw.length && (raw[lead] === ' ' || raw[lead] === '\t')) lead++;
      const value = trimEnd(raw.slice(lead));
      const from = this.lines.start[i] + pipes[c] + 1 + lead;
      const children = value === '' ? [] : this.inline(from, from + value.length);
      if (!children) return null;
      const last = c + 2 === pipes.length;
      const position = this.span(i, pipes[c], last ? line.length : pipes[c + 1]);
      cells.push({ type: 'tableCell' as const, children, position });
    }
    return { type: 'tableRow' as const, children: cells, position: this.span(i, 0, line.length) };
  }
}

/** A table's delimiter row (`| --- | :-: |`) as its alignments, or null. */
function delimiterRow(line: string): ('left' | 'right' | 'center' | null)[] | null {
  if (!/^\|(?: *:?-+:? *\|)+$/.test(line)) return null;
  return line
    .slice(1, -1)
    .split('|')
    .map((cell) => {
      const c = cell.trim();
      const left = c.startsWith(':');
      const right = c.endsWith(':');
      return left && right ? 'center' : left ? 'left' : right ? 'right' : null;
    });
}
