/** Tab stops in a frame: a tab moves to the next multiple of this, like an editor would show it. */
const TAB = 4;

/**
 * Lines around `line` (1-based) with a caret under `column` (1-based, in characters of the source
 * line). Tabs are expanded to tab stops on every line so the caret stays under its character; a
 * line wider than `width` is shown as a window around the column, the same window on every line of
 * the frame. Returns '' for a line outside the source. Tolerates CRLF and a column past the end of
 * the line.
 */
export function codeFrame(
  source: string,
  line: number,
  column = 1,
  o: { context?: number; width?: number } = {},
): string {
  const lines = source.split(/\r\n|\r|\n/);
  // the final newline ends a line
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  if (!Number.isInteger(line) || line < 1 || line > lines.length) return '';
  const context = o.context ?? 2;
  const start = Math.max(1, line - context);
  const end = Math.min(lines.length, line + context);
  const gutter = String(end).length;
  const width = Math.max(20, (o.width ?? 100) - gutter - 5);

  const target = lines[line - 1];
  const col = Math.max(
    1,
    Math.min(Number.isFinite(column) ? Math.floor(column) : 1, target.length + 1),
  );
  const caret = expandTabs(target.slice(0, col - 1)).length;
  // the window's left edge: the caret sits about a third into it, so the text after it stays
  // visible
  const widest = Math.max(...lines.slice(start - 1, end).map((l) => expandTabs(l).length));
  const left =
    widest <= width ? 0 : Math.max(0, Math.min(caret - Math.floor(width / 3), widest - width));

  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    const text = clip(expandTabs(lines[n - 1]), left, width);
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(gutter)} | ${text}`.trimEnd());
    if (n === line) {
      const offset = caret - left + (left > 0 ? 1 : 0);
      out.push(`  ${' '.repeat(gutter)} | ${' '.repeat(offset)}^`);
    }
  }
  return out.join('\n');
}

function expandTabs(text: string): string {
  let out = '';
  for (const ch of text) out += ch === '\t' ? ' '.repeat(TAB - (out.length % TAB)) : ch;
  return out;
}

/** `width` characters from `left`, with an ellipsis on each side where text was cut. */
function clip(text: string, left: number, width: number): string {
  if (left === 0 && text.length <= width) return text;
  const body = text.slice(left, left + width);
  return `${left > 0 ? '…' : ''}${body}${left + width < text.length ? '…' : ''}`;
}
