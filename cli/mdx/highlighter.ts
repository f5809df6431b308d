import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { bundledThemes as BundledThemes, Highlighter } from 'shiki';
import { accessibleTheme, mix } from './accessibleTheme.js';
import { codeHtml } from './codeHtml.js';
import { dualTheme } from './dualTheme.js';
import { accelerated } from '../util/accelerators.js';

export const THEMES = { light: 'tn-light', dark: 'tn-dark' } as const;
/**
 * The theme that tokenizes for both (see dualTheme.ts); loaded by name, which shiki's types do not
 * list.
 */
const DUAL = 'tn-light-dark';

/**
 * What code tokens are painted on in each mode (styles.css: --code-bg, and a highlighted line's
 * 16 % --accent over it); test/unit/accessibleTheme.test.ts keeps the two files in step.
 */
export const CODE_BACKGROUNDS = {
  light: { code: '#f6f8fa', accent: '#b57900' },
  dark: { code: '#0a0e14', accent: '#f0b429' },
} as const;
export const HIGHLIGHTED_LINE_ACCENT = 0.16;

/** github-light and github-dark, every token colour made readable on our blocks (4.5:1). */
async function themes(bundledThemes: typeof BundledThemes) {
  const load = async (mode: 'light' | 'dark') => {
    const bg = CODE_BACKGROUNDS[mode];
    const base = (await bundledThemes[`github-${mode}`]()).default;
    const line = mix(bg.accent, bg.code, HIGHLIGHTED_LINE_ACCENT);
    return accessibleTheme(base, THEMES[mode], [bg.code, line]);
  };
  return Promise.all([load('light'), load('dark')]);
}
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  golang: 'go',
  sol: 'solidity',
  text: 'text',
  txt: 'text',
  plain: 'text',
  plaintext: 'text',
};

interface Loaded {
  hl: Highlighter;
  highlight: Highlight;
  languages: ReadonlySet<string>;
}
let highlighter: Promise<Loaded> | undefined;

/**
 * Oniguruma's WebAssembly, read from its file: `shiki/wasm` holds it as base64 text, which took
 * 60–80 ms of CPU to decode character by character on every thread that highlights (issue 13).
 */
const onigWasm = () => fs.readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));

/**
 * shiki is imported when the first block is highlighted: a compile worker, which has its blocks
 * highlighted by the build's thread, never loads it.
 */
async function load(): Promise<Loaded> {
  const shiki = await import('shiki');
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  const hl = await shiki.createHighlighter({
    themes: await themes(shiki.bundledThemes),
    langs: [],
    engine: createOnigurumaEngine(onigWasm()),
  });
  const { theme, pairs } = dualTheme(hl.getTheme(THEMES.light), hl.getTheme(THEMES.dark), DUAL);
  await hl.loadTheme(theme);
  const themeClass = `shiki-themes ${THEMES.light} ${THEMES.dark}`;
  const highlight: Highlight = accelerated('dualTheme')
    ? (code, { lang, ...o }) =>
        codeHtml(
          hl.codeToTokensBase(code, { lang: lang as never, theme: DUAL as never, ...TOKENIZE }),
          pairs,
          { themeClass, ...o },
        )
    : (code, o) => referenceHighlight(hl, code, o);
  return { hl, highlight, languages: new Set(Object.keys(shiki.bundledLanguages)) };
}

/**
 * Limits on tokenizing one line. shiki's default stops a line after 500 ms and leaves the rest
 * unstyled, so the same page could come out differently on a busy machine (a test in a fresh clone
 * once saw a comment uncoloured). A line over the length limit is left plain, which depends on the
 * text alone; the time limit is only a guard against a pathological grammar match.
 */
export const TOKENIZE = { tokenizeMaxLineLength: 20_000, tokenizeTimeLimit: 10_000 };

/**
 * shiki's own two-theme HTML for a block: the reference the dual theme (dualTheme.ts, codeHtml.ts)
 * must match byte for byte, and what highlights when that accelerator is off.
 */
