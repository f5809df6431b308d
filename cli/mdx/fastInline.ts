import type { Nodes as MdastNodes, PhrasingContent } from 'mdast';
import type { Lines } from './pageLines.js';

export type Nodes = MdastNodes;

/**
 * Reads the text between two offsets of a page as micromark's text tokenizer would (see
 * fastMarkdown.ts): text, backslash escapes, code spans, `*` and `_` emphasis, links and images
 * with a plain destination. Null where the text holds anything else, or anything this reader
 * cannot settle alone: character references, JSX, expressions, directives, strikethrough, pipes,
 * hard breaks, literal autolinks, delimiter runs that both open and close or stay unmatched, and
 * brackets that do not make a link.
 */
export type Inline = (from: number, to: number) => PhrasingContent[] | null;

interface Text {
  kind: 'text';
  value: string;
  start: number;
  end: number;
}
interface Done {
  kind: 'node';
  node: PhrasingContent;
}
interface Delimiter {
  kind: 'delim';
  char: number;
  count: number;
  canOpen: boolean;
  start: number;
  end: number;
}
interface Bracket {
  kind: 'bracket';
  image: boolean;
  start: number;
}
type Item = Text | Done | Delimiter | Bracket;

const BACKSLASH = 92;
const BACKTICK = 96;
const STAR = 42;
const UNDERSCORE = 95;
const OPEN = 91;
const BANG = 33;
const PAREN = 40;
const END_PAREN = 41;
const COLON = 58;

/** Characters that stop a run of plain text: what the reader handles, and what it declines. */
const STOPS = new Uint8Array(128);
for (const c of '\\`*_[]!<{}&|~:@') STOPS[c.charCodeAt(0)] = 1;
/** Characters that make the reader decline wherever they are, outside code spans. */
const DECLINE = new Uint8Array(128);
for (const c of '<{}&|~@') DECLINE[c.charCodeAt(0)] = 1;

