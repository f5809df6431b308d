/** A run of text, marked when it is one of the words that matched. Rendered as text nodes and <mark>. */
export interface TextPart {
  text: string;
  mark: boolean;
}

/** MiniSearch's default token separators: words are matched whole, as they were indexed. */
const SEP = '[\\n\\r\\p{Z}\\p{P}]';

function pattern(words: string[]): RegExp | null {
  const list = [...new Set(words.filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return list.length ? new RegExp(`(^|${SEP})(${list.join('|')})(?=${SEP}|$)`, 'giu') : null;
}

/** Splits text into parts, marking every whole-word occurrence of the given (lower-case) words. */
export function highlight(text: string, words: string[]): TextPart[] {
  const re = pattern(words);
  if (!re) return text ? [{ text, mark: false }] : [];
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index + m[1].length;
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: m[2], mark: true });
    at = start + m[2].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/**
 * About `width` characters of text around the first matched word (the start of the text when no word
 * occurs in it, as for a title-only match), cut at spaces, with the matches marked.
 */
export function excerpt(text: string, words: string[], width = 180): TextPart[] {
  if (text.length <= width) return highlight(text, words);
  const re = pattern(words);
  const m = re?.exec(text);
  const hit = m ? m.index + m[1].length : 0;
  let start = Math.max(0, hit - Math.floor(width / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < hit ? space + 1 : start;
    // not "…· Depends": a table cell's separator (remarkSearchSections) does not open an excerpt
    if (text.startsWith('· ', start) && start + 2 <= hit) start += 2;
  }
  let end = Math.min(text.length, start + width);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > hit) end = space;
  }
  const parts = highlight(text.slice(start, end), words);
  if (start > 0) parts.unshift({ text: '…', mark: false });
  if (end < text.length) parts.push({ text: '…', mark: false });
  return parts;
}