export function referenceHighlight(
  hl: Highlighter,
  code: string,
  { lang, highlight, lineNumbers }: HighlightOptions,
): string {
  return hl.codeToHtml(code, {
    lang,
    themes: THEMES,
    defaultColor: false,
    ...TOKENIZE,
    transformers: [
      {
        pre(pre) {
          delete pre.properties.style;
          if (lineNumbers) this.addClassToHast(pre, 'line-numbers');
        },
        line(line, n) {
          if (highlight.has(n)) this.addClassToHast(line, 'highlighted');
        },
      },
    ],
  });
}

export interface HighlightOptions {
  /** A language shiki knows, or 'text' (see getHighlighter's resolve). */
  lang: string;
  highlight: ReadonlySet<number>;
  lineNumbers: boolean;
}

/** What highlights a code block in both themes, as `<pre>` HTML (CSS shows one). */
export type Highlight = (code: string, o: HighlightOptions) => string;

/**
 * One highlighter per thread; languages load on first use, so a worker pays only for the languages
 * it meets.
 */
export async function getHighlighter(langs: string[]): Promise<{
  hl: Highlighter;
  resolve: (lang?: string) => string;
  highlight: Highlight;
}> {
  // the WASM regex engine: the JS engine spends ~350 ms per thread translating grammars' regexes
  highlighter ??= load();
  const { hl, highlight, languages } = await highlighter;
  const resolve = (lang?: string) => {
    const l = (lang ?? 'text').toLowerCase();
    const name = ALIASES[l] ?? l;
    return languages.has(name) ? name : 'text';
  };
  const wanted = [...new Set(langs.map(resolve))].filter(
    (l) => l !== 'text' && !hl.getLoadedLanguages().includes(l),
  );
  if (wanted.length) await hl.loadLanguage(...(wanted as Parameters<Highlighter['loadLanguage']>));
  return { hl, resolve, highlight };
}

/** A fenced block to highlight: its language as written (or none) and its fence's options. */
export interface CodeBlockInput {
  lang?: string | null;
  code: string;
  highlight: ReadonlySet<number>;
  lineNumbers: boolean;
}

/** Highlights blocks; resolves with each block's `<pre>` HTML, in order. */
export type HighlightBlocks = (blocks: CodeBlockInput[]) => Promise<string[]>;

/**
 * Highlighted HTML by language, options and code. The same block often appears on several pages,
 * and in the dev server an edit to a page's prose leaves its code blocks as they were: each is
 * highlighted once.
 */
const highlighted = new Map<string, string>();
const MAX_CACHED = 4000;

/** Highlights blocks in this thread, each distinct block once. */
export const highlightHere: HighlightBlocks = async (blocks) => {
  const { resolve, highlight } = await getHighlighter(blocks.map((b) => b.lang ?? 'text'));
  return blocks.map(({ lang: given, code, highlight: lines, lineNumbers }) => {
    const lang = resolve(given ?? undefined);
    const key = [lang, lineNumbers, [...lines].join(','), code].join('\0');
    let html = highlighted.get(key);
    if (html === undefined) {
      html = highlight(code, { lang, highlight: lines, lineNumbers });
      if (highlighted.size >= MAX_CACHED) highlighted.delete(highlighted.keys().next().value!);
      highlighted.set(key, html);
    }
    return html;
  });
};

let highlighterOfThread: HighlightBlocks = highlightHere;

/**
 * Where this thread's pages get their code highlighted: here, or (in a compile worker) by the thread
 * that started it, so that a build loads the grammars and compiles their regular expressions once,
 * not once per worker (issue 13: a grammar's first blocks cost several times its later ones).
 */
export function setBlockHighlighter(h: HighlightBlocks): void {
  highlighterOfThread = h;
}

export const highlightBlocks: HighlightBlocks = (blocks) => highlighterOfThread(blocks);