const isAsciiPunctuation = (c: number) =>
  (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
const MAX_ITEMS = 4000;
/** Literal autolinks, which GFM finds in text after parsing. */
const AUTOLINK = /https?:|www\./i;

export function fastInline(lines: Lines): Inline {
  const source = lines.source;
  const position = (start: number, end: number) => ({
    start: lines.point(start),
    end: lines.point(end),
  });

  const nodesOf = (items: Item[]): PhrasingContent[] | null => {
    const out: PhrasingContent[] = [];
    for (const item of items) {
      if (item.kind === 'node') out.push(item.node);
      else if (item.kind === 'text' && !AUTOLINK.test(item.value))
        out.push({ type: 'text', value: item.value, position: position(item.start, item.end) });
      else return null;
    }
    return out;
  };

  /** CommonMark's "process emphasis" over items[bottom…], declining where it would leave literals. */
  const emphasis = (items: Item[], bottom: number): boolean => {
    for (let k = bottom; k < items.length; k++) {
      const closer = items[k];
      if (closer.kind !== 'delim' || closer.canOpen) continue;
      let j = k - 1;
      while (
        j >= bottom &&
        !(items[j].kind === 'delim' && (items[j] as Delimiter).char === closer.char)
      )
        j--;
      const opener = items[j] as Delimiter | undefined;
      if (j < bottom || !opener?.canOpen) return false;
      const inner = items.slice(j + 1, k);
      const children = nodesOf(inner);
      if (!children) return false;
      const use = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
      opener.count -= use;
      opener.end -= use;
      closer.count -= use;
      closer.start += use;
      const node: PhrasingContent = {
        type: use === 2 ? 'strong' : 'emphasis',
        children,
        position: position(opener.end, closer.start),
      };
      const keep: Item[] = [];
      if (opener.count > 0) keep.push(opener);
      keep.push({ kind: 'node', node });
      if (closer.count > 0) keep.push(closer);
      items.splice(j, k - j + 1, ...keep);
      k = j + keep.length - 2; // the closer, if it is left, is looked at again
    }
    return true;
  };

  return (from, to) => {
    const items: Item[] = [];
    const text = (value: string, start: number, end: number) => {
      const last = items[items.length - 1];
      if (last?.kind === 'text') {
        last.value += value;
        last.end = end;
      } else items.push({ kind: 'text', value, start, end });
    };
    // the one bracket open (a second before it closes is declined: links hold no links)
    let open = -1;
    let i = from;
    while (i < to) {
      // text this busy goes to micromark: the emphasis pass splices the list it walks
      if (items.length > MAX_ITEMS) return null;
      const c = source.charCodeAt(i);
      if (c >= 128 || !STOPS[c]) {
        let j = i + 1;
        while (j < to) {
          const d = source.charCodeAt(j);
          if (d < 128 && STOPS[d]) break;
          j++;
        }
        text(source.slice(i, j), i, j);
        i = j;
        continue;
      }
      if (DECLINE[c]) return null;
      const next = i + 1 < to ? source.charCodeAt(i + 1) : -1;
      if (c === BACKSLASH) {
        if (next === 10) return null; // a hard break
        const escaped = isAsciiPunctuation(next);
        text(escaped ? source[i + 1] : '\\', i, escaped ? i + 2 : i + 1);
        i += escaped ? 2 : 1;
      } else if (c === COLON) {
        // a directive's name starts with anything but punctuation or whitespace
        if (next !== -1 && !isSpace(next) && !isAsciiPunctuation(next)) return null;
        text(':', i, i + 1);
        i++;
      } else if (c === BACKTICK) {
        const end = codeSpan(source, i, to);
        if (!end) return null;
        const [close, n] = end;
        let value = source.slice(i + n, close);
        if (value.length > 2 && value[0] === ' ' && value.endsWith(' ') && /[^ ]/.test(value))
          value = value.slice(1, -1);
        const node: PhrasingContent = {
          type: 'inlineCode',
          value,
          position: position(i, close + n),
        };
        items.push({ kind: 'node', node });
        i = close + n;
      } else if (c === STAR || c === UNDERSCORE) {
        let n = 1;
        while (i + n < to && source.charCodeAt(i + n) === c) n++;
        const flank = flanking(source, i, i + n, from, to, c);
        if (!flank || n > 2) return null;
        if (flank === 'none') text(source.slice(i, i + n), i, i + n);
        else
          items.push({
            kind: 'delim',
            char: c,
            count: n,
            canOpen: flank === 'open',
            start: i,
            end: i + n,
          });
        i += n;
      } else if (c === OPEN || (c === BANG && next === OPEN)) {
        if (open >= 0) return null;
        open = items.length;
        items.push({ kind: 'bracket', image: c === BANG, start: i });
        i += c === BANG ? 2 : 1;
      } else if (c === BANG) {
        text('!', i, i + 1);
        i++;
      } else {
        // `]`: closes a link or an image whose destination follows in parentheses
        const at = open;
        if (at < 0 || next !== PAREN) return null;
        const close = destination(source, i + 2, to);
        if (close < 0) return null;
        const bracket = items[at] as Bracket;
        if (!emphasis(items, at + 1)) return null;
        const children = nodesOf(items.slice(at + 1));
        if (!children) return null;
        const url = source.slice(i + 2, close);
        const place = position(bracket.start, close + 1);
        let node: PhrasingContent;
        if (bracket.image) {
          if (children.some((child) => child.type !== 'text')) return null;
          const alt = children.map((child) => (child as { value: string }).value).join('');
          node = { type: 'image', title: null, url, alt, position: place };
        } else node = { type: 'link', title: null, url, children, position: place };
        items.splice(at, items.length - at, { kind: 'node', node });
        open = -1;
        i = close + 1;
      }
    }
    if (!emphasis(items, 0)) return null;
    return nodesOf(items);
  };
}

/** Where a code span opened at `at` closes, and its backtick count; null if not on its line. */
function codeSpan(source: string, at: number, to: number): [number, number] | null {
  let n = 1;
  while (at + n < to && source.charCodeAt(at + n) === BACKTICK) n++;
  for (let j = at + n; j < to;) {
    const c = source.charCodeAt(j);
    if (c === 10) return null;
    if (c !== BACKTICK) {
      j++;
      continue;
    }
    let m = 1;
    while (j + m < to && source.charCodeAt(j + m) === BACKTICK) m++;
    if (m === n) return [j, n];
    j += m;
  }
  return null;
}

/**
 * A delimiter run's part in emphasis by CommonMark's flanking rules: 'open', 'close', 'none'
 * (literal), or null when it could do both, or stands beside a character outside ASCII (whose
 * classes this reader does not look up).
 */
function flanking(
  source: string,
  start: number,
  end: number,
  from: number,
  to: number,
  char: number,
): 'open' | 'close' | 'none' | null {
  const before = start > from ? source.charCodeAt(start - 1) : 32;
  const after = end < to ? source.charCodeAt(end) : 32;
  if (before >= 128 || after >= 128) return null;
  const spaceBefore = isSpace(before);
  const spaceAfter = isSpace(after);
  const punctBefore = isAsciiPunctuation(before);
  const punctAfter = isAsciiPunctuation(after);
  const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
  const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
  const open = char === UNDERSCORE ? left && (!right || punctBefore) : left;
  const close = char === UNDERSCORE ? right && (!left || punctAfter) : right;
  if (open && close) return null;
  return open ? 'open' : close ? 'close' : 'none';
}

/** The offset of the `)` that ends a plain link destination starting at `at`, or -1. */
function destination(source: string, at: number, to: number): number {
  for (let j = at; j < to; j++) {
    const c = source.charCodeAt(j);
    if (c === END_PAREN) return j;
    if (c <= 32 || c === PAREN || c === BACKSLASH || c === 38 || c === 60 || c === 127) return -1;
  }
  return -1;
}
