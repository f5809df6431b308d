import { FenceScanner } from './markdownLines.js';

/**
 * Source rewrites Docusaurus applies before MDX parses a file, done line by line so every line
 * keeps its number (errors still point at the author's line):  - `:::note Title`  →
 * `:::note[Title]` (remark-directive's label syntax)  - `## Heading {#id}` → `## Heading \{#id\}`
 * (MDX would read `{#id}` as a JS expression)  - `<!-- comment -->` → `{/* comment *\/}` (MDX has
 * no HTML comments)  - a ```mdx-code-block fence → its content, read as MDX. Other fenced code is
 * left alone.
 */
export function preprocess(source: string): string {
  const lines = unwrapMdxCodeBlocks(source).split('\n');
  const fences = new FenceScanner(true);
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (fences.code(line, !inComment)) continue;

    if (inComment) {
      const end = line.indexOf('-->');
      if (end === -1) {
        lines[i] = line.replace(/\*\//g, '* /');
        continue;
      }
      line = line.slice(0, end).replace(/\*\//g, '* /') + '*/}' + line.slice(end + 3);
      inComment = false;
    }
    line = line.replace(
      /<!--([\s\S]*?)-->/g,
      (_, body: string) => `{/*${body.replace(/\*\//g, '* /')}*/}`,
    );
    const open = line.indexOf('<!--');
    if (open !== -1 && !isInInlineCode(line, open)) {
      line = line.slice(0, open) + '{/*' + line.slice(open + 4).replace(/\*\//g, '* /');
      inComment = true;
    }
    const adm = /^(\s*:{3,})([a-zA-Z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
    if (adm) line = `${adm[1]}${adm[2]}[${adm[3].replace(/([[\]])/g, '\\$1')}]`;
    // as Docusaurus's escapeMarkdownHeadingIds: the first `{#` of a heading line and its `}`,
    // with or without a space before it (`## Fields{#fields}`)
    if (/^\s{0,3}#{1,6}\s/.test(line) && !line.includes('\\{#'))
      line = line.replace('{#', '\\{#').replace(/(\\\{#[^}]*)\}/, '$1\\}');
    lines[i] = line;
  }
  return lines.join('\n');
}

/**
 * Docusaurus's unwrapMdxCodeBlocks: a fence of three or four backticks whose language is
 * `mdx-code-block` is its content, read as MDX where it stands (for editors that would show that
 * MDX as code). Its fence lines become blank lines here, so the lines keep their numbers.
 */
function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const unwrap = (ticks: string) =>
    new RegExp(
      `(^|\\r?\\n)\\x20*${ticks}\\x20*mdx-code-block(\\r?\\n)(.*?)\\r?\\n\\x20*${ticks}(?=\\r?\\n|$)`,
      'gs',
    );
  const blank = (_: string, begin: string, nl: string, children: string) =>
    `${begin}${nl}${children}${nl}`;
  return source.replace(unwrap('```'), blank).replace(unwrap('````'), blank);
}

function isInInlineCode(line: string, index: number): boolean {
  let ticks = 0;
  for (let i = 0; i < index; i++) if (line[i] === '`') ticks++;
  return ticks % 2 === 1;
}
