import type { CodeBlockInput } from './highlighter.js';
import { closesFence, fenceOpening } from './markdownLines.js';
import { parseCodeMeta } from './remarkCode.js';

/**
 * The fenced code blocks of a page's source, found line by line without parsing it: those at the top
 * level and in list items, as CommonMark reads them (the fence's indentation is taken off its lines).
 * A guess, for highlighting ahead of the compiler (highlightAhead.ts): a block read differently here,
 * in a blockquote or with escapes in its info string, is one the compiler asks for itself. Blocks with
 * Docusaurus's highlight comments, which the compiler rewrites first, are left out.
 */
export function fencedBlocks(source: string): CodeBlockInput[] {
  const lines = source.split('\n');
  const blocks: CodeBlockInput[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = fenceOpening(lines[i]);
    if (!fence) continue;
    const dedent = new RegExp(`^ {0,${fence.indent}}`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !closesFence(lines[j], fence); j++)
      body.push(lines[j].replace(dedent, ''));
    i = j;
    const code = body.join('\n');
    if (code.includes('highlight-')) continue;
    const info = fence.info;
    const space = info.search(/\s/);
    const meta = parseCodeMeta(space === -1 ? null : info.slice(space + 1).trim());
    blocks.push({
      lang: (space === -1 ? info : info.slice(0, space)) || null,
      code,
      highlight: meta.highlight,
      lineNumbers: meta.lineNumbers,
    });
  }
  return blocks;
}
