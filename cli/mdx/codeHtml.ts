import type { ThemedToken } from 'shiki';
import type { ColorPair } from './dualTheme.js';

/** shiki's FontStyle flags. */
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

export interface CodeHtmlOptions {
  /** The class of the `<pre>`, after `shiki`: the themes' names. */
  themeClass: string;
  /** Line numbers (1-based) marked `highlighted`. */
  highlight: ReadonlySet<number>;
  lineNumbers: boolean;
}

interface Token {
  content: string;
  /** The CSS of the span, '' for none. */
  style: string;
}

/** A token's CSS custom properties, in the order shiki writes them for the themes `light`, `dark`. */
function styleOf(pair: ColorPair | undefined, fontStyle: number): string {
  if (!pair) return '';
  const parts: string[] = [];
  for (const [mode, color] of [
    ['light', pair[0]],
    ['dark', pair[1]],
  ]) {
    parts.push(`--shiki-${mode}:${color}`);
    if (fontStyle & ITALIC) parts.push(`--shiki-${mode}-font-style:italic`);
    if (fontStyle & BOLD) parts.push(`--shiki-${mode}-font-weight:bold`);
    const decorations = [
      ...(fontStyle & UNDERLINE ? ['underline'] : []),
      ...(fontStyle & STRIKETHROUGH ? ['line-through'] : []),
    ];
    if (decorations.length) parts.push(`--shiki-${mode}-text-decoration:${decorations.join(' ')}`);
  }
  return parts.join(';');
}

/** One line's tokens with their CSS. */
function styledLine(line: ThemedToken[], pairs: Map<string, ColorPair>): Token[] {
  return line.map((t) => {
    // shiki's FontStyle: -1 (not set) or the flags above
    const fontStyle = Math.max(Number(t.fontStyle ?? 0), 0);
    return {
      content: t.content,
      style: styleOf(t.color ? pairs.get(t.color) : undefined, fontStyle),
    };
  });
}

/**
 * shiki's mergeWhitespaces: a run of blank tokens joins the token after it. (shiki keeps it apart
 * from an underlined or struck token, but its two-theme tokens carry no font style to tell.)
 */
function mergeWhitespace(line: Token[]): Token[] {
  const out: Token[] = [];
  let carry = '';
  line.forEach((token, i) => {
    if (/^\s+$/.test(token.content) && line[i + 1]) carry += token.content;
    else {
      out.push(carry ? { ...token, content: carry + token.content } : token);
      carry = '';
    }
  });
  return out;
}

const escapeText = (s: string) => s.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');

/**
 * The HTML shiki's codeToHtml gives for `themes: { light, dark }` with `defaultColor: false` (and
 * the pre's style removed), written from the dual theme's tokens without building an HTML tree.
 * test/unit/codeHtml.test.ts compares the two on every code block of the site.
 */
export function codeHtml(
  lines: ThemedToken[][],
  pairs: Map<string, ColorPair>,
  o: CodeHtmlOptions,
): string {
  const preClass = `shiki ${o.themeClass}${o.lineNumbers ? ' line-numbers' : ''}`;
  let html = `<pre class="${preClass}" tabindex="0"><code>`;
  lines.forEach((line, i) => {
    if (i) html += '\n';
    html += o.highlight.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">';
    for (const token of mergeWhitespace(styledLine(line, pairs))) {
      const text = escapeText(token.content);
      html += token.style ? `<span style="${token.style}">${text}</span>` : `<span>${text}</span>`;
    }
    html += '</span>';
  });
  return `${html}</code></pre>`;
}
